import { describe, expect, it } from 'vitest';

import { lhbRow, stockDTO, stopRow, topRow } from '@/api/contracts/models/market';

import {
  dragonTigerItem,
  limitUpItem,
  parseSecurityCode,
  securityRef,
  shortDate,
  suspensionItem,
  topTenItems,
} from './screens';

describe('security codes of the relayed reports', () => {
  it.each([
    ['600519.SH', { code: '600519', exchange: 'sh' }],
    ['000001.sz', { code: '000001', exchange: 'sz' }],
    ['830799.BJ', { code: '830799', exchange: 'bj' }],
    ['sz002981', { code: '002981', exchange: 'sz' }],
    ['300750', { code: '300750', exchange: 'sz' }],
    ['', { code: '', exchange: undefined }],
    [null, { code: '', exchange: undefined }],
  ])('%s', (raw, expected) => {
    expect(parseSecurityCode(raw)).toEqual(expected);
  });

  it('links only when the code and exchange are known', () => {
    expect(securityRef('贵州茅台', '600519.SH').to).toBe(
      '/kline?code=600519&name=%E8%B4%B5%E5%B7%9E%E8%8C%85%E5%8F%B0&type=sh',
    );
    expect(securityRef('某券', 'ABC').to).toBeUndefined();
    expect(securityRef(null, null)).toEqual({
      name: '',
      code: '',
      exchange: undefined,
      to: undefined,
    });
    // The first non-blank code wins; the name falls back to the code.
    expect(securityRef(' ', '', '000001')).toMatchObject({ name: '000001', code: '000001' });
  });
});

describe('upstream dates', () => {
  it.each([
    ['2026-11-20 00:00:00', '2026-11-20'],
    ['2026-11-20', '2026-11-20'],
    ['2026-11-20T09:30:00', '2026-11-20 09:30'],
    ['2026-11-20 15:00:00.0', '2026-11-20 15:00'],
    ['明日复牌', '明日复牌'],
    ['', null],
    [null, null],
  ])('%s → %s', (raw, expected) => {
    expect(shortDate(raw)).toBe(expected);
  });
});

describe('report rows', () => {
  it('dragon-tiger: code from SECUCODE and the eight metrics', () => {
    const item = dragonTigerItem(
      lhbRow.parse({
        SECURITY_CODE: '002981',
        SECUCODE: '002981.SZ',
        SECURITY_NAME_ABBR: '鸿远新材',
        TRADE_DATE: '2026-11-20 00:00:00',
        CHANGE_RATE: 10.01,
        TURNOVERRATE: 23.456,
        FREE_MARKET_CAP: 3.2e9,
        ACCUM_AMOUNT: 7.5e8,
        BILLBOARD_SELL_AMT: 1.1e8,
        BILLBOARD_BUY_AMT: 2.2e8,
        BILLBOARD_DEAL_AMT: 3.3e8,
        BILLBOARD_NET_AMT: 1.1e8,
        EXPLANATION: '日换手率达到20%的前5只证券',
      }),
      4,
    );
    expect(item).toMatchObject({
      key: '002981-4',
      name: '鸿远新材',
      code: '002981',
      exchange: 'sz',
      date: '2026-11-20',
      totalAmount: 7.5e8,
      turnoverRate: 23.456,
      changeRate: 10.01,
      floatCap: 3.2e9,
      sellAmount: 1.1e8,
      buyAmount: 2.2e8,
      dealAmount: 3.3e8,
      netAmount: 1.1e8,
      reason: '日换手率达到20%的前5只证券',
    });
    expect(dragonTigerItem(lhbRow.parse({ SECURITY_CODE: '600000' }), 0).reason).toBeNull();
  });

  it('top ten: ordered by rank whatever the upstream order', () => {
    const items = topTenItems(
      [
        { RANK: 2, SECURITY_NAME: 'B', DERIVE_SECURITY_CODE: '600000.SH', CLOSE_PRICE: 10 },
        { RANK: null, SECURITY_NAME: 'X', DERIVE_SECURITY_CODE: '600002.SH' },
        { RANK: 1, SECURITY_NAME: 'A', DERIVE_SECURITY_CODE: '600001.SH', CHANGE_RATE: -1.5 },
      ].map((r) => topRow.parse(r)),
    );
    expect(items.map((i) => [i.rank, i.name, i.code])).toEqual([
      [1, 'A', '600001'],
      [2, 'B', '600000'],
      [null, 'X', '600002'],
    ]);
    expect(items[0]).toMatchObject({ changeRate: -1.5, exchange: 'sh' });
  });

  it('limit-up board: biying fields', () => {
    const item = limitUpItem(
      stockDTO.parse({
        dm: '002981',
        mc: '鸿远新材',
        p: 22,
        zf: 10,
        cje: 123456789,
        lt: 2e9,
        zsz: 4e9,
        hs: 5.5,
      }),
      0,
    );
    expect(item).toMatchObject({
      code: '002981',
      exchange: 'sz',
      name: '鸿远新材',
      price: 22,
      changeRate: 10,
      amount: 123456789,
      floatCap: 2e9,
      totalCap: 4e9,
      turnoverRate: 5.5,
    });
  });

  it('suspensions: open-ended end date is null', () => {
    const item = suspensionItem(
      stopRow.parse({
        SECURITY_CODE: '000918',
        SECURITY_NAME_ABBR: '金桥智造',
        SUSPEND_START_DATE: '2026-10-29 00:00:00',
        SUSPEND_END_TIME: null,
      }),
      0,
    );
    expect(item).toMatchObject({ code: '000918', start: '2026-10-29', end: null });
  });
});
