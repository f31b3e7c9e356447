import { describe, expect, it } from 'vitest';

import { formatDateTime } from '@/lib/format/date';

import { beijingTime } from './beijing-time';

describe('beijingTime', () => {
  it.each([Date.parse('2026-11-02T09:31:05+08:00'), Date.parse('2026-12-31T23:59:59+08:00'), 0])(
    'reads %i as lib/format/date does',
    (ms) => expect(beijingTime(ms)).toBe(formatDateTime(ms)),
  );
  it('has a placeholder for no time', () => expect(beijingTime(null)).toBe('--'));
});
