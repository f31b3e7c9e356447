import { describe, expect, it } from 'vitest';

import { SubscribeType } from '@/api/contracts/codes';
import { BEIJING_OFFSET_MS } from '@/api/contracts/trading-hours';

import { newShareExample, type NewShareInput } from './new-share-example';

/** An instant as Beijing wall-clock text. */
const bj = (ms: number) =>
  new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

const base: NewShareInput = {
  day: '2026-11-02',
  type: SubscribeType.IPO,
  shares: 1000,
  price: 12.34,
  available: 20_000,
};

describe('newShareExample: the timeline of an application day', () => {
  it.each([
    // Monday: published Tuesday 18:00, due Wednesday 16:00, reminded Wednesday 09:00.
    ['2026-11-02', '2026-11-03 18:00', '2026-11-04 16:00', '2026-11-04 09:00'],
    // Thursday: published Friday, due Monday.
    ['2026-11-05', '2026-11-06 18:00', '2026-11-09 16:00', '2026-11-09 09:00'],
    // Friday: published Monday, due Tuesday.
    ['2026-11-06', '2026-11-09 18:00', '2026-11-10 16:00', '2026-11-10 09:00'],
  ])('applied %s → published %s, due %s, reminder %s', (day, publish, deadline, reminder) => {
    const e = newShareExample({ ...base, day });
    expect(e && [bj(e.publishAt), bj(e.deadline), bj(e.reminderAt)]).toEqual([
      publish,
      deadline,
      reminder,
    ]);
    expect(e && bj(e.dates.subscribeTime)).toBe(`${day} 09:30`);
  });

  it('reads no day from an unreadable date', () => {
    expect(newShareExample({ ...base, day: '' })).toBeNull();
  });
});

describe('newShareExample: the amount and the payment planner', () => {
  it.each([
    // 1000 × 12.34 = 12 340.00, covered by 20 000.
    [{}, '12340.00', { covers: true, shortfall: '0.00' }],
    [{ available: 10_000 }, '12340.00', { covers: false, shortfall: '2340.00' }],
    [{ shares: 500, price: 8.8888 }, '4444.40', { covers: true, shortfall: '0.00' }],
    // A placement is paid when applying: nothing is left to plan.
    [{ type: SubscribeType.OFFLINE_PLACEMENT }, '12340.00', null],
  ] as const)('%o → %s', (change, amount, plan) => {
    const e = newShareExample({ ...base, ...change });
    expect(e?.amount).toBe(amount);
    expect(e?.plan ?? null).toEqual(plan);
  });
});
