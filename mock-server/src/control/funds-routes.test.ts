// Control API for the funding desk: the view, approve / reject / end with their money, the moves
// to the warning and liquidation lines and the lifecycle's reaction — 400 / 404 / 409 where due,
// every action journaled.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import type { FundsApply } from '../../../src/api/contracts/models/funds';
import {
  beijing,
  expectLedgerClean,
  tradingServer,
  type TradingTestServer,
} from '../domain/trading/test-support';
import { controlOperations, postJson } from '../testing';

const BASE = '/__harness/funds';

const post = (s: TradingTestServer, path: string, body: object = {}) =>
  postJson(s, `${BASE}${path}`, body);

const appIn = (s: TradingTestServer, status: number): FundsApply => {
  const app = s.store.tables.fundsApplies
    .where('userId', s.me().id)
    .find((a) => a.status === status);
  if (!app) throw new Error(`no application in status ${status}`);
  return app;
};

const messages = (s: TradingTestServer, typeName: string) =>
  s.store.tables.siteMessages.where('userId', s.me().id).filter((m) => m.typeName === typeName);

const openIn = (s: TradingTestServer, app: FundsApply) =>
  s.store.tables.userFundsPositions
    .where('userId', s.me().id)
    .filter((p) => p.subaccountNumber === app.subaccountNumber && !p.sellOrderId);

describe('control API: funds', () => {
  it('lists its operations in GET /__harness/', async () => {
    const s = await tradingServer('funds');
    expect(await controlOperations(s)).toEqual(
      expect.arrayContaining([
        `GET ${BASE}`,
        `POST ${BASE}/applications/:id/approve`,
        `POST ${BASE}/applications/:id/reject`,
        `POST ${BASE}/applications/:id/end`,
        `POST ${BASE}/applications/:id/price-to`,
      ]),
    );
  });

  it('shows every application with owner, status, lines and the value now', async () => {
    const s = await tradingServer('funds');
    const res = await request(s.app).get(BASE);
    type Row = { id: number; phone: string; status: number; value: string | null };
    const rows = (res.body as { applications: Row[] }).applications;
    const mine = rows.filter((r) => r.phone === NAMED_USERS.funds.phone);
    expect(mine.map((r) => r.status).sort()).toEqual([0, 1, 2, 3, 4]);
    const trading = mine.find((r) => r.status === 1)!;
    // 300000 granted ± the floating P/L of its two open positions.
    expect(Number(trading.value)).toBeGreaterThan(280_000);
    expect(mine.find((r) => r.status === 0)?.value).toBeNull();
  });

  it('approves a pending application: dates, lines, sub-account, fee and grant booked', async () => {
    const s = await tradingServer('funds');
    const app = appIn(s, 0);
    const before = { ...s.me() };
    const res = await post(s, `/applications/${app.id}/approve`);
    expect(res.status).toBe(200);
    const row = s.store.tables.fundsApplies.get(app.id)!;
    // 10000 × 2 for 2 days at 0.05 %/day: fee 20; lines 10000 × 0.6 / 0.4 + 20000.
    expect(row).toMatchObject({
      status: 1,
      auditOpinion: '审核通过',
      beginTime: beijing('2026-11-03 00:00:00'),
      endTime: beijing('2026-11-05 23:59:59'),
      enabledTradingAmount: 30_000,
      lineWarning: 26_000,
      lineUnwind: 24_000,
    });
    expect(row.subaccountNumber).toBeGreaterThan(80_000_003);
    expect(s.me().userAmt).toBeCloseTo(before.userAmt - 20, 2);
    expect(s.me().enableAmt).toBe(before.enableAmt);
    expect(s.me().tradingAmount).toBeCloseTo(before.tradingAmount + 30_000, 2);
    expectLedgerClean(s);
    const again = await post(s, `/applications/${app.id}/approve`);
    expect(again.status).toBe(409);
    expect(s.harness.journal.list({ path: `${BASE}/applications/${app.id}/approve` })).toHaveLength(
      2,
    );
  });

  it('rejects with a reason: payAmount back to enableAmt; 400 without one', async () => {
    const s = await tradingServer('funds');
    const app = appIn(s, 0);
    expect((await post(s, `/applications/${app.id}/reject`, {})).status).toBe(400);
    const before = s.me().enableAmt;
    const res = await post(s, `/applications/${app.id}/reject`, { reason: '资料不全' });
    expect(res.status).toBe(200);
    expect(s.store.tables.fundsApplies.get(app.id)).toMatchObject({
      status: 2,
      auditOpinion: '资料不全',
    });
    expect(s.me().enableAmt).toBeCloseTo(before + (app.payAmount ?? 0), 2);
    expectLedgerClean(s);
  });

  it('answers 404 for an unknown application and 400 for a bad id', async () => {
    const s = await tradingServer('funds');
    expect((await post(s, '/applications/999999/approve')).status).toBe(404);
    expect((await post(s, '/applications/abc/end')).status).toBe(400);
  });

  it('ends a trading application: positions closed, margin back, grant withdrawn', async () => {
    const s = await tradingServer('funds');
    const app = appIn(s, 1);
    expect(openIn(s, app)).toHaveLength(2);
    const before = { ...s.me() };
    expect((await post(s, `/applications/${app.id}/end`)).status).toBe(200);
    expect(openIn(s, app)).toHaveLength(0);
    expect(s.store.tables.fundsApplies.get(app.id)?.status).toBe(4);
    expect(s.me().tradingAmount).toBeCloseTo(before.tradingAmount - 300_000, 2);
    const closes = s.store.tables.ledger.rows.filter(
      (r) => r.userId === s.me().id && r.field === 'enableAmt' && r.reason === 'funds close',
    );
    const net = closes.reduce((acc, r) => acc + r.delta, 0);
    expect(s.me().enableAmt).toBeCloseTo(before.enableAmt + 50_000 + net, 2);
    expectLedgerClean(s);
    expect((await post(s, `/applications/${app.id}/end`)).status).toBe(409);
  });

  it('moves the value to the warning line: one message, positions kept', async () => {
    const s = await tradingServer('funds');
    const app = appIn(s, 1);
    const res = await post(s, `/applications/${app.id}/price-to`, { line: 'warning' });
    expect(res.status).toBe(200);
    const done = (res.body as { done: { value: string; line: string } }).done;
    expect(Number(done.value)).toBeLessThanOrEqual(280_000);
    expect(Number(done.value)).toBeGreaterThan(270_000);
    expect(messages(s, '配资预警')).toHaveLength(1);
    expect(messages(s, '配资预警')[0]?.content).toContain('预警线280000.00元');
    expect(openIn(s, app)).toHaveLength(2);
    // Still below: no second message for the same crossing.
    await post(s, `/applications/${app.id}/price-to`, { line: 'warning' });
    await request(s.app).get(BASE);
    expect(messages(s, '配资预警')).toHaveLength(1);
    expectLedgerClean(s);
  });

  it('moves the value to the liquidation line: positions closed at once + a message', async () => {
    const s = await tradingServer('funds');
    const app = appIn(s, 1);
    const res = await post(s, `/applications/${app.id}/price-to`, { line: 'unwind' });
    expect(res.status).toBe(200);
    expect(openIn(s, app)).toHaveLength(0);
    expect(messages(s, '配资平仓')).toHaveLength(1);
    expect(s.store.tables.fundsApplies.get(app.id)?.status).toBe(1);
    expect(s.harness.journal.list({ path: `${BASE}/lifecycle/unwind` })).toHaveLength(1);
    expectLedgerClean(s);
  });

  it('refuses price-to on a pending application (409) and a bad line (400)', async () => {
    const s = await tradingServer('funds');
    expect(
      (await post(s, `/applications/${appIn(s, 0).id}/price-to`, { line: 'warning' })).status,
    ).toBe(409);
    expect((await post(s, `/applications/${appIn(s, 1).id}/price-to`, { line: 'x' })).status).toBe(
      400,
    );
  });
});
