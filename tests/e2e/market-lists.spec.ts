// Market lists: the market tab (live A-share ranking, sort header), stock search by code and by
// pinyin initials with recent searches, the top-ten tabs; screenshots of the market tab and the
// search page at phone size in both themes.
import { NAMED_STOCKS } from '../../fixtures/src/named-securities';
import { SCENARIO_STOCKS } from '../../fixtures/src/securities';

import { expect, test } from './fixtures';
import { goInApp } from './pages/account.page';
import { saveScreenshot, SearchPage, TopTenPage, TradingListPage } from './pages/market-lists.page';

const isSorted = (values: number[], order: 'desc' | 'asc'): boolean =>
  values.every((v, i) => i === 0 || (order === 'desc' ? values[i - 1]! >= v : values[i - 1]! <= v));

test('the market tab lists live A-share quotes under the market status', async ({ page }) => {
  const list = new TradingListPage(page);
  await list.open();
  await expect(list.status).toBeVisible();
  await expect(list.rows.first()).toBeVisible();
  // 100 rows a page, only a screenful of them in the DOM.
  expect(Number(await list.list.getAttribute('data-rows'))).toBeGreaterThan(10);
  expect(await list.rows.count()).toBeLessThan(60);
  await expect(list.sortBy('changepercent')).toHaveAttribute('data-order', 'desc');
});

test('tapping change % flips the ranking between descending and ascending', async ({ page }) => {
  const list = new TradingListPage(page);
  await list.open();
  await expect(list.rows.nth(5)).toBeVisible();
  await expect.poll(async () => isSorted(await list.firstPcts(6), 'desc')).toBe(true);
  const top = (await list.firstPcts(1))[0]!;

  await list.sortBy('changepercent').click();
  await expect(list.sortBy('changepercent')).toHaveAttribute('data-order', 'asc');
  await expect
    .poll(async () => {
      const pcts = await list.firstPcts(6);
      return isSorted(pcts, 'asc') && pcts[0]! < top;
    })
    .toBe(true);

  await list.sortBy('changepercent').click();
  await expect(list.sortBy('changepercent')).toHaveAttribute('data-order', 'desc');
  await expect.poll(async () => isSorted(await list.firstPcts(6), 'desc')).toBe(true);
});

test('search by code opens the detail page and is remembered', async ({ page }) => {
  const { code, name } = NAMED_STOCKS.moutai;
  const search = new SearchPage(page);
  await search.open();
  await search.search(code);
  await expect(search.row(code)).toContainText(name);
  await search.openResult(code);
  await expect(page).toHaveURL(new RegExp(`#/kline\\?code=${code}&`));
  // The detail page on screen, not only its address: opened again before it has replaced the
  // search page, the search page would still be the one mounted, its box not focused anew.
  await expect(page.getByTestId('quote-price')).toBeVisible();

  await search.open();
  await expect(search.recentItems.first()).toHaveAttribute('data-code', code);
  await expect(search.recentItems.first()).toContainText(name);
  await search.recent.getByTestId('recent-clear').click();
  await expect(search.recent).toHaveCount(0);
});

test('search by pinyin initials finds the stock, a new keyword starts again', async ({ page }) => {
  const { code, name, spell } = SCENARIO_STOCKS.limitDown;
  const search = new SearchPage(page);
  await search.open('/searchStock');
  await search.search(spell.toLowerCase());
  await expect(search.row(code)).toContainText(name);
  await search.search(`${spell}-nothing-like-this`);
  await expect(search.empty).toBeVisible();
  await search.search(spell);
  await search.openResult(code);
  await expect(page).toHaveURL(new RegExp(`#/kline\\?code=${code}&`));
});

test('the top-ten tabs switch between Shanghai and Shenzhen', async ({ page }) => {
  const top = new TopTenPage(page);
  await top.open();
  await expect(top.tab('sh')).toHaveAttribute('aria-selected', 'true');
  await expect(top.rows.first()).toBeVisible();
  expect((await top.codes()).every((c) => /^6/.test(c))).toBe(true);

  await top.tab('sz').click();
  await expect(top.tab('sz')).toHaveAttribute('aria-selected', 'true');
  await expect
    .poll(async () => {
      const codes = await top.codes();
      return codes.length > 0 && codes.every((c) => /^[03]/.test(c));
    })
    .toBe(true);
});

for (const theme of ['red', 'black'] as const) {
  test(`market lists screenshots, ${theme} theme`, async ({ shell, page }, testInfo) => {
    await shell.open('/setting');
    if (theme === 'black') await shell.chooseTheme('black');

    await goInApp(page, '/trading-list');
    const list = new TradingListPage(page);
    await expect(list.rows.nth(5)).toBeVisible();
    await saveScreenshot(page, testInfo, `${theme}-trading-list`);

    await goInApp(page, '/searchlist');
    const search = new SearchPage(page);
    await search.search(NAMED_STOCKS.pingAnBank.name.slice(0, 2));
    await expect(search.rows.first()).toBeVisible();
    await saveScreenshot(page, testInfo, `${theme}-searchlist`);
    expect(await shell.theme()).toBe(theme);
  });
}
