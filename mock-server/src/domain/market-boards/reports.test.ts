// The boards computed straight from the engine (no HTTP): dragon-tiger list, northbound top 10,
// suspensions, limit-up pool and the futures list. The route tests check the same rows against
// the contract schemas and the live quotes.
import { describe, expect, it } from 'vitest';

import { SCENARIO_STOCKS } from '../../../../fixtures/src/securities';
import { dayFromKey } from '../../market/calendar';
import { at, fixtureMarket, stockOf } from '../../market/test-support';

import { dragonTigerReport, LHB_REASONS, lhbRows } from './dragon-tiger';
import { listedFutures } from './futures-list';
import { limitUpPool, limitUpStreak, seals } from './limit-up';
import { northboundTop } from './northbound';
import { suspensionRows } from './suspensions';

const { market, securities } = fixtureMarket();
const FRIDAY = dayFromKey('2026-10-30');
const MONDAY_1030 = at('2026-11-02 10:30');

describe('dragon-tiger list', () => {
  it('lists a stock once, at most 5 per reason, by code', () => {
    const rows = lhbRows(market, FRIDAY);
    expect(rows.length).toBeGreaterThan(0);
    const codes = rows.map((r) => r.SECURITY_CODE);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...codes].sort());
    for (const reason of Object.values(LHB_REASONS)) {
      expect(rows.filter((r) => r.EXPLANATION === reason).length).toBeLessThanOrEqual(5);
    }
  });

  it("during Monday's session reports Friday", () => {
    expect(dragonTigerReport(market, MONDAY_1030)).toEqual(lhbRows(market, FRIDAY));
  });
});

describe('northbound top 10', () => {
  it('answers null for a content that names no exchange', () => {
    expect(northboundTop(market, 2, MONDAY_1030)).toBeNull();
    expect(northboundTop(market, undefined, MONDAY_1030)).toBeNull();
  });

  it('ranks ten stocks of the exchange by deal amount', () => {
    const rows = northboundTop(market, 3, MONDAY_1030) ?? [];
    expect(rows.map((r) => r.RANK)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const r of rows) expect(r.MUTUAL_TYPE).toBe('003');
  });
});

describe('suspensions', () => {
  it("holds the scenario's suspended stock", () => {
    const rows = suspensionRows(market, MONDAY_1030) ?? [];
    expect(rows.map((r) => r.SECURITY_CODE)).toContain(SCENARIO_STOCKS.suspended.code);
  });
});

describe('limit-up pool', () => {
  it('holds the limit-up stock with its streak and seal times', () => {
    const rows = limitUpPool(market, MONDAY_1030);
    const row = rows.find((r) => r.dm === SCENARIO_STOCKS.limitUp.code);
    expect(row).toBeDefined();
    const i = stockOf(market, SCENARIO_STOCKS.limitUp.code);
    const q = market.quote(i, MONDAY_1030);
    expect(row).toMatchObject(seals(market, i, q, MONDAY_1030));
    expect(row?.lbc).toBe(limitUpStreak(market, i, dayFromKey(q.tradingDay)));
    expect(row?.lbc).toBeGreaterThanOrEqual(2);
  });

  it('orders by first seal, then code', () => {
    const keys = limitUpPool(market, MONDAY_1030).map((r) => `${r.fbt ?? ''}|${r.dm}`);
    expect(keys).toEqual([...keys].sort());
  });
});

describe('futures list', () => {
  const shown = securities.stockFutures.filter((f) => f.listShow === 1);

  it('lists every shown row with its live quote, the watchlist flag by futures code', () => {
    const watched = shown[1]!.futuresCode;
    const rows = listedFutures(market, securities.stockFutures, MONDAY_1030, (c) => c === watched);
    expect(rows.map((r) => r.futuresGid)).toEqual(shown.map((f) => f.futuresGid));
    expect(rows.map((r) => r.isOption)).toEqual(
      shown.map((f) => (f.futuresCode === watched ? '1' : '0')),
    );
  });

  it('keeps a row the engine does not quote, with null prices', () => {
    const unknown = { ...shown[0]!, futuresGid: 'hf_NOPE' };
    const [row] = listedFutures(market, [unknown], MONDAY_1030, () => false);
    expect(row).toMatchObject({ futuresGid: 'hf_NOPE', nowPrice: null, lastClose: null });
  });
});
