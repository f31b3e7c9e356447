// The securities master: named rows first with their ids, contract-shaped rows, plausible boards,
// and engine profiles that depend only on the seed and the security.
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

import { NAMED_FUTURES, NAMED_INDEXES, NAMED_STOCKS } from '../../../fixtures/src/named-securities';
import {
  SCENARIO_STOCKS,
  securityProfile,
  type ProfiledSecurity,
} from '../../../fixtures/src/securities';
import {
  stockCoin,
  stockFutures,
  stockIndex,
} from '../../../src/api/contracts/models/index-futures';
import { stock } from '../../../src/api/contracts/models/market';

import { fixtureSecurities } from './test-support';

const securities = fixtureSecurities();

describe('buildSecurities', () => {
  it('puts the named and scenario stocks first, with their ids', () => {
    const fixed = [...Object.values(NAMED_STOCKS), ...Object.values(SCENARIO_STOCKS)];
    expect(
      securities.stocks.slice(0, fixed.length).map((s) => [s.id, s.stockCode, s.stockName]),
    ).toEqual(fixed.map((s) => [s.id, s.code, s.name]));
    expect(securities.stockIndexes.slice(0, 6).map((i) => [i.id, i.indexGid])).toEqual(
      Object.values(NAMED_INDEXES).map((i) => [i.id, i.gid]),
    );
    expect(securities.stockFutures.slice(0, 3).map((f) => [f.id, f.futuresGid])).toEqual(
      Object.values(NAMED_FUTURES).map((f) => [f.id, f.gid]),
    );
  });

  it('builds rows with exactly the contract fields', () => {
    for (const row of securities.stocks) z.strictObject(stock.shape).parse(row);
    for (const row of securities.stockIndexes) z.strictObject(stockIndex.shape).parse(row);
    for (const row of securities.stockFutures) z.strictObject(stockFutures.shape).parse(row);
    for (const row of securities.stockCoins) z.strictObject(stockCoin.shape).parse(row);
    expect(securities.stockCoins.map((c) => c.coinCode)).toEqual(['USD', 'HKD']);
  });

  it('has about 150 A-shares over every board, plus HK and US, with unique ids and gids', () => {
    const { stocks } = securities;
    const count = (type: string, plate: string | null = null) =>
      stocks.filter((s) => s.stockType === type && (s.stockPlate ?? null) === plate).length;
    const aShares = stocks.filter((s) => ['sh', 'sz', 'bj'].includes(s.stockType)).length;
    expect(aShares).toBeGreaterThanOrEqual(140);
    expect(aShares).toBeLessThanOrEqual(160);
    expect(count('sh', '科创')).toBeGreaterThan(10);
    expect(count('sz', '创业')).toBeGreaterThan(10);
    expect(count('bj')).toBeGreaterThan(10);
    expect(count('hk')).toBeGreaterThanOrEqual(10);
    expect(count('us')).toBeGreaterThanOrEqual(10);
    expect(new Set(stocks.map((s) => s.id)).size).toBe(stocks.length);
    expect(new Set(stocks.map((s) => s.stockGid)).size).toBe(stocks.length);
    for (const s of stocks) {
      expect(s.stockGid).toBe(`${s.stockType}${s.stockCode}`);
      if (s.stockPlate === '科创') expect(s.stockCode).toMatch(/^688/);
      if (s.stockPlate === '创业') expect(s.stockCode).toMatch(/^30/);
      if (s.stockType === 'bj') expect(s.stockCode).toMatch(/^(83|87|43)\d{4}$/);
      if (s.stockType === 'sh' && !s.stockPlate) expect(s.stockCode).toMatch(/^60[013]\d{3}$/);
      if (s.stockType === 'hk') expect(s.stockCode).toMatch(/^\d{5}$/);
      expect(s.stockSpell).toMatch(/^[A-Z]{2,5}$/);
    }
    expect(stocks.filter((s) => /^\*?ST/.test(s.stockName)).length).toBeGreaterThanOrEqual(3);
  });

  it('is the same for the same seed', () => {
    expect(fixtureSecurities()).toEqual(securities);
    expect(fixtureSecurities(1).stocks.at(-1)).not.toEqual(securities.stocks.at(-1));
  });
});

describe('securityProfile', () => {
  const generated: ProfiledSecurity = {
    kind: 'stock',
    gid: 'sz002222',
    name: '华鑫科技',
    plate: null,
  };

  it('is a pure function of the seed and the security', () => {
    expect(securityProfile(5, generated)).toEqual(securityProfile(5, generated));
    expect(securityProfile(5, generated).refClose).not.toBe(securityProfile(6, generated).refClose);
  });

  it('keeps the named reference closes and board limits', () => {
    const moutai = { kind: 'stock', gid: 'sh600519', name: '贵州茅台', plate: null } as const;
    expect(securityProfile(5, moutai)).toMatchObject({ refClose: 1500, limitPct: 10 });
    expect(securityProfile(5, { ...generated, name: 'ST华鑫' }).limitPct).toBe(5);
    expect(securityProfile(5, { ...generated, gid: 'sz300222', plate: '创业' }).limitPct).toBe(20);
    expect(securityProfile(5, { ...generated, gid: 'bj830222' }).limitPct).toBe(30);
    expect(securityProfile(5, { ...generated, gid: 'hk00222' }).limitPct).toBeNull();
    const gold = securityProfile(5, { kind: 'futures', gid: 'hf_GC', name: '纽约黄金' });
    expect(gold).toMatchObject({ refClose: 2650, decimals: 1, limitPct: null });
  });
});
