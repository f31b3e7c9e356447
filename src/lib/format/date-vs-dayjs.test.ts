// The date module replaced dayjs on the app's pages; here dayjs (still a dependency of
// antd-mobile) is the reference it must agree with, on many epochs and server strings.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';

import { BEIJING_OFFSET_MINUTES, toBeijing, type DatePattern } from './date';

dayjs.extend(utc);
dayjs.extend(customParseFormat);

/** What the module did with dayjs before. */
const reference = (value: number | string): dayjs.Dayjs | null => {
  if (typeof value === 'string' && !/^\d+$/.test(value)) {
    const parsed = dayjs.utc(value, 'YYYY-MM-DD HH:mm:ss', true);
    if (!parsed.isValid()) return null;
    return parsed.subtract(BEIJING_OFFSET_MINUTES, 'minute').utcOffset(BEIJING_OFFSET_MINUTES);
  }
  const d = dayjs(typeof value === 'string' ? Number(value) : value);
  return d.isValid() ? d.utcOffset(BEIJING_OFFSET_MINUTES) : null;
};

const PATTERNS: DatePattern[] = ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD', 'MM-DD HH:mm'];

// A fixed pseudo-random walk, so a failure names the same input on every run.
let seed = 24;
const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const EPOCHS = [
  0,
  -1,
  Date.UTC(2026, 0, 1, 15, 59, 59, 999), // one ms before Beijing midnight
  Date.UTC(2026, 0, 1, 16, 0, 0), // Beijing midnight, still the 1st in UTC
  Date.UTC(2024, 1, 28, 16, 0, 0), // leap day in Beijing
  Date.UTC(2099, 11, 31, 16, 0, 0),
  ...Array.from({ length: 400 }, () => Math.floor(next() * Date.UTC(2100, 0, 1))),
];
const two = (n: number) => String(n).padStart(2, '0');
const TEXTS = [
  '2026-03-04 09:30:00',
  '2024-02-29 12:00:00', // leap year
  '2026-02-29 12:00:00', // not a leap year
  '2026-04-31 00:00:00',
  '2026-13-01 00:00:00',
  '2026-00-10 00:00:00',
  '2026-01-01 24:00:00',
  '2026-01-01 23:60:00',
  '2026-01-01 23:59:60',
  '2026-01-01 00:00:00', // becomes the previous day in UTC
  '2026-1-1 00:00:00',
  '2026-01-01T00:00:00',
  '2026-01-01 00:00',
  ' 2026-01-01 00:00:00',
  '1700000000000', // digits are epoch ms
  ...Array.from({ length: 300 }, () => {
    const [y, mo, d, h, mi, s] = [
      1990 + next() * 110,
      1 + next() * 12,
      1 + next() * 32,
      next() * 25,
      next() * 61,
      next() * 61,
    ].map(Math.floor) as number[];
    return `${y}-${two(mo!)}-${two(d!)} ${two(h!)}:${two(mi!)}:${two(s!)}`;
  }),
];

describe('toBeijing agrees with dayjs', () => {
  it.each([...EPOCHS, ...TEXTS].map((v) => [v]))('%s', (value) => {
    const mine = toBeijing(value);
    const theirs = reference(value);
    expect(mine === null).toBe(theirs === null);
    if (!mine || !theirs) return;
    expect(mine.valueOf()).toBe(theirs.valueOf());
    for (const p of PATTERNS) expect(mine.format(p)).toBe(theirs.format(p));
  });

  it('reads the random strings as both valid and invalid dates (the table covers both)', () => {
    const valid = TEXTS.filter((t) => reference(t) !== null).length;
    expect(valid).toBeGreaterThan(50);
    expect(TEXTS.length - valid).toBeGreaterThan(30);
  });
});
