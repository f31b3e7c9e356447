// Start-up on the build's config snapshot (ADR 0035). The e2e build ships with a snapshot naming
// the test mock (scripts/build-e2e.ts): with no cached address the first screen's requests leave
// at once, while the config chain revalidates it and has the last word.
import type { Page, Route } from '@playwright/test';

import { expect, MOCK_ORIGIN, test } from './fixtures';

const PRIMARY = `${MOCK_ORIGIN}/config/primary.json`;
/** The same mock under another loopback name: an address the build allows, not the snapshot's. */
const OTHER_ORIGIN = MOCK_ORIGIN.replace('//localhost:', '//127.0.0.1:');

/** Every alert the app shows, kept (the app's alerts hide themselves after 2 s). */
const recordAlerts = async (page: Page): Promise<() => Promise<string[]>> => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Reflect.set(window, '__alerts', seen);
    new MutationObserver(() => {
      document.querySelectorAll('[role="alert"]').forEach((el) => {
        const text = el.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      });
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => Reflect.get(window, '__alerts') as string[]);
};

const banner = (page: Page) => page.getByTestId('home-banners').locator('img').first();
const apiCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/') && r.method() !== 'OPTIONS') calls.push(r.url());
  });
  return calls;
};

test('the snapshot starts the first screen before the config document answers', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(PRIMARY, async (route: Route) => {
    await held;
    await route.continue();
  });
  const calls = apiCalls(page);
  await page.goto('/#/home');
  // The config document is still held: what shows came from the snapshot's address.
  await expect(banner(page)).toBeVisible();
  await expect(page.getByTestId('home-index')).toHaveCount(3);
  expect(calls.every((url) => url.startsWith(`${MOCK_ORIGIN}/api/`))).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('apiBase'))).toBeNull();
  release();
  // The chain confirmed it: cached for the next start.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('apiBase'))).toBe(MOCK_ORIGIN);
  await expect(page.getByTestId('home-index')).toHaveCount(3);
});

test('a dead snapshot address gives way to the config chain, and the page works', async ({
  page,
}) => {
  // The snapshot's API is gone; the config document names where the API lives now.
  await page.route(`${MOCK_ORIGIN}/api/**`, (route) => route.abort('connectionrefused'));
  await page.route(PRIMARY, (route) => route.fulfill({ json: { ads: OTHER_ORIGIN } }));
  const calls = apiCalls(page);
  const alerts = await recordAlerts(page);
  await page.goto('/#/home');
  await expect(banner(page)).toBeVisible();
  await expect(page.getByTestId('home-index')).toHaveCount(3);
  expect(calls.some((url) => url.startsWith(`${OTHER_ORIGIN}/api/`))).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('apiBase'))).toBe(OTHER_ORIGIN);
  // The failed replies waited for the chain instead of raising the network-error alert.
  expect(await alerts()).toEqual([]);
});

test('a config document naming another address switches the app to it', async ({ page }) => {
  // Answered late, so the first screen has already asked the snapshot's address.
  await page.route(PRIMARY, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fulfill({ json: { ads: OTHER_ORIGIN } });
  });
  const calls = apiCalls(page);
  const alerts = await recordAlerts(page);
  await page.goto('/#/home');
  await expect(banner(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('apiBase'))).toBe(OTHER_ORIGIN);
  expect(calls.some((url) => url.startsWith(`${MOCK_ORIGIN}/api/`))).toBe(true);
  // What is shown is asked again at the live address, and later calls go there too.
  await expect
    .poll(() => calls.filter((url) => url.includes(`${OTHER_ORIGIN}/api/index/`)).length)
    .toBeGreaterThan(0);
  await page.getByTestId('tab-tradingList').click();
  await expect
    .poll(() => calls.at(-1) ?? '')
    .toMatch(new RegExp(`^${OTHER_ORIGIN.replace(/[.]/g, '\\.')}/api/`));
  expect(await alerts()).toEqual([]);
});

test('the built page preconnects to the snapshot address', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator(`link[rel="preconnect"][href^="${MOCK_ORIGIN}"]`)).toHaveAttribute(
    'crossorigin',
    'use-credentials',
  );
});

test('with a stored session token the config chain goes first: the token reaches no other address', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('USERTOKEN', 'token-of-an-earlier-visit'));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(PRIMARY, async (route: Route) => {
    await held;
    await route.continue();
  });
  const calls = apiCalls(page);
  await page.goto('/#/home');
  await page.waitForTimeout(1_500);
  expect(calls).toEqual([]);
  release();
  await expect(banner(page)).toBeVisible();
});
