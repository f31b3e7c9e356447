// One smoke test per scenario file (issue 23): the scenario's first frame opens with its content
// (no skeleton left), no console error and no uncaught page error, and a screenshot goes into the
// report. A scenario that breaks something on purpose lists the failures it provokes — each must
// happen, and only those are forgiven. `npx playwright test --grep NAME` runs one. iPhone SE only.
import { readdirSync } from 'node:fs';

import { expect, test } from './scenario';

const NAMES = readdirSync('fixtures/scenarios')
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();

/** A request the scenario makes fail: by HTTP status, or by a network error (reset, dropped). */
type Failure = { path: string; status: number } | { path: string; network: true };

interface Expected {
  failures?: Failure[];
  /** Console errors the app writes about those failures (each must appear; a part of the text). */
  consoleErrors?: string[];
  /** A request is held open on purpose: its part of the page keeps its loading placeholder. */
  isStillLoading?: boolean;
}

const EXPECTED: Record<string, Expected> = {
  'config-primary-down': {
    failures: [{ path: '/config/primary.json', status: 503 }],
    consoleErrors: ['network response error, status code 503 http://localhost:'],
  },
  'config-both-down': {
    failures: [
      { path: '/config/primary.json', status: 503 },
      { path: '/config/secondary.json', status: 503 },
    ],
    consoleErrors: [
      'network response error, status code 503 http://localhost:',
      'all config addresses are unavailable',
    ],
  },
  'flaky-positions': { failures: [{ path: '/user/position/list.do', network: true }] },
  'messages-server-error': { failures: [{ path: '/user/cash/getMessagelist.do', status: 500 }] },
  'withdrawals-bad-request': { failures: [{ path: '/user/withdraw/list.do', status: 400 }] },
  'news-hangs': { isStillLoading: true },
};

const key = (f: Failure) => `${f.path} ${'status' in f ? f.status : 'network'}`;

for (const name of NAMES) {
  test.describe(name, () => {
    test.use({ scenario: name });

    test(`scenario ${name} opens without errors`, async ({ page, world }, testInfo) => {
      // Chromium resends a request whose reused keep-alive socket was reset before any reply, and
      // the page then sees no failure: the mock's count of the rule's hits says the reset happened.
      const isResetHit = async (failure: Failure) => {
        if (!('network' in failure)) return false;
        const { rules } = await world.control.get<{
          rules: { scope: { path?: string }; hits: number }[];
        }>('/faults');
        return rules.some((rule) => rule.scope.path === failure.path && rule.hits > 0);
      };
      const seen = world.problems;
      const expected = EXPECTED[name] ?? {};
      const failures = (expected.failures ?? []).map(key);
      await expect(page.locator('#root .sk'), 'the static skeleton is replaced').toHaveCount(0);
      await expect(page.locator('#root')).not.toBeEmpty();
      const busy = page.locator('[aria-busy="true"]');
      if (expected.isStillLoading) await expect(busy.first()).toBeVisible();
      else await expect(busy, 'no loading placeholder left').toHaveCount(0, { timeout: 15_000 });
      // A quote's status line shows the market phase of the mock's clock (not the phone's).
      const status = page.getByTestId('market-status').first();
      if ((await status.count()) > 0) {
        await expect
          .poll(async () => {
            const clock = await world.control.get<{ phases: { aShares: string } }>('/clock');
            return (await status.getAttribute('data-phase')) === clock.phases.aShares;
          }, 'the market phase is the mock clock’s')
          .toBe(true);
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', world.frame.theme);
      for (const failure of expected.failures ?? []) {
        await expect
          .poll(async () => seen.failed.includes(key(failure)) || (await isResetHit(failure)), {
            message: `${key(failure)} happens`,
          })
          .toBe(true);
      }
      const consoleErrors = expected.consoleErrors ?? [];
      for (const text of consoleErrors) {
        expect(
          seen.errors.some((line) => line.includes(text)),
          `console: ${text}`,
        ).toBe(true);
      }
      const forgiven = (line: string) =>
        consoleErrors.some((text) => line.includes(text)) ||
        (line.startsWith('Failed to load resource') &&
          failures.some((f) => line.endsWith(` @ ${f.split(' ')[0]}`)));
      expect(seen.errors.filter((line) => !forgiven(line))).toEqual([]);
      expect(seen.failed.filter((f) => !failures.includes(f))).toEqual([]);
      const shot = testInfo.outputPath(`${name}.png`);
      await page.screenshot({ path: shot });
      await testInfo.attach(name, { path: shot, contentType: 'image/png' });
    });
  });
}
