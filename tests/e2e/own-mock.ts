// A mock server of the worker's own, for specs that move the mock clock or the trading-hours
// switch (trading journeys): the shared mock has one clock, and a spec that opens the market
// must not close it under another spec's feet. Each worker starts one on a free port; the app
// is pointed at it through its cached API address (product-spec §4: the cache is tried first).
// Like every mock it writes its control token to mock-server/data/control-token-<port> (also with
// --no-persist), which `MockControl` reads, and removes it when stopped with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { test as base } from './fixtures';
import { MockControl } from './control';

const freePort = (): Promise<number> =>
  new Promise((ok, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => ok(port));
    });
  });

// Scenarios saved on this mock go to `scenarioDir` (a temporary folder), never into the repository.
const startMock = (port: number, scenarioDir: string): Promise<ChildProcess> =>
  new Promise((ok, fail) => {
    const child = spawn(
      process.execPath,
      [
        ...['--import', 'tsx', 'mock-server/main.ts', '--port', String(port), '--no-persist'],
        ...['--quiet', '--scenario-dir', scenarioDir],
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const timer = setTimeout(() => fail(new Error('own mock did not start in 30 s')), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        ok(child);
      }
    });
    child.on('exit', (code) => fail(new Error(`own mock exited (${code})`)));
  });

export interface OwnMock {
  origin: string;
  /** Where scenarios saved on this mock are written (a temporary folder of the worker's). */
  scenarioDir: string;
  control: MockControl;
  /** Makes the page's app talk to this mock (call before the first `goto`). */
  use(page: Page): Promise<void>;
}

export const test = base.extend<
  { ownMock: OwnMock },
  { ownMockWorker: { origin: string; scenarioDir: string } }
>({
  ownMockWorker: [
    // Playwright reads the fixture's dependencies from this (empty) destructuring.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const port = await freePort();
      const scenarioDir = mkdtempSync(join(tmpdir(), 'own-mock-scenarios-'));
      const child = await startMock(port, scenarioDir);
      try {
        await use({ origin: `http://localhost:${port}`, scenarioDir });
      } finally {
        child.removeAllListeners('exit');
        child.kill('SIGTERM');
        rmSync(scenarioDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  ownMock: async ({ ownMockWorker, request }, use) => {
    const { origin, scenarioDir } = ownMockWorker;
    await use({
      origin,
      scenarioDir,
      control: new MockControl(request, origin),
      use: async (page) => {
        await page.addInitScript((o) => localStorage.setItem('apiBase', o), origin);
      },
    });
  },
});

export { expect } from './fixtures';
