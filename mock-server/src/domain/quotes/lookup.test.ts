// Codes as the app sends them → the engine's instruments, and getStock.do's search.
import { describe, expect, it } from 'vitest';

import { NAMED_FUTURES, NAMED_INDEXES } from '../../../../fixtures/src/named-securities';
import { SCENARIO_STOCKS } from '../../../../fixtures/src/securities';
import { fixtureMarket } from '../../market/test-support';

import {
  futuresCode,
  gidOfCode,
  indexByCode,
  indexCode,
  instrumentByCode,
  searchStocks,
} from './lookup';

const { market } = fixtureMarket();

describe('codes', () => {
  it.each([
    ['600519', 'sh600519'],
    ['000001', 'sz000001'],
    ['300750', 'sz300750'],
    ['830799', 'bj830799'],
    ['430047', 'bj430047'],
    ['hk00700', 'hk00700'],
  ])('gidOfCode(%s) = %s', (code, gid) => {
    expect(gidOfCode(code)).toBe(gid);
  });

  it('strips the futures and index prefixes', () => {
    expect(futuresCode('hf_CL')).toBe('CL');
    expect(futuresCode('CL')).toBe('CL');
    expect(indexCode('sh000001')).toBe('000001');
    expect(indexCode('000001')).toBe('000001');
  });

  it('finds an index by gid or bare code, and picks the kind by the code’s shape', () => {
    const { gid, code } = NAMED_INDEXES.shComposite;
    expect(indexByCode(market, gid)?.gid).toBe(gid);
    expect(indexByCode(market, code)?.gid).toBe(gid);
    expect(instrumentByCode(market, gid)?.kind).toBe('index');
    expect(instrumentByCode(market, NAMED_FUTURES.crude.gid)?.kind).toBe('futures');
    expect(instrumentByCode(market, SCENARIO_STOCKS.limitUp.code)?.kind).toBe('stock');
  });
});

describe('searchStocks', () => {
  it('matches code, name or exchange case-insensitively, within the board asked for', () => {
    const { code, name } = SCENARIO_STOCKS.limitUp;
    expect(searchStocks(market, { keyWords: code }).map((s) => s.code)).toContain(code);
    expect(searchStocks(market, { keyWords: ` ${name} ` }).map((s) => s.code)).toContain(code);
    for (const s of searchStocks(market, { stockType: 'sz' })) {
      expect(s.kind === 'stock' && s.row.stockType).toBe('sz');
    }
    expect(searchStocks(market, { keyWords: 'no such stock' })).toEqual([]);
  });

  it('lists only shown stocks', () => {
    for (const s of searchStocks(market, {})) expect(s.kind === 'stock' && s.row.isShow).toBe(0);
  });
});
