// New-share applications, records and the payment deadline planner (issue 20, screens §7.2)
// against a mock of the worker's own, its clock frozen at the fixtures' reference day (Monday
// 2026-11-02, 10:00 Beijing), as the fixture user `ipo` (one application in each status): every
// status on /sharerecord; the payable allotment in the planner with its amount and countdown, paid
// once however often tapped → 已缴纳 and the available balance down by the amount; an IPO
// application for today's share → awaiting the draw; an offline placement that freezes its amount
// at once, refused before sending when funds are short. Then each page in both themes.
import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import type { StockSubscribeRow } from '../../fixtures/src/ipo';
import { NAMED_USERS } from '../../fixtures/src/users';

import { resetFrozenAt } from './new-share-world';
import { expect, test, type OwnMock } from './own-mock';
import { shootNow as shoot } from './page-shot';
import { SettingsPage, UserTabPage } from './pages/account.page';
import { countRequests, loginViaApi, useToken } from './pages/auth.page';
import { NewShareDetailPage, openRoute, RecordsPage } from './pages/subscription-apply.page';

const TODAY = '2026-11-02';
const USER = NAMED_USERS.ipo;
const ADD = '/user/add.do';
const PAY = '/user/submitSubscribe.do';
const GRAB = '/user/buyNewStockQc.do';

/** The fields of an application (api-contract §15.5) this spec reads. */
interface Application {
  id: number;
  userId: number;
  newCode: string;
  status: number;
  type: number;
  bond: number;
}

const db = JSON.parse(readFileSync('fixtures/generated/db.json', 'utf8')) as {
  stockSubscribes: StockSubscribeRow[];
  userStockSubscribes: Application[];
  users: { id: number; phone: string }[];
};
const beijingDay = (ms: number | null | undefined) =>
  ms == null ? '' : new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
const userId = db.users.find((u) => u.phone === USER.phone)!.id;
const MINE = db.userStockSubscribes.filter((r) => r.userId === userId);
const PAYABLE = MINE.find((r) => r.status === 3 && r.type === 1)!;
const OPEN_TODAY = db.stockSubscribes.find(
  (s) => s.type === 1 && beijingDay(s.subscribeTime) === TODAY,
)!;
const PLACEMENT = db.stockSubscribes.find(
  (s) => s.type === 2 && beijingDay(s.subscribeTime) >= TODAY,
)!;
const LABEL: Record<number, string> = {
  1: '待中签',
  2: '未中签',
  3: '已中签·待缴款',
  4: '已缴纳',
  5: '已转持仓',
};

const yuan = (v: number): string =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v);

/** The user's available balance as the mock holds it. */
const availableOf = async (mock: OwnMock): Promise<number> =>
  (await mock.control.get<{ user: { enableAmt: number } }>(`/capsules/${USER.phone}`)).user
    .enableAmt;

const logIn = async (mock: OwnMock, page: Page, api: Parameters<typeof loginViaApi>[0]) => {
  await useToken(page, await loginViaApi(api, mock.origin, USER.phone, USER.password));
  await page.goto('/#/User');
  await expect(page.getByTestId('user-phone')).toBeVisible();
};

/** The available balance the profile tab shows. */
const shownAvailable = async (page: Page) => {
  await new UserTabPage(page).open();
  return page.getByTestId('user-available');
};

test.beforeEach(async ({ ownMock, page }) => {
  await resetFrozenAt(ownMock, `${TODAY} 10:00:00`);
  await ownMock.use(page);
});

test('every status, the planner with amount and countdown, pay-in once', async ({
  ownMock,
  page,
  request,
}) => {
  expect(new Set(MINE.map((r) => r.status))).toEqual(new Set([1, 2, 3, 4, 5]));
  await logIn(ownMock, page, request);
  const before = await availableOf(ownMock);
  expect(before).toBeGreaterThanOrEqual(PAYABLE.bond);
  // The profile tab's card: something is due.
  await expect(page.getByTestId('planner-compact')).toContainText('1 笔中签待缴款');

  const records = new RecordsPage(page);
  await records.open();
  await expect(records.cards).toHaveCount(MINE.length);
  for (const row of MINE) await expect(records.status(row.newCode)).toHaveText(LABEL[row.status]!);

  const item = records.plannerItem(PAYABLE.id);
  await expect(item.getByTestId('planner-amount')).toHaveText(yuan(PAYABLE.bond));
  // Published Friday 18:00 → due today 16:00 (estimated: the share left the calendar).
  await expect(item.getByTestId('planner-due')).toHaveText(
    /^剩余 (5 小时 59 分|6 小时 0 分) · 截止北京时间 .*16:00（估计）$/,
  );
  await expect(records.planner.getByTestId('planner-coverage')).toHaveText(
    `A股账户可用 ¥${yuan(before)}，足够缴款`,
  );

  const sent = countRequests(page, PAY);
  await records.pay(PAYABLE.newCode, 10);
  await expect(records.status(PAYABLE.newCode)).toHaveText('已缴纳');
  await expect(records.planner).toHaveCount(0);
  expect(sent()).toBe(1);
  const after = await availableOf(ownMock);
  expect(after).toBeCloseTo(before - PAYABLE.bond, 2);
  await expect(await shownAvailable(page)).toHaveText(yuan(before - PAYABLE.bond));
  await expect(page.getByTestId('planner-compact')).toHaveCount(0);
});

test('an IPO application for today’s share waits for the draw; ten taps, one request', async ({
  ownMock,
  page,
  request,
}) => {
  await logIn(ownMock, page, request);
  const before = await availableOf(ownMock);
  const detail = new NewShareDetailPage(page);
  await detail.open(OPEN_TODAY.code, 1);
  await expect(page.getByTestId('share-timeline')).toBeVisible();
  await detail.submit.click();
  await expect(detail.error).toHaveText('请输入申购数量');
  await detail.shares.fill('1000');
  const sent = countRequests(page, ADD);
  await detail.submit.click({ clickCount: 10 });
  const records = new RecordsPage(page);
  await expect(page.getByTestId('subscription-records-page')).toBeVisible();
  await expect(records.status(OPEN_TODAY.code)).toHaveText('待中签');
  expect(sent()).toBe(1);
  // Nothing is charged until allotted.
  expect(await availableOf(ownMock)).toBeCloseTo(before, 2);
});

test('an offline placement freezes its amount at once; short funds are refused first', async ({
  ownMock,
  page,
  request,
}) => {
  await logIn(ownMock, page, request);
  const before = await availableOf(ownMock);
  const price = PLACEMENT.price!;
  const detail = new NewShareDetailPage(page);
  await detail.open(PLACEMENT.code, 2);
  const sent = countRequests(page, ADD);

  const tooMany = Math.floor(before / price) + 1;
  await detail.shares.fill(String(tooMany));
  await detail.submit.click();
  await expect(detail.error).toHaveText(
    `可用余额不足：需冻结 ¥${yuan(tooMany * price)}，可用 ¥${yuan(before)}`,
  );
  await expect(detail.shares).toHaveValue(String(tooMany));
  expect(sent()).toBe(0);

  await detail.shares.fill('100');
  await expect(detail.cost).toHaveText(`提交后将立即冻结 ¥${yuan(100 * price)}`);
  await detail.submit.click({ clickCount: 10 });
  const records = new RecordsPage(page);
  await expect(records.status(PLACEMENT.code)).toHaveText('待中签');
  await expect(records.card(PLACEMENT.code).getByTestId('kind-badge')).toHaveText('线下配售');
  expect(sent()).toBe(1);
  expect(await availableOf(ownMock)).toBeCloseTo(before - 100 * price, 2);
  await expect(await shownAvailable(page)).toHaveText(yuan(before - 100 * price));
});

test('a grab of a share listing today is paid at once and filled into a position; below the minimum refused first; ten taps, one request', async ({
  ownMock,
  page,
  request,
}) => {
  await logIn(ownMock, page, request);
  const listsToday = db.stockSubscribes.find((s) => beijingDay(s.listDate) === TODAY)!;
  const price = listsToday.price!;
  const before = await availableOf(ownMock);
  const sent = countRequests(page, GRAB);
  await openRoute(page, `/qingchouDetail?code=${listsToday.code}`, 'grab-form');
  const lots = page.locator('#grab-lots');

  // A Shenzhen share: 500 shares (5 lots) at least, said before anything is sent.
  await lots.fill('1');
  await page.getByTestId('grab-submit').click();
  await expect(page.locator('#grab-lots-error')).toContainText('5');
  await expect(lots).toHaveValue('1');
  expect(sent()).toBe(0);

  // The grab is drawn at the next catch-up (ADR 0027): filled here, so it is a position at once.
  await ownMock.control.send('PUT', '/new-shares/rate', { rate: 1 });
  await lots.fill('5');
  await expect(page.getByTestId('grab-amount')).toHaveText(yuan(500 * price));
  await page.getByTestId('grab-submit').click({ clickCount: 10 });
  const records = new RecordsPage(page);
  await expect(records.card(listsToday.code).first().getByTestId('kind-badge')).toHaveText(
    '新股抢筹',
  );
  await expect(records.status(listsToday.code)).toHaveText('已转持仓');
  expect(sent()).toBe(1);
  expect(await availableOf(ownMock)).toBeCloseTo(before - 500 * price, 2);
});

test('screenshots: detail, grab, records, allotments and the profile card in both themes', async ({
  ownMock,
  page,
  request,
}, testInfo) => {
  await logIn(ownMock, page, request);
  const listsToday = db.stockSubscribes.find((s) => beijingDay(s.listDate) === TODAY)!;
  for (const theme of ['red', 'black'] as const) {
    if (theme === 'black') {
      const settings = new SettingsPage(page);
      await settings.open();
      await settings.chooseTheme('black');
    }
    await new UserTabPage(page).open();
    await expect(page.getByTestId('planner-compact')).toBeVisible();
    await shoot(page, testInfo, `profile-${theme}`);
    await new NewShareDetailPage(page).open(OPEN_TODAY.code, 1);
    await shoot(page, testInfo, `detail-ipo-${theme}`);
    await new NewShareDetailPage(page).open(PLACEMENT.code, 2);
    await shoot(page, testInfo, `detail-placement-${theme}`);
    await openRoute(page, `/qingchouDetail?code=${listsToday.code}`, 'grab-form');
    await shoot(page, testInfo, `grab-${theme}`);
    await new RecordsPage(page).open();
    await expect(page.getByTestId('planner')).toBeVisible();
    await shoot(page, testInfo, `sharerecord-${theme}`);
    await openRoute(page, '/zhongqianrecord', 'allotment-records-page');
    await expect(page.getByTestId('record-card').first()).toBeVisible();
    await shoot(page, testInfo, `zhongqianrecord-${theme}`);
  }
});
