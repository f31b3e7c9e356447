// Repeat visits (ADR 0034): the production build's service worker keeps the app's files, so a
// page reloaded without a connection still opens — shell, tab bar and a "no connection" notice,
// never the browser's error page — and a new deployment is offered with a "reload" prompt that
// switches only when tapped. The operator's public pictures are kept by the worker, a deposit QR
// code never is. Every other spec blocks service workers (playwright.config.ts).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import express from 'express';
import type { Locator, Page, TestInfo } from '@playwright/test';

import { NAMED_USERS } from '../../fixtures/src/users';

import { expect, MOCK_ORIGIN, test } from './fixtures';
import { loginViaApi, useToken } from './pages/auth.page';

const USER = NAMED_USERS.verified;
/** The deposit address's QR code on /btc (money.json btc.qrAlt). */
const QR_ALT = '充值地址二维码';
/** The worker's picture cache (scripts/vite-pwa.ts PUBLIC_IMAGES_CACHE). */
const PUBLIC_IMAGES_CACHE = 'public-images';

test.use({ serviceWorkers: 'allow' });
// Each test loads the whole build twice (the worker precaches every chunk) on a shared machine.
test.describe.configure({ timeout: 90_000 });

const DIST = process.env.E2E_DIST ?? 'dist/e2e';

/** Waits until a service worker controls the page (the first visit installs it; a reload hands the page to it). */
const waitForControl = async (page: Page): Promise<void> => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
};

/** The drawn width of a loaded image (0 while loading or when it failed). */
const shownWidth = (img: Locator): Promise<number> =>
  img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0));

/** The addresses the worker's picture cache holds. */
const kept = (page: Page): Promise<string[]> =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((r) => r.url);
  }, PUBLIC_IMAGES_CACHE);

const shoot = async (page: Page, testInfo: TestInfo, name: string): Promise<void> => {
  for (const theme of ['red', 'black'] as const) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    const path = testInfo.outputPath(`${name}-${theme}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`${name}-${theme}`, { path, contentType: 'image/png' });
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'red'));
};

test('a reload without a connection opens the saved shell with a notice; data returns online', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/#/home');
  await expect(page.getByTestId('home-index')).toHaveCount(3);
  await waitForControl(page);
  // Chromium's own installability check (manifest, icons, service worker): nothing to report
  // but the test browser's private profile.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual(
    [],
  );

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('[data-tabbar]')).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText(/网络已断开/);
  await expect(page.getByTestId('test-station-notice')).toBeVisible();
  await shoot(page, testInfo, 'offline-home');

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page.getByTestId('home-index')).toHaveCount(3, { timeout: 15_000 });
});

test("a repeat visit shows /home's banner from the worker's cache; a deposit QR code is never kept", async ({
  page,
  context,
  request,
}) => {
  await useToken(page, await loginViaApi(request, MOCK_ORIGIN, USER.phone, USER.password));
  await page.goto('/#/home');
  await waitForControl(page);
  // Controlled now: the banner and the QR code are asked for once through the worker's routes.
  const banner = page.getByTestId('home-banners').locator('img').first();
  await expect(banner).toHaveAttribute(
    'src',
    /^http:\/\/localhost:\d+\/upload\/site\/banner-\d+\.svg$/,
  );
  const bannerUrl = (await banner.getAttribute('src'))!;
  await expect.poll(() => shownWidth(banner)).toBeGreaterThan(0);
  await expect.poll(() => kept(page)).toContain(bannerUrl);
  await page.goto('/#/btc');
  const qr = page.getByRole('img', { name: QR_ALT });
  await expect(qr).toHaveAttribute('src', /\/upload\/pay\/qr-\d+\.svg$/);
  const qrUrl = (await qr.getAttribute('src'))!;
  await expect.poll(() => shownWidth(qr)).toBeGreaterThan(0);

  // The upload server goes away. New tabs, so nothing comes from this page's memory.
  const refused: string[] = [];
  await context.route(/\/upload\//, (route) => {
    refused.push(route.request().url());
    return route.abort();
  });
  const again = await context.newPage();
  await again.goto('/#/home');
  const bannerAgain = again.getByTestId('home-banners').locator('img').first();
  await expect(bannerAgain).toHaveAttribute('src', bannerUrl);
  await expect.poll(() => shownWidth(bannerAgain)).toBeGreaterThan(0);

  const qrAgain = await context.newPage();
  await qrAgain.goto('/#/btc');
  const qrImage = qrAgain.getByRole('img', { name: QR_ALT });
  await expect(qrImage).toHaveAttribute('src', qrUrl);
  await expect.poll(() => refused).toContain(qrUrl);
  await expect.poll(() => qrImage.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect(await shownWidth(qrImage)).toBe(0);
  expect(await kept(qrAgain)).not.toContain(qrUrl);
});

test.describe('a new deployment', () => {
  let dir: string;
  let server: Server;
  let origin: string;

  test.beforeAll(async () => {
    // A copy of the build this test can change, served like the real one (sw.js not cached).
    dir = mkdtempSync(join(tmpdir(), 'sw-update-'));
    cpSync(DIST, dir, { recursive: true });
    const app = express();
    app.use(
      express.static(dir, {
        setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
      }),
    );
    app.get('*', (_req, res) => res.sendFile(resolve(dir, 'index.html')));
    server = await new Promise<Server>((ok) => {
      const s = app.listen(0, 'localhost', () => ok(s));
    });
    const address = server.address();
    origin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  });

  test.afterAll(() => {
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Deploys "version 2": index.html gets a marker, sw.js a new revision of it. */
  const deployNextVersion = () => {
    const index = join(dir, 'index.html');
    writeFileSync(
      index,
      readFileSync(index, 'utf8').replace('<head>', '<head><meta name="x-build" content="v2" />'),
    );
    const sw = join(dir, 'sw.js');
    const next = readFileSync(sw, 'utf8').replace(
      /(url:"index\.html",revision:")[0-9a-f]+"/,
      '$1next-version"',
    );
    expect(next).toContain('next-version');
    writeFileSync(sw, next);
  };

  test('is offered with a reload prompt, and the tap runs the new version', async ({
    page,
  }, testInfo) => {
    await page.goto(`${origin}/#/home`);
    await expect(page.getByTestId('home-index')).toHaveCount(3);
    await waitForControl(page);
    await expect(page.locator('meta[name="x-build"]')).toHaveCount(0);

    deployNextVersion();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const banner = page.getByTestId('update-banner');
    await expect(banner).toContainText('新版本已就绪');
    // The page stays as it was until the trader says so.
    await page.waitForTimeout(1_000);
    await expect(page.locator('meta[name="x-build"]')).toHaveCount(0);
    await shoot(page, testInfo, 'update-prompt');

    await banner.getByRole('button', { name: '重新加载' }).tap();
    await expect(page.locator('meta[name="x-build"]')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByTestId('home-index')).toHaveCount(3);
    await expect(page.getByTestId('update-banner')).toHaveCount(0);
  });
});
