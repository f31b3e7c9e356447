// Start-up config resolution against the real build (product-spec §4), with the config addresses
// failed by routing.
import { expect, MOCK_ORIGIN, test } from './fixtures';

const PRIMARY = `${MOCK_ORIGIN}/config/primary.json`;
const SECONDARY = `${MOCK_ORIGIN}/config/secondary.json`;

test.describe('start-up config', () => {
  test('the first address failing falls back to the second', async ({ page, shell }) => {
    const seen: string[] = [];
    page.on('request', (r) => seen.push(r.url()));
    await page.route(PRIMARY, (route) => route.abort('connectionrefused'));
    await shell.open('/home');
    await expect(shell.notice).toBeVisible();
    // The app may start on the build's snapshot and ask the chain meanwhile (ADR 0035): the
    // second address is asked and its answer kept, though perhaps after the first screen.
    await expect.poll(() => seen).toContain(SECONDARY);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('apiBase'))).toBe(MOCK_ORIGIN);
  });

  test('a document without ads is skipped', async ({ page, shell }) => {
    await page.route(PRIMARY, (route) => route.fulfill({ json: { api: 'x' } }));
    await shell.open('/home');
    await expect(shell.notice).toBeVisible();
  });

  test('both failing show the full-page message; retry mounts the app without reload', async ({
    page,
  }) => {
    let down = true;
    for (const url of [PRIMARY, SECONDARY]) {
      await page.route(url, (route) =>
        down ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
      );
    }
    await page.goto('/#/home');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('已无法连接到服务器，请检查您的网络并重试');
    down = false;
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByTestId('test-station-notice')).toBeVisible();
  });

  test('the full-page message follows the stored language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    for (const url of [PRIMARY, SECONDARY]) await page.route(url, (route) => route.abort('failed'));
    await page.goto('/#/home');
    await expect(page.getByRole('alert')).toContainText('Cannot connect to the server');
  });

  test('a cached address is used without fetching config', async ({ page, shell }) => {
    await page.addInitScript((origin) => localStorage.setItem('apiBase', origin), MOCK_ORIGIN);
    const configCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/config/')) configCalls.push(r.url());
    });
    await shell.open('/home');
    await expect(shell.notice).toBeVisible();
    expect(configCalls).toEqual([]);
  });

  test('first paint is the static skeleton, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    // The test-station line in the default language (the app's zh-CN notice.testStation).
    await expect(page.getByText('本站为技术测试站，不提供真实交易')).toBeVisible();
    await context.close();
  });
});
