// The new-share lifecycle of issue 20 (ADR 0027) as a trader lives it in the app, on a mock of the
// worker's own whose frozen clock the tests move; only the back office (the allotment rate) and
// the clock go through the control API. The trader (`verified`) applies for today's IPO on the
// reference Monday (new-share-world.ts), then:
// 1. allotted at the publication → the planner (amount, countdown to the deadline in Beijing time,
//    funds cover it) on /sharerecord and the profile tab → 认缴 → paid, available funds down by
//    exactly the amount → listing day → moved to positions; /warehouse shows it at its cost with
//    a market value;
// 2. not allotted: nothing debited, a message on /notify;
// 3. allotted, reminded on the deadline's morning, unpaid past the deadline: lapsed, no 认缴,
//    nothing debited, gone from the planner.
// Funds journeys (shortfall, placement): new-share-lifecycle-funds.spec.ts.
import { LAPSED_REMARK, NEW_SHARE_MESSAGE } from '../../src/api/contracts/new-share-texts';

import {
  applyFor,
  balancesOf,
  bondCents,
  cents,
  deadlineOf,
  freezeClock,
  IPO,
  LABEL,
  ledgerMismatches,
  logInAs,
  NewShareDesk,
  POLL,
  publishAt,
  SECONDS_30,
  startWorld,
  USER,
  yuan,
} from './new-share-world';
import { expect, test } from './own-mock';
import { UserTabPage } from './pages/account.page';
import { figure, NotifyPage, plannerCard, shootBothThemes } from './pages/new-share-lifecycle.page';
import { openRoute } from './pages/subscription-apply.page';
import { PositionsPage } from './pages/trading.page';

// Journeys of several screens and clock steps, on 2 cores shared with other runs.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ ownMock }) => startWorld(ownMock));

test('1 · allotted at the publication, paid from the planner, listed as a position', async ({
  ownMock,
  page,
  request,
}, testInfo) => {
  const SHARES = 1000;
  const BOND = bondCents(IPO, SHARES);
  await logInAs(ownMock, page, request, USER);
  const start = await balancesOf(ownMock, USER);
  const records = await applyFor(page, IPO, SHARES);
  await expect(records.card(IPO.code).getByTestId('record-amount')).toHaveText(yuan(BOND));
  await expect(records.planner).toHaveCount(0);
  expect(await balancesOf(ownMock, USER)).toEqual(start);

  // The back office allots everyone; the clock passes the publication (Tuesday 18:00).
  await new NewShareDesk(ownMock).setRate(1);
  await freezeClock(ownMock, publishAt(IPO) + SECONDS_30);
  await expect(records.status(IPO.code)).toHaveText(LABEL.due, POLL);
  const app = await new NewShareDesk(ownMock).applicationOf(USER, IPO.code);
  const item = records.plannerItem(app.id);
  await expect(item.getByTestId('planner-amount')).toHaveText(yuan(BOND));
  // 21 h 59 min 30 s left to Wednesday 16:00 (estimated: Monday's share left the calendar).
  await expect(item.getByTestId('planner-due')).toHaveText(
    /^剩余 21 小时 59 分 · 截止北京时间 11月04日周三 16:00(（估计）)?$/,
  );
  await expect(records.planner.getByTestId('planner-total')).toHaveText(yuan(BOND));
  await expect(records.planner.getByTestId('planner-coverage')).toHaveText(
    `A股账户可用 ¥${yuan(cents(start.enableAmt))}，足够缴款`,
  );
  await expect(records.card(IPO.code).getByTestId('record-deadline')).toContainText(
    '北京时间 2026-11-04 16:00',
  );
  await shootBothThemes(page, testInfo, 'planner-countdown', () => records.open());

  const tab = new UserTabPage(page);
  await tab.open();
  await expect(plannerCard(page)).toContainText('1 笔中签待缴款');
  await expect(plannerCard(page)).toContainText(yuan(BOND));
  await expect(plannerCard(page)).toContainText('剩余 21 小时 59 分');
  await expect(plannerCard(page).getByTestId('planner-coverage')).toHaveText(
    `A股账户可用 ¥${yuan(cents(start.enableAmt))}，足够缴款`,
  );
  await shootBothThemes(page, testInfo, 'profile-planner', async () => {
    await tab.open();
    await expect(plannerCard(page)).toBeVisible();
  });

  await records.open();
  await records.pay(IPO.code, 1);
  await expect(records.status(IPO.code)).toHaveText(LABEL.paid);
  await expect(records.planner).toHaveCount(0);
  const paid = await balancesOf(ownMock, USER);
  expect(cents(paid.enableAmt)).toBe(cents(start.enableAmt) - BOND);
  expect(cents(paid.djzj)).toBe(cents(start.djzj) + BOND);
  await tab.open();
  await expect(tab.account('stock')).toContainText(`可用${yuan(cents(paid.enableAmt))}`);
  await expect(tab.account('newStock')).toContainText(yuan(cents(paid.djzj)));
  await expect(plannerCard(page)).toHaveCount(0);

  // Listing day, nine days on: the paid allotment becomes a position at the issue price.
  await freezeClock(ownMock, IPO.listDate! + 30 * 60_000);
  await records.open();
  await expect(records.status(IPO.code)).toHaveText(LABEL.listed, POLL);
  const listed = await balancesOf(ownMock, USER);
  expect(cents(listed.enableAmt)).toBe(cents(paid.enableAmt));
  expect(cents(listed.djzj)).toBe(cents(start.djzj));
  const positions = new PositionsPage(page);
  await positions.open();
  const card = positions.card(IPO.code);
  await expect(card).toHaveCount(1);
  await expect(figure(card, '买入价')).toHaveText(IPO.price!.toFixed(2));
  await expect(figure(card, '保证金')).toHaveText(yuan(BOND));
  await expect(figure(card, '数量')).toContainText('1,000');
  const latest = Number((await positions.latestPrice(card).innerText()).replace(/,/g, ''));
  expect(latest).toBeGreaterThan(0);
  await expect(card.getByTestId('market-value')).toHaveText(yuan(cents(latest) * SHARES));
  await shootBothThemes(page, testInfo, 'warehouse-position', async () => {
    await openRoute(page, '/warehouse?tab=open', 'warehouse-page');
    await expect(positions.card(IPO.code)).toBeVisible();
  });
  expect(await ledgerMismatches(ownMock)).toEqual([]);
});

test('2 · not allotted: nothing debited, a message in /notify', async ({
  ownMock,
  page,
  request,
}) => {
  await logInAs(ownMock, page, request, USER);
  const start = await balancesOf(ownMock, USER);
  const records = await applyFor(page, IPO, 1000);
  await new NewShareDesk(ownMock).setRate(0);
  await freezeClock(ownMock, publishAt(IPO) + SECONDS_30);
  await expect(records.status(IPO.code)).toHaveText(LABEL.notAllotted, POLL);
  await expect(records.card(IPO.code).getByTestId('record-pay')).toHaveCount(0);
  await expect(records.planner).toHaveCount(0);
  expect(await balancesOf(ownMock, USER)).toEqual(start);

  const notify = new NotifyPage(page);
  await notify.open();
  const message = notify.message(NEW_SHARE_MESSAGE.notAllotted({ name: IPO.name, code: IPO.code }));
  await expect(message).toHaveCount(1);
  await expect(message).toContainText('新股中签');
  await expect(message).toHaveAttribute('data-state', 'unread');
  // Dated at the publication, not when the mock noticed it.
  await expect(message.locator('time')).toHaveText(/^2026-11-03 18:00(:00)?$/);
});

test('3 · allotted, reminded, unpaid past the deadline: lapsed, nothing debited', async ({
  ownMock,
  page,
  request,
}, testInfo) => {
  const SHARES = 1000;
  const BOND = bondCents(IPO, SHARES);
  await logInAs(ownMock, page, request, USER);
  const start = await balancesOf(ownMock, USER);
  const records = await applyFor(page, IPO, SHARES);
  await new NewShareDesk(ownMock).setRate(1);
  await freezeClock(ownMock, publishAt(IPO) + SECONDS_30);
  await expect(records.status(IPO.code)).toHaveText(LABEL.due, POLL);

  // The deadline's morning (Wednesday 09:30): the reminder, 6 h 30 min left.
  await freezeClock(ownMock, `2026-11-04 09:30:00`);
  const notify = new NotifyPage(page);
  await notify.open();
  const facts = { name: IPO.name, code: IPO.code, shares: SHARES, amount: yuan(BOND) };
  const reminder = NEW_SHARE_MESSAGE.reminder({
    ...facts,
    amount: (BOND / 100).toFixed(2),
    deadline: '16:00',
  });
  await expect(notify.message(reminder)).toHaveCount(1, POLL);
  await expect(notify.message(reminder)).toContainText('新股缴款提醒');
  await records.open();
  await expect(records.planner.getByTestId('planner-due')).toHaveText(
    /^剩余 6 小时 29 分 · /,
    POLL,
  );

  // Past the deadline, still unpaid.
  await freezeClock(ownMock, deadlineOf(IPO) + SECONDS_30);
  await records.open();
  await expect(records.status(IPO.code)).toHaveText(LABEL.lapsed, POLL);
  const card = records.card(IPO.code);
  await expect(card).toContainText('已过缴款截止时间未缴款，视为放弃，未扣任何款项。');
  await expect(card.getByTestId('record-pay')).toHaveCount(0);
  await expect(records.planner).toHaveCount(0);
  await shootBothThemes(page, testInfo, 'lapsed-record', async () => {
    await records.open();
    await expect(records.status(IPO.code)).toHaveText(LABEL.lapsed);
  });
  const tab = new UserTabPage(page);
  await tab.open();
  await expect(tab.account('stock')).toContainText(`可用${yuan(cents(start.enableAmt))}`);
  await expect(plannerCard(page)).toHaveCount(0);
  expect(await balancesOf(ownMock, USER)).toEqual(start);
  const app = await new NewShareDesk(ownMock).applicationOf(USER, IPO.code);
  expect(app).toMatchObject({ status: 3, phase: 'lapsed', remarks: LAPSED_REMARK });
});
