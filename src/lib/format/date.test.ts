import { describe, expect, it } from 'vitest';

import { formatDate, formatDateTime } from './date';

describe('formatDateTime', () => {
  it('shows epoch milliseconds in Beijing time, whatever the device zone', () => {
    // 2026-01-02T03:04:05Z is 11:04:05 in Beijing.
    expect(formatDateTime(Date.UTC(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 11:04:05');
    expect(formatDateTime(Date.UTC(2026, 0, 1, 17, 0, 0))).toBe('2026-01-02 01:00:00');
  });

  it('keeps backend date strings that are already Beijing time', () => {
    expect(formatDateTime('2026-03-04 09:30:00')).toBe('2026-03-04 09:30:00');
    expect(formatDate('2026-03-04 23:59:59')).toBe('2026-03-04');
  });

  it('accepts numeric strings as epoch milliseconds', () => {
    expect(formatDateTime(String(Date.UTC(2026, 5, 1, 0, 0, 0)))).toBe('2026-06-01 08:00:00');
  });

  it('reads the epoch itself as a time, not as a missing one', () => {
    expect(formatDateTime(0)).toBe('1970-01-01 08:00:00');
  });

  it('shows a placeholder for missing or invalid dates', () => {
    expect(formatDateTime(null)).toBe('--');
    expect(formatDateTime(undefined)).toBe('--');
    expect(formatDateTime(Number.NaN)).toBe('--');
    expect(formatDateTime('')).toBe('--');
    expect(formatDateTime('2026-13-45 99:00:00')).toBe('--');
    expect(formatDateTime('not a date', '-')).toBe('-');
  });
});
