import { describe, expect, it } from 'vitest';

import { isWithinWithdrawHours, withdrawTimeGate } from './withdraw-hours';

/** Epoch ms of a Beijing wall-clock time. */
const bj = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

const SETTING = { withTimeBegin: 9, withTimeEnd: 18 };

describe('isWithinWithdrawHours: withTimeBegin ≤ Beijing hour < withTimeEnd', () => {
  it.each([
    ['2026-11-18 08:59:59', false],
    ['2026-11-18 09:00:00', true],
    ['2026-11-18 12:30:00', true],
    ['2026-11-18 17:59:59', true],
    ['2026-11-18 18:00:00', false],
    ['2026-11-18 23:10:00', false],
    // The backend checks no weekday (only the holiday switch): a Saturday inside the hours passes.
    ['2026-11-21 10:00:00', true],
  ])('%s → %s', (at, expected) => {
    expect(isWithinWithdrawHours(bj(at), SETTING)).toBe(expected);
  });

  it('leaves unknown hours to the server', () => {
    expect(isWithinWithdrawHours(bj('2026-11-18 23:00:00'), undefined)).toBe(true);
    expect(
      isWithinWithdrawHours(bj('2026-11-18 23:00:00'), { ...SETTING, withTimeEnd: null }),
    ).toBe(true);
  });
});

describe('withdrawTimeGate: the holiday switch first, then the hours', () => {
  it.each([
    ['2026-11-18 10:00:00', false, null],
    ['2026-11-18 10:00:00', true, 'holiday'],
    ['2026-11-18 19:00:00', true, 'holiday'],
    ['2026-11-18 19:00:00', false, 'hours'],
    ['2026-11-18 08:30:00', false, 'hours'],
  ] as const)('%s, holiday %s → %s', (at, isHoliday, expected) => {
    expect(withdrawTimeGate(bj(at), SETTING, isHoliday)).toBe(expected);
  });
});
