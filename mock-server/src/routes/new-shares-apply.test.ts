// add.do (§12.2): what an application writes and books (type 1 nothing, type 2 frozen at once
// through the ledger), every check in the reference's order with its text, ours after them, and
// that a refused application changes nothing.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { NEW_SHARE_TEXT as T, applyQuantityText } from '../../../src/api/contracts/new-share-texts';
import { expectLedgerClean } from '../domain/trading/test-support';

import { ADD, shareServer } from './new-shares-test-support';

const APPLIED = { status: 0, msg: T.applied };

describe('add.do accepted', () => {
  it('type 1 writes a pending application and books nothing', async () => {
    const s = await shareServer();
    const before = s.money();
    const { today } = s.share;
    const res = await s.call(ADD, { newCode: today.code, applyNums: 1500, type: 1, phone: '1' });
    expect(res.body).toEqual(APPLIED);
    const row = s.apps().at(-1);
    const me = s.me();
    expect(row).toMatchObject({
      userId: me.id,
      realName: me.realName,
      // The server's phone, not the client's.
      phone: me.phone,
      agentId: me.agentId,
      agentName: me.agentName,
      newCode: today.code,
      newName: today.name,
      newType: '沪',
      buyPrice: today.price,
      applyNums: 1500,
      applyNumber: null,
      bond: new Decimal(1500)
        .times(today.price ?? 0)
        .toDecimalPlaces(2)
        .toNumber(),
      type: 1,
      status: 1,
      addTime: '2026-11-02 10:00:00',
      submitTime: null,
    });
    expect(row?.orderNo).toMatch(/^SG\d{16}$/);
    expect(s.money()).toEqual(before);
    expect(s.ledgerOf(row?.id ?? 0)).toEqual([]);
  });

  it('type 2 freezes applyNums × price at once: enableAmt → djzj through the ledger', async () => {
    const s = await shareServer();
    const before = s.money();
    const { placement } = s.share;
    const res = await s.call(ADD, { newCode: placement.code, applyNums: 1234, type: 2 });
    expect(res.body).toEqual(APPLIED);
    const bond = new Decimal(1234).times(placement.price ?? 0).toDecimalPlaces(2);
    const row = s.apps().at(-1);
    expect(row).toMatchObject({ type: 2, status: 1, bond: bond.toNumber(), newType: '深' });
    s.expectFrozen(before, row?.id ?? 0, bond, 'new share placement');
  });

  it('type 2 refuses when available funds are short, and nothing moves', async () => {
    const s = await shareServer();
    const { placement } = s.share;
    const price = new Decimal(placement.price ?? 0);
    const shares = new Decimal(s.me().enableAmt).div(price).floor().plus(1).toNumber();
    await s.refused(ADD, { newCode: placement.code, applyNums: shares, type: 2 }, T.lowBalance);
    // The same count as type 1 books nothing, so it goes.
    const res = await s.call(ADD, { newCode: placement.code, applyNums: shares, type: 1 });
    expect(res.body).toEqual(APPLIED);
    expectLedgerClean(s);
  });

  it('a user without a real name applies as 模拟用户无实名 while KYC is not enforced', async () => {
    const s = await shareServer('fresh');
    s.setProduct({ realNameDisplay: false });
    const res = await s.call(ADD, { newCode: s.share.today.code, applyNums: 100, type: 1 });
    expect(res.body).toEqual(APPLIED);
    expect(s.apps().at(-1)?.realName).toBe('模拟用户无实名');
  });

  it('no duplicate check: the same share twice is two applications', async () => {
    const s = await shareServer();
    const form = { newCode: s.share.today.code, applyNums: 100, type: 1 };
    await s.call(ADD, form);
    await s.call(ADD, form);
    expect(s.apps().filter((a) => a.newCode === form.newCode)).toHaveLength(2);
  });

  it('up to the issue size (orderNumber × 10000 shares), and a later share on the calendar', async () => {
    const s = await shareServer();
    const { today, upcoming } = s.share;
    const max = (today.orderNumber ?? 0) * 10_000;
    expect((await s.call(ADD, { newCode: today.code, applyNums: max, type: 1 })).body).toEqual(
      APPLIED,
    );
    expect((await s.call(ADD, { newCode: upcoming.code, applyNums: 100, type: 1 })).body).toEqual(
      APPLIED,
    );
  });
});

describe('add.do checks, in order', () => {
  it('KYC missing comes first (before the holiday switch and the session)', async () => {
    const s = await shareServer('fresh', '2026-11-02 12:00:00');
    s.setProduct({ holidayDisplay: true });
    await s.refused(ADD, { newCode: 'nope', applyNums: 100, type: 1 }, T.kycMissing);
  });

  it('the holiday switch, before the lock; the control API forced open lifts it', async () => {
    const s = await shareServer('kycReview');
    s.setProduct({ holidayDisplay: true });
    await s.refused(ADD, { newCode: 'nope', applyNums: 100, type: 1 }, T.holiday);
    s.setProduct({ holidayDisplay: false });
    await s.refused(ADD, { newCode: 'nope', applyNums: 100, type: 1 }, T.accountLocked);
    const v = await shareServer();
    v.setProduct({ holidayDisplay: true });
    v.store.control.tradingHours = 'open';
    const form = { newCode: v.share.today.code, applyNums: 100, type: 1 };
    expect((await v.call(ADD, form)).body).toEqual(APPLIED);
  });

  it('the lock only while KYC is enforced', async () => {
    const s = await shareServer('kycReview');
    s.setProduct({ realNameDisplay: false });
    const form = { newCode: s.share.today.code, applyNums: 100, type: 1 };
    expect((await s.call(ADD, form)).body).toEqual(APPLIED);
  });

  it('an unknown or missing code, before the settings and the session', async () => {
    const s = await shareServer('verified', '2026-11-02 12:00:00');
    s.store.tables.siteSettings.remove(1);
    await s.refused(ADD, { newCode: '000000', applyNums: 100, type: 1 }, T.codeUnknown);
    await s.refused(ADD, { applyNums: 100, type: 1 }, T.codeUnknown);
  });

  it('no settings row, before the session', async () => {
    const s = await shareServer('verified', '2026-11-02 12:00:00');
    s.store.tables.siteSettings.remove(1);
    const form = { newCode: s.share.today.code, applyNums: 100, type: 1 };
    await s.refused(ADD, form, T.settingsMissing);
  });

  it('outside the A-share windows (strictly inside, weekends closed, forced closed)', async () => {
    const s = await shareServer();
    const form = { newCode: s.share.upcoming.code, applyNums: 100, type: 1 };
    for (const when of [
      '2026-11-02 09:30:00',
      '2026-11-02 12:00:00',
      '2026-11-02 15:00:00',
      '2026-11-07 10:00:00',
    ]) {
      s.at(when);
      await s.refused(ADD, form, T.outsideHours);
    }
    s.at('2026-11-02 13:00:01');
    expect((await s.call(ADD, form)).body).toEqual(APPLIED);
    s.store.control.tradingHours = 'closed';
    await s.refused(ADD, form, T.outsideHours);
    s.store.control.tradingHours = 'open';
    s.at('2026-11-02 20:00:00');
    expect((await s.call(ADD, form)).body).toEqual(APPLIED);
  });

  it('ours: a share whose subscription day has passed', async () => {
    const s = await shareServer();
    const form = { newCode: s.share.awaitingAllotment.code, applyNums: 100, type: 1 };
    await s.refused(ADD, form, T.applyClosed);
  });

  it('quantity missing, not a whole positive number, or above the issue size', async () => {
    const s = await shareServer();
    const { today } = s.share;
    const max = (today.orderNumber ?? 0) * 10_000;
    const text = applyQuantityText(max);
    expect(text).toBe(`购买数量异常或大于发行数量${max}`);
    for (const applyNums of [0, -100, 100.5, max + 1]) {
      await s.refused(ADD, { newCode: today.code, applyNums, type: 2 }, text);
    }
    await s.refused(ADD, { newCode: today.code, type: 1 }, text);
  });

  it('ours: a type other than 1 or 2', async () => {
    const s = await shareServer();
    for (const type of [0, 3]) {
      await s.refused(ADD, { newCode: s.share.today.code, applyNums: 100, type }, T.badType);
    }
    await s.refused(ADD, { newCode: s.share.today.code, applyNums: 100 }, T.badType);
  });
});
