// Block trades and VIP grabs (issue 20) against a mock of the worker's own, its clock frozen inside
// Monday's morning session (2026-11-02 09:31 Beijing, the fixtures' reference day): the VIP pool
// then holds limit-up stocks (beyond the site's 7 % change limit: marked, and said on the detail
// before anything is sent, since the server would answer "not tradable now") and one
// gainer of the ChiNext board that may be grabbed. A wrong key is refused with the sheet kept
// open and nothing booked; the right key books the offer (record on /sharerecordDz, available
// down by the amount shown); a VIP grab outside its lot limits is refused with the limit; a grab
// books a position shown on /warehouse; ten taps on each submit send one request.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';

import { NAMED_USERS } from '../../fixtures/src/users';

import { resetFrozenAt, useSessionOf } from './new-share-world';
import { expect, test, type OwnMock } from './own-mock';
import { loginViaApi, useToken } from './pages/auth.page';
import { BlockTradePage, VipPage } from './pages/block-vip.page';
import { PositionsPage } from './pages/trading.page';

const SESSION = '2026-11-02 09:31:00';
const USER = NAMED_USERS.verified;
/** The block-trade offer with the fixed key 888888, minimum 100 shares. */
const MOUTAI = { code: '600519', key: '888888' };
/**
 * From the pool at SESSION (read from the mock, so a fixture change cannot leave the spec behind):
 * a Shanghai/Shenzhen gainer under its board's max change, and a main-board stock at limit-up
 * (beyond the site's 7 %).
 */
let GRAB = { code: '', name: '' };
let LIMIT_UP = { code: '', name: '' };

interface PoolRow {
  c: string;
  n: string;
  zdp?: number | null;
}

const pickFromPool = async (request: APIRequestContext, mock: OwnMock) => {
  const reply = await request.post(`${mock.origin}/api/stock/getVipList.do`);
  const rows = ((await reply.json()) as { data: PoolRow[] | null }).data ?? [];
  const change = (r: PoolRow) => r.zdp ?? 0;
  // The site's max change: 15 % on ChiNext and STAR, 7 % on the main boards (fixtures/src/site.ts).
  const maxChange = (code: string) => (/^(300|301|688)/.test(code) ? 15 : 7);
  const grab = rows.find(
    (r) => /^(60|00|30|68)/.test(r.c) && change(r) > 0 && change(r) < maxChange(r.c),
  );
  const limitUp = rows.find((r) => /^(60|00)/.test(r.c) && change(r) >= 9.9);
  if (!grab || !limitUp) throw new Error(`the VIP pool at ${SESSION} lacks a grab or a limit-up`);
  GRAB = { code: grab.c, name: grab.n };
  LIMIT_UP = { code: limitUp.c, name: limitUp.n };
};

interface StateExport {
  db: {
    users: { id: number; phone: string; enableAmt: number }[];
    userPositions: { userId: number; stockCode: string; positionType: number }[];
  };
}

/** The user's row and positions in `code` as the mock holds them. */
const stateOf = async (mock: OwnMock, code: string) => {
  const state = await mock.control.get<StateExport>('/state/export');
  const user = state.db.users.find((u) => u.phone === USER.phone)!;
  const positions = state.db.userPositions.filter(
    (p) => p.userId === user.id && p.stockCode === code,
  );
  return { enableAmt: user.enableAmt, positions };
};

/** Requests to `path` the page sends from now on. */
const countRequests = (page: Page, path: string) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(path)) seen.push(r.url());
  });
  return seen;
};

const money = (text: string) => Number(text.replace(/,/g, ''));

test.beforeEach(async ({ ownMock, request }) => {
  await resetFrozenAt(ownMock, SESSION);
  await pickFromPool(request, ownMock);
});

test('a wrong key is refused with the sheet open; the right key books once', async ({
  page,
  request,
  ownMock,
}) => {
  await useSessionOf(ownMock, page, request, 'verified');
  const block = new BlockTradePage(page);
  const orders = countRequests(page, '/user/buyStockDz.do');
  await block.open();
  await block.openTicket(MOUTAI.code);
  await block.fill('1', '000000');
  await block.tapBuy();
  await expect(block.refused).toHaveText('下单失败，秘钥错误');
  await expect(block.sheet).toBeVisible();
  await expect(block.lots).toHaveValue('1');
  expect(orders).toHaveLength(1);
  const before = await stateOf(ownMock, MOUTAI.code);
  expect(before.positions).toEqual([]);

  const amount = money(await block.amount.innerText());
  await block.key.fill(MOUTAI.key);
  await block.tapBuy(10);
  await expect(page.getByText('买入成功')).toBeVisible();
  await expect(block.sheet).toBeHidden();
  expect(orders).toHaveLength(2);
  const after = await stateOf(ownMock, MOUTAI.code);
  expect(after.positions.map((p) => p.positionType)).toEqual([3]);
  // Lever 1: the whole amount shown left the available funds.
  expect(Math.round((before.enableAmt - after.enableAmt) * 100)).toBe(Math.round(amount * 100));

  await block.openRecords();
  const record = block.records.filter({ hasText: MOUTAI.code });
  await expect(record).toHaveCount(1);
  await expect(record.getByTestId('record-total')).toHaveText(
    amount.toLocaleString('en', { minimumFractionDigits: 2 }),
  );
  await expect(record.getByTestId('record-shares')).toHaveText('100股');
  await expect(record.getByTestId('record-time')).toHaveText(/^2026-11-02 09:31:00$/);
  await record.getByTestId('record-position-link').click();
  await expect(page).toHaveURL(/warehouse\?tab=open/);
});

test('a VIP grab outside its lot limits is refused with the limit, nothing sent', async ({
  page,
  request,
  ownMock,
}) => {
  await useSessionOf(ownMock, page, request, 'verified');
  const vip = new VipPage(page);
  const grabs = countRequests(page, '/user/buyVipQc.do');
  await vip.openDetail(GRAB.code, GRAB.name);
  // buyMinNum 100 shares → 1 lot by default; buyMaxNum 10,000 shares → 100 lots.
  await expect(vip.lots).toHaveValue('1');
  await vip.lots.fill('101');
  await vip.tapBuy();
  await expect(vip.lotsError).toHaveText('交易数量不能大于100手');
  await vip.lots.fill('0');
  await vip.tapBuy();
  await expect(vip.lotsError).toHaveText('交易数量不能小于1手');
  expect(grabs).toEqual([]);
});

test('a limit-up stock beyond the board limit is marked and said before sending; nothing goes out', async ({
  page,
  request,
  ownMock,
}) => {
  await useSessionOf(ownMock, page, request, 'verified');
  const vip = new VipPage(page);
  const grabs = countRequests(page, '/user/buyVipQc.do');
  // The pool marks it (its +10 % is beyond the main board's 7 %); the ChiNext gainer is not marked.
  await vip.openTab();
  await expect(vip.notGrabbable(LIMIT_UP.code)).toHaveText('暂不可抢');
  await expect(vip.notGrabbable(GRAB.code)).toHaveCount(0);
  await vip.openDetail(LIMIT_UP.code, LIMIT_UP.name);
  await expect(vip.boardLimit).toHaveText(
    /^该股票涨跌幅（\+\d+(\.\d+)?%）超出板块限制（7%），服务器当前不会成交，暂不可抢筹$/,
  );
  await expect(vip.buy).toBeDisabled();
  await vip.tapBuy();
  await expect(page).toHaveURL(/vipdetail/);
  expect(grabs).toEqual([]);
  expect((await stateOf(ownMock, LIMIT_UP.code)).positions).toEqual([]);
});

test('a VIP grab books once however fast 买入 is tapped and shows on /warehouse', async ({
  page,
  request,
  ownMock,
}) => {
  await useSessionOf(ownMock, page, request, 'verified');
  const vip = new VipPage(page);
  const grabs = countRequests(page, '/user/buyVipQc.do');
  await vip.openDetail(GRAB.code, GRAB.name);
  const margin = money(await vip.margin.innerText());
  const before = await stateOf(ownMock, GRAB.code);
  await vip.tapBuy(10);
  await expect(page).toHaveURL(/warehouse/);
  const positions = new PositionsPage(page);
  await expect(positions.card(GRAB.code)).toHaveCount(1);
  expect(grabs).toHaveLength(1);
  const after = await stateOf(ownMock, GRAB.code);
  expect(after.positions).toHaveLength(1);
  // Lever 1: the margin shown is what left the available balance.
  expect(Math.round((before.enableAmt - after.enableAmt) * 100)).toBe(Math.round(margin * 100));
});

const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
};

for (const theme of ['red', 'black'] as const) {
  test(`block-trade and VIP screens in the ${theme} theme`, async ({
    page,
    request,
    ownMock,
  }, testInfo) => {
    test.setTimeout(60_000);
    // A booked offer, so the records page has a card.
    const token = await loginViaApi(request, ownMock.origin, USER.phone, USER.password);
    await request.post(`${ownMock.origin}/user/buyStockDz.do`, {
      headers: { USERTOKEN: token },
      form: { stockCode: MOUTAI.code, password: MOUTAI.key, num: 100 },
    });
    await ownMock.use(page);
    await useToken(page, token);
    await page.goto('/#/setting');
    if (theme === 'black') {
      await page.getByTestId('theme-black').click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'black');
    }
    const block = new BlockTradePage(page);
    await block.open();
    await shoot(page, testInfo, `${theme}-tab4-block-trade`);
    await block.openTicket(MOUTAI.code);
    await block.fill('1', MOUTAI.key);
    await expect(block.amount).not.toHaveText('--');
    await shoot(page, testInfo, `${theme}-tab4-ticket`);
    await page.getByTestId('block-sheet-close').click();
    await expect(block.sheet).toBeHidden();

    const vip = new VipPage(page);
    await vip.openTab();
    await shoot(page, testInfo, `${theme}-tab5-vip`);
    await vip.openSearch();
    await vip.search.fill(GRAB.name);
    await expect(page.getByTestId('vip-search-list')).toBeVisible();
    await expect(vip.rows.filter({ hasText: GRAB.code })).toHaveCount(1);
    await shoot(page, testInfo, `${theme}-vip-search`);
    await vip.rows.filter({ hasText: GRAB.code }).click();
    await expect(page).toHaveURL(new RegExp(`vipdetail\\?code=${GRAB.code}`));
    await expect(page.getByTestId('vip-price')).not.toHaveText('--');
    await expect(vip.available).not.toHaveText('--');
    await shoot(page, testInfo, `${theme}-vipdetail`);
    await vip.openDetail(LIMIT_UP.code, LIMIT_UP.name);
    await expect(vip.boardLimit).toBeVisible();
    await shoot(page, testInfo, `${theme}-vipdetail-board-limit`);
    await block.openRecords();
    await expect(block.records).toHaveCount(1);
    await shoot(page, testInfo, `${theme}-sharerecordDz`);
  });
}
