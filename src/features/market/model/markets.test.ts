import { describe, expect, it } from 'vitest';

import { boardsOf, marketTabsOf, pick, settingFormOf, type SettingForm } from './markets';

const form = (on: Partial<SettingForm>): SettingForm => ({
  stockDisplay: false,
  kcStockDisplay: false,
  indexDisplay: false,
  futuresDisplay: false,
  ...on,
});

describe('market tabs and boards from the product toggles', () => {
  it('reads the toggles of the product settings, all off until they arrive', () => {
    expect(settingFormOf(undefined)).toEqual(form({}));
    expect(settingFormOf({ indexDisplay: true, stockDisplay: true })).toEqual(
      form({ indexDisplay: true, stockDisplay: true }),
    );
  });

  it.each([
    ['nothing loaded yet (all false)', {}, ['stocks'], ['hs_a', 'cyb', 'hs_bjs']],
    [
      'everything on',
      { stockDisplay: true, kcStockDisplay: true, indexDisplay: true, futuresDisplay: true },
      ['stocks', 'indexes', 'futures'],
      ['hs_a', 'cyb', 'kcb', 'hs_bjs'],
    ],
    ['stocks without STAR', { stockDisplay: true }, ['stocks'], ['hs_a', 'cyb', 'hs_bjs']],
    ['STAR only', { kcStockDisplay: true }, ['stocks'], ['kcb']],
    ['indexes only', { indexDisplay: true }, ['indexes'], []],
    [
      'futures and stocks',
      { stockDisplay: true, futuresDisplay: true },
      ['stocks', 'futures'],
      ['hs_a', 'cyb', 'hs_bjs'],
    ],
  ] as const)('%s', (_name, on, tabs, boards) => {
    expect(marketTabsOf(form(on))).toEqual(tabs);
    expect(boardsOf(form(on))).toEqual(boards);
  });

  it('picks the wanted item when offered, else the first', () => {
    expect(pick('cyb', ['hs_a', 'cyb'])).toBe('cyb');
    expect(pick('kcb', ['hs_a', 'cyb'])).toBe('hs_a');
    expect(pick(null, ['indexes', 'futures'])).toBe('indexes');
  });
});
