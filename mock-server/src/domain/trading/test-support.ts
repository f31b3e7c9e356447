// Test helpers for the trading endpoints: a server whose clock stands in a Monday session, a
// logged-in caller, and form posts with the token.
import request from 'supertest';
import { expect } from 'vitest';

import { NAMED_STOCKS } from '../../../../fixtures/src/named-securities';
import type { NamedUserKey } from '../../../../fixtures/src/users';
import { TOKEN_HEADER } from '../../../../src/api/contracts/constants';
import type { SiteProduct, SiteSetting } from '../../../../src/api/contracts/models/site';
import { ledgerMismatches } from '../../store/ledger';
import { catchUpNewShares } from '../new-shares/lifecycle';
import { loginAs, testServer, type TestServer } from '../../testing';
import { parseBeijing } from '../beijing-time';

/** Beijing wall time → epoch ms (throws on a typo). */
export const beijing = (text: string): number => {
  const ms = parseBeijing(text);
  if (ms === undefined) throw new Error(`bad time ${text}`);
  return ms;
};

/** Monday 2026-11-02 10:00 Beijing: inside the A-share morning session of the reference day. */
export const MONDAY_SESSION = beijing('2026-11-02 10:00:00');

export interface TradingTestServer extends TestServer {
  token: string;
  /** POSTs a form to `path` as the logged-in user. */
  call: (path: string, params?: Record<string, string | number>) => request.Test;
  /** Moves the mock clock to an instant (Beijing text or epoch ms). */
  at: (when: string | number) => void;
  /** The caller's user row (live). */
  me: () => NonNullable<ReturnType<TestServer['store']['tables']['users']['get']>>;
  /** Patches the site settings row (thresholds, switches). */
  setSetting: (patch: Partial<SiteSetting>) => void;
  /** Patches the site product row (trading switches, limits). */
  setProduct: (patch: Partial<SiteProduct>) => void;
  /** POSTs `params` to `path` and expects `{status: 1, msg}` with no change anywhere. */
  refused: (path: string, params: Record<string, string | number>, msg: string) => Promise<void>;
}

export const tradingServer = async (
  key: NamedUserKey = 'verified',
  when: string | number = MONDAY_SESSION,
): Promise<TradingTestServer> => {
  const server = testServer();
  // Tests jump days ahead; the session should not be what they test.
  server.store.sessions.ttlMs = 365 * 86_400_000;
  const at = (w: string | number) => server.store.clock.set(typeof w === 'number' ? w : beijing(w));
  at(when);
  const token = await loginAs(server, key);
  const userId = server.store.sessions.peek(token)?.userId;
  const call = (path: string, params: Record<string, string | number> = {}) =>
    request(server.app)
      .post(path)
      .set(TOKEN_HEADER, token)
      .type('form')
      .send(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
  const me = () => {
    const user = userId === undefined ? undefined : server.store.tables.users.get(userId);
    if (!user) throw new Error('caller vanished');
    return user;
  };
  const refused = async (path: string, params: Record<string, string | number>, msg: string) => {
    const res = await withoutTrace(server, () => call(path, params));
    expect(res.body).toEqual({ status: 1, msg });
  };
  return {
    ...server,
    token,
    call,
    at,
    me,
    setSetting: (patch) => void server.store.tables.siteSettings.update(1, patch),
    setProduct: (patch) => void server.store.tables.siteProducts.update(1, patch),
    refused,
  };
};

/** The live quote the server would use now for a named stock. */
export const quoteOf = (server: TestServer, code: string) => {
  const instrument = server.market.stock(code);
  if (!instrument) throw new Error(`no stock ${code}`);
  return server.market.quote(instrument, server.store.clock.now());
};

export const expectLedgerClean = (server: TestServer): void => {
  const mismatches = ledgerMismatches(server.store);
  if (mismatches.length) throw new Error(`ledger mismatches: ${JSON.stringify(mismatches)}`);
};

/**
 * Runs a request and checks the world is byte-for-byte what it was (a refused call). The new-share
 * lifecycle catches up first (reads bring it to the clock, ADR 0027), so only the call is measured.
 */
export const withoutTrace = async (server: TestServer, send: () => request.Test) => {
  catchUpNewShares(server.store, server.store.clock.now());
  const tables = () =>
    new Map(Object.entries(server.store.db).map(([name, rows]) => [name, JSON.stringify(rows)]));
  const before = tables();
  const res = await send();
  const changed = [...tables()].filter(([name, text]) => before.get(name) !== text);
  expect(
    changed.map(([name]) => name),
    JSON.stringify(res.body),
  ).toEqual([]);
  return res;
};

export { NAMED_STOCKS };
