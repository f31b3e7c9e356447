// The funding lifecycle on the mock clock (ADR 0029): expiry at endTime, the expired sub-account's
// positions closed at the next session's price, a warning message per crossing, and an application
// made over HTTP, approved and ended with balances that replay from the ledger.
import { describe, expect, it } from 'vitest';

import { FUNDS_MESSAGE_TYPE } from '../../../../src/api/contracts/funds-texts';
import type { FundsApply } from '../../../../src/api/contracts/models/funds';
import { postJson } from '../../testing';
import { marketOf } from '../trading/context';
import { expectLedgerClean, tradingServer, type TradingTestServer } from '../trading/test-support';

import { catchUpFunds, nextSessionAfter } from './lifecycle';
import { priceTo } from './price-to';

const trading = (s: TradingTestServer): FundsApply =>
  s.store.tables.fundsApplies.where('userId', s.me().id).find((a) => a.status === 1)!;

const open = (s: TradingTestServer, app: FundsApply) =>
  s.store.tables.userFundsPositions
    .where('userId', s.me().id)
    .filter((p) => p.subaccountNumber === app.subaccountNumber && !p.sellOrderId);

const warnings = (s: TradingTestServer) =>
  s.store.tables.siteMessages
    .where('userId', s.me().id)
    .filter((m) => m.typeName === FUNDS_MESSAGE_TYPE.warning);

describe('funding lifecycle', () => {
  it('expires at endTime, then closes the positions at the next session’s price', async () => {
    const s = await tradingServer('funds');
    const app = trading(s);
    const endTime = app.endTime!;
    s.at(endTime - 1000);
    await s.call('/user/funds/getUserApplyList.do', { userId: 0 });
    expect(s.store.tables.fundsApplies.get(app.id)?.status).toBe(1);
    s.at(endTime + 1000);
    await s.call('/user/funds/getUserApplyList.do', { userId: 0 });
    expect(s.store.tables.fundsApplies.get(app.id)).toMatchObject({
      status: 3,
      updateTime: endTime,
    });
    expect(open(s, app)).toHaveLength(2);
    const session = nextSessionAfter(s.store, endTime)!;
    s.at(session + 3_600_000);
    await s.call('/user/getUserInfo.do');
    const closed = s.store.tables.userFundsPositions
      .where('userId', s.me().id)
      .filter((p) => p.subaccountNumber === app.subaccountNumber && p.sellOrderTime === session);
    expect(closed).toHaveLength(2);
    const instrument = s.market.stock(closed[0]!.stockCode)!;
    expect(closed[0]?.sellOrderPrice).toBe(s.market.quote(instrument, session).price);
    // Expired: the margin stays frozen until the back office ends it.
    expect(s.store.tables.fundsApplies.get(app.id)?.status).toBe(3);
    expectLedgerClean(s);
  });

  it('sends a warning once per crossing', async () => {
    const s = await tradingServer('funds');
    const app = trading(s);
    const market = marketOf(s.store);
    const now = s.store.clock.now();
    const entries = new Map(open(s, app).map((p) => [p.id, p.buyOrderPrice]));
    const moved = priceTo(s.store, market, app, 'warning', now);
    expect(moved.ok).toBe(true);
    expect(warnings(s)).toHaveLength(1);
    catchUpFunds(s.store, now);
    expect(warnings(s)).toHaveLength(1);
    // Back above the line (entries and market as they were), then down again: a second message.
    for (const [id, buyOrderPrice] of entries) {
      s.store.tables.userFundsPositions.update(id, { buyOrderPrice });
    }
    for (const row of [...s.store.tables.priceShifts.rows]) {
      s.store.tables.priceShifts.remove(row.id);
    }
    catchUpFunds(s.store, now);
    expect(
      priceTo(s.store, market, s.store.tables.fundsApplies.get(app.id)!, 'warning', now).ok,
    ).toBe(true);
    expect(warnings(s)).toHaveLength(2);
  });

  it('an application made over HTTP, approved and ended keeps the ledger and user info right', async () => {
    const s = await tradingServer('funds');
    const start = { ...s.me() };
    const form = {
      fundsType: 1,
      margin: 2000,
      lever: 3,
      fundsAmount: 6000,
      totalTradingAmount: 8000,
      tradersCycle: 5,
      manageFee: 18,
    };
    // 6000 × 0.06 × 5 ÷ 100 = 18.
    expect((await s.call('/user/funds/addFundsApply.do', form)).body).toEqual({
      status: 0,
      msg: '申请成功！',
    });
    const app = s.store.tables.fundsApplies.rows.at(-1)!;
    await postJson(s, `/__harness/funds/applications/${app.id}/approve`, {});
    const info = (await s.call('/user/getUserInfo.do')).body as {
      data: { allFreezAmt: number; enableAmt: number };
    };
    expect(info.data.enableAmt).toBeCloseTo(start.enableAmt - 2018, 2);
    expect(s.me().userAmt).toBeCloseTo(start.userAmt - 18, 2);
    await postJson(s, `/__harness/funds/applications/${app.id}/end`, {});
    expect(s.me().enableAmt).toBeCloseTo(start.enableAmt - 18, 2);
    expect(s.me().tradingAmount).toBeCloseTo(start.tradingAmount, 2);
    expect(s.store.tables.fundsApplies.get(app.id)?.status).toBe(4);
    expectLedgerClean(s);
  });
});
