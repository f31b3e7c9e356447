// The funding lifecycle of issue 21 (ADR 0029) as a trader lives it, on a mock of the worker's own
// frozen inside a session (Monday 2026-11-02 10:00:30 Beijing); only the back office (approve,
// reject, price-to) and the clock go through the control API. The trader (`verified`, no funding
// of his own) applies on /days, then:
// 1. approved → trading from the next session: 操盘中 with its sub-account on /funds and
//    /fundslist → one lot bought on /subWarehouseBuy → on /fundslist?index=1 with its P/L →
//    closed → on the closed tab;
// 2. rejected with a reason → 未通过 and the reason on /funds, available funds back to the cent;
// 3. approved with an open position, the term runs out → 已到期, the position closed at the next
//    session;
// 4. warning line → a 配资预警 message; liquidation line → positions closed, a 配资平仓 message.
import type { APIRequestContext, Page } from '@playwright/test';

import {
  FundsDesk,
  allocationCard,
  applyOnDays,
  buyOneLotIn,
  fundsPositions,
  nextSessionAfter,
} from './funds-world';
import {
  balancesOf,
  freezeClock,
  ledgerMismatches,
  logInAs,
  POLL,
  startWorld,
  USER,
} from './new-share-world';
import { expect, test, type OwnMock } from './own-mock';
import { NotifyPage } from './pages/new-share-lifecycle.page';

test.describe.configure({ timeout: 90_000 });

/** A signed money figure as the position card shows its P/L. */
const PNL = /^[+−-]?[\d,]+\.\d{2}$/;

test.beforeEach(async ({ ownMock }) => startWorld(ownMock));

/** Applies, has the back office approve, and moves the clock into the first trading session. */
const approvedAndTrading = async (mock: OwnMock, page: Page) => {
  await applyOnDays(page);
  const desk = new FundsDesk(mock);
  const applied = await desk.only(USER);
  expect(applied.status).toBe(0);
  await desk.act(applied.id, 'approve');
  const app = await desk.only(USER);
  expect(app.status).toBe(1);
  expect(app.subaccountNumber).not.toBeNull();
  // Trading starts at beginTime (tomorrow 00:00 Beijing): the next session after it.
  await freezeClock(mock, nextSessionAfter(app.beginTime! - 1));
  return { desk, app };
};

/** Buys a lot in the sub-account and returns the open position's serial number. */
const openPosition = async (page: Page, subaccount: number) => {
  await buyOneLotIn(page, subaccount);
  const open = await fundsPositions(page, 'open');
  await expect(open).toHaveCount(1);
  await expect(open.first()).toContainText('贵州茅台');
  return (await open.first().getAttribute('data-sn'))!;
};

/** Logged in as the trader, approved, trading, one lot bought: the desk, the application, its lot. */
const tradingWithOneLot = async (mock: OwnMock, page: Page, api: APIRequestContext) => {
  await logInAs(mock, page, api, USER);
  const { desk, app } = await approvedAndTrading(mock, page);
  const sn = await openPosition(page, app.subaccountNumber!);
  return { desk, app, sn };
};

test('1 · approved, traded in the sub-account, closed', async ({ ownMock, page, request }) => {
  await logInAs(ownMock, page, request, USER);
  const { app } = await approvedAndTrading(ownMock, page);
  await page.goto('/#/funds');
  const card = allocationCard(page, app.orderNumber!);
  await expect(card.getByTestId('allocation-status')).toHaveText('操盘中');
  await expect(card).toContainText(String(app.subaccountNumber));
  await page.goto('/#/fundslist?index=0');
  const mine = allocationCard(page, app.orderNumber!);
  await expect(mine.getByTestId('allocation-status')).toHaveText('操盘中');
  await expect(mine).toContainText(String(app.subaccountNumber));

  const sn = await openPosition(page, app.subaccountNumber!);
  const open = page.locator(`[data-testid="funds-position"][data-sn="${sn}"]`);
  const pnl = open.getByTestId('position-total-pnl');
  await expect(pnl).toHaveText(PNL);
  const tuesday = await pnl.textContent();
  // A shares are T+1: the lot can be sold from the next session on, its P/L at that day's quote.
  await freezeClock(ownMock, nextSessionAfter(app.beginTime!));
  await page.reload();
  await expect(pnl).toHaveText(PNL);
  await expect(pnl).not.toHaveText(tuesday!);
  await open.getByTestId('close-position').click();
  await page.getByTestId('confirm-close').click();
  await expect(page.getByTestId('close-notice')).toHaveText('平仓成功！');
  await expect(page.getByTestId('funds-tab-closed')).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByTestId('funds-closed').locator(`[data-testid="funds-position"][data-sn="${sn}"]`),
  ).toBeVisible();
  expect(await ledgerMismatches(ownMock)).toEqual([]);
});

test('2 · rejected with a reason: 未通过, the frozen amount back to the cent', async ({
  ownMock,
  page,
  request,
}) => {
  const REASON = '保证金来源需要补充材料';
  await logInAs(ownMock, page, request, USER);
  const before = await balancesOf(ownMock, USER);
  await applyOnDays(page);
  const desk = new FundsDesk(ownMock);
  const applied = await desk.only(USER);
  expect((await balancesOf(ownMock, USER)).enableAmt).toBeLessThan(before.enableAmt);
  await desk.reject(applied.id, REASON);
  await page.goto('/#/funds');
  const card = allocationCard(page, applied.orderNumber!);
  await expect(card.getByTestId('allocation-status')).toHaveText('未通过', POLL);
  await expect(card.getByTestId('allocation-reason')).toContainText(REASON);
  const after = await balancesOf(ownMock, USER);
  expect(Math.round(after.enableAmt * 100)).toBe(Math.round(before.enableAmt * 100));
  expect(await ledgerMismatches(ownMock)).toEqual([]);
});

test('3 · the term runs out: 已到期, the position closed at the next session', async ({
  ownMock,
  page,
  request,
}) => {
  const { desk, app, sn } = await tradingWithOneLot(ownMock, page, request);
  await freezeClock(ownMock, nextSessionAfter(app.endTime!));
  expect((await desk.only(USER)).status).toBe(3);
  await page.goto('/#/funds');
  await expect(allocationCard(page, app.orderNumber!).getByTestId('allocation-status')).toHaveText(
    '已到期',
  );
  const closed = await fundsPositions(page, 'closed');
  await expect(closed.and(page.locator(`[data-sn="${sn}"]`))).toBeVisible();
  await expect(await fundsPositions(page, 'open')).toHaveCount(0);
});

test('4 · warning line, then liquidation line: messages and positions closed', async ({
  ownMock,
  page,
  request,
}) => {
  const { desk, app, sn } = await tradingWithOneLot(ownMock, page, request);
  const notify = new NotifyPage(page);

  await desk.priceTo(app.id, 'warning');
  await notify.open();
  await expect(notify.list).toContainText('配资预警', POLL);
  await expect(notify.list).not.toContainText('配资平仓');
  await expect(await fundsPositions(page, 'open')).toHaveCount(1);

  await desk.priceTo(app.id, 'unwind');
  const closed = await fundsPositions(page, 'closed');
  await expect(closed.and(page.locator(`[data-sn="${sn}"]`))).toBeVisible(POLL);
  await expect(await fundsPositions(page, 'open')).toHaveCount(0);
  await notify.open();
  await expect(notify.list).toContainText('配资平仓', POLL);
  expect(await ledgerMismatches(ownMock)).toEqual([]);
});
