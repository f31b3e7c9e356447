// The sweep's checks bite: each wrong reply a handler could send is rejected.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

import { defineEndpoint } from '../../../src/api/contracts/endpoint';
import { ENVELOPE_MESSAGES } from '../../../src/api/contracts/envelope';
import { springError } from '../http/envelope';
import { testServer } from '../testing';

import {
  changedTables,
  expectInterceptorReply,
  expectReply,
  expectSpringError,
  tablesOf,
} from './reply-checks';

const endpoint = defineEndpoint({
  path: '/x.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: z.object({}),
  required400: [],
  data: z.object({ n: z.number() }),
  reply: 'envelope',
  section: 'test',
  origin: 'ours',
});

/** A reply of `body` (JSON unless a string) with `status`. */
const replyOf = async (body: unknown, status = 200) => {
  const app = express();
  app.all('/x.do', (_req, res) => {
    if (typeof body === 'string') res.status(status).type('text/plain').send(body);
    else res.status(status).json(body);
  });
  return request(app).post('/x.do');
};

describe('reply checks', () => {
  it('accept a success whose data fits, and a business failure', async () => {
    expect(
      expectReply(endpoint, await replyOf({ status: 0, msg: '', data: { n: 1 } }), 'success'),
    ).toBe(0);
    expect(expectReply(endpoint, await replyOf({ status: 1, msg: '失败' }), 'status1')).toBe(1);
  });

  it('reject data the contract does not accept, a status other than 0/1, the wrong outcome', async () => {
    const wrongData = await replyOf({ status: 0, msg: '', data: { n: '1' } });
    expect(() => expectReply(endpoint, wrongData, 'any')).toThrow();
    const missingData = await replyOf({ status: 0, msg: '' });
    expect(() => expectReply(endpoint, missingData, 'any')).toThrow();
    const status10 = await replyOf({ status: 10, msg: '' });
    expect(() => expectReply(endpoint, status10, 'any')).toThrow();
    const failure = await replyOf({ status: 1, msg: '失败' });
    expect(() => expectReply(endpoint, failure, 'success')).toThrow();
  });

  it('reject the global error, an empty body and a non-200', async () => {
    const global = { status: 1, msg: ENVELOPE_MESSAGES.tooManyTraders, data: 'TypeError' };
    const globalError = await replyOf(global);
    expect(() => expectReply(endpoint, globalError, 'any')).toThrow();
    const empty = await replyOf('');
    expect(() => expectReply(endpoint, empty, 'any')).toThrow();
    const notFound = await replyOf({ status: 0, msg: '', data: { n: 1 } }, 404);
    expect(() => expectReply(endpoint, notFound, 'any')).toThrow();
  });

  it('accept "請先登錄" answered as a success without data (§2.2)', async () => {
    const res = await replyOf({ status: 0, msg: ENVELOPE_MESSAGES.serviceNotLoggedIn });
    expect(expectReply(endpoint, res, 'success')).toBe(0);
  });

  it('know the interceptor reply: no status field, its exact text', async () => {
    const msg = ENVELOPE_MESSAGES.interceptorNotLoggedIn;
    expectInterceptorReply(endpoint, await replyOf({ success: false, msg }));
    const withStatus = await replyOf({ success: false, msg, status: 1 });
    expect(() => expectInterceptorReply(endpoint, withStatus)).toThrow();
    const envelope = await replyOf({ status: 1, msg });
    expect(() => expectInterceptorReply(endpoint, envelope)).toThrow();
  });

  it("know Spring's error JSON: its status, this path", async () => {
    const ok = springError(400, "Required String parameter 'code' is not present", '/x.do', 0);
    expect(expectSpringError(endpoint, await replyOf(ok, 400), 400)).toContain("'code'");
    const otherPath = await replyOf({ ...ok, path: '/y.do' }, 400);
    expect(() => expectSpringError(endpoint, otherPath, 400)).toThrow();
    const mislabelled = await replyOf(ok, 405);
    expect(() => expectSpringError(endpoint, mislabelled, 405)).toThrow();
    const envelope = await replyOf({ status: 1, msg: '' }, 400);
    expect(() => expectSpringError(endpoint, envelope, 400)).toThrow();
  });

  it('see a changed table', () => {
    const server = testServer();
    const before = tablesOf(server);
    expect(changedTables(server, before)).toEqual([]);
    server.store.tables.users.update(1, { nickName: 'changed' });
    expect(changedTables(server, before)).toEqual(['users']);
  });
});
