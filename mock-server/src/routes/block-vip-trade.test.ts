// Block trades (api-contract §8.10, §12.8, §12.9): the offer list, every rule of buyStockDz.do in
// the reference's order with its text (a refused order leaves no trace), the booking at the live
// price × discount with lever 1 and positionType 3, the records list.
import Decimal from 'decimal.js';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { BLOCK_VIP_TEXT } from '../../../src/api/contracts/block-vip-texts';
import type { UserPosition } from '../../../src/api/contracts/models/trading';
import { cents, stockOrderCost } from '../../../src/api/contracts/trading-math';
import {
  expectLedgerClean,
  NAMED_STOCKS,
  quoteOf,
  tradingServer,
  withoutTrace,
  type TradingTestServer,
} from '../domain/trading/test-support';
import { moveMoney } from '../store/ledger';

const { moutai, pingAn, pingAnBank, catl, smic } = NAMED_STOCKS;
const BUY = '/user/buyStockDz.do';
const LIST = '/user/buyStockDzList.do';
const TOO_MANY = '當前交易人數過多，請稍後嘗試！';

const offerOf = (s: TradingTestServer, code: string) => {
  const offer = s.store.tables.stockDzs.first('stockCode', code);
  if (!offer) throw new Error(`no offer ${code}`);
  return offer;
};

/** Ping An's open offer: key 666666, at least 1000 shares, 0.88 of the live price. */
const pingAnOrder = (extra: Record<string, string | number> = {}) => ({
  stockCode: pingAn.code,
  password: '666666',
  num: 1000,
  ...extra,
});

const blockPositions = (s: TradingTestServer): UserPosition[] =>
  s.store.tables.userPositions.where('userId', s.me().id).filter((p) => p.positionType === 3);

describe('getDzList.do', () => {
  it('lists the shown offers priced at live × discount to the cent, never the key', async () => {
    const s = await tradingServer();
    const res = await request(s.app).post('/api/stock/getDzList.do');
    const rows = (res.body as { data: Record<string, unknown>[] }).data;
    // The hidden offer (SMIC, isShow 0) is left out; the locked one is listed with isLock 1.
    expect(rows.map((r) => r.stockCode)).toEqual([
      moutai.code,
      pingAn.code,
      catl.code,
      pingAnBank.code,
    ]);
    expect(rows.map((r) => r.isLock)).toEqual([0, 0, 0, 1]);
    for (const row of rows) {
      expect(row).not.toHaveProperty('password');
      const offer = offerOf(s, String(row.stockCode));
      const live = quoteOf(s, offer.stockCode).price;
      expect(row.price).toBe(cents(new Decimal(live).times(offer.discount ?? 1)).toNumber());
      expect(row.stockNum).toBe(offer.stockNum);
    }
    expect(rows.find((r) => r.stockCode === smic.code)).toBeUndefined();
  });
});

describe('buyStockDz.do', () => {
  it('books the right key at live × discount, lever 1, positionType 3, long, through the ledger', async () => {
    const s = await tradingServer();
    const before = s.me().enableAmt;
    const res = await s.call(BUY, pingAnOrder());
    expect(res.body).toEqual({ status: 0, msg: '', data: BLOCK_VIP_TEXT.blockDone });
    const [position] = blockPositions(s);
    const price = cents(new Decimal(quoteOf(s, pingAn.code).price).times(0.88)).toNumber();
    const setting = s.store.db.siteSettings[0]!;
    const cost = stockOrderCost({
      price,
      shares: 1000,
      lever: 1,
      direction: 'long',
      rates: {
        buyFee: setting.buyFee!,
        sellFee: setting.sellFee!,
        dutyFee: setting.dutyFee!,
        spreadRate: 0,
      },
    });
    expect(position).toMatchObject({
      stockCode: pingAn.code,
      positionType: 3,
      orderLever: 1,
      orderDirection: '买涨',
      orderNum: 1000,
      buyOrderPrice: price,
      orderTotalPrice: cost.value.toNumber(),
      orderFee: cost.buyFee.toNumber(),
      orderSpread: cost.stampDuty.toNumber(),
      allProfitAndLose: cost.fees.neg().toNumber(),
    });
    // Lever 1: the whole amount leaves the available funds.
    expect(s.me().enableAmt).toBe(cents(before - cost.value.toNumber()).toNumber());
    expectLedgerClean(s);
  });

  it('refuses a wrong key with nothing written, after the account gates, before the rest', async () => {
    const s = await tradingServer();
    await s.refused(BUY, pingAnOrder({ password: '123456' }), '下单失败，密钥错误');
    // The key comes before the offer's minimum size and its lock.
    await s.refused(BUY, pingAnOrder({ password: '123456', num: 100 }), '下单失败，密钥错误');
    await s.refused(
      BUY,
      { stockCode: pingAnBank.code, password: 'x', num: 1000 },
      '下单失败，密钥错误',
    );
    const fresh = await tradingServer('fresh');
    await fresh.refused(BUY, pingAnOrder({ password: '123456' }), '下单失败，请先实名认证');
  });

  it('refuses below the offer minimum, then above buyMaxNum', async () => {
    const s = await tradingServer();
    await s.refused(BUY, pingAnOrder({ num: 900 }), '下单失败，购买数量最小为1000股');
    // The offer's size replaces buyMinNum (100): Moutai's offer takes 100 shares.
    s.setSetting({ buyMaxNum: 1000 });
    await s.refused(BUY, pingAnOrder({ num: 1100 }), '下单失败，购买数量大于1000股');
  });

  it('refuses a locked offer with its own key', async () => {
    const s = await tradingServer();
    const locked = offerOf(s, pingAnBank.code);
    await s.refused(
      BUY,
      { stockCode: pingAnBank.code, password: locked.password ?? '', num: 1000 },
      '下单失败，当前股票不能交易',
    );
  });

  it('books a hidden offer with its key (the reference reads no isShow)', async () => {
    const s = await tradingServer();
    const hidden = offerOf(s, smic.code);
    const res = await s.call(BUY, {
      stockCode: smic.code,
      password: hidden.password ?? '',
      num: 1000,
    });
    expect(res.body).toEqual({ status: 0, msg: '', data: BLOCK_VIP_TEXT.blockDone });
    expectLedgerClean(s);
  });

  it('answers an unknown stockCode with the global error, nothing written', async () => {
    const s = await tradingServer();
    const res = await withoutTrace(s, () => s.call(BUY, pingAnOrder({ stockCode: '999999' })));
    expect(res.body).toMatchObject({ status: 1, msg: TOO_MANY });
  });

  it('checks no trading hours (lunch, evening, Saturday) but the holiday switch', async () => {
    const s = await tradingServer();
    for (const when of ['2026-11-02 12:00:00', '2026-11-02 20:00:00', '2026-11-07 10:00:00']) {
      s.at(when);
      const res = await s.call(BUY, { stockCode: moutai.code, password: '888888', num: 100 });
      expect(res.body, when).toEqual({ status: 0, msg: '', data: BLOCK_VIP_TEXT.blockDone });
      moveMoney(s.store, s.me().id, { enableAmt: 200_000 }, { reason: 'test top-up', ref: 'test' });
    }
    s.setProduct({ holidayDisplay: true });
    await s.refused(BUY, pingAnOrder(), '周末或节假日不能交易！');
    // The holiday gate comes before the key.
    await s.refused(BUY, pingAnOrder({ password: 'nope' }), '周末或节假日不能交易！');
    expect(blockPositions(s)).toHaveLength(3);
    expectLedgerClean(s);
  });

  it('limits how often the same stock is bought (buy.do frequency rules)', async () => {
    const s = await tradingServer();
    s.setSetting({ buySameNums: 1 });
    expect((await s.call(BUY, pingAnOrder())).body.status).toBe(0);
    await s.refused(BUY, pingAnOrder(), '频繁交易,5分钟内同一股票持仓不得超过1条');
  });

  it('refuses ST names, a change beyond the board maximum and the N-day rise', async () => {
    const s = await tradingServer();
    s.store.tables.stocks.update(pingAn.id, { stockName: 'ST平安' });
    await s.refused(BUY, pingAnOrder(), 'ST和已退市的股票不能入仓');
    s.store.tables.stocks.update(pingAn.id, { stockName: pingAn.name });
    s.setSetting({ creaseMaxPercent: 0 });
    const res = await withoutTrace(s, () => s.call(BUY, pingAnOrder()));
    expect(res.body.msg).toMatch(/^下单失败，股票当前(涨|跌)幅:-?[\d.]+,大于最大(涨|跌)幅:0$/);
    s.setSetting({ creaseMaxPercent: 7, stockRate: -100 });
    await s.refused(BUY, pingAnOrder(), '5天内涨幅超过 -100不能交易');
  });

  it('checks the full amount (lever 1) against buyMinAmt, the share of funds and the funds', async () => {
    const s = await tradingServer();
    s.setSetting({ buyMinAmt: 10_000_000 });
    await s.refused(BUY, pingAnOrder(), '下单失败，购买金额小于10000000元');
    s.setSetting({ buyMinAmt: 1000 });
    // 1000 Moutai shares at ~1380 are far beyond 80 % of 200 000.
    await s.refused(
      BUY,
      { stockCode: moutai.code, password: '888888', num: 1000 },
      '下单失败，不能超过可用资金的80%',
    );
    s.setSetting({ buyMaxAmtPercent: 10 });
    await s.refused(
      BUY,
      { stockCode: moutai.code, password: '888888', num: 1000 },
      '下单失败，融资可用金额小于200000元',
    );
  });

  it('shows up in the harness: a fault target, journaled with the key masked', async () => {
    const s = await tradingServer();
    const targets = await request(s.app).get('/__harness/faults/targets');
    expect((targets.body as { paths: string[] }).paths).toEqual(
      expect.arrayContaining([BUY, LIST, '/user/buyVipQc.do', '/api/stock/getDzList.do']),
    );
    await s.call(BUY, pingAnOrder());
    const journal = await request(s.app).get('/__harness/journal?path=buyStockDz');
    const [entry] = (journal.body as { entries: { params: Record<string, unknown> }[] }).entries;
    expect(entry?.params).toMatchObject({ stockCode: pingAn.code, password: '•••', num: '1000' });
  });

  it('lists my block trades raw, newest first, and nothing of other position types', async () => {
    const s = await tradingServer();
    expect((await s.call(LIST)).body).toEqual({ status: 0, msg: '', data: [] });
    expect((await s.call(BUY, pingAnOrder())).body.status).toBe(0);
    moveMoney(s.store, s.me().id, { enableAmt: 200_000 }, { reason: 'test top-up', ref: 'test' });
    s.at('2026-11-02 10:05:00');
    const second = await s.call(BUY, { stockCode: moutai.code, password: '888888', num: 100 });
    expect(second.body.status).toBe(0);
    await s.call('/user/buy.do', { stockId: catl.id, buyNum: 100, buyType: 0, lever: 10 });
    const rows = (await s.call(LIST)).body.data as UserPosition[];
    expect(rows.map((r) => [r.stockCode, r.positionType])).toEqual([
      [moutai.code, 3],
      [pingAn.code, 3],
    ]);
    expectLedgerClean(s);
  });
});
