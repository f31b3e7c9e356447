// Screenshots of the shell at phone size in both themes, kept under artifacts/screenshots.
import { expect, test } from './fixtures';

// [name, path, what shows once the page has its data]
const pages = [
  ['home', '/home', '[data-testid="home-hot-stock"]'],
  ['trading-list', '/trading-list', '[data-testid="quote-row"]'],
  ['mylist', '/mylist', '[data-testid="watchlist-visitor"]'],
  [
    'kline',
    '/kline?code=600519&name=贵州茅台&type=sh',
    '[data-testid="timeshare-chart"][data-ready="true"]',
  ],
  [
    'kline-day',
    '/kline?code=600519&name=贵州茅台&type=sh&period=day',
    '[data-testid="kline-chart"][data-ready="true"]',
  ],
  [
    'index-detail',
    '/kline?code=sh000001&kind=index',
    '[data-testid="timeshare-chart"][data-ready="true"]',
  ],
  // The page shown: a kept tab page's <main> stays in the DOM, hidden.
  ['settings', '/setting', 'main:not([hidden])'],
  ['warehouse', '/warehouse', 'main:not([hidden])'],
] as const;

for (const theme of ['red', 'black'] as const) {
  test(`shell screenshots, ${theme} theme`, async ({ shell, page }, testInfo) => {
    await shell.open('/setting');
    if (theme === 'black') await shell.chooseTheme('black');
    for (const [name, path, ready] of pages) {
      await page.evaluate((p) => {
        window.location.hash = p;
      }, path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.locator(ready).first()).toBeVisible();
      // Let the slide transition finish before the capture.
      await page
        .getByRole('main')
        .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const file = `artifacts/screenshots/${testInfo.project.name}-${theme}-${name}.png`;
      // Long virtualized lists: the first screens are what matters.
      const isLong = await page.evaluate(
        () => document.documentElement.scrollHeight > 3 * window.innerHeight,
      );
      await page.screenshot({ path: file, fullPage: !isLong });
      await testInfo.attach(`${theme}-${name}`, { path: file, contentType: 'image/png' });
    }
    expect(await shell.theme()).toBe(theme);
  });
}
