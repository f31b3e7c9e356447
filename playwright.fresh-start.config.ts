// The fresh-start test (tests/fresh-start, issue 23): `npm start` from a fresh clone's state three
// times and a restart, in Debian Chromium. A step of its own after the e2e run (`npm run
// test:fresh-start`): it removes the Vite optimizer caches and needs the machine's cores for the
// first optimization, so it never runs beside other specs. One worker, in file order, and no
// retry: a retry would hide the intermittent failure it is there to catch.
import { defineConfig, devices } from '@playwright/test';

import { harnessChromium } from './playwright.config';

const OUTPUT = process.env.E2E_OUTPUT ?? 'test-results';

export default defineConfig({
  testDir: 'tests/fresh-start',
  outputDir: `${OUTPUT}/fresh-start`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Per run: up to 150 s to the data (DATA_LIMIT_MS in the spec), 15 s to stop, and the margin.
  timeout: 240_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${OUTPUT}/fresh-start.json` }]],
  use: {
    ...devices['Desktop Chrome'],
    // The harness frames need storage partitioning on, as in the harness project.
    ...harnessChromium,
    viewport: { width: 1600, height: 1000 },
    // The harness speaks the browser's language; the spec finds the frame by its English name.
    locale: 'en-US',
    trace: 'retain-on-failure',
    // The spec shoots the harness itself before Ctrl-C; after it the page shows dead servers.
    screenshot: 'off',
    timezoneId: 'Asia/Shanghai',
  },
});
