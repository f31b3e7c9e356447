import { describe, expect, it } from 'vitest';

import { formatBeijingText, parseBeijingText } from './beijing-text';

describe('the backend’s Beijing date text', () => {
  it('reads Beijing wall-clock text as the instant it names, whatever the host zone', () => {
    expect(parseBeijingText('2026-01-02 11:04:05')).toBe(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(parseBeijingText('2026-01-02 01:00:00')).toBe(Date.UTC(2026, 0, 1, 17, 0, 0));
  });

  it('reads a typed time with a T or without seconds only when asked to', () => {
    expect(parseBeijingText(' 2026-03-04T09:30 ', { typed: true })).toBe(
      Date.UTC(2026, 2, 4, 1, 30, 0),
    );
    expect(parseBeijingText(' 2026-03-04T09:30 ')).toBeNull();
    expect(parseBeijingText('2026-03-04 09:30')).toBeNull();
  });

  it('refuses text that is not a real date and time', () => {
    for (const text of ['2026-02-30 10:00:00', '2026-13-01 10:00:00', '2026-03-04 24:00:00', '']) {
      expect(parseBeijingText(text)).toBeNull();
      expect(parseBeijingText(text, { typed: true })).toBeNull();
    }
  });

  it('keeps years below 100 where they are', () => {
    expect(new Date(parseBeijingText('0050-01-01 08:00:00')!).getUTCFullYear()).toBe(50);
  });

  it('writes an instant back as the same text', () => {
    const ms = Date.UTC(2026, 10, 27, 6, 20, 0);
    expect(formatBeijingText(ms)).toBe('2026-11-27 14:20:00');
    expect(parseBeijingText(formatBeijingText(ms))).toBe(ms);
  });
});
