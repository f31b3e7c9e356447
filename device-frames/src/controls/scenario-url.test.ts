import { describe, expect, it } from 'vitest';

import { addressWithoutScenario, scenarioInAddress } from './scenario-url';

describe('?scenario= in the harness address', () => {
  it('names the scenario to open, or none', () => {
    expect(scenarioInAddress('?mock=http://localhost:8091&scenario=lunch-break')).toBe(
      'lunch-break',
    );
    expect(scenarioInAddress('?scenario=')).toBeNull();
    expect(scenarioInAddress('?mock=http://localhost:8091')).toBeNull();
  });

  it('leaves the address with the mock and app parameters only', () => {
    expect(
      addressWithoutScenario(
        'http://localhost:18652/?mock=http%3A%2F%2Flocalhost%3A8091&scenario=holiday&appPort=5173',
      ),
    ).toBe('http://localhost:18652/?mock=http%3A%2F%2Flocalhost%3A8091&appPort=5173');
    expect(addressWithoutScenario('http://localhost:18652/?scenario=holiday')).toBe(
      'http://localhost:18652/',
    );
  });
});
