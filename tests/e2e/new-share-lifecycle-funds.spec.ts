// The money side of the new-share lifecycle (issue 20, ADR 0027), on a mock of the worker's own
// whose frozen clock the tests move; only the back office (allot one application, the allotment
// rate) and the clock go through the control API. The trader is `verified` (new-share-world.ts):
// 4. an allotment the available funds do not cover: the planner's shortfall with its deposit and
//    transfer links, on /sharerecord and the profile tab; 认缴 anyway is refused, nothing debited;
// 5. an offline placement freezes its amount at once; not allotted at the publication, the amount
//    comes back and a message says so.
// subscription-apply.spec.ts covers the placement refused before sending when funds are short.
import { NEW_SHARE_MESSAGE } from '../../src/api/contracts/new-share-texts';

import {
  applyFor,
  balancesOf,
  beijingDay,
  bondCents,
  cents,
  freezeClock,
  IPO,
  LABEL,
  ledgerMismatches,
  logInAs,
  NewShareDesk,
  PLACEMENT,
  POLL,
  publishAt,
  SECONDS_30,
  startWorld,
  USER,
  yuan,
} from './new-share-world';
import { expect, test } from './own-mock';
import { UserTabPage } from './pages/account.page';
import { NotifyPage, plannerCard, shootBothThemes } from './pages/new-share-lifecycle.page';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ ownMock }) => startWorld(ownMock));

test('4 · an allotment the funds do not cover: shortfall, deposit and transfer links', async ({
  ownMock,
  page,
  request,
}, testInfo) => {
  await logInAs(ownMock, page, request, USER);
  const start = await balancesOf(ownMock, USER);
  // The first whole thousand shares costing more than the available funds.
  const SHARES = (Math.floor(cents(start.enableAmt) / bondCents(IPO, 1000)) + 1) * 1000;
  const BOND = bondCents(IPO, SHARES);
  const SHORT = BOND - cents(start.enableAmt);
  expect(SHORT).toBeGreaterThan(0);
  const records = await applyFor(page, IPO, SHARES);

  // The back office allots this application now (today's share is still on the calendar).
  const desk = new NewShareDesk(ownMock);
  await desk.decide((await desk.applicationOf(USER, IPO.code)).id, 'allot');
  await expect(records.status(IPO.code)).toHaveText(LABEL.due, POLL);
  const planner = records.planner;
  await expect(planner.getByTestId('planner-amount')).toHaveText(yuan(BOND));
  await expect(planner.getByTestId('planner-due')).toHaveText(
    /^剩余 2 天 5 小时 · 截止北京时间 11月04日周三 16:00$/,
  );
  await expect(planner).toContainText('资金不足以缴这一笔');
  await expect(planner.getByTestId('planner-coverage')).toHaveText(
    `A股账户可用 ¥${yuan(cents(start.enableAmt))}，还差 ¥${yuan(SHORT)}`,
  );
  await shootBothThemes(page, testInfo, 'planner-shortfall', () => records.open());
  await planner.getByTestId('planner-deposit').click();
  await expect(page).toHaveURL(/#\/recharge/);
  await records.open();
  await planner.getByTestId('planner-transfer').click();
  await expect(page).toHaveURL(/#\/transfers/);

  // The profile tab says so too.
  const tab = new UserTabPage(page);
  await tab.open();
  await expect(plannerCard(page)).toContainText(`还差 ¥${yuan(SHORT)}`);

  // Paying anyway: the dialog shows the shortfall, the server refuses, nothing is debited.
  await records.open();
  await records.card(IPO.code).getByTestId('record-pay').click();
  await expect(page.getByTestId('pay-after')).toHaveText(`可用资金不足，还差 ¥${yuan(SHORT)}`);
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.adm-toast-main')).toHaveText('可用余额不足，无法认缴');
  await expect(records.status(IPO.code)).toHaveText(LABEL.due);
  expect(await balancesOf(ownMock, USER)).toEqual(start);
});

test('5 · an offline placement freezes its amount at once; not allotted, it comes back', async ({
  ownMock,
  page,
  request,
}) => {
  const SHARES = 1000;
  const BOND = bondCents(PLACEMENT, SHARES);
  await freezeClock(ownMock, `${beijingDay(PLACEMENT.subscribeTime)} 10:00:30`);
  await logInAs(ownMock, page, request, USER);
  const start = await balancesOf(ownMock, USER);
  const records = await applyFor(page, PLACEMENT, SHARES);
  await expect(records.card(PLACEMENT.code).getByTestId('kind-badge')).toHaveText('线下配售');
  const frozen = await balancesOf(ownMock, USER);
  expect(cents(frozen.enableAmt)).toBe(cents(start.enableAmt) - BOND);
  expect(cents(frozen.djzj)).toBe(cents(start.djzj) + BOND);
  const tab = new UserTabPage(page);
  await tab.open();
  await expect(tab.account('stock')).toContainText(`可用${yuan(cents(frozen.enableAmt))}`);
  await expect(tab.account('newStock')).toContainText(yuan(cents(frozen.djzj)));

  await new NewShareDesk(ownMock).setRate(0);
  await freezeClock(ownMock, publishAt(PLACEMENT) + SECONDS_30);
  await records.open();
  await expect(records.status(PLACEMENT.code)).toHaveText(LABEL.notAllotted, POLL);
  expect(await balancesOf(ownMock, USER)).toEqual(start);
  await tab.open();
  await expect(tab.account('stock')).toContainText(`可用${yuan(cents(start.enableAmt))}`);
  const notify = new NotifyPage(page);
  await notify.open();
  const refund = NEW_SHARE_MESSAGE.notAllottedRefunded({
    name: PLACEMENT.name,
    code: PLACEMENT.code,
    amount: (BOND / 100).toFixed(2),
  });
  await expect(notify.message(refund)).toHaveCount(1);
  expect(await ledgerMismatches(ownMock)).toEqual([]);
});
