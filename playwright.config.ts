// End-to-end tests: Debian Chromium (never a downloaded browser) at phone sizes, against the mock
// server and the production build of the app (dist/e2e, built by `npm run build:e2e`).
import { defineConfig, devices } from '@playwright/test';

// Overridable so several e2e runs (e.g. one per feature in development) can share a machine; the
// build must then point at the same mock port (scripts/build-e2e.ts reads E2E_MOCK_PORT too).
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 18091);
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 14173);
const DIST = process.env.E2E_DIST ?? 'dist/e2e';
const OUTPUT = process.env.E2E_OUTPUT;
const isCI = !!process.env.CI;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
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
  },
  projects: [
    // 375×667 and 390×844: the two phone sizes the shell is checked at.
    { name: 'iphone-se', use: { ...devices['iPhone SE'], ...chromium } },
    { name: 'iphone-14', use: { ...devices['iPhone 14'], ...chromium } },
  ],
  webServer: [
    {
      command: `npx tsx mock-server/main.ts --port ${MOCK_PORT} --no-persist --quiet`,
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
  ],
});
