// The /Subscription hub (issue 20, screens §7.1) and /inquiry (§5.5) against a mock of the
// worker's own, its clock frozen on the fixtures' reference day (Monday 2026-11-02, 10:00 Beijing)
// so the calendar has a share open today: tabs kept in the URL, the open-today / upcoming split,
// the grab list behind a login, new bonds honestly not offered, the home grid's entries, the
// cooperation agreement's agree / cancel, and screenshots of every tab in both themes.
import { readFileSync } from 'node:fs';

import type { Locator, Page, TestInfo } from '@playwright/test';

import type { StockSubscribeRow } from '../../fixtures/src/ipo';
import { NAMED_USERS } from '../../fixtures/src/users';

import { expect, test, type OwnMock } from './own-mock';
import { goInApp, SettingsPage } from './pages/account.page';
import { loginViaApi, useToken } from './pages/auth.page';
import { ShellPage } from './pages/shell.page';
import { InquiryPage, SubscriptionHubPage, type HubTab } from './pages/subscription-hub.page';

const TODAY = '2026-11-02';
const beijingDay = (ms: number | null | undefined) =>
  ms == null ? '' : new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

const calendar = (
  JSON.parse(readFileSync('fixtures/generated/db.json', 'utf8')) as {
    stockSubscribes: StockSubscribeRow[];
  }
).stockSubscribes;
const OPEN_TODAY = calendar.filter((s) => beijingDay(s.subscribeTime) === TODAY);
const UPCOMING = calendar.filter((s) => beijingDay(s.subscribeTime) > TODAY);
const LISTS_TODAY = calendar.filter((s) => beijingDay(s.listDate) === TODAY);

const logIn = async (mock: OwnMock, page: Page, api: Parameters<typeof loginViaApi>[0]) => {
  const { phone, password } = NAMED_USERS.ipo;
  await useToken(page, await loginViaApi(api, mock.origin, phone, password));
};

/** Saves the settled page under the test's output folder and attaches it to the report. */
const shoot = async (page: Page, testInfo: TestInfo, name: string, part?: Locator) => {
  await expect(page.locator('[aria-busy="true"], .adm-skeleton')).toHaveCount(0);
  const path = testInfo.outputPath(`${name}.png`);
  await (part ?? page).screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
};

test.beforeEach(async ({ ownMock, page }) => {
  // The worker's mock may come from a spec that ran its clock on (the calendar moved on): the
  // fixtures again, then the reference day.
  await ownMock.control.send('POST', '/state/reset');
  await ownMock.control.send('PUT', '/clock', { at: `${TODAY} 10:00:00`, frozen: true });
  await ownMock.use(page);
});

test('a visitor browses today’s and upcoming shares; applying asks for a login', async ({
  page,
}) => {
  expect(OPEN_TODAY.length).toBeGreaterThan(0);
  expect(UPCOMING.length).toBeGreaterThan(0);
  await new ShellPage(page).open('/Subscription');
  const hub = new SubscriptionHubPage(page);
  await hub.expectTab(1);
  await expect(hub.search).toHaveAttribute('href', '#/searchlist');

  await expect(hub.calendarCards).toHaveCount(OPEN_TODAY.length);
  const share = OPEN_TODAY[0]!;
  const card = hub.card(share.code);
  await expect(card).toContainText(share.name);
  await expect(card.getByTestId('issue-price')).toHaveText(`${share.price!.toFixed(2)} 元/股`);
  await expect(card).toContainText(`${share.orderNumber} 万股`);

  await hub.showCalendar('upcoming');
  await expect(hub.calendarCards).toHaveCount(UPCOMING.length);
  await expect(hub.card(share.code)).toHaveCount(0);
  await expect(hub.calendarCards.getByTestId('apply-1')).toHaveCount(0);
  await expect(page.getByTestId('calendar-footer')).toHaveText('没有更多了');

  await hub.showCalendar('open');
  await hub.card(share.code).getByTestId('apply-1').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(hub.root).toBeVisible();
});

test('tabs live in the URL: switching, reload, back from a record page, idx=4 and idx=5', async ({
  page,
  request,
  ownMock,
}) => {
  await logIn(ownMock, page, request);
  const shell = new ShellPage(page);
  await shell.open('/Subscription?idx=4');
  const hub = new SubscriptionHubPage(page);
  await hub.expectTab(4);
  await expect(hub.blockTrade).toBeVisible();

  await hub.showTab(5);
  await expect(hub.vipGrab).toBeVisible();
  await expect(page).toHaveURL(/#\/Subscription\?idx=5$/);
  await expect(hub.search).toHaveAttribute('href', '#/VipSearchlist');

  await hub.showTab(3);
  await expect(hub.bondsNote).toContainText('本平台暂不提供新债申购');
  await hub.showBonds('upcoming');
  await expect(page.getByTestId('bonds-hours')).toContainText('08:45-15:00');
  await expect(hub.bondsRules.locator('li')).toHaveCount(5);
  await page.reload();
  await hub.expectTab(3);

  await page.getByTestId('tile-records').click();
  await shell.expectPath('/sharerecord');
  await page.goBack();
  await hub.expectTab(3);

  await hub.showTab(2);
  await expect(hub.grabCards).toHaveCount(LISTS_TODAY.length);
  const grab = LISTS_TODAY[0]!;
  await expect(hub.grabCards.first().getByTestId('grab-placement-price')).toHaveText(
    `${grab.price!.toFixed(2)} 元/股`,
  );
  await hub.grabCards.first().getByTestId('grab-apply').click();
  await expect(page).toHaveURL(new RegExp(`#/qingchouDetail\\?code=${grab.code}$`));
});

test('the home grid opens each hub tab', async ({ page }) => {
  const shell = new ShellPage(page);
  const hub = new SubscriptionHubPage(page);
  const entries: [string, HubTab][] = [
    ['subscription', 1],
    ['grab', 2],
    ['bonds', 3],
    ['blockTrade', 4],
    ['vip', 5],
  ];
  await shell.open('/home');
  for (const [entry, tab] of entries) {
    await page.locator(`[data-entry="${entry}"]`).click();
    await hub.expectTab(tab);
    await page.goBack();
    await shell.expectPath('/home');
  }
});

test('/inquiry: the operator’s agreement; 确定 once ticked goes to the buy ticket, 取消 back', async ({
  page,
  request,
  ownMock,
}) => {
  const site = (
    (await (await request.post(`${ownMock.origin}/api/site/getInfo.do`)).json()) as {
      data: { tradeAgreeTitle: string };
    }
  ).data;
  await logIn(ownMock, page, request);
  const shell = new ShellPage(page);
  await shell.open('/home');
  await goInApp(page, '/inquiry');
  const inquiry = new InquiryPage(page);
  await expect(inquiry.title).toHaveText(site.tradeAgreeTitle);
  await expect(inquiry.agree).toHaveText(`我同意《${site.tradeAgreeTitle}》`);
  await expect(inquiry.confirm).toBeDisabled();
  await inquiry.cancel.click();
  await shell.expectPath('/home');

  await goInApp(page, '/inquiry');
  await inquiry.agree.click();
  await expect(inquiry.confirm).toBeEnabled();
  await inquiry.confirm.click();
  await shell.expectPath('/buy');
});

test('screenshots: every hub tab and /inquiry in the red and black themes', async ({
  page,
  request,
  ownMock,
}, testInfo) => {
  test.setTimeout(90_000);
  await logIn(ownMock, page, request);
  await new ShellPage(page).open('/Subscription');
  const hub = new SubscriptionHubPage(page);
  for (const theme of ['red', 'black'] as const) {
    if (theme === 'black') {
      const settings = new SettingsPage(page);
      await settings.open();
      await settings.chooseTheme('black');
    }
    for (const tab of [1, 2, 3, 4, 5] as const) {
      await goInApp(page, `/Subscription?idx=${tab}`);
      await hub.expectTab(tab);
      if (tab === 1) await expect(hub.calendarCards.first()).toBeVisible();
      if (tab === 3) await hub.showBonds('upcoming');
      await shoot(page, testInfo, `hub-${tab}-${theme}`);
    }
    await goInApp(page, '/inquiry');
    await expect(new InquiryPage(page).title).toBeVisible();
    await shoot(page, testInfo, `inquiry-${theme}`);
  }
});

test('the home grid at 320 px in every language: no label wider than its cell, two pages', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const shell = new ShellPage(page);
  await shell.open('/home');
  const pages = page.getByTestId('home-entries');
  const grid = pages.locator('..');
  const langs = { 'zh-CN': 'zh-CN', en: 'en', tww: 'zh-TW', tg: 'th', yn: 'vi' };
  for (const [lang, bcp47] of Object.entries(langs)) {
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', bcp47);
    await expect(pages.getByRole('link')).toHaveCount(17);
    const overflowing = await pages
      .getByRole('link')
      .evaluateAll((links) =>
        links
          .filter((a) => Array.from(a.children).some((c) => c.scrollWidth > a.clientWidth + 1))
          .map((a) => a.textContent),
      );
    expect(overflowing, `${lang}: labels wider than their cell`).toEqual([]);
    // Above the fixed tab bar.
    await grid.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shoot(page, testInfo, `home-grid-${lang}-1`, grid);
    await pages.evaluate((el) => el.scrollTo({ left: el.clientWidth }));
    await expect(grid.locator('span[data-active]').nth(1)).toHaveAttribute('data-active', 'true');
    await shoot(page, testInfo, `home-grid-${lang}-2`, grid);
  }
});
