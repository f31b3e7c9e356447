// The block-trade ticket's amount and checks: what the trader is told before anything is sent.
import { describe, expect, it } from 'vitest';

import { blockAmount, checkBlockTicket, type BlockTicketInput } from './block-trade-ticket';

const offer = {
  stockCode: '600519',
  stockName: '贵州茅台',
  price: 1656.11,
  isLock: 0,
  stockNum: 100,
};
const limits = { buyMaxNum: 10_000, buyMinAmt: 1000, buyMaxAmtPercent: 0.8 };
const input = (over: Partial<BlockTicketInput> = {}): BlockTicketInput => ({
  offer,
  lotsText: '1',
  key: '888888',
  available: 300_000,
  limits,
  ...over,
});
const keysOf = (i: BlockTicketInput) => checkBlockTicket(i).problems.map((p) => p.key);

describe('block-trade amount', () => {
  it('is price × lots × 100 in decimals, to the cent', () => {
    expect(blockAmount(1656.11, '3')?.toFixed(2)).toBe('496833.00');
    // 0.1 + 0.2 style float noise never reaches the figure.
    expect(blockAmount(12.01, '7')?.toFixed(2)).toBe('8407.00');
    expect(blockAmount(0.07, '1')?.toString()).toBe('7');
  });

  it('is unknown without lots or price', () => {
    expect(blockAmount(12, '')).toBeNull();
    expect(blockAmount(null, '2')).toBeNull();
  });
});

describe('block-trade checks', () => {
  it('sends shares (lots × 100) with the code when everything holds', () => {
    expect(checkBlockTicket(input())).toEqual({
      problems: [],
      intent: { stockCode: '600519', stockName: '贵州茅台', num: 100 },
    });
  });

  it('asks for the lots and the key, each at its field', () => {
    const { problems, intent } = checkBlockTicket(input({ lotsText: '', key: ' ' }));
    expect(intent).toBeNull();
    expect(problems).toEqual([
      { field: 'lots', key: 'block.check.lotsEmpty' },
      { field: 'key', key: 'block.check.keyEmpty' },
    ]);
    expect(keysOf(input({ lotsText: '0' }))).toEqual(['block.check.lotsEmpty']);
  });

  it("refuses fewer shares than the offer's minimum, naming it", () => {
    const big = { ...offer, price: 10, stockNum: 500 };
    expect(checkBlockTicket(input({ offer: big, lotsText: '4' })).problems).toEqual([
      { field: 'lots', key: 'block.check.belowMin', values: { shares: 500 } },
    ]);
    expect(keysOf(input({ offer: big, lotsText: '5' }))).toEqual([]);
  });

  it('refuses more shares than buyMaxNum', () => {
    const cheap = { ...offer, price: 1 };
    expect(keysOf(input({ offer: cheap, lotsText: '101' }))).toEqual(['block.check.aboveMax']);
    expect(keysOf(input({ offer: cheap, lotsText: '100' }))).toEqual([]);
  });

  it('refuses an amount above the available funds, and above their allowed share', () => {
    // 1656.11 × 200 = 331,222 > 300,000.
    expect(checkBlockTicket(input({ lotsText: '2' })).problems).toEqual([
      { field: 'order', key: 'block.check.funds', values: { available: '300000.00' } },
    ]);
    // 165,611 ≤ 200,000 but > 80 % of it.
    expect(checkBlockTicket(input({ lotsText: '1', available: 200_000 })).problems).toEqual([
      { field: 'order', key: 'block.check.maxShare', values: { percent: '80' } },
    ]);
    expect(keysOf(input({ lotsText: '1', available: 207_013.75 }))).toEqual([]);
  });

  it('refuses an amount below buyMinAmt', () => {
    const penny = { ...offer, price: 0.05 };
    expect(keysOf(input({ offer: penny, lotsText: '1' }))).toEqual(['block.check.minAmount']);
  });

  it('leaves the funds to the server while the balance is unknown', () => {
    expect(keysOf(input({ lotsText: '2', available: undefined }))).toEqual([]);
  });

  it('refuses a locked offer', () => {
    expect(keysOf(input({ offer: { ...offer, isLock: 1 } }))).toEqual(['block.check.locked']);
  });
});
