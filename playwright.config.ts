// End-to-end tests: Debian Chromium (never a downloaded browser) at phone sizes, against the mock
// server and the production build of the app (dist/e2e, built by `npm run build:e2e`).
import { defineConfig, devices } from '@playwright/test';

export const MOCK_PORT = 18091;
export const APP_PORT = 14173;
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
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['json', { outputFile: 'test-results/playwright.json' }],
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
      command: `npx tsx scripts/preview-web.ts --dir dist/e2e --port ${APP_PORT} --host localhost`,
      url: `http://localhost:${APP_PORT}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
  ],
});
