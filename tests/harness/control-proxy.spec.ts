// The harness reaches the mock's control API through its own origin (ADR 0018): its server adds
// the mock's token to `/__mock/<port>/…`. In a real browser, that door opens for the harness page
// only — not for another site in the same browser, and not for a page under a name that resolves
// here (DNS rebinding; Chromium resolves every *.localhost name to loopback, like a rebound name).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { APIRequestContext, Page } from '@playwright/test';

import { NAMED_USERS } from '../../fixtures/src/users';

import { expect, test } from './fixtures';

const HARNESS_PORT = Number(process.env.E2E_HARNESS_PORT ?? 14174);

/**
 * Another origin on this machine (any local dev server, a compromised page): a real loopback
 * server, because Chromium itself stops a public page's requests to loopback before they leave
 * (a browser without that rule meets the proxy's refusal, as this page does).
 */
const startAttackerSite = (): Promise<{ origin: string; server: Server }> =>
  new Promise((ok) => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><title>a web page</title>');
    });
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      ok({ origin: `http://127.0.0.1:${port}`, server });
    });
  });

const portOf = (origin: string) => new URL(origin).port;

const { trader } = NAMED_USERS;

const logIn = async (api: APIRequestContext, origin: string): Promise<string> => {
  const login = await api.post(`${origin}/api/user/login.do`, {
    form: { phone: trader.phone, userPwd: trader.password },
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
};

/** The envelope status of the user's own info: 0 while the session lives. */
const userInfoStatus = async (api: APIRequestContext, origin: string, token: string) => {
  const info = await api.get(`${origin}/user/getUserInfo.do`, { headers: { USERTOKEN: token } });
  return ((await info.json()) as { status: number }).status;
};

/** Status and body of a same-origin GET made by the page's own script. */
const fetchFromPage = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const res = await fetch(p);
    return { status: res.status, body: await res.text() };
  }, path);

test('the harness page reads the mock through its own origin, with no token of its own', async ({
  page,
  ownMock,
}) => {
  await page.goto('/');
  const reply = await fetchFromPage(page, `/__mock/${portOf(ownMock.origin)}/__harness/sessions`);
  expect(reply.status).toBe(200);
  expect(JSON.parse(reply.body)).toHaveProperty('sessions');
});

test('another site in the same browser cannot use the harness to drive the mock', async ({
  page,
  ownMock,
  request,
}) => {
  const token = await logIn(request, ownMock.origin);
  const proxy = `http://localhost:${HARNESS_PORT}/__mock/${portOf(ownMock.origin)}/__harness`;
  const attacker = await startAttackerSite();
  await page.goto(`${attacker.origin}/`);
  // What the harness server answered, seen on the wire: the browser hides a refused cross-origin
  // reply from the page (and from Playwright's response events), not from the network log.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const codes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.responseReceivedExtraInfo', (e) => codes.set(e.requestId, e.statusCode));
  const statuses = () =>
    [...codes].filter(([id]) => urls.get(id)?.startsWith(proxy)).map(([, code]) => code);
  const attempts = await page.evaluate(async (base) => {
    const tries = [
      // A read: would leak tokens, balances and the funds password.
      fetch(`${base}/sessions`).then(
        () => 'read',
        () => 'blocked',
      ),
      // The CSRF of finding 1: a no-cors text/plain POST that logged everyone out.
      fetch(`${base}/sessions/expire`, {
        method: 'POST',
        mode: 'no-cors',
        headers: { 'Content-Type': 'text/plain' },
        body: '{}',
      }).then(
        () => 'sent',
        () => 'blocked',
      ),
      // An image: no Origin header at all, only Sec-Fetch-Site: cross-site.
      new Promise<string>((done) => {
        const img = new Image();
        img.onload = () => done('loaded');
        img.onerror = () => done('error');
        img.src = `${base}/clock`;
      }),
    ];
    return Promise.all(tries);
  }, proxy);
  expect(attempts[0]).toBe('blocked');
  await expect.poll(() => statuses().length).toBe(3);
  expect(statuses()).toEqual([403, 403, 403]);
  attacker.server.close();
  // Nobody was logged out.
  expect(await userInfoStatus(request, ownMock.origin, token)).toBe(0);
});

test('a page under another name that resolves here (DNS rebinding) is refused', async ({
  page,
  ownMock,
}) => {
  // Same server, same port, but the Host is not a loopback name: the page's "same-origin" call
  // is a rebound site's.
  await page.goto(`http://rebound.localhost:${HARNESS_PORT}/`);
  const reply = await fetchFromPage(page, `/__mock/${portOf(ownMock.origin)}/__harness/sessions`);
  expect(reply.status).toBe(403);
  expect(reply.body).not.toContain('token');
});
