import { describe, expect, it } from 'vitest';

import { judgeCloseOutcome } from './close-outcome';

describe('judgeCloseOutcome', () => {
  it.each([
    // before, requested, after (null = no longer open), outcome
    [1000, 1000, null, 'done'],
    [1000, 500, 500, 'done'],
    [1000, 500, 1000, 'not-done'],
    [1000, 1000, 1000, 'not-done'],
    [1000, 500, null, 'changed'],
    [1000, 500, 700, 'changed'],
    [1000, 500, 1200, 'changed'],
  ] as const)('%i held, %i requested, %j after → %s', (before, requested, after, outcome) => {
    expect(judgeCloseOutcome(before, requested, after)).toBe(outcome);
  });
});
