// A mock server of the worker's own, for specs that move the mock clock or the trading-hours
// switch (trading journeys): the shared mock has one clock, and a spec that opens the market
// must not close it under another spec's feet. Each worker starts one on a free port; the app
// is pointed at it through its cached API address (product-spec §4: the cache is tried first).
// Like every mock it writes its control token to mock-server/data/control-token-<port> (also with
// --no-persist), which `MockControl` reads, and removes it when stopped with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

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

const startMock = (port: number): Promise<ChildProcess> =>
  new Promise((ok, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'mock-server/main.ts', '--port', String(port), '--no-persist', '--quiet'],
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
  control: MockControl;
  /** Makes the page's app talk to this mock (call before the first `goto`). */
  use(page: Page): Promise<void>;
}

export const test = base.extend<{ ownMock: OwnMock }, { ownMockWorker: { origin: string } }>({
  ownMockWorker: [
    // Playwright reads the fixture's dependencies from this (empty) destructuring.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const port = await freePort();
      const child = await startMock(port);
      try {
        await use({ origin: `http://localhost:${port}` });
      } finally {
        child.removeAllListeners('exit');
        child.kill('SIGTERM');
      }
    },
    { scope: 'worker' },
  ],
  ownMock: async ({ ownMockWorker, request }, use) => {
    const { origin } = ownMockWorker;
    await use({
      origin,
      control: new MockControl(request, origin),
      use: async (page) => {
        await page.addInitScript((o) => localStorage.setItem('apiBase', o), origin);
      },
    });
  },
});

export { expect } from './fixtures';
