// submitSubscribe.do (§12.5): paying an allotment moves its bond from available to frozen funds
// through the ledger (status 4, submitTime); every refusal in the reference's order with its text,
// changing nothing; someone else's id is answered like an unknown one.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { NEW_SHARE_TEXT as T } from '../../../src/api/contracts/new-share-texts';
import { expectLedgerClean } from '../domain/trading/test-support';
import { moveMoney } from '../store/ledger';

import { ADD, PAY, shareServer, type ShareTestServer } from './new-shares-test-support';

/** The `ipo` user's application on a share, by the share's code. */
const appOn = (s: ShareTestServer, code: string) => {
  const row = s.apps().find((a) => a.newCode === code);
  if (!row) throw new Error(`no application on ${code}`);
  return row;
};

describe('submitSubscribe.do accepted', () => {
  it('moves the bond enableAmt → djzj, marks it paid (4) with the time; once', async () => {
    const s = await shareServer('ipo');
    const row = appOn(s, s.share.payable.code);
    expect(row.status).toBe(3);
    const before = s.money();
    const res = await s.call(PAY, { id: row.id });
    expect(res.body).toEqual({ status: 0, msg: T.paid });
    const bond = new Decimal(row.bond ?? 0);
    expect(bond.gt(0)).toBe(true);
    expect(appOn(s, s.share.payable.code)).toMatchObject({
      status: 4,
      submitTime: '2026-11-02 10:00:00',
    });
    s.expectFrozen(before, row.id, bond, 'new share pay-in');
    // Paid now: status 4 is no allotment to pay.
    await s.refused(PAY, { id: row.id }, T.notAllotted);
  });

  it('up to the deadline, outside trading hours too', async () => {
    const s = await shareServer('ipo');
    const row = appOn(s, s.share.payable.code);
    s.at((s.share.payable.subscriptionTime ?? 0) - 1000);
    expect((await s.call(PAY, { id: row.id })).body).toEqual({ status: 0, msg: T.paid });
  });
});

describe('submitSubscribe.do refusals, in order', () => {
  it('no id, or one that is no whole number: 参数错误', async () => {
    const s = await shareServer('ipo');
    await s.refused(PAY, {}, T.badParams);
    await s.refused(PAY, { id: 1.5 }, T.badParams);
  });

  it('someone else’s id is answered like an unknown one', async () => {
    const s = await shareServer('verified');
    const ipoUser = s.store.tables.users.first('phone', '13800000008');
    const theirs = s.store.tables.userStockSubscribes
      .where('userId', ipoUser?.id ?? -1)
      .find((a) => a.status === 3);
    expect(theirs).toBeDefined();
    await s.refused(PAY, { id: theirs?.id ?? 0 }, T.orderMissing);
    await s.refused(PAY, { id: 987_654 }, T.orderMissing);
  });

  it('an offline placement needs no payment (before the deadline check)', async () => {
    const s = await shareServer('ipo');
    const form = { newCode: s.share.placement.code, applyNums: 100, type: 2 };
    expect((await s.call(ADD, form)).body).toEqual({ status: 0, msg: T.applied });
    const row = appOn(s, s.share.placement.code);
    s.at((s.share.placement.subscriptionTime ?? 0) + 1000);
    await s.refused(PAY, { id: row.id }, T.placementNoPay);
  });

  it('past the payment deadline (before the status check), or no deadline known', async () => {
    const s = await shareServer('ipo');
    const row = appOn(s, s.share.payable.code);
    s.at((s.share.payable.subscriptionTime ?? 0) + 1000);
    await s.refused(PAY, { id: row.id }, T.notInPayWindow);
    // The not-allotted row of a share whose deadline passed long ago: the deadline speaks first.
    const lost = s.apps().find((a) => a.status === 2);
    await s.refused(PAY, { id: lost?.id ?? 0 }, T.notInPayWindow);
    const t = await shareServer('ipo');
    const again = appOn(t, t.share.payable.code);
    t.store.tables.stockSubscribes.update(t.share.payable.id, { subscriptionTime: null });
    await t.refused(PAY, { id: again.id }, T.notInPayWindow);
    const u = await shareServer('ipo');
    u.store.tables.stockSubscribes.remove(u.share.payable.id);
    await u.refused(PAY, { id: appOn(u, u.share.payable.code).id }, T.notInPayWindow);
  });

  it('not allotted: awaiting the draw (1) or not allotted (2)', async () => {
    const s = await shareServer('ipo');
    const waiting = appOn(s, s.share.awaitingAllotment.code);
    expect(waiting.status).toBe(1);
    await s.refused(PAY, { id: waiting.id }, T.notAllotted);
    const row = appOn(s, s.share.payable.code);
    s.store.tables.userStockSubscribes.update(row.id, { status: 2, applyNumber: 0 });
    await s.refused(PAY, { id: row.id }, T.notAllotted);
  });

  it('available funds below the bond: 余额不足, nothing moves', async () => {
    const s = await shareServer('ipo');
    const row = appOn(s, s.share.payable.code);
    const keep = new Decimal(row.bond ?? 0).minus('0.01');
    const drain = new Decimal(s.me().enableAmt).minus(keep);
    moveMoney(
      s.store,
      s.me().id,
      { enableAmt: drain.neg(), userAmt: drain.neg() },
      { reason: 'test' },
    );
    await s.refused(PAY, { id: row.id }, T.payLowBalance);
    // A cent more and it goes.
    moveMoney(s.store, s.me().id, { enableAmt: '0.01', userAmt: '0.01' }, { reason: 'test' });
    expect((await s.call(PAY, { id: row.id })).body).toEqual({ status: 0, msg: T.paid });
    expect(s.money().enableAmt).toBe('0.00');
    expectLedgerClean(s);
  });
});
