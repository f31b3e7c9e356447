// Issue 6: the detail page — a quote that moves while the (mock) market is open and stands still
// when it is closed, every chart period and adjustment, the long-press crosshair.
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { test as ownMockTest } from './own-mock';

const MOUTAI = '/#/kline?code=600519&name=贵州茅台&type=sh';

/** Holds a finger on the chart for `ms` through CDP touch events (pointerType touch). */
const longPress = async (page: Page, selector: string, ms = 700) => {
  await page.locator(selector).scrollIntoViewIfNeeded();
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  const point = { x: box.x + box.width * 0.6, y: box.y + box.height * 0.4 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(ms);
  return async () => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  };
};

// These move the clock, so they run on a mock of their own: the shared one stays in its session.
ownMockTest.describe('market clock', () => {
  ownMockTest('the quote moves while the market is open', async ({ page, ownMock }) => {
    // A Wednesday morning, running 20× so several ticks land within a few seconds.
    await ownMock.use(page);
    await ownMock.control.send('PUT', '/clock', {
      at: '2026-11-18 10:00:00',
      speed: 20,
      frozen: false,
    });
    await page.goto(MOUTAI);
    const status = page.getByTestId('market-status');
    await expect(status).toHaveAttribute('data-phase', 'open');
    await expect(status).toHaveAttribute('data-state', 'fresh');
    const price = page.getByTestId('quote-price');
    const first = await price.textContent();
    await expect.poll(() => price.textContent(), { timeout: 15_000 }).not.toBe(first);
    await expect(page.getByTestId('trade-bar')).not.toContainText('非交易时段');
  });

  ownMockTest(
    'with the page open, the trade bar turns to the closed hint at the lunch break',
    async ({ page, ownMock }) => {
      await ownMock.use(page);
      await ownMock.control.send('PUT', '/clock', {
        at: '2026-11-18 11:29:30',
        speed: 10,
        frozen: false,
      });
      await page.goto(MOUTAI);
      const bar = page.getByTestId('trade-bar');
      await expect(page.getByTestId('market-status')).toHaveAttribute('data-phase', 'open');
      await expect(bar).not.toContainText('非交易时段');
      // 11:30 on the mock's clock within 3 s; the bar follows without a reload or a tap.
      await expect(page.getByTestId('market-status')).toHaveAttribute('data-phase', 'lunch', {
        timeout: 10_000,
      });
      await expect(bar).toContainText('当前非交易时段');
    },
  );

  ownMockTest('the quote stands still when the market is closed', async ({ page, ownMock }) => {
    await ownMock.use(page);
    await ownMock.control.send('PUT', '/clock', {
      at: '2026-11-18 16:00:00',
      speed: 20,
      frozen: false,
    });
    await page.goto(MOUTAI);
    const status = page.getByTestId('market-status');
    await expect(status).toHaveAttribute('data-phase', 'closed');
    await expect(status).toContainText('非交易时段');
    const price = page.getByTestId('quote-price');
    await expect(price).toHaveText(/^\d+\.\d{2}$/);
    // Four polls of the quote (one a second) answered, and the price the same after each.
    const seen = new Set<string | null>();
    for (let i = 0; i < 4; i++) {
      await page.waitForResponse((r) => r.url().includes('/api/stock/getSingleStock.do'));
      seen.add(await price.textContent());
    }
    expect(seen.size).toBe(1);
    await expect(page.getByTestId('trade-bar')).toContainText('当前非交易时段');
  });
});

test('every chart period and adjustment draws, and the choice survives a reload', async ({
  page,
}) => {
  await page.goto(MOUTAI);
  await expect(page.getByTestId('timeshare-chart')).toHaveAttribute('data-ready', 'true');
  for (const period of ['day', 'week', 'month', '1', '5', '30']) {
    await page.getByTestId(`period-${period}`).click();
    const chart = page.getByTestId('kline-chart');
    await expect(chart).toHaveAttribute('data-ready', 'true');
    await expect(chart).toHaveAttribute('data-bars', /^[1-9]\d*$/);
  }
  await page.getByTestId('period-day').click();
  for (const adjust of ['none', 'post', 'pre']) {
    await page.getByTestId(`adjust-${adjust}`).click();
    await expect(page.getByTestId(`adjust-${adjust}`)).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('kline-chart')).toHaveAttribute('data-ready', 'true');
  }
  await page.getByTestId('adjust-post').click();
  await expect(page).toHaveURL(/period=day.*adjust=post|adjust=post.*period=day/);
  await page.reload();
  await expect(page.getByTestId('period-day')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('adjust-post')).toHaveAttribute('aria-checked', 'true');
});

test('a long press shows the crosshair and the bar under the finger', async ({ page }) => {
  await page.goto(`${MOUTAI}&period=day`);
  const chart = page.getByTestId('kline-chart');
  await expect(chart).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('kline-ohlc')).toHaveCount(0);
  const release = await longPress(page, '[data-testid="kline-chart"]');
  const panel = page.getByTestId('kline-ohlc');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(/\d{4}-\d{2}-\d{2}/);
  await release();
  await expect(panel).toHaveCount(0);

  await page.getByTestId('period-time').click();
  await expect(page.getByTestId('timeshare-chart')).toHaveAttribute('data-ready', 'true');
  const releaseLine = await longPress(page, '[data-testid="timeshare-chart"]');
  await expect(page.getByTestId('timeshare-panel')).toBeVisible();
  await releaseLine();
});

test('an index and a future open the same detail page', async ({ page }) => {
  await page.goto('/#/kline?code=sh000001&kind=index');
  await expect(page.getByTestId('quote-header')).toContainText('上证指数');
  await expect(page.getByTestId('quote-limits')).toHaveCount(0);
  await expect(page.getByTestId('order-book-bids')).toHaveCount(0);
  await page.goto('/#/kline?code=hf_CL&kind=futures');
  await expect(page.getByTestId('quote-price')).toHaveText(/^\d+\.\d{2}$/);
  await page.getByTestId('period-day').click();
  await expect(page.getByTestId('kline-chart')).toHaveAttribute('data-ready', 'true');
});

test('moving from one instrument to another never shows the first one’s data', async ({ page }) => {
  const linePrice = async () => {
    const label = await page.getByTestId('timeshare-chart').getAttribute('aria-label');
    return Number(/(\d+(?:,\d{3})*\.\d+)/.exec(label ?? '')?.[1]?.replace(/,/g, '') ?? NaN);
  };
  const quotePrice = async () => Number(await page.getByTestId('quote-price').textContent());
  await page.goto(MOUTAI);
  await expect(page.getByTestId('timeshare-chart')).toHaveAttribute('data-points', /^[1-9]/);
  // Same route, new query: the page must start over for the index.
  await page.evaluate(() => {
    window.location.hash = '#/kline?code=sh000001&kind=index';
  });
  await expect(page.getByTestId('quote-header')).toContainText('上证指数');
  await expect(page.getByTestId('timeshare-chart')).toHaveAttribute('data-points', /^[1-9]/);
  const [line, quote] = [await linePrice(), await quotePrice()];
  expect(Math.abs(line - quote) / quote).toBeLessThan(0.05);
});

test('an unknown code says so and offers search', async ({ page }) => {
  await page.goto('/#/kline?code=999999');
  await expect(page.getByTestId('quote-not-found')).toBeVisible();
});
