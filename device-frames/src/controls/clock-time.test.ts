import { describe, expect, it } from 'vitest';

import { CLOCK_PRESETS, fromLocalInput, presetAt, toLocalInput } from './clock-time';

describe('clock control times', () => {
  it('turns the date-time field into the mock format and back', () => {
    expect(fromLocalInput('2026-11-03T11:29')).toBe('2026-11-03 11:29:00');
    expect(fromLocalInput('2026-11-03T11:29:50')).toBe('2026-11-03 11:29:50');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput('2026-11-03 11:29:50')).toBe('2026-11-03T11:29:50');
  });

  it('applies a preset to the mock date, the Saturday one on the next Saturday', () => {
    const lunch = CLOCK_PRESETS.find((p) => p.time === '12:10:00')!;
    const saturday = CLOCK_PRESETS.find((p) => p.toSaturday)!;
    // 2026-11-03 is a Tuesday.
    expect(presetAt('2026-11-03 09:00:00', lunch)).toBe('2026-11-03 12:10:00');
    expect(presetAt('2026-11-03 09:00:00', saturday)).toBe('2026-11-07 10:00:00');
    expect(presetAt('2026-11-07 18:00:00', saturday)).toBe('2026-11-07 10:00:00');
  });
});
