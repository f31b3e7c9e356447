import { describe, expect, it } from 'vitest';

import { buildOrderRequest } from './build-order';
import type { CheckedOrder, Instrument } from './order-request';
import { summarizeOrder } from './order-summary';

const stock: Instrument = { kind: 'stock', id: 7, code: '600519', gid: 'sh600519', name: '茅台' };
const funds: Instrument = { ...stock, kind: 'funds' };
const index: Instrument = { kind: 'index', id: 3, code: '000001', gid: 'sh000001', name: '上证' };
const future: Instrument = { kind: 'futures', id: 2, code: 'CL', gid: 'hf_CL', name: '原油' };

const base: CheckedOrder = { side: 'long', orderType: 'market', lots: 3, lever: 10 };
const summary = (instrument: Instrument, order: Partial<CheckedOrder>) =>
  summarizeOrder(buildOrderRequest(instrument, { ...base, ...order }), instrument.kind);

describe('summarizeOrder (read back from the request that is sent)', () => {
  it.each([
    ['stock market', stock, {}, { destination: 'positions', lots: 3, shares: 300 }],
    ['stock short', stock, { side: 'short' }, { side: 'short', destination: 'positions' }],
    [
      'stock limit',
      stock,
      { orderType: 'limit', limitPrice: 1490.5, referencePrice: 1490.5 },
      { orderType: 'limit', limitPrice: 1490.5, destination: 'pending' },
    ],
    [
      'split account',
      funds,
      { subaccountNumber: 20261 },
      { subaccount: 20261, destination: 'subaccount', shares: 300 },
    ],
    ['index', index, { lots: 2 }, { lots: 2, shares: null, destination: 'index' }],
    ['futures', future, { lever: 20 }, { lever: 20, shares: null, destination: 'futures' }],
  ] as const)('%s', (_name, instrument, order, expected) => {
    expect(summary(instrument, order)).toMatchObject(expected);
  });

  it('a market order has no trigger price and no protection unless asked', () => {
    expect(summary(stock, {})).toMatchObject({
      orderType: 'market',
      limitPrice: null,
      profitTarget: null,
      stopLoss: null,
      trailPct: null,
      subaccount: null,
    });
  });

  it('take profit, stop loss and a trailing stop: the stop the server holds is the tighter', () => {
    const s = summary(stock, {
      profitTarget: 1600,
      stopLoss: 1400,
      trailPct: 5,
      referencePrice: 1500,
    });
    // The trail starts at 1500 × 95 % = 1425, above the fixed 1400: the server holds 1425.
    expect(s).toMatchObject({ profitTarget: 1600, stopLoss: 1425, trailPct: 5 });
  });

  it('a stored order (a resend after a lost reply) reads the same', () => {
    const stored = {
      endpoint: 'addOrder' as const,
      params: { stockId: '7', buyNum: 200, buyType: 1, lever: 20, targetPrice: 12.3 },
    };
    expect(summarizeOrder(stored, 'stock')).toMatchObject({
      side: 'short',
      lots: 2,
      lever: 20,
      orderType: 'limit',
      limitPrice: 12.3,
    });
  });
});
