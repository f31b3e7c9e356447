// Every mounted endpoint that only reads, on one shared server at a frozen session clock: valid
// calls (logged in and as a visitor, on either method where both are accepted) answer replies the
// contract accepts (api-contract §2, §3), a missing required parameter is Spring's 400, the wrong
// method Spring's 405, and no call changes a table (else it belongs in writes.ts).
import { beforeAll, describe, expect, it } from 'vitest';

import { expectReply, send, changedTables, tablesOf } from './reply-checks';
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

const server = sweepServer();
const login = sessionsOf(server);
const reads = server.mounted.filter((e) => !isWrite(e)).map((e) => [e.path, e] as const);
let before: Map<string, string>;

beforeAll(async () => {
  for (const key of ['trader', 'verified', 'funds', 'ipo'] as const) await login(key);
  before = tablesOf(server);
});

describe('read sweep over every mounted endpoint that is not in writes.ts', () => {
  it('covers most of the mock', () => {
    expect(reads.length).toBeGreaterThan(40);
  });

  it.each(reads)('%s: valid calls get contract replies and change nothing', async (_p, e) => {
    const p = await prepare(server, login, e);
    await expectValidReplies(server, e, p, p.outcome);
    if (e.accepts === 'any' && e.reply === 'envelope') {
      const other = e.uses === 'GET' ? 'POST' : 'GET';
      const res = await send(server, e, { ...p.sample, method: other, token: p.token });
      expectReply(e, res, p.outcome);
    }
    expect(changedTables(server, before), `${e.path} writes: list it in writes.ts`).toEqual([]);
  });

  it.each(reads.filter(([, e]) => has400(e)))('%s: missing parameter → 400', async (_p, e) => {
    await expectSpring400s(server, e, await prepare(server, login, e));
  });

  it.each(reads.filter(([, e]) => e.accepts !== 'any'))(
    '%s: wrong method → 405 with Allow',
    async (_p, e) => {
      await expectSpring405(server, e, await prepare(server, login, e));
    },
  );
});
