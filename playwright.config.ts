// End-to-end tests: Debian Chromium (never a downloaded browser) at phone sizes, against the mock
// server and the production build of the app (dist/e2e, built by `npm run build:e2e`); and the
// device harness page (project `harness`, tests/harness) on a desktop screen around that build.
import { existsSync } from 'node:fs';

import { defineConfig, devices } from '@playwright/test';

// Overridable so several e2e runs (e.g. one per feature in development) can share a machine; the
// build must then point at the same mock port (scripts/build-e2e.ts reads E2E_MOCK_PORT too).
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 18091);
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 14173);
export const HARNESS_PORT = Number(process.env.E2E_HARNESS_PORT ?? 14174);
const DIST = process.env.E2E_DIST ?? 'dist/e2e';
const HARNESS_DIST = process.env.E2E_HARNESS_DIST ?? 'dist/harness';
const OUTPUT = process.env.E2E_OUTPUT;
const isCI = !!process.env.CI;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  },
};

// The harness puts each frame on its own f<N>.localhost origin. Playwright launches Chromium with
// ThirdPartyStoragePartitioning disabled, and then a cross-site iframe gets no localStorage at all
// ("Access is denied"), so no frame could keep a session. Chromium reads only the last
// --disable-features flag: this one replaces Playwright's list with the same features minus that
// one (partitioning back on, as in a normal browser).
const HARNESS_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
];

export const harnessChromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: chromium.launchOptions.executablePath,
    args: [
      ...CHROMIUM_ARGS,
      `--disable-features=${HARNESS_DISABLED_FEATURES.join(',')}`,
      // The browser host captures screenshots of its own tab (getDisplayMedia, preferCurrentTab):
      // accept that prompt as a person would.
      '--auto-accept-this-tab-capture',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: OUTPUT ?? 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: OUTPUT ? `${OUTPUT}-report` : 'playwright-report' }],
    ['json', { outputFile: OUTPUT ? `${OUTPUT}/playwright.json` : 'test-results/playwright.json' }],
  ],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    timezoneId: 'Asia/Shanghai',
    // The production build registers a service worker (ADR 0034); only service-worker.spec.ts
    // lets it run, so every other spec loads the files it was built with, from the network.
    serviceWorkers: 'block',
  },
  projects: [
    // 375×667 and 390×844: the two phone sizes the shell is checked at.
    { name: 'iphone-se', use: { ...devices['iPhone SE'], ...chromium } },
    // Scenario smoke tests and the docs/qa.md examples run at one phone size only (CI time).
    {
      name: 'iphone-14',
      use: { ...devices['iPhone 14'], ...chromium },
      // The accessibility checks are about colours and names, not the screen size: once.
      testIgnore: ['**/scenarios.spec.ts', '**/qa-examples.spec.ts', '**/accessibility.spec.ts'],
    },
    // The server-HTML sanitizer against its attack corpus (issue 17): a page of its own on a
    // routed origin, the app's module bundled in by tests/sanitizer/sanitizer-bundle.ts.
    {
      name: 'sanitizer',
      testDir: 'tests/sanitizer',
      use: { ...devices['iPhone SE'], ...chromium },
    },
    // The device harness on a desktop screen (issue 4): its own specs, never the phone ones.
    {
      name: 'harness',
      testDir: 'tests/harness',
      use: {
        ...devices['Desktop Chrome'],
        ...harnessChromium,
        viewport: { width: 1600, height: 1000 },
        // The harness starts in the browser's language (English or 简体中文, issue 23): its specs
        // find controls by their English names.
        locale: 'en-US',
        baseURL: `http://localhost:${HARNESS_PORT}`,
      },
    },
  ],
  webServer: [
    {
      // The shared mock starts in a running Tuesday-morning session (fixtures/scenarios): what the
      // specs see of quotes, charts and rankings must not depend on the hour CI runs at (before
      // the 09:25 auction every change is 0 and the time-share line is empty). Specs that move
      // the clock use a mock of their own (tests/e2e/own-mock.ts). It listens on 127.0.0.1 and,
      // --no-persist or not, writes its control token to mock-server/data/control-token-<port>,
      // where the control fixture (tests/e2e/control.ts) and the harness server's proxy read it.
      command: `npx tsx mock-server/main.ts --port ${MOCK_PORT} --no-persist --quiet --scenario market-open`,
      url: `http://localhost:${MOCK_PORT}/config/primary.json`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
    {
      command: `npx tsx scripts/preview-web.ts --dir ${DIST} --port ${APP_PORT} --host localhost`,
      url: `http://localhost:${APP_PORT}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
    // The built harness page (`npm run build:e2e` builds it too). Only when built, so the phone
    // projects still run without it; the harness specs say so when it is missing.
    ...(existsSync(`${HARNESS_DIST}/index.html`)
      ? [
          {
            command: `npx tsx scripts/harness-serve.ts --dir ${HARNESS_DIST} --port ${HARNESS_PORT} --mock http://localhost:${MOCK_PORT} --app-port ${APP_PORT}`,
            url: `http://127.0.0.1:${HARNESS_PORT}/`,
            reuseExistingServer: !isCI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
