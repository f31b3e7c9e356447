// Trading journeys (issue 7) against a mock of the worker's own, whose clock the tests move: open
// market → buy → live P/L → partial and full close; limit order → pending → cancel; closed
// market; unverified trader; ten taps on confirm → one position. Every test starts from the
// fixtures (the mock is this worker's alone).
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { NAMED_USERS } from '../../fixtures/src/users';

import { expect, test, type OwnMock } from './own-mock';
import { loginViaApi, useToken } from './pages/auth.page';
import { ShellPage } from './pages/shell.page';
import { PositionsPage, TicketPage } from './pages/trading.page';

const MOUTAI = { code: '600519', name: '贵州茅台' };
/** A Wednesday morning in session; the next trading day for closing T+1 shares. */
const SESSION = '2026-11-18 10:00:00';
const NEXT_DAY = '2026-11-19 10:00:00';

interface StateExport {
  db: {
    users: { id: number; phone: string }[];
    userPositions: { userId: number; stockCode: string; sellOrderId: string | null }[];
  };
}

const setClock = (mock: OwnMock, at: string, speed = 1) =>
  mock.control.send('PUT', '/clock', { at, speed, frozen: false });

const logIn = async (
  mock: OwnMock,
  page: Page,
  api: APIRequestContext,
  user: keyof typeof NAMED_USERS,
) => {
  const { phone, password } = NAMED_USERS[user];
  await mock.use(page);
  await useToken(page, await loginViaApi(api, mock.origin, phone, password));
};

/** Stock positions of a user as the mock holds them (control API state export). */
const positionsOf = async (mock: OwnMock, user: keyof typeof NAMED_USERS, code: string) => {
  const state = await mock.control.get<StateExport>('/state/export');
  const id = state.db.users.find((u) => u.phone === NAMED_USERS[user].phone)?.id;
  return state.db.userPositions.filter((p) => p.userId === id && p.stockCode === code);
};

test.beforeEach(async ({ ownMock }) => {
  await ownMock.control.send('POST', '/state/reset');
});

test('buy long with leverage, watch the P/L move, close part, then the rest', async ({
  page,
  request,
  ownMock,
}) => {
  test.setTimeout(90_000);
  // Fast clock: the quote moves several ticks a second.
  await setClock(ownMock, SESSION, 30);
  await logIn(ownMock, page, request, 'verified');
  const ticket = new TicketPage(page);
  await ticket.openStock(MOUTAI.code, MOUTAI.name);
  await ticket.setLots(3);
  await ticket.chooseLever(20);
  await expect(page.getByTestId('confirm-sheet')).toBeHidden();
  await ticket.placeOrder();

  const positions = new PositionsPage(page);
  await expect(page).toHaveURL(/warehouse/);
  const card = positions.card(MOUTAI.code);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('300');
  await expect(card).toContainText('20');
  // Live P/L: the latest price on the card changes as the market moves.
  const first = await positions.latestPrice(card).innerText();
  await expect
    .poll(() => positions.latestPrice(card).innerText(), { timeout: 20_000 })
    .not.toBe(first);

  // Shares bought today are not sellable (T+1): the next trading day, close 1 lot, then the rest.
  await setClock(ownMock, NEXT_DAY, 1);
  await page.reload();
  await positions.close(card, 1);
  await page.getByRole('button', { name: '完成' }).click();
  await expect(card).toContainText('200');
  await positions.close(card, 'all');
  await page.getByRole('button', { name: '查看平仓记录' }).click();
  await expect(positions.closedCards.filter({ hasText: MOUTAI.code })).toHaveCount(2);
  await positions.open('open');
  await expect(positions.card(MOUTAI.code)).toHaveCount(0);
  const rows = await positionsOf(ownMock, 'verified', MOUTAI.code);
  expect(rows.map((r) => r.sellOrderId !== null)).toEqual([true, true]);
});

test('a limit order waits in pending orders until cancelled', async ({
  page,
  request,
  ownMock,
}) => {
  await setClock(ownMock, SESSION);
  await logIn(ownMock, page, request, 'verified');
  const ticket = new TicketPage(page);
  await ticket.openStock(MOUTAI.code, MOUTAI.name);
  // A long order fires when the price rises to its trigger: far above the market, it waits.
  await ticket.limitOrder('3000.00');
  // The confirmation speaks the trader's language; the request itself is for the harness only.
  await ticket.review();
  await expect(ticket.confirmRow('orderType')).toContainText('限价挂单');
  await expect(ticket.confirmRow('price')).toContainText('3,000.00');
  await expect(ticket.confirmRow('next')).toContainText('价格涨到或高于 3,000.00');
  await expect(ticket.confirmSheet).not.toContainText(/\.do\b|stockId|buyType|targetPrice/);
  await expect(ticket.confirmSheet.getByTestId('technical-details')).toHaveCount(0);
  await ticket.confirmSend.click();
  await expect(page).toHaveURL(/tab=orders/);
  const positions = new PositionsPage(page);
  const order = positions.pendingOrders.filter({ hasText: MOUTAI.name });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('3,000.00');
  await order.getByTestId('cancel-order').click();
  await page.getByRole('button', { name: '确定撤销' }).click();
  await expect(order).toHaveCount(0);
});

test('a closed market refuses the order before anything is sent', async ({
  page,
  request,
  ownMock,
}) => {
  await ownMock.control.send('PUT', '/clock', { at: '2026-11-18 16:00:00', frozen: true });
  await logIn(ownMock, page, request, 'verified');
  const orders: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/user/buy.do')) orders.push(r.url());
  });
  const ticket = new TicketPage(page);
  await ticket.openStock(MOUTAI.code, MOUTAI.name);
  await expect(ticket.reason).toContainText('下单失败，不在交易时段内');
  await expect(ticket.submit).toBeDisabled();
  await expect(ticket.confirmSheet).toBeHidden();
  expect(orders).toEqual([]);
});

test('an unverified trader is routed to verification', async ({ page, request, ownMock }) => {
  await setClock(ownMock, SESSION);
  await logIn(ownMock, page, request, 'fresh');
  await page.goto(`/#/buyStocks?code=${MOUTAI.code}&name=${MOUTAI.name}`);
  await expect(page.getByText('您还未实名认证，请先实名认证了再下单').first()).toBeVisible();
  await page.getByRole('button', { name: '去实名认证' }).click();
  await expect(page).toHaveURL(/#\/smrz/);
});

test('ten rapid taps on confirm open exactly one position', async ({ page, request, ownMock }) => {
  await setClock(ownMock, SESSION);
  await logIn(ownMock, page, request, 'verified');
  const before = await positionsOf(ownMock, 'verified', MOUTAI.code);
  const ticket = new TicketPage(page);
  await ticket.openStock(MOUTAI.code, MOUTAI.name);
  await ticket.submit.click();
  await expect(ticket.confirmSend).toBeVisible();
  // Ten taps in one go, faster than any reply can come back.
  await ticket.confirmSend.evaluate((button: HTMLElement) => {
    for (let i = 0; i < 10; i++) button.click();
  });
  await expect(page).toHaveURL(/warehouse/);
  await expect(new PositionsPage(page).card(MOUTAI.code)).toHaveCount(1);
  const after = await positionsOf(ownMock, 'verified', MOUTAI.code);
  expect(after.length - before.length).toBe(1);
});

// Screenshots of the trading pages at phone size in both themes (artifacts/screenshots/).
const SHOTS = [
  ['ticket', `/buyStocks?code=${MOUTAI.code}&name=${MOUTAI.name}`, 'preview-margin'],
  ['ticket-index', '/indexBuy?code=sh000001&name=上证指数', 'ticket-preview'],
  ['ticket-futures', '/futuresBuy?code=CL&name=原油', 'ticket-preview'],
  ['warehouse', '/warehouse?tab=open', 'open-position'],
  ['warehouse-closed', '/warehouse?tab=closed', 'closed-position'],
  ['warehouse-orders', '/warehouse?tab=orders', 'pending-order'],
] as const;

for (const theme of ['red', 'black'] as const) {
  test(`trading screenshots, ${theme} theme`, async ({ page, request, ownMock }, testInfo) => {
    test.setTimeout(90_000);
    await setClock(ownMock, SESSION);
    await logIn(ownMock, page, request, 'trader');
    const shell = new ShellPage(page);
    await shell.open('/setting');
    if (theme === 'black') await shell.chooseTheme('black');
    const shoot = async (name: string) => {
      await page
        .getByRole('main')
        .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const file = `artifacts/screenshots/${testInfo.project.name}-${theme}-${name}.png`;
      await page.screenshot({ path: file });
      await testInfo.attach(`${theme}-${name}`, { path: file, contentType: 'image/png' });
    };
    for (const [name, path, ready] of SHOTS) {
      await page.evaluate((p) => {
        window.location.hash = p;
      }, path);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      await shoot(name);
      if (name === 'ticket') {
        await page.getByTestId('ticket-submit').click();
        await expect(page.getByTestId('confirm-sheet')).toBeVisible();
        await shoot('ticket-confirm');
        // The rest of the sheet: what happens next, above the buttons.
        await page.getByTestId('confirm-next').scrollIntoViewIfNeeded();
        await shoot('ticket-confirm-next');
      }
      if (name === 'warehouse') {
        // The close sheet (loaded on first use) over the list.
        await page.getByTestId('open-position').first().getByTestId('close-position').click();
        const sheet = page.getByTestId('close-sheet');
        await expect(sheet).toBeVisible();
        await shoot('warehouse-close');
        await sheet.getByRole('button', { name: '取消' }).click();
        await expect(sheet).toBeHidden();
        await page.getByTestId('open-position').first().click();
        await expect(page.getByTestId('risk-lines')).toBeVisible();
        await shoot('position-detail');
      }
    }
    expect(await shell.theme()).toBe(theme);
  });
}

/** A card's head and headline figures as laid out: is the name cut, are the labels and buttons
 *  inside the card, is any headline figure cut? */
const cardLayout = (card: Locator) =>
  card.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const name = el.querySelector<HTMLElement>('header strong')!;
    const outside = Array.from(el.querySelectorAll('header [data-testid=direction], header button'))
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.bottom > box.bottom;
      })
      .map((e) => e.textContent);
    const cutFigures = Array.from(el.querySelectorAll('dd'))
      .filter((dd) => dd.scrollWidth > dd.clientWidth)
      .map((dd) => dd.textContent);
    const last = el.lastElementChild!.getBoundingClientRect();
    return {
      // Cut: ellipsized inside its own box, or wider than the link that clips it.
      nameCut:
        name.scrollWidth > name.clientWidth ||
        name.getBoundingClientRect().right >
          name.parentElement!.getBoundingClientRect().right + 0.5,
      outside,
      cutFigures,
      overflows: last.bottom > box.bottom,
    };
  });

test('on a 320 px phone the position cards show their whole name, labels, buttons and figures in every language', async ({
  page,
  request,
  ownMock,
}) => {
  test.setTimeout(120_000);
  await setClock(ownMock, SESSION);
  await logIn(ownMock, page, request, 'trader');
  await page.setViewportSize({ width: 320, height: 640 });
  const shell = new ShellPage(page);
  for (const lang of ['zh-CN', 'en', 'tww', 'tg', 'yn'] as const) {
    await shell.open('/setting');
    await shell.chooseLanguage(lang);
    for (const [tab, testId] of [
      ['open', 'open-position'],
      ['closed', 'closed-position'],
      ['orders', 'pending-order'],
    ] as const) {
      await shell.open(`/warehouse?tab=${tab}`);
      const card = page.getByTestId(testId).first();
      await expect(card).toBeVisible();
      const layout = await cardLayout(card);
      const where = `${lang}, ${tab}`;
      expect(layout.nameCut, `${where}: the name is cut`).toBe(false);
      expect(layout.outside, `${where}: outside the card`).toEqual([]);
      expect(layout.overflows, `${where}: the card's last line is cut`).toBe(false);
      expect(layout.cutFigures, `${where}: figures cut`).toEqual([]);
    }
  }
});
