// Issue 6: home with live data, the watchlist (add on the detail page, see it in the tab, remove
// it) and the truth about is-in-list despite the reference's inverted isOption reply.
import { expect, freshPhone, MOCK_ORIGIN, test } from './fixtures';
import { test as ownMockTest } from './own-mock';
import { cloneUser, signIn } from './pages/kyc.page';
import { ShellPage } from './pages/shell.page';

// Advancers and decliners exist only once a trading day has opened (before the 09:25 auction
// every price is the previous close): this one runs on a mock of its own, its clock in a session.
ownMockTest(
  'home shows indexes, breadth, top gainers, shortcuts and news',
  async ({ page, ownMock }) => {
    await ownMock.use(page);
    await ownMock.control.send('PUT', '/clock', {
      at: '2026-11-18 10:00:00',
      speed: 1,
      frozen: false,
    });
    await new ShellPage(page).open('/home');
    await expect(page.getByTestId('home-index')).toHaveCount(3);
    await expect(page.getByTestId('home-index').first()).toContainText('上证指数');
    await expect(page.getByTestId('home-hot-stock')).toHaveCount(6);
    await expect(page.getByTestId('summary-rising')).toContainText(/上涨 \d+ 家/);
    await expect(page.getByTestId('home-entries').getByRole('link')).toHaveCount(17);
    await expect(page.getByTestId('home-news-list').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('home-banners').locator('img').first()).toBeVisible();

    // Top gainers come sorted by change %, highest first.
    const pcts = await page
      .getByTestId('home-hot-stock')
      .evaluateAll((tiles) =>
        tiles.map((t) => Number(/([+-]?\d+\.\d+)%/.exec(t.textContent ?? '')?.[1] ?? 'NaN')),
      );
    expect(pcts).toEqual([...pcts].sort((a, b) => b - a));

    // A hot stock opens its detail page with a live quote.
    await page.getByTestId('home-hot-stock').first().click();
    await expect(page).toHaveURL(/#\/kline\?code=\d{6}/);
    await expect(page.getByTestId('quote-price')).toHaveText(/^\d+\.\d{2}$/);
  },
);

test('a cold start of /home asks each first-screen endpoint once, and the news after them', async ({
  page,
  shell,
}) => {
  // Boot starts the first screen's queries before the page renders (page prefetch); the page's
  // own hooks must find them instead of asking again. The news below the first screen waits for
  // them to be answered (or for a scroll), so it does not share the line with them.
  const asked = new Map<string, number>();
  const firstAsked = new Map<string, number>();
  const secondAsked = new Map<string, number>();
  const answered = new Map<string, number>();
  const pathOf = (url: string) => new URL(url).pathname;
  page.on('request', (request) => {
    const path = pathOf(request.url());
    if (request.method() === 'OPTIONS') return;
    asked.set(path, (asked.get(path) ?? 0) + 1);
    if (!firstAsked.has(path)) firstAsked.set(path, performance.now());
    else if (!secondAsked.has(path)) secondAsked.set(path, performance.now());
  });
  page.on('requestfinished', (request) => {
    const path = pathOf(request.url());
    if (request.method() !== 'OPTIONS' && !answered.has(path))
      answered.set(path, performance.now());
  });
  await shell.open('/home');
  await expect(page.getByTestId('home-banners').locator('img').first()).toBeVisible();
  await expect(page.getByTestId('home-news-list').getByRole('listitem').first()).toBeVisible();
  // The index strip is asked again at its first poll (3 s after its answer), not before: by then a
  // duplicate first-screen request would have gone out too.
  const indexes = '/api/index/queryListIndex.do';
  await expect.poll(() => asked.get(indexes) ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  expect.soft(asked.get(indexes), `${indexes}: once, then once per poll`).toBe(2);
  expect
    .soft(secondAsked.get(indexes)! - answered.get(indexes)!, `${indexes} asked again by its poll`)
    .toBeGreaterThan(2_500);
  const firstScreen = ['/api/site/getBannerByPlat.do', '/api/site/getInfo.do', '/api/art/list.do'];
  for (const path of [...firstScreen, '/api/news/getNewsList.do']) {
    expect.soft(asked.get(path), path).toBe(1);
  }
  const news = firstAsked.get('/api/news/getNewsList.do') ?? 0;
  for (const path of [...firstScreen, indexes]) {
    expect
      .soft(news, `news asked after ${path} was answered`)
      .toBeGreaterThan(answered.get(path) ?? Infinity);
  }
});

test('watchlist: add on the detail page, see it in the tab, remove it', async ({
  page,
  control,
}) => {
  const user = await cloneUser(control, 'verified', freshPhone());
  await signIn(page, page.request, MOCK_ORIGIN, user);

  await page.goto('/#/kline?code=601318&name=中国平安&type=sh');
  const toggle = page.getByTestId('watch-toggle');
  await expect(toggle).toHaveAttribute('data-state', /^(in|out)$/);
  if ((await toggle.getAttribute('data-state')) === 'in') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-state', 'out');
  }
  await toggle.click();
  await expect(page.getByText('已加入自选')).toBeVisible();
  await expect(toggle).toHaveAttribute('data-state', 'in');

  // A reload asks the server again: the inverted isOption reply still reads as "in the list".
  await page.reload();
  await expect(page.getByTestId('watch-toggle')).toHaveAttribute('data-state', 'in');

  await page.goto('/#/MyList');
  const row = page.locator('[data-testid="quote-row"][data-code="601318"]');
  await expect(row).toBeVisible();
  await expect(row).toContainText('中国平安');
  await row.getByTestId('watchlist-remove').click();
  await expect(page.getByText('已删除自选')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto('/#/kline?code=601318&name=中国平安&type=sh');
  await expect(page.getByTestId('watch-toggle')).toHaveAttribute('data-state', 'out');
});

test('indexes cannot be added to the watchlist, and say why', async ({ page, control }) => {
  const user = await cloneUser(control, 'verified', freshPhone());
  await signIn(page, page.request, MOCK_ORIGIN, user);
  await page.goto('/#/kline?code=sh000001&kind=index');
  await expect(page.getByTestId('quote-price')).toBeVisible();
  const toggle = page.getByTestId('watch-toggle');
  await expect(toggle).toHaveAttribute('data-state', 'unavailable');
  await toggle.click();
  await expect(page.getByText('指数不支持加入自选')).toBeVisible();
});

test('a visitor sees a login prompt on the watchlist tab', async ({ page, shell }) => {
  await shell.open('/MyList');
  await expect(page.getByTestId('watchlist-visitor')).toBeVisible();
});

test('the add button floats at the bottom of the screen after the page slides in, clear of the text', async ({
  page,
  shell,
}) => {
  await shell.open('/setting');
  // A pushed page slides in: its animation must not leave it the add button's containing block.
  await page.evaluate(() => {
    window.location.hash = '/mylist';
  });
  const main = page.locator('main:not([hidden])');
  await expect(main.getByTestId('watchlist-visitor')).toBeVisible();
  await main.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const viewport = page.viewportSize()!;
  const add = (await page.getByTestId('watchlist-add').boundingBox())!;
  // 72 px above the screen's bottom (above the tab bar), not above the page's.
  expect(viewport.height - (add.y + add.height)).toBeCloseTo(72, 0);
  const text = (await page
    .getByTestId('watchlist-visitor')
    .getByText('登录后')
    .first()
    .boundingBox())!;
  expect(add.y).toBeGreaterThan(text.y + text.height);
});
