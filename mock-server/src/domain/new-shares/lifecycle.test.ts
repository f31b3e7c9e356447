// The new-share lifecycle on the mock clock (ADR 0027): nothing at the reference date, the draw at
// the publication instant (rate, seeded, type 2/3 refunds), the lapse at the deadline, listing.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { SubscriptionStatus } from '../../../../src/api/contracts/codes';
import {
  LAPSED_REMARK,
  NEW_SHARE_MESSAGE_TYPE,
} from '../../../../src/api/contracts/new-share-texts';
import {
  allotmentPublishAt,
  applicationPhase,
  deadlineFromPublication,
  paymentDeadline,
} from '../../../../src/api/contracts/new-share-timeline';
import { beijing, expectLedgerClean, MONDAY_SESSION } from '../trading/test-support';
import { parseBeijing } from '../beijing-time';

import { drawUnit, setAllotmentRate } from './draw';
import { catchUpNewShares } from './lifecycle';
import { applyAt, lifecycleServer } from './lifecycle-test-support';

const tablesText = (db: object) => JSON.stringify(db);

describe('new-share lifecycle: the reference date', () => {
  it.each(['2026-11-02 09:30:00', '2026-11-02 10:00:00', '2026-11-02 15:59:59'])(
    'changes nothing at %s (the fixtures already are where the clock is)',
    async (when) => {
      const s = await lifecycleServer(when);
      const before = tablesText(s.store.db);
      catchUpNewShares(s.store, s.store.clock.now());
      expect(tablesText(s.store.db)).toBe(before);
    },
  );
});

describe('new-share lifecycle: the draw', () => {
  it('publishes at allotmentPublishAt with endTime = that instant, whenever it catches up', async () => {
    const s = await lifecycleServer();
    setAllotmentRate(s.store, 1);
    const share = s.share.awaitingAllotment;
    const publishAt = allotmentPublishAt(share) ?? 0;
    s.at(publishAt - 1000);
    catchUpNewShares(s.store, s.store.clock.now());
    expect(s.appOn(share.code).status).toBe(SubscriptionStatus.PENDING);

    s.at(publishAt + 2 * 3_600_000);
    catchUpNewShares(s.store, s.store.clock.now());
    const app = s.appOn(share.code);
    expect(app).toMatchObject({
      status: SubscriptionStatus.ALLOTTED,
      applyNumber: app.applyNums,
      endTime: '2026-11-03 18:00:00',
    });
    // The app's estimate from endTime is the real deadline.
    expect(deadlineFromPublication(parseBeijing(app.endTime ?? '') ?? 0)).toBe(
      paymentDeadline(share),
    );
    const due = new Decimal(app.bond ?? 0).toFixed(2);
    expect(s.messages().at(-1)).toEqual({
      typeName: NEW_SHARE_MESSAGE_TYPE.allotment,
      content: expect.stringContaining(`应缴金额${due}元，请于2026-11-04 16:00（北京时间）前`),
    });
    expectLedgerClean(s);
  });

  it('rate 0: not allotted — status 2, applyNumber 0, 未中签, a message, nothing moves', async () => {
    const s = await lifecycleServer();
    setAllotmentRate(s.store, 0);
    const share = s.share.awaitingAllotment;
    const money = s.money();
    s.at(allotmentPublishAt(share) ?? 0);
    catchUpNewShares(s.store, s.store.clock.now());
    expect(s.appOn(share.code)).toMatchObject({ status: 2, applyNumber: 0, remarks: '未中签' });
    expect(s.messages().at(-1)?.content).toBe(
      `很遗憾，您申购的新股${share.name}（${share.code}）未中签。`,
    );
    expect(s.money()).toEqual(money);
  });

  it('draws with the seed: allotted exactly when drawUnit < rate, the same on every server', async () => {
    const outcomes = async () => {
      const s = await lifecycleServer();
      setAllotmentRate(s.store, 0.5);
      const ids = Array.from(
        { length: 40 },
        (_, i) => applyAt(s.store, s.me(), s.share.today, 100 * (i + 1), 1, MONDAY_SESSION).id,
      );
      s.at(allotmentPublishAt(s.share.today) ?? 0);
      catchUpNewShares(s.store, s.store.clock.now());
      return ids.map((id) => {
        const app = s.store.tables.userStockSubscribes.get(id);
        expect(app?.status).toBe(drawUnit(s.store.seed, app!) < 0.5 ? 3 : 2);
        return app?.status;
      });
    };
    const first = await outcomes();
    expect(await outcomes()).toEqual(first);
    const allotted = first.filter((status) => status === 3).length;
    expect(allotted).toBeGreaterThan(8);
    expect(allotted).toBeLessThan(32);
  });

  it('a placement (type 2) not allotted gets its bond back from djzj, once', async () => {
    const s = await lifecycleServer();
    setAllotmentRate(s.store, 0);
    const share = s.share.placement;
    const app = applyAt(s.store, s.me(), share, 300, 2, beijing('2026-11-04 10:00:00'));
    // Up to a second before the publication (the ipo user's other share lists Wednesday).
    catchUpNewShares(s.store, (allotmentPublishAt(share) ?? 0) - 1000);
    const frozen = s.money();
    s.at(allotmentPublishAt(share) ?? 0);
    catchUpNewShares(s.store, s.store.clock.now());
    catchUpNewShares(s.store, s.store.clock.now() + 1000);
    expect(s.store.tables.userStockSubscribes.get(app.id)).toMatchObject({ status: 2 });
    const bond = new Decimal(app.bond ?? 0);
    expect(s.money()).toEqual({
      enableAmt: bond.plus(frozen.enableAmt).toFixed(2),
      djzj: new Decimal(frozen.djzj).minus(bond).toFixed(2),
      userAmt: frozen.userAmt,
    });
    expect(s.messages().at(-1)?.content).toContain(
      `冻结的${new Decimal(app.bond ?? 0).toFixed(2)}元已退回可用余额`,
    );
    expectLedgerClean(s);
  });

  it('a placement allotted is paid (status 4, submitTime = addTime) and lists as a position', async () => {
    const s = await lifecycleServer();
    setAllotmentRate(s.store, 1);
    const share = s.share.placement;
    const app = applyAt(s.store, s.me(), share, 300, 2, beijing('2026-11-04 10:00:00'));
    s.at(allotmentPublishAt(share) ?? 0);
    catchUpNewShares(s.store, s.store.clock.now());
    expect(s.store.tables.userStockSubscribes.get(app.id)).toMatchObject({
      status: 4,
      applyNumber: 300,
      submitTime: '2026-11-04 10:00:00',
    });
    expect(s.messages().at(-1)?.content).toBe(
      `您申购的新股${share.name}（${share.code}）已中签300股，已付款${new Decimal(app.bond ?? 0).toFixed(2)}元冻结至上市后转入持仓。`,
    );
    s.at(share.listDate ?? 0);
    catchUpNewShares(s.store, s.store.clock.now());
    expect(s.store.tables.userStockSubscribes.get(app.id)?.status).toBe(5);
    expectLedgerClean(s);
  });

  it('a grab (type 3) on listing day is drawn and listed at once, never before it was made', async () => {
    const s = await lifecycleServer();
    setAllotmentRate(s.store, 1);
    const share = s.share.listsToday;
    const app = applyAt(s.store, s.me(), share, 500, 3, MONDAY_SESSION);
    catchUpNewShares(s.store, MONDAY_SESSION + 1000);
    expect(s.store.tables.userStockSubscribes.get(app.id)).toMatchObject({
      status: 5,
      endTime: '2026-11-02 10:00:00',
      fixTime: '2026-11-02 10:00:00',
    });
    expectLedgerClean(s);
  });
});

describe('new-share lifecycle: messages dated by their instant', () => {
  it('a clock jump dates the allotment and reminder messages as a crawling clock would', async () => {
    const s = await lifecycleServer();
    setAllotmentRate(s.store, 1);
    const share = s.share.awaitingAllotment;
    const first = s.store.tables.siteMessages.where('userId', s.me().id).length;
    // From Monday straight to Wednesday 11:00: the draw (Tuesday 18:00) and the reminder (09:00).
    s.at(beijing('2026-11-04 11:00:00'));
    catchUpNewShares(s.store, s.store.clock.now());
    const added = s.store.tables.siteMessages.where('userId', s.me().id).slice(first);
    const dated = (typeName: string) =>
      added.filter((m) => m.typeName === typeName).map((m) => [m.addTime, m.updateTime]);
    const published = allotmentPublishAt(share) ?? 0;
    expect(dated(NEW_SHARE_MESSAGE_TYPE.allotment)).toEqual([[published, published]]);
    const reminderAt = beijing('2026-11-04 09:00:00');
    expect(dated(NEW_SHARE_MESSAGE_TYPE.reminder)).toEqual([[reminderAt, reminderAt]]);
  });
});

describe('new-share lifecycle: the deadline', () => {
  it('an unpaid allotment lapses after its deadline: still status 3, the remark, nothing debited', async () => {
    const s = await lifecycleServer();
    const share = s.share.payable;
    const deadline = paymentDeadline(share) ?? 0;
    const money = s.money();
    s.at(deadline);
    catchUpNewShares(s.store, deadline);
    expect(s.appOn(share.code).remarks).toBeNull();
    s.at(deadline + 1000);
    catchUpNewShares(s.store, deadline + 1000);
    const app = s.appOn(share.code);
    expect(app).toMatchObject({ status: 3, remarks: LAPSED_REMARK });
    expect(applicationPhase(app, share, deadline + 1000)).toBe('lapsed');
    expect(s.money()).toEqual(money);
    const journal = s.harness.journal.list({ path: '/__harness/new-shares/lifecycle/lapse' });
    expect(journal.map((e) => e.userId)).toEqual([s.me().id]);
    expectLedgerClean(s);
  });

  it('reminds an unpaid allotment once at 09:00 on the deadline day, not a paid one', async () => {
    const s = await lifecycleServer();
    setAllotmentRate(s.store, 1);
    const share = s.share.awaitingAllotment;
    s.at(beijing('2026-11-04 08:59:59'));
    catchUpNewShares(s.store, s.store.clock.now());
    const reminders = () =>
      s.messages().filter((m) => m.typeName === NEW_SHARE_MESSAGE_TYPE.reminder);
    const before = reminders().length;
    s.at(beijing('2026-11-04 09:00:00'));
    catchUpNewShares(s.store, s.store.clock.now());
    catchUpNewShares(s.store, s.store.clock.now() + 60_000);
    expect(reminders()).toHaveLength(before + 1);
    expect(reminders().at(-1)?.content).toContain(
      `新股${share.name}（${share.code}）认缴截止时间为今日16:00`,
    );

    const t = await lifecycleServer();
    setAllotmentRate(t.store, 1);
    t.at(beijing('2026-11-03 18:00:00'));
    catchUpNewShares(t.store, t.store.clock.now());
    const app = t.appOn(share.code);
    t.store.tables.userStockSubscribes.update(app.id, { status: 4 });
    t.at(beijing('2026-11-04 09:30:00'));
    catchUpNewShares(t.store, t.store.clock.now());
    expect(t.messages().filter((m) => m.typeName === NEW_SHARE_MESSAGE_TYPE.reminder)).toHaveLength(
      before,
    );
  });
});
