import { describe, expect, it } from 'vitest';

import { buyFunds } from '@/api/contracts/endpoints/funds';
import { addOrder, buy, buyFutures, buyIndex } from '@/api/contracts/endpoints/trading';

import { buildOrderRequest } from './build-order';
import { describeParams } from './order-params';
import {
  ENDPOINT_PATH,
  trailStartLevel,
  type CheckedOrder,
  type Instrument,
} from './order-request';

const stock: Instrument = {
  kind: 'stock',
  id: 7,
  code: '600519',
  gid: 'sh600519',
  name: '贵州茅台',
};
const funds: Instrument = { ...stock, kind: 'funds' };
const index: Instrument = {
  kind: 'index',
  id: 3,
  code: '000001',
  gid: 'sh000001',
  name: '上证指数',
};
const future: Instrument = { kind: 'futures', id: 2, code: 'CL', gid: 'hf_CL', name: '纽约原油' };

const base: CheckedOrder = { side: 'long', orderType: 'market', lots: 3, lever: 10 };

describe('buildOrderRequest', () => {
  it('stock market order: buy.do with shares = lots × 100, buyType 0 for long, the stock id', () => {
    const r = buildOrderRequest(stock, base);
    expect(r.endpoint).toBe('buy');
    expect(ENDPOINT_PATH[r.endpoint]).toBe('/user/buy.do');
    expect(r.params).toEqual({ stockId: 7, buyNum: 300, buyType: 0, lever: 10 });
    expect(r.quantity).toBe(300);
  });

  it('short is buyType 1', () => {
    expect(buildOrderRequest(stock, { ...base, side: 'short' }).params.buyType).toBe(1);
  });

  it('limit order goes to addOrder.do with the code as stockId and the trigger price', () => {
    const r = buildOrderRequest(stock, {
      ...base,
      orderType: 'limit',
      limitPrice: 1500.5,
      referencePrice: 1500.5,
    });
    expect(r.endpoint).toBe('addOrder');
    expect(ENDPOINT_PATH[r.endpoint]).toBe('/user/addOrder.do');
    // The stock id as text (api-contract §11.7), not the code the reference app sent.
    expect(r.params).toEqual({
      stockId: '7',
      buyNum: 300,
      buyType: 0,
      lever: 10,
      targetPrice: 1500.5,
    });
  });

  it('take profit and stop loss travel as profitTarget / stopTarget', () => {
    const r = buildOrderRequest(stock, { ...base, profitTarget: 12.5, stopLoss: 9.8 });
    expect(r.params).toMatchObject({ profitTarget: 12.5, stopTarget: 9.8 });
    expect(r.isTrailDegraded).toBe(false);
  });

  it('a trailing stop also sends its starting level as stopTarget (fixed-stop fallback)', () => {
    const r = buildOrderRequest(stock, { ...base, trailPct: 5, referencePrice: 20 });
    expect(r.params).toMatchObject({ trailStopPct: 5, stopTarget: 19 });
    expect(r.isTrailDegraded).toBe(true);
    const short = buildOrderRequest(stock, {
      ...base,
      side: 'short',
      trailPct: 5,
      referencePrice: 20,
    });
    expect(short.params).toMatchObject({ trailStopPct: 5, stopTarget: 21 });
  });

  it('with both a stop loss and a trail, the tighter stop is sent', () => {
    const long = buildOrderRequest(stock, {
      ...base,
      stopLoss: 19.5,
      trailPct: 10,
      referencePrice: 20,
    });
    expect(long.params.stopTarget).toBe(19.5);
    const short = buildOrderRequest(stock, {
      ...base,
      side: 'short',
      stopLoss: 20.5,
      trailPct: 10,
      referencePrice: 20,
    });
    expect(short.params.stopTarget).toBe(20.5);
  });

  it('split-account order: buyFunds.do with the sub-account and no protection params', () => {
    const r = buildOrderRequest(funds, { ...base, subaccountNumber: 80000003, profitTarget: 9 });
    expect(ENDPOINT_PATH[r.endpoint]).toBe('/user/funds/buyFunds.do');
    expect(r.params).toEqual({
      stockId: 7,
      buyNum: 300,
      buyType: 0,
      lever: 10,
      subaccountNumber: 80000003,
    });
  });

  it('index order: buyIndex.do with indexId and lots (not × 100)', () => {
    const r = buildOrderRequest(index, { ...base, side: 'short' });
    expect(ENDPOINT_PATH[r.endpoint]).toBe('/user/buyIndex.do');
    expect(r.params).toEqual({ indexId: 3, buyNum: 3, buyType: 1, lever: 10 });
    expect(r.quantity).toBe(3);
  });

  it('futures order: buyFutures.do with capital-F FuturesId and lots', () => {
    const r = buildOrderRequest(future, { ...base, lots: 2, lever: 20 });
    expect(ENDPOINT_PATH[r.endpoint]).toBe('/user/buyFutures.do');
    expect(r.params).toEqual({ FuturesId: 2, buyNum: 2, buyType: 0, lever: 20 });
    expect(Object.keys(r.params)).not.toContain('futuresId');
  });
});

describe('trailStartLevel', () => {
  it('rounds towards the price, never wider than asked', () => {
    expect(trailStartLevel(10.01, 3, 'long')).toBe(9.71); // 9.7097 → up
    expect(trailStartLevel(10.01, 3, 'short')).toBe(10.31); // 10.3103 → down
  });
});

describe('describeParams', () => {
  it('explains every parameter in readable form', () => {
    const r = buildOrderRequest(stock, { ...base, trailPct: 2, referencePrice: 100 });
    const lines = describeParams(r, stock);
    expect(lines.map((l) => l.name)).toEqual([
      'stockId',
      'buyNum',
      'buyType',
      'lever',
      'stopTarget',
      'trailStopPct',
    ]);
    expect(lines[0]!.note).toEqual({
      key: 'confirm.note.instrument',
      values: { name: '贵州茅台', code: '600519' },
    });
    expect(lines[1]).toEqual({
      name: 'buyNum',
      value: '300',
      note: { key: 'confirm.note.shares', values: { lots: 3 } },
    });
    expect(lines[4]!.note?.key).toBe('confirm.note.stopTargetTrail');
  });

  it('contract quantities are described as lots', () => {
    const lines = describeParams(buildOrderRequest(index, base), index);
    expect(lines[1]!.note).toEqual({ key: 'confirm.note.lots', values: { lots: 3 } });
  });
});

describe('ENDPOINT_PATH', () => {
  it('names the path each order contract posts to', () => {
    expect(ENDPOINT_PATH).toEqual({
      buy: buy.path,
      addOrder: addOrder.path,
      buyFunds: buyFunds.path,
      buyIndex: buyIndex.path,
      buyFutures: buyFutures.path,
    });
  });
});
