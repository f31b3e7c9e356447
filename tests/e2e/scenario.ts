// Scenarios as the QA unit (issue 23, docs/qa.md): `test.use({ scenario: 'low-balance-trader' })`
// and the test starts on the worker's own mock loaded with fixtures/scenarios/<name>.json (always a
// fresh fixture world), the page in the scenario's first frame — logged in as its user (a visitor
// when null), in its language and theme, at its route — before the body runs.
// The app resolves its API address through the config documents, answered by this mock (as the
// harness specs do), so a scenario's config-document failures reach the app too.
import type { Page } from '@playwright/test';

import { NAMED_USERS } from '../../fixtures/src/users';

import type { MockControl } from './control';
import { MOCK_ORIGIN } from './fixtures';
import { test as base } from './own-mock';
import { loginViaApi } from './pages/auth.page';

/** One device frame of a scenario, its user resolved (null: a visitor). */
export interface ScenarioFrame {
  device: string;
  landscape: boolean;
  language: 'zh-CN' | 'en' | 'tww' | 'tg' | 'yn';
  theme: 'red' | 'black';
  user: string | null;
  route: string;
}

/** What the mock answers when a scenario loads (POST /__harness/scenarios/:name). */
export interface LoadedScenario {
  loaded: string;
  user: string | null;
  frames: ScenarioFrame[];
  clock: { now: number; isFrozen: boolean; speed: number };
}

export interface World {
  control: MockControl;
  /** The own mock's origin (the app's API address). */
  origin: string;
  scenario: LoadedScenario;
  /** The frame the page shows (the scenario's first). */
  frame: ScenarioFrame;
  /** What went wrong on the page since before it opened. */
  problems: PageProblems;
}

export interface PageProblems {
  /** Requests that failed: `path status` (HTTP 400 and up) or `path network`. */
  failed: string[];
  /** Console errors (`text @ path` of the script or resource) and uncaught page errors. */
  errors: string[];
}

const watchProblems = (page: Page): PageProblems => {
  const problems: PageProblems = { failed: [], errors: [] };
  const pathOf = (url: string) => new URL(url).pathname;
  page.on('response', (r) => {
    if (r.status() >= 400) problems.failed.push(`${pathOf(r.url())} ${r.status()}`);
  });
  page.on('requestfailed', (r) => problems.failed.push(`${pathOf(r.url())} network`));
  page.on('pageerror', (e) => problems.errors.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const { url } = m.location();
    problems.errors.push(`${m.text()}${url ? ` @ ${pathOf(url)}` : ''}`);
  });
  return problems;
};

const passwordOf = (phone: string): string => {
  const named = Object.values(NAMED_USERS).find((u) => u.phone === phone);
  if (!named) throw new Error(`scenario user ${phone} is no named fixture user: no password`);
  return named.password;
};

/** The build asks the shared mock for its config documents: this world's mock answers them. */
const answerConfigFrom = async (page: Page, origin: string): Promise<void> => {
  await page.route(`${MOCK_ORIGIN}/config/*.json`, async (route) => {
    const { pathname } = new URL(route.request().url());
    try {
      await route.fulfill({ response: await route.fetch({ url: `${origin}${pathname}` }) });
    } catch {
      await route.abort('connectionrefused');
    }
  });
};

/** Stored before the first script runs, once per tab: the app's own changes then persist. */
const startIn = async (page: Page, language: string, token: string | null): Promise<void> => {
  await page.addInitScript(
    ([l, t]) => {
      if (sessionStorage.getItem('e2e-scenario-set')) return;
      localStorage.setItem('language', l);
      if (t) localStorage.setItem('USERTOKEN', t);
      sessionStorage.setItem('e2e-scenario-set', '1');
    },
    [language, token ?? ''] as const,
  );
};

export const test = base.extend<{
  scenario: string | undefined;
  scenarioWorld: World | undefined;
  world: World;
}>({
  scenario: [undefined, { option: true }],
  // Automatic: with a scenario set, the page is in its world before the body runs.
  scenarioWorld: [
    async ({ scenario, ownMock, page, request }, use) => {
      if (scenario === undefined) return use(undefined);
      const { control, origin } = ownMock;
      const loaded = await control.send<LoadedScenario>('POST', `/scenarios/${scenario}`);
      const frame: ScenarioFrame = loaded.frames[0] ?? {
        device: 'iphone-se',
        landscape: false,
        language: 'zh-CN',
        theme: 'red',
        user: loaded.user,
        route: '/home',
      };
      await answerConfigFrom(page, origin);
      const token = frame.user
        ? await loginViaApi(request, origin, frame.user, passwordOf(frame.user))
        : null;
      if (frame.user && !token) throw new Error(`${frame.user} could not log in`);
      await startIn(page, frame.language, token);
      const problems = watchProblems(page);
      // The app always starts red (product-spec §1): black is chosen in settings, as a trader does.
      if (frame.theme === 'black') {
        await page.goto('/#/setting');
        await page.getByTestId('theme-black').click();
        await page.locator('html[data-theme="black"]').waitFor({ state: 'attached' });
      }
      await page.goto(`/#${frame.route}`);
      await use({ control, origin, scenario: loaded, frame, problems });
    },
    { auto: true },
  ],
  world: async ({ scenarioWorld }, use) => {
    if (!scenarioWorld) throw new Error("the world fixture needs test.use({ scenario: 'name' })");
    await use(scenarioWorld);
  },
});

export { expect } from './fixtures';
