// Issue 17, finding 1: a web page on another origin, open in the developer's browser while the mock
// runs, can neither read nor change the mock's state: not the control API (sessions, journal,
// `/__db`, state export, its SSE stream), not by CSRF (no-cors and form posts), and not the app's
// API with the browser's credentials. Runs against the worker's own mock (own-mock.ts), so an
// attack that did get through could not disturb other specs.
import type { Page } from '@playwright/test';

import { NAMED_USERS } from '../../fixtures/src/users';

import { expect, test } from './own-mock';

const ATTACKER = 'http://attacker.test';

// Chromium's own Local/Private Network Access checks would stop a public page's requests to
// loopback before they reach the mock, and hide whether the mock defends itself (other browsers,
// or a user who allows the prompt, do not stop them): they are off here. Chromium reads only the
// last --disable-features flag, so Playwright's own list is repeated.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      `--disable-features=${[
        'AvoidUnnecessaryBeforeUnloadCheckSync',
        'DestroyProfileOnBrowserClose',
        'HttpsUpgrades',
        'HttpsFirstBalancedModeAutoEnable',
        'MediaRouter',
        'PaintHolding',
        'ThirdPartyStoragePartitioning',
        'AvoidCorsURLLoaderRestartOnRedirect',
        'OptimizationHints',
        'NetworkTimeServiceQuerying',
        'LocalNetworkAccessChecks',
        'BlockInsecurePrivateNetworkRequests',
        'PrivateNetworkAccessSendPreflights',
        'PrivateNetworkAccessRespectPreflightResults',
      ].join(',')}`,
    ],
  },
});

interface ClockView {
  now: number;
  isFrozen: boolean;
  tradingHours: string;
  beijing: string;
}
interface Sessions {
  sessions: { token: string; phone: string | null }[];
}

const openAttackerPage = async (page: Page): Promise<void> => {
  await page.route(`${ATTACKER}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><meta charset="utf-8"><title>A page on the internet</title><p>Hello</p>',
    }),
  );
  await page.goto(`${ATTACKER}/`);
};

test('a page on another origin can neither read nor change the mock', async ({
  page,
  ownMock,
  request,
}) => {
  const { control, origin: mock } = ownMock;
  const victim = NAMED_USERS.verified;
  // A session to steal or end, a clock to move, a journal to read.
  const login = await request.post(`${mock}/api/user/login.do`, {
    form: { phone: victim.phone, userPwd: victim.password },
  });
  const victimToken = ((await login.json()) as { data: { token: string } }).data.token;
  await control.send('PUT', '/clock', { at: '2026-11-03 10:00:00', frozen: true });
  const clockBefore = await control.get<ClockView>('/clock');

  await openAttackerPage(page);
  const outcome = await page.evaluate(
    async ({ mock, phone, password }) => {
      const tryIt = async (attempt: () => Promise<string>): Promise<string> => {
        try {
          return await attempt();
        } catch (error) {
          return `blocked: ${String(error)}`;
        }
      };
      const read = (path: string, init: RequestInit = {}) =>
        tryIt(async () =>
          (await fetch(`${mock}${path}`, { credentials: 'include', ...init })).text(),
        );
      const blind = (path: string, init: RequestInit) =>
        tryIt(async () => {
          const res = await fetch(`${mock}${path}`, {
            mode: 'no-cors',
            credentials: 'include',
            ...init,
          });
          return `sent (${res.type})`;
        });
      const stream = () =>
        new Promise<string>((resolve) => {
          const source = new EventSource(`${mock}/__harness/journal/stream?since=0`, {
            withCredentials: true,
          });
          const done = (text: string) => {
            source.close();
            resolve(text);
          };
          source.onmessage = (event) => done(`read: ${String(event.data)}`);
          source.onerror = () => done('blocked: stream error');
          setTimeout(() => done('blocked: nothing in 5 s'), 5000);
        });
      const form = (action: string, fields: Record<string, string>) =>
        new Promise<string>((resolve) => {
          const frame = document.createElement('iframe');
          frame.name = `target-${Math.random()}`;
          document.body.append(frame);
          const element = document.createElement('form');
          element.method = 'POST';
          element.enctype = 'text/plain';
          element.action = `${mock}${action}`;
          element.target = frame.name;
          for (const [name, value] of Object.entries(fields)) {
            const input = document.createElement('input');
            input.name = name;
            input.value = value;
            element.append(input);
          }
          document.body.append(element);
          frame.onload = () => resolve('submitted');
          element.submit();
          setTimeout(() => resolve('submitted (no load event)'), 3000);
        });
      return {
        reads: {
          sessions: await read('/__harness/sessions'),
          db: await read('/__db/users'),
          journal: await read('/__harness/journal?raw=1'),
          export: await read('/__harness/state/export'),
          stream: await stream(),
          // The app's API with the browser's credentials: a login answers a live token.
          login: await read('/api/user/login.do', {
            method: 'POST',
            body: new URLSearchParams({ phone, userPwd: password }),
          }),
          userInfo: await read('/user/getUserInfo.do', { method: 'POST' }),
        },
        changes: {
          // A preflighted change: the preflight is refused.
          clockPut: await tryIt(async () => {
            const res = await fetch(`${mock}/__harness/clock`, {
              method: 'PUT',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ shiftMs: 3 * 86_400_000, frozen: true }),
            });
            return `status ${res.status}`;
          }),
          // Simple requests that need no preflight (CSRF): they reach the server.
          logoutEveryone: await blind('/__harness/sessions/expire', {
            method: 'POST',
            headers: { 'Content-Type': 'text/plain' },
            body: '{}',
          }),
          weekend: await blind('/__harness/scenarios/market-closed-weekend', { method: 'POST' }),
          closeTrading: await blind('/__harness/trading-hours', {
            method: 'POST',
            headers: { 'Content-Type': 'text/plain' },
            body: '{"mode":"closed"}',
          }),
          resetByForm: await form('/__harness/state/reset', { '{"a":"': '"}' }),
          expireByForm: await form('/__harness/sessions/expire', { '{"phone":"': `${phone}"}` }),
        },
      };
    },
    { mock, phone: victim.phone, password: victim.password },
  );

  // Nothing could be read: every read failed in the browser (no CORS grant), none got data.
  for (const [name, result] of Object.entries(outcome.reads)) {
    expect.soft(result, name).toMatch(/^blocked/);
  }
  expect.soft(JSON.stringify(outcome)).not.toMatch(/"USER|beijing|idCard|enableAmt/);

  // Nothing changed: the token holder still sees the victim's session, the same clock and switches.
  const sessions = await control.get<Sessions>('/sessions');
  expect.soft(sessions.sessions.map((s) => s.token)).toContain(victimToken);
  const clockAfter = await control.get<ClockView>('/clock');
  expect.soft(clockAfter).toMatchObject({
    now: clockBefore.now,
    isFrozen: true,
    tradingHours: clockBefore.tradingHours,
    beijing: '2026-11-03 10:00:00',
  });
  const info = await request.post(`${mock}/user/getUserInfo.do`, {
    headers: { USERTOKEN: victimToken },
  });
  expect(((await info.json()) as { status: number }).status).toBe(0);

  await control.send('PUT', '/clock', { live: true });
});

test('the app and the harness frames on loopback origins still reach the API', async ({
  page,
  ownMock,
}) => {
  for (const app of ['http://localhost:1', 'http://f3.localhost:1']) {
    await page.route(`${app}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>app</title>' }),
    );
    await page.goto(`${app}/`);
    const status = await page.evaluate(async (mock) => {
      const res = await fetch(`${mock}/api/admin/getSetting.do`, { method: 'POST' });
      return ((await res.json()) as { status: number }).status;
    }, ownMock.origin);
    expect(status, app).toBe(0);
  }
});
