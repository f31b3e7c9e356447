// Every mounted endpoint that writes (writes.ts), each on a fresh server at a frozen session
// clock so no state leaks between them: the logged-in call with valid parameters succeeds with a
// reply the contract accepts and leaves the ledger consistent; the visitor's call gets the
// interceptor (or a valid envelope on public paths); a missing required parameter (Spring's 400)
// and the wrong method (405) change nothing.
import { describe, expect, it } from 'vitest';

import { createMockServer } from '../create-app';
import { ledgerMismatches } from '../store/ledger';

import { isWrite } from './sample-calls';
import {
  expectSpring400s,
  expectSpring405,
  expectValidReplies,
  has400,
  prepare,
  sessionsOf,
  sweepServer,
} from './sweep';
import { WRITES } from './writes';

const writes = createMockServer({ log: () => {} })
  .mounted.filter(isWrite)
  .map((e) => [e.path, e] as const);

/** A fresh world and its logins for one endpoint. */
const fresh = () => {
  const server = sweepServer();
  return { server, login: sessionsOf(server) };
};

describe('write sweep over every mounted endpoint in writes.ts', () => {
  it('lists only registry paths that are mounted, each with what it changes', () => {
    const mounted = new Set(writes.map(([path]) => path));
    const unmounted = Object.keys(WRITES).filter((path) => !mounted.has(path));
    expect(unmounted).toEqual([]);
    for (const what of Object.values(WRITES)) expect(what.trim()).not.toBe('');
  });

  it.each(writes)('%s: a valid call succeeds, the visitor is answered', async (_p, e) => {
    const { server, login } = fresh();
    const p = await prepare(server, login, e);
    // Public writes (login, SMS) may refuse a repeat; only its shape is checked.
    await expectValidReplies(server, e, p, 'any');
    expect(ledgerMismatches(server.store), e.path).toEqual([]);
  });

  it.each(writes.filter(([, e]) => has400(e)))(
    '%s: missing parameter → 400, nothing written',
    async (_p, e) => {
      const { server, login } = fresh();
      await expectSpring400s(server, e, await prepare(server, login, e));
    },
  );

  it.each(writes.filter(([, e]) => e.accepts !== 'any'))(
    '%s: wrong method → 405, nothing written',
    async (_p, e) => {
      const { server, login } = fresh();
      await expectSpring405(server, e, await prepare(server, login, e));
    },
  );
});
