// The boards computed straight from the engine (no HTTP): dragon-tiger list, northbound top 10,
// suspensions, limit-up pool and the futures list. The route tests check the same rows against
// the contract schemas and the live quotes.
import { describe, expect, it } from 'vitest';

import { SCENARIO_STOCKS } from '../../../../fixtures/src/securities';
import { dayFromKey } from '../../market/calendar';
import { at, fixtureMarket, stockOf } from '../../market/test-support';

import { dragonTigerReport, LHB_REASONS, lhbRows } from './dragon-tiger';
import { futuresListPage } from './futures-list';
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

  it('pages the shown rows with their live quote', () => {
    const all = futuresListPage(market, securities.stockFutures, { pageSize: 100 }, MONDAY_1030);
    expect(all.map((r) => r.futuresGid)).toEqual(shown.map((f) => f.futuresGid));
    const second = futuresListPage(
      market,
      securities.stockFutures,
      { pageNum: 2, pageSize: 2 },
      MONDAY_1030,
    );
    expect(second.map((r) => r.futuresGid)).toEqual(shown.slice(2, 4).map((f) => f.futuresGid));
  });

  it('leaves out rows the engine does not know and answers [] for a bad size', () => {
    const unknown = { ...shown[0]!, futuresGid: 'hf_NOPE' };
    expect(futuresListPage(market, [unknown], {}, MONDAY_1030)).toEqual([]);
    expect(futuresListPage(market, shown, { pageSize: 0 }, MONDAY_1030)).toEqual([]);
  });
});
