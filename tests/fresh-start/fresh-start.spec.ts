// Issue 23, "a first start that always works": `npm start` from a fresh clone's state (no Vite
// optimizer caches, no saved mock world) shows the app's /home with its data inside the harness's
// first frame, three times in a row — the old failure (two dev servers re-optimizing one shared
// cache, every module answering 504 Outdated Optimize Dep, the frame stuck on its skeleton) came
// and went — with CI's colour variables set (they once hung npm start) and without them; then once
// more on the caches left, where a cache shared again made it fail. Ctrl-C then stops everything it
// started. Run alone: `npm run test:fresh-start` (not while a dev server of this checkout runs).
import { existsSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { freePort } from '../../scripts/wait-for-port';

import { assertNoDevServerRunning, mockWorldPlan, removeOptimizerCaches } from './clean-clone';
import { NpmStart, type Ports, type StartEnv } from './npm-start';
import { isViteServer, killAll, type ProcessInfo } from './processes';

/** From `npm start` to the data in the frame (measured on a 2-core machine: see tests/README). */
const DATA_LIMIT_MS = 150_000;
/** From Ctrl-C to every process gone and every port closed. */
const STOP_LIMIT_MS = 15_000;

const RUNS: { env: StartEnv; label: string; keepsCaches?: boolean }[] = [
  { env: 'ci', label: 'CI=true FORCE_COLOR=1' },
  { env: 'plain', label: 'no CI or FORCE_COLOR' },
  { env: 'ci', label: 'CI=true FORCE_COLOR=1' },
  // The next start finds the caches the last one left: where two servers shared one, the second
  // found the other's and re-optimized under the first ("vite config has changed").
  { env: 'plain', label: 'restart on the caches run 3 left', keepsCaches: true },
];

const threeFreePorts = async (): Promise<Ports> => {
  const ports = new Set<number>();
  while (ports.size < 3) ports.add(await freePort());
  const [mock = 0, app = 0, harness = 0] = ports;
  return { mock, app, harness };
};

/** Vite's own words when its first optimization goes wrong (the page is reloaded or stuck). */
const OPTIMIZER_TROUBLE =
  /Outdated Optimize Dep|Re-optimizing dependencies|optimized dependencies changed|Failed to run dependency scan/;
// Colour codes (CI=true FORCE_COLOR=1) would split the words.
// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The run in progress: a test that times out skips its own clean-up, so afterEach ends it. */
let current: NpmStart | null = null;
test.afterEach(() => {
  if (current) killAll(current.processes());
  current = null;
});

for (const [index, run] of RUNS.entries()) {
  test(`fresh start ${index + 1}/${RUNS.length} (${run.label}): /home with data in the harness frame`, async ({
    page,
  }, testInfo) => {
    assertNoDevServerRunning();
    if (!run.keepsCaches) removeOptimizerCaches();
    const world = mockWorldPlan();
    const ports = await threeFreePorts();
    testInfo.annotations.push({ type: 'world', description: world.note });

    // Only the frames' app calls the mock directly (the harness goes through its own server), so
    // an error about a module of f1.localhost or a request to the mock is the app's.
    const isApp = (url: string) =>
      url.includes('//f1.localhost:') || url.startsWith(`http://localhost:${ports.mock}/`);
    const outdated: string[] = [];
    const appErrors: string[] = [];
    const harnessErrors: string[] = [];
    let isStopping = false;
    page.on('response', (response) => {
      if (response.status() === 504) outdated.push(`504 ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() !== 'error' || isStopping) return;
      const where = message.location().url;
      (isApp(where) ? appErrors : harnessErrors).push(`${where}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (!isStopping) appErrors.push(`uncaught in the harness or its frame: ${error.message}`);
    });

    const startedAt = Date.now();
    const start = new NpmStart(ports, run.env, world.args);
    current = start;
    let stop: Awaited<ReturnType<NpmStart['interrupt']>> | undefined;
    let tree: ProcessInfo[] = [];
    try {
      const harnessUrl = await start.harnessUrl(DATA_LIMIT_MS);
      const urlAfter = Date.now() - startedAt;
      await page.goto(harnessUrl, { timeout: 30_000 });
      const iframe = page.getByTitle('app in frame f1', { exact: true });
      await expect(iframe).toHaveAttribute('src', new RegExp(`//f1\\.localhost:${ports.app}/`));
      const app = iframe.contentFrame();
      const timeout = Math.max(DATA_LIMIT_MS - (Date.now() - startedAt), 1_000);
      // The mock's three indexes with their levels, and the top gainers: data, not the skeleton.
      await expect(app.getByTestId('home-index')).toHaveCount(3, { timeout });
      await expect(app.getByTestId('home-index').first()).toContainText(/\d+\.\d\d/);
      await expect(app.getByTestId('home-hot-stock').first()).toBeVisible();
      const dataAfter = Date.now() - startedAt;
      const timing = `/home data in the frame ${seconds(dataAfter)} after npm start (harness URL printed at ${seconds(urlAfter)})`;
      console.log(`fresh start ${index + 1} (${run.label}): ${timing}`);
      testInfo.annotations.push({ type: 'time-to-data', description: String(dataAfter / 1000) });

      expect(outdated, 'module requests answered 504 (Outdated Optimize Dep)').toEqual([]);
      const trouble = plain(start.log)
        .split('\n')
        .filter((line) => OPTIMIZER_TROUBLE.test(line));
      expect(trouble, 'the dev servers re-optimized or reloaded the page').toEqual([]);
      expect(appErrors, "console errors of the frame's app, uncaught exceptions").toEqual([]);
    } finally {
      // The harness as the run left it, before its servers go away (data or skeleton).
      const shot = testInfo.outputPath('harness-before-ctrl-c.png');
      if (await page.screenshot({ path: shot, timeout: 10_000 }).then(Boolean, () => false))
        await testInfo.attach('harness before Ctrl-C', { path: shot, contentType: 'image/png' });
      // What the pages say once their servers go away is not the start's business.
      isStopping = true;
      tree = start.processes();
      stop = await start.interrupt(STOP_LIMIT_MS);
      // A failed run must not leave servers behind for the next one.
      killAll(tree);
      world.removeAfter();
      current = null;
      await testInfo.attach('npm start output', { body: start.log, contentType: 'text/plain' });
      if (harnessErrors.length > 0)
        await testInfo.attach('harness page console errors', {
          body: harnessErrors.join('\n'),
          contentType: 'text/plain',
        });
    }
    // Where /proc can be read (Linux, CI), the check below has the dev servers in its list.
    if (existsSync('/proc/self/stat'))
      expect(tree.filter((p) => isViteServer(p.command)).length, 'Vite dev servers seen').toBe(2);
    expect(
      stop.running.map((p) => `${p.pid} ${p.command}`),
      `processes left ${seconds(STOP_LIMIT_MS)} after Ctrl-C`,
    ).toEqual([]);
    expect(stop.openPorts, 'ports still open after Ctrl-C').toEqual([]);
    expect(start.isTokenFileLeft(), "the mock's control token file, left after Ctrl-C").toBe(false);
  });
}
