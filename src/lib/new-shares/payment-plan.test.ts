import { describe, expect, it } from 'vitest';

import type { UserStockSubscribe } from '@/api/contracts/models/ipo';

import {
  applicationDates,
  countdownParts,
  countdownTickMs,
  parseBeijingText,
  phaseOf,
  planPayments,
} from './payment-plan';

const bj = (text: string) => Date.parse(`${text}+08:00`);
const NOW = bj('2026-11-02T10:00:00');

const row = (over: Partial<UserStockSubscribe>): UserStockSubscribe => ({
  id: 1,
  newCode: '787001',
  newName: '甲科技',
  type: 1,
  status: 3,
  bond: 12_345.67,
  applyNums: 1000,
  endTime: '2026-10-30 18:00:00',
  ...over,
});

const calendar: Record<string, { subscriptionTime: number }> = {
  '787002': { subscriptionTime: bj('2026-11-03T16:00:00') },
  '787003': { subscriptionTime: bj('2026-11-01T16:00:00') },
};
const shareOf = (code: string) => calendar[code];

describe('parseBeijingText', () => {
  it.each([
    ['2026-11-02 10:00:00', bj('2026-11-02T10:00:00')],
    ['2026-11-02T10:00:00', bj('2026-11-02T10:00:00')],
    ['', null],
    [null, null],
    ['02/11/2026', null],
  ])('%s → %s', (text, ms) => {
    expect(parseBeijingText(text)).toBe(ms);
  });
});

describe('applicationDates', () => {
  it('takes the calendar row when there is one', () => {
    expect(applicationDates(row({}), calendar['787002'])).toEqual({
      dates: calendar['787002'],
      isEstimated: false,
    });
  });
  it('estimates 16:00 the weekday after the publication otherwise (Fri → Mon)', () => {
    expect(applicationDates(row({}), null)).toEqual({
      dates: { subscriptionTime: bj('2026-11-02T16:00:00') },
      isEstimated: true,
    });
  });
  it('knows nothing without a publication', () => {
    expect(applicationDates(row({ endTime: null }), undefined).dates).toBeUndefined();
  });
});

describe('phaseOf', () => {
  it.each([
    [{ status: 1 }, 'awaiting-draw'],
    [{ status: 2 }, 'not-allotted'],
    [{ status: 3 }, 'payment-due'],
    [{ status: 3, newCode: '787003' }, 'lapsed'],
    [{ status: 3, endTime: '2026-10-28 18:00:00' }, 'lapsed'],
    [{ status: 3, type: 2 }, 'paid'],
    [{ status: 4 }, 'paid'],
    [{ status: 5 }, 'listed'],
  ] as const)('%o → %s', (over, phase) => {
    expect(phaseOf(row(over), shareOf, NOW)).toBe(phase);
  });
});

describe('planPayments', () => {
  const rows = [
    row({ id: 1, newCode: '787002', bond: 20_000.1 }),
    row({ id: 2, bond: 10_000.2 }),
    row({ id: 3, newCode: '787003', bond: 99 }),
    row({ id: 4, status: 4, bond: 5 }),
    row({ id: 5, type: 2, bond: 7 }),
  ];

  it('lists only what is payable now, earliest deadline first, lapsed ones left out', () => {
    const plan = planPayments(rows, shareOf, '50000', NOW);
    expect(plan.items.map((i) => [i.id, i.deadline, i.isEstimated])).toEqual([
      [2, bj('2026-11-02T16:00:00'), true],
      [1, bj('2026-11-03T16:00:00'), false],
    ]);
    expect(plan.total).toBe('30000.30');
  });

  it.each([
    ['50000', true, '0.00', [true, true]],
    ['30000.30', true, '0.00', [true, true]],
    ['30000.29', false, '0.01', [true, false]],
    ['100', false, '29900.30', [false, false]],
  ])('available %s → covers %s, shortfall %s', (available, covers, shortfall, each) => {
    const plan = planPayments(rows, shareOf, available, NOW);
    expect(plan.covers).toBe(covers);
    expect(plan.shortfall).toBe(shortfall);
    expect(plan.items.map((i) => i.isCovered)).toEqual(each);
  });

  it('says nothing about coverage while the balance is unknown', () => {
    const plan = planPayments(rows, shareOf, null, NOW);
    expect(plan.covers).toBeNull();
    expect(plan.available).toBeNull();
  });

  it('is empty when nothing is due', () => {
    expect(planPayments([row({ status: 4 })], shareOf, 1, NOW)).toMatchObject({
      items: [],
      total: '0.00',
      covers: true,
    });
  });
});

describe('countdown', () => {
  it.each([
    [5 * 3_600_000 + 12 * 60_000 + 30_000, { days: 0, hours: 5, minutes: 12, seconds: 30 }],
    [26 * 3_600_000, { days: 1, hours: 2, minutes: 0, seconds: 0 }],
    [-5, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
  ])('%i ms → %o', (ms, parts) => {
    expect(countdownParts(ms)).toEqual(parts);
  });
  it.each([
    [3_600_000, 60_000],
    [3_600_000 + 12_345, 12_345],
    [3_599_999, 999],
    [59_000, 1_000],
    [0, 60_000],
  ])(
    'with %i ms left redraws in %i ms (each second in the last hour, each minute before)',
    (left, tick) => {
      expect(countdownTickMs(left)).toBe(tick);
    },
  );
});
