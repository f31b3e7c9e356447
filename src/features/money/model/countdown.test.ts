import { describe, expect, it } from 'vitest';

import { QR_LIFETIME_MS, formatCountdown, isExpired, remainingMs } from './countdown';

describe('QR countdown', () => {
  const shown = 1_700_000_000_000;

  it.each([
    [0, '05:00'],
    [1, '05:00'],
    [999, '05:00'],
    [1000, '04:59'],
    [60_000, '04:00'],
    [299_000, '00:01'],
    [299_999, '00:01'],
    [300_000, '00:00'],
    [400_000, '00:00'],
  ])('%i ms after showing → %s', (elapsed, text) => {
    expect(formatCountdown(remainingMs(shown, shown + elapsed))).toBe(text);
  });

  it('expires exactly 5 minutes after it was shown, not before', () => {
    expect(QR_LIFETIME_MS).toBe(300_000);
    expect(isExpired(shown, shown + 299_999)).toBe(false);
    expect(isExpired(shown, shown + 300_000)).toBe(true);
  });

  it('a clock behind the showing time never shows more than the lifetime', () => {
    expect(remainingMs(shown, shown - 10_000)).toBe(300_000);
  });
});
