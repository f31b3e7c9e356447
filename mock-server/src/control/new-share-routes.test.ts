// Control API for the new-share lifecycle: the desk's view, the rate, draw now, allot / not allot
// one application, list and lapse a share — 400 / 404 / 409 where due, every action journaled.
import Decimal from 'decimal.js';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import { NEW_SHARE_TEXT } from '../../../src/api/contracts/new-share-texts';
import { exportState } from '../store/state-io';
import { expectLedgerClean, MONDAY_SESSION } from '../domain/trading/test-support';
import { formatBeijing } from '../domain/beijing-time';
import type { DeskView } from '../../../src/electron/shared/new-share-desk';
import { lifecycleServer, type LifecycleServer } from '../domain/new-shares/lifecycle-test-support';
import { controlOperations, postJson } from '../testing';

const BASE = '/__harness/new-shares';

const post = (s: LifecycleServer, path: string, body: object = {}) =>
  postJson(s, `${BASE}${path}`, body);

const view = async (s: LifecycleServer) => (await request(s.app).get(BASE)).body as DeskView;

const notes = (s: LifecycleServer, path: string) =>
  s.harness.journal.list({ path }).map((e) => ({ status: e.status, userId: e.userId }));

describe('control API: new shares', () => {
  it('lists its operations in GET /__harness/', async () => {
    const s = await lifecycleServer();
    const ops = await controlOperations(s);
    expect(ops).toEqual(
      expect.arrayContaining([
        `GET ${BASE}`,
        `PUT ${BASE}/rate`,
        `POST ${BASE}/draw`,
        `POST ${BASE}/applications/:id/allot`,
        `POST ${BASE}/applications/:id/not-allot`,
        `POST ${BASE}/list`,
        `POST ${BASE}/lapse`,
      ]),
    );
  });

  it('shows the calendar with phases and every application with its owner', async () => {
    const s = await lifecycleServer();
    const v = await view(s);
    expect(v.rate).toBe(0.5);
    const phase = (code: string) => v.shares.find((r) => r.code === code)?.phase;
    expect(phase(s.share.today.code)).toBe('subscribing');
    expect(phase(s.share.awaitingAllotment.code)).toBe('awaiting-draw');
    expect(phase(s.share.payable.code)).toBe('payment');
    expect(phase(s.share.paidWindowClosed.code)).toBe('awaiting-listing');
    expect(phase(s.share.listsToday.code)).toBe('listed');
    const mine = v.applications.filter((a) => a.phone === NAMED_USERS.ipo.phone);
    expect(mine.map((a) => a.phase).sort()).toEqual(
      ['awaiting-draw', 'listed', 'not-allotted', 'paid', 'payment-due'].sort(),
    );
    expect(mine[0]?.realName).toBe(s.me().realName);
  });

  it('sets the allotment rate (0..1), kept with the state', async () => {
    const s = await lifecycleServer();
    for (const body of [{ rate: 1.5 }, { rate: -0.1 }, { rate: 'half' }, { rate: 0.5, x: 1 }, {}]) {
      expect((await request(s.app).put(`${BASE}/rate`).send(body)).status).toBe(400);
    }
    const res = await request(s.app).put(`${BASE}/rate`).send({ rate: 0.25 });
    expect(res.body).toEqual({ rate: 0.25 });
    expect((await view(s)).rate).toBe(0.25);
    expect(exportState(s.store).control.newShareAllotmentRate).toBe(0.25);
    expect(notes(s, `${BASE}/rate`)).toEqual([{ status: 200, userId: undefined }]);
  });

  it('runs the draw now for a share: endTime now, the rate decides; 404 for an unknown code', async () => {
    const s = await lifecycleServer();
    await request(s.app).put(`${BASE}/rate`).send({ rate: 1 });
    expect((await post(s, '/draw', { code: '999999' })).status).toBe(404);
    expect((await post(s, '/draw', { code: 7 })).status).toBe(400);
    const code = s.share.awaitingAllotment.code;
    const res = await post(s, '/draw', { code });
    expect(res.status).toBe(200);
    expect(s.appOn(code)).toMatchObject({ status: 3, endTime: formatBeijing(MONDAY_SESSION) });
    expect((res.body as { done: { id: number }[] }).done.map((a) => a.id)).toEqual([
      s.appOn(code).id,
    ]);
    // The owner's frame sees the step; the desk's call is journaled too.
    expect(notes(s, `${BASE}/lifecycle/draw`)).toEqual([{ status: 200, userId: s.me().id }]);
    expect(notes(s, `${BASE}/draw`).at(-1)).toEqual({ status: 200, userId: undefined });
  });

  it('allots or not one pending application; 409 once decided, 404 unknown, 400 bad id', async () => {
    const s = await lifecycleServer();
    const app = s.appOn(s.share.awaitingAllotment.code);
    expect((await post(s, '/applications/99999/allot')).status).toBe(404);
    expect((await post(s, '/applications/abc/allot')).status).toBe(400);
    const res = await post(s, `/applications/${app.id}/not-allot`);
    expect(res.status).toBe(200);
    expect(s.appOn(app.newCode)).toMatchObject({ status: 2, applyNumber: 0, remarks: '未中签' });
    const again = await post(s, `/applications/${app.id}/allot`);
    expect(again.status).toBe(409);
    expect(s.appOn(app.newCode).status).toBe(2);
    expect(notes(s, `${BASE}/applications/${app.id}/not-allot`)).toEqual([
      { status: 200, userId: s.me().id },
    ]);
    expect(notes(s, `${BASE}/applications/${app.id}/allot`)).toEqual([
      { status: 409, userId: undefined },
    ]);
  });

  it('allot makes a pending application payable: the app can pay it (submitSubscribe.do)', async () => {
    const s = await lifecycleServer();
    const app = s.appOn(s.share.awaitingAllotment.code);
    expect((await post(s, `/applications/${app.id}/allot`)).status).toBe(200);
    const pay = await s.call('/user/submitSubscribe.do', { id: app.id });
    expect(pay.body).toMatchObject({ status: 0 });
    expect(s.appOn(app.newCode).status).toBe(4);
    expectLedgerClean(s);
  });

  it('moves a share to listing now: paid applications become positions', async () => {
    const s = await lifecycleServer();
    expect((await post(s, '/list', {})).status).toBe(400);
    expect((await post(s, '/list', { code: '999999' })).status).toBe(404);
    const share = s.share.paidWindowClosed;
    const djzj = new Decimal(s.me().djzj);
    const res = await post(s, '/list', { code: share.code });
    expect(res.status).toBe(200);
    expect(s.appOn(share.code)).toMatchObject({
      status: 5,
      fixTime: formatBeijing(MONDAY_SESSION),
    });
    expect(s.store.tables.stockSubscribes.get(share.id)?.listDate).toBe(MONDAY_SESSION);
    const bond = s.appOn(share.code).bond ?? 0;
    expect(new Decimal(s.me().djzj).toFixed(2)).toBe(djzj.minus(bond).toFixed(2));
    expect(
      s.store.tables.userPositions.rows.filter(
        (p) => p.stockCode === share.code && p.userId === s.me().id,
      ),
    ).toHaveLength(1);
    expectLedgerClean(s);
  });

  it('lapses a share’s unpaid allotments now: pay-in is then refused, nothing debited', async () => {
    const s = await lifecycleServer();
    expect((await post(s, '/lapse', { code: '999999' })).status).toBe(404);
    const app = s.appOn(s.share.payable.code);
    const enableAmt = s.me().enableAmt;
    const res = await post(s, '/lapse', { code: app.newCode });
    expect(res.status).toBe(200);
    expect(s.appOn(app.newCode)).toMatchObject({ status: 3, remarks: '逾期未缴款，视为放弃' });
    s.at(MONDAY_SESSION + 1000);
    const pay = await s.call('/user/submitSubscribe.do', { id: app.id });
    expect(pay.body).toEqual({ status: 1, msg: NEW_SHARE_TEXT.notInPayWindow });
    expect(s.me().enableAmt).toBe(enableAmt);
  });
});
