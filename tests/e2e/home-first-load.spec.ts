// Issue 24, cold /home: the banner (the page's largest paint) is asked for by the entry, before
// the start-up has loaded (ADR 0038), and the top gainers' loading tiles are as tall as the filled
// ones, so nothing below them moves when the gainers arrive.
import { expect, MOCK_ORIGIN, test } from './fixtures';

const BANNERS = '/api/site/getBannerByPlat.do';

test('the banner is asked for before the start-up has loaded, and only once', async ({
  page,
  shell,
}) => {
  const order: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'OPTIONS') return;
    const { pathname } = new URL(request.url());
    if (pathname === BANNERS || /\/assets\/home-page\.prefetch-/.test(pathname)) {
      order.push(pathname === BANNERS ? 'banners' : 'prefetch chunk');
    }
  });
  await shell.open('/home');
  await expect(page.getByTestId('home-banners').locator('img').first()).toBeVisible();
  // Before boot has even asked for /home's prefetch module (which used to send it).
  expect(order).toEqual(['banners', 'prefetch chunk']);
});

test('a loading gainer tile is as tall as a filled one', async ({ page, shell }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${MOCK_ORIGIN}/api/stock/getStockSort.do*`, async (route) => {
    await held;
    await route.continue();
  });
  await shell.open('/home');
  const loading = page.getByTestId('home-hot').getByTestId('home-skeleton');
  await expect(loading).toHaveCount(6);
  // Measured once the page has settled (its fonts, the first screen above the tiles).
  await expect(page.getByTestId('home-banners').locator('img').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const loadingHeights = await loading.evaluateAll((tiles) =>
    tiles.map((t) => t.getBoundingClientRect().height),
  );
  release();
  const filled = page.getByTestId('home-hot-stock');
  await expect(filled).toHaveCount(6);
  const filledHeights = await filled.evaluateAll((tiles) =>
    tiles.map((t) => t.getBoundingClientRect().height),
  );
  expect(loadingHeights).toEqual(filledHeights);
});
