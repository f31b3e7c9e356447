// Every harness spec imports test and expect from here. Each worker has a mock of its own (the
// e2e own-mock fixture, reused): these specs move the clock, the switches and the world, which
// must never reach the phone projects' shared mock. The harness page is pointed at it through its
// `?mock=` query; the frames' app build knows only the shared mock's config documents, so those
// two requests are answered by this worker's mock instead (its documents name its own origin,
// and its config-document switch is the one the harness flips).
import { existsSync } from 'node:fs';

import { test as base } from '../e2e/own-mock';
import { MOCK_ORIGIN } from '../e2e/fixtures';

import { HarnessPage } from './pages/harness.page';

const APP_PORT = Number(process.env.E2E_APP_PORT ?? 14173);
const HARNESS_DIST = process.env.E2E_HARNESS_DIST ?? 'dist/harness';

export const test = base.extend<{ harness: HarnessPage }>({
  harness: async ({ page, ownMock }, use) => {
    if (!existsSync(`${HARNESS_DIST}/index.html`)) {
      throw new Error(`${HARNESS_DIST} is not built: run npm run build:e2e (or build:harness)`);
    }
    await ownMock.control.send('POST', '/state/reset');
    await page.route(`${MOCK_ORIGIN}/config/*.json`, async (route) => {
      const { pathname } = new URL(route.request().url());
      try {
        const response = await route.fetch({ url: `${ownMock.origin}${pathname}` });
        await route.fulfill({ response });
      } catch {
        await route.abort('connectionrefused');
      }
    });
    const harness = new HarnessPage(page, ownMock.origin, APP_PORT);
    await use(harness);
    // Leave this worker's mock as the next test expects to find it.
    await ownMock.control.send('PUT', '/clock', { live: true });
    await ownMock.control.send('PUT', '/trading-hours', { mode: 'auto' });
    await ownMock.control.send('PUT', '/config-docs', { mode: 'normal' });
    await ownMock.control.send('DELETE', '/faults');
    await ownMock.control.send('POST', '/state/reset');
  },
});

export { expect } from '../e2e/fixtures';
