// One real run of the desktop shell: build it, launch the Electron binary on out/main/index.js and
// check that the harness window loads, the mock main started answers, the app shows in a device
// frame under the CSP main adds, and nothing opens a window. Where the binary is not installed
// (CI, this repository's default: the download is skipped) it is skipped and says why.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import type { ElectronApplication, Frame, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { electronBinary, MISSING_ELECTRON_REASON } from '../../../scripts/electron-binary';

import { HOST_ENV } from './host-plan';

const root = resolve(import.meta.dirname, '../../..');
const binary = electronBinary();
const hasDisplay =
  process.platform !== 'linux' || Boolean(process.env.DISPLAY ?? process.env.WAYLAND_DISPLAY);
const skipReason =
  binary === null
    ? MISSING_ELECTRON_REASON
    : hasDisplay
      ? null
      : 'no display to open a window on (run it under xvfb-run)';
if (skipReason !== null) {
  // Printed so a skipped smoke test is never mistaken for a passing one.
  console.log(`[electron smoke] skipped: ${skipReason}`);
}

const STARTUP_MS = 120_000;

/** Main starts its own mock and app when none is handed to it, as `electron-vite preview` does. */
const launchEnv = (): Record<string, string> => {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined) env[name] = value;
  }
  for (const name of Object.values(HOST_ENV)) delete env[name];
  delete env.ELECTRON_RUN_AS_NODE;
  return env;
};

const frameOf = async (page: Page, url: RegExp): Promise<Frame> => {
  await expect
    .poll(() => page.frames().some((frame) => url.test(frame.url())), { timeout: STARTUP_MS })
    .toBe(true);
  return page.frames().find((frame) => url.test(frame.url()))!;
};

describe.skipIf(skipReason !== null)('the Electron shell, launched for real', () => {
  let shell: ElectronApplication | undefined;
  let userData = '';

  beforeAll(async () => {
    execFileSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'pipe' });
    userData = mkdtempSync(join(tmpdir(), 'harness-smoke-'));
    const { _electron } = await import('@playwright/test');
    shell = await _electron.launch({
      executablePath: binary!,
      // Its own profile: a harness the developer has open keeps its single-instance lock.
      args: [`--user-data-dir=${userData}`, join(root, 'out/main/index.js')],
      cwd: root,
      env: launchEnv(),
      timeout: STARTUP_MS,
    });
  }, STARTUP_MS + 60_000);

  afterAll(async () => {
    await shell?.close();
    if (userData) rmSync(userData, { recursive: true, force: true });
  });

  it(
    'opens the harness page on its own http origin, and the mock it started answers',
    async () => {
      const page = await shell!.firstWindow();
      await page.waitForLoadState('domcontentloaded');
      expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      expect(await page.title()).toBe('Device harness');
      const { mockOrigin } = await page.evaluate(() =>
        (
          globalThis as unknown as { harness: { endpoints(): Promise<{ mockOrigin: string }> } }
        ).harness.endpoints(),
      );
      const reply = await fetch(`${mockOrigin}/api/site/getInfo.do`, { method: 'POST' });
      expect(await reply.json()).toMatchObject({ status: 0 });
    },
    STARTUP_MS,
  );

  it(
    'runs the app in a device frame, where inline script is refused and no window opens',
    async () => {
      const page = await shell!.firstWindow();
      const frame = await frameOf(page, /^http:\/\/f1\.localhost:\d+\//);
      // React replaced the static skeleton: the app's scripts (and, in dev, Vite's hashed
      // preamble) ran under the frame's policy, and it drew what the mock sent.
      await expect.poll(() => frame.locator('.sk').count(), { timeout: STARTUP_MS }).toBe(0);
      // Expressions, not functions: they run in the frame, which this Node-typed file cannot name.
      const injected = await frame.evaluate(`(() => {
        const script = document.createElement('script');
        script.textContent = 'globalThis.__smokeInline = true';
        document.head.append(script);
        return globalThis.__smokeInline === true;
      })()`);
      expect(injected).toBe(false);
      expect(await frame.evaluate("window.open('https://example.com/') === null")).toBe(true);
      expect(shell!.windows()).toHaveLength(1);
    },
    STARTUP_MS,
  );
});
