// Trailing stop (ADR 0010): buy.do / addOrder.do carry `trailStopPct` onto the position, and the
// executor's runs ratchet `stopTargetPrice` in the trader's favour only — long up with the best
// price, short down — without touching money. Invalid distances are ignored.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import type { UserPositionRow } from '../../../../fixtures/src/positions';

import {
  beijing,
  expectLedgerClean,
  NAMED_STOCKS,
  quoteOf,
  tradingServer,
  withoutTrace,
  type TradingTestServer,
} from './test-support';
import { ratchetedStop, trailLevel } from './trailing-stop';

const { moutai, pingAnBank } = NAMED_STOCKS;
const BUY = '/user/buy.do';

/** ceil / floor to the cent of price × (100 ∓ pct) / 100: the level the ticket also starts from. */
const level = (price: number, pct: number, side: 'long' | 'short') =>
  new Decimal(price)
    .times(side === 'long' ? 100 - pct : 100 + pct)
    .div(100)
    .toDecimalPlaces(2, side === 'long' ? Decimal.ROUND_UP : Decimal.ROUND_DOWN)
    .toNumber();

const open = (s: TradingTestServer, code: string): UserPositionRow => {
  const p = s.store.tables.userPositions
    .where('userId', s.me().id)
    .find((r) => r.stockCode === code && !r.sellOrderId);
  if (!p) throw new Error(`no open ${code}`);
  return p;
};

const buy = async (
  s: TradingTestServer,
  stockId: number,
  extra: Record<string, string | number>,
) => {
  const res = await s.call(BUY, { stockId, buyNum: 100, buyType: 0, lever: 10, ...extra });
  expect(res.body).toMatchObject({ status: 0 });
};

/** Minutes of the Monday morning session after 10:00 with the price the engine gives then. */
const morning = (s: TradingTestServer, code: string) => {
  const instrument = s.market.stock(code);
  if (!instrument) throw new Error(`no ${code}`);
  return Array.from({ length: 89 }, (_, i) => {
    const at = beijing('2026-11-02 10:01:00') + i * 60_000;
    return { at, price: s.market.quote(instrument, at).price };
  });
};

/** The best minute for the side, and a later minute when the price is back against it. */
const peakThenPullback = (s: TradingTestServer, code: string, side: 'long' | 'short') => {
  const minutes = morning(s, code);
  const better = (a: number, b: number) => (side === 'long' ? a > b : a < b);
  const peak = minutes.reduce((best, m) => (better(m.price, best.price) ? m : best));
  const pullback = minutes.find((m) => m.at > peak.at && better(peak.price, m.price));
  if (!pullback) throw new Error(`${code} never pulls back after its ${side} peak`);
  return { peak, pullback };
};

/** Any trading request runs the executor; position/list is the cheapest. */
const touch = (s: TradingTestServer) => s.call('/user/position/list.do', { pageSize: 1 });

describe('trail levels', () => {
  it('round to whole ticks never wider than asked; the stop only tightens', () => {
    expect(trailLevel(10.01, 5, 'long').toNumber()).toBe(9.51);
    expect(trailLevel(10.01, 5, 'short').toNumber()).toBe(10.51);
    expect(ratchetedStop(null, 100, 5, 'long')).toBe(95);
    expect(ratchetedStop(96, 100, 5, 'long')).toBeUndefined();
    expect(ratchetedStop(94, 100, 5, 'long')).toBe(95);
    expect(ratchetedStop(104, 100, 5, 'short')).toBeUndefined();
    expect(ratchetedStop(106, 100, 5, 'short')).toBe(105);
  });
});

describe('buy.do with trailStopPct', () => {
  it('long: starts below the fill, follows the best price up, never down', async () => {
    const s = await tradingServer();
    const fill = quoteOf(s, moutai.code).price;
    await buy(s, moutai.id, { trailStopPct: 5 });
    const id = open(s, moutai.code).id;
    expect(open(s, moutai.code)).toMatchObject({
      trailStopPct: 5,
      stopTargetPrice: level(fill, 5, 'long'),
    });
    const money = { ...s.me() };
    const { peak, pullback } = peakThenPullback(s, moutai.code, 'long');
    expect(peak.price).toBeGreaterThan(fill);
    s.at(peak.at);
    await touch(s);
    expect(s.store.tables.userPositions.get(id)?.stopTargetPrice).toBe(
      level(peak.price, 5, 'long'),
    );
    s.at(pullback.at);
    // getUserInfo runs the executor too.
    await s.call('/user/getUserInfo.do');
    expect(s.store.tables.userPositions.get(id)?.stopTargetPrice).toBe(
      level(peak.price, 5, 'long'),
    );
    expect(s.me()).toMatchObject({ userAmt: money.userAmt, enableAmt: money.enableAmt });
    expectLedgerClean(s);
  });

  it('short: starts above the fill and follows the lowest price down', async () => {
    const s = await tradingServer();
    const fill = quoteOf(s, pingAnBank.code).price;
    await buy(s, pingAnBank.id, { buyNum: 1000, buyType: 1, trailStopPct: 2.5 });
    const id = open(s, pingAnBank.code).id;
    expect(open(s, pingAnBank.code).stopTargetPrice).toBe(level(fill, 2.5, 'short'));
    const { peak, pullback } = peakThenPullback(s, pingAnBank.code, 'short');
    expect(peak.price).toBeLessThan(fill);
    s.at(peak.at);
    await touch(s);
    const stop = () => s.store.tables.userPositions.get(id)?.stopTargetPrice;
    expect(stop()).toBe(level(peak.price, 2.5, 'short'));
    s.at(pullback.at);
    await touch(s);
    expect(stop()).toBe(level(peak.price, 2.5, 'short'));
  });

  it('keeps a tighter sent stop until the trail passes it', async () => {
    const s = await tradingServer();
    const fill = quoteOf(s, moutai.code).price;
    const { peak } = peakThenPullback(s, moutai.code, 'long');
    // Between the trail's start and its level at the peak.
    const sent = new Decimal(level(fill, 5, 'long'))
      .plus(level(peak.price, 5, 'long'))
      .div(2)
      .toDecimalPlaces(2)
      .toNumber();
    await buy(s, moutai.id, { trailStopPct: 5, stopTarget: sent });
    expect(open(s, moutai.code).stopTargetPrice).toBe(sent);
    s.at(peak.at);
    await touch(s);
    expect(open(s, moutai.code).stopTargetPrice).toBe(level(peak.price, 5, 'long'));
  });

  it('ratchets while the control API closes trading: it only follows the quote', async () => {
    const s = await tradingServer();
    await buy(s, moutai.id, { trailStopPct: 5 });
    const { peak } = peakThenPullback(s, moutai.code, 'long');
    s.store.control.tradingHours = 'closed';
    s.at(peak.at);
    await touch(s);
    expect(open(s, moutai.code).stopTargetPrice).toBe(level(peak.price, 5, 'long'));
  });

  it('ignores a distance outside (0, 100) %; an unconvertible one is Spring 400', async () => {
    for (const pct of [0, -5, 100, 150]) {
      const s = await tradingServer();
      await buy(s, moutai.id, { trailStopPct: pct, stopTarget: 1000 });
      const p = open(s, moutai.code);
      expect(p.trailStopPct, String(pct)).toBeUndefined();
      expect(p.stopTargetPrice).toBe(1000);
    }
    const s = await tradingServer();
    for (const bad of ['abc', '1e309', '5%']) {
      const res = await withoutTrace(s, () =>
        s.call(BUY, { stockId: moutai.id, buyNum: 100, buyType: 0, lever: 10, trailStopPct: bad }),
      );
      expect(res.status).toBe(400);
    }
  });

  it('an add-on keeps the held position as it was (targets and trail)', async () => {
    const s = await tradingServer();
    await buy(s, moutai.id, { stopTarget: 1000 });
    await buy(s, moutai.id, { trailStopPct: 5 });
    const p = open(s, moutai.code);
    expect(p.orderNum).toBe(200);
    expect(p.trailStopPct).toBeUndefined();
    expect(p.stopTargetPrice).toBe(1000);
  });
});

describe('addOrder.do with trailStopPct', () => {
  it('keeps it on the order and gives it to the position the order opens', async () => {
    const s = await tradingServer();
    const q = quoteOf(s, moutai.code);
    const res = await s.call('/user/addOrder.do', {
      stockId: String(moutai.id),
      buyNum: 100,
      buyType: 0,
      lever: 10,
      targetPrice: q.price,
      trailStopPct: 3,
    });
    expect(res.body).toMatchObject({ status: 0 });
    const [order] = s.store.tables.userPendingorders.where('userId', s.me().id);
    expect(order).toMatchObject({ trailStopPct: 3, status: 0 });
    // The next request fires it (long: target ≤ price) and opens the position.
    await touch(s);
    expect(order?.status).toBe(1);
    const p = open(s, moutai.code);
    expect(p).toMatchObject({
      trailStopPct: 3,
      stopTargetPrice: level(p.buyOrderPrice, 3, 'long'),
    });
    expectLedgerClean(s);
  });
});
