// The reply sweep's steps for one mounted endpoint, shared by the read sweep (one server) and the
// write sweep (a fresh server per endpoint): a logged-in call and a visitor call with valid
// parameters, each missing `required400` parameter (and a missing JSON body), the wrong method.
import request from 'supertest';
import { expect } from 'vitest';

import type { NamedUserKey } from '../../../fixtures/src/users';
import { TOKEN_HEADER } from '../../../src/api/contracts/constants';
import type { EndpointDef } from '../../../src/api/contracts/endpoint';
import { MONDAY_SESSION } from '../domain/trading/test-support';
import { loginAs, testServer, type TestServer } from '../testing';

import {
  changedTables,
  expectInterceptorReply,
  expectReply,
  expectSpringError,
  send,
  tablesOf,
  wrongMethod,
  type Outcome,
} from './reply-checks';
import { sampleFor, userOf, type Params, type SampleCall } from './sample-calls';

/** A server whose clock stands in Monday's morning session, so quotes and orders are live. */
export const sweepServer = (): TestServer => {
  const server = testServer();
  server.store.sessions.ttlMs = 365 * 86_400_000;
  server.store.clock.set(MONDAY_SESSION);
  return server;
};

/** Logs fixture users in once per server. */
export const sessionsOf = (server: TestServer) => {
  const tokens = new Map<NamedUserKey, Promise<string>>();
  return async (key: NamedUserKey): Promise<{ token: string; userId: number }> => {
    const pending = tokens.get(key) ?? loginAs(server, key);
    tokens.set(key, pending);
    const token = await pending;
    const userId = server.store.sessions.peek(token)?.userId;
    if (userId === undefined) throw new Error(`${key}: session lost`);
    return { token, userId };
  };
};

export type Login = ReturnType<typeof sessionsOf>;

export interface Prepared {
  sample: SampleCall & { params: Params };
  token: string;
  outcome: Outcome;
}

/** The endpoint's valid call for its fixture user; the sample must satisfy the contract. */
export const prepare = async (
  server: TestServer,
  login: Login,
  endpoint: EndpointDef,
): Promise<Prepared> => {
  const { token, userId } = await login(userOf(endpoint));
  const sample = await sampleFor(endpoint, { server, userId });
  if (endpoint.body !== 'json-array') {
    const valid = endpoint.params.safeParse(sample.params);
    expect(valid.success, `${endpoint.path} sample: ${valid.error?.message ?? ''}`).toBe(true);
  }
  return { sample, token, outcome: sample.status1 ? 'status1' : 'success' };
};

/** Logged-in call, then the visitor's (the interceptor's reply on `/user/**`). */
export const expectValidReplies = async (
  server: TestServer,
  endpoint: EndpointDef,
  p: Prepared,
  visitorOutcome: Outcome,
): Promise<void> => {
  const call = { method: endpoint.uses, ...p.sample };
  expectReply(endpoint, await send(server, endpoint, { ...call, token: p.token }), p.outcome);
  const visitor = await send(server, endpoint, call);
  if (endpoint.auth === 'user') expectInterceptorReply(endpoint, visitor);
  else expectReply(endpoint, visitor, visitorOutcome);
};

/** Each missing `required400` parameter, and a missing JSON body: Spring's 400; nothing changes. */
export const expectSpring400s = async (
  server: TestServer,
  endpoint: EndpointDef,
  p: Prepared,
): Promise<void> => {
  const before = tablesOf(server);
  for (const name of endpoint.required400) {
    const params = { ...p.sample.params };
    delete params[name];
    const res = await send(server, endpoint, {
      method: endpoint.uses,
      ...p.sample,
      params,
      token: p.token,
    });
    expect(expectSpringError(endpoint, res, 400)).toContain(`'${name}'`);
  }
  if (endpoint.body === 'json-object' || endpoint.body === 'json-array') {
    const res = await request(server.app).post(endpoint.path).set(TOKEN_HEADER, p.token);
    expect(expectSpringError(endpoint, res, 400)).toBe('Required request body is missing');
  }
  expect(changedTables(server, before), endpoint.path).toEqual([]);
};

/** POST-only / GET-only: the other method is 405 with `Allow`; nothing changes. */
export const expectSpring405 = async (
  server: TestServer,
  endpoint: EndpointDef,
  p: Prepared,
): Promise<void> => {
  const method = wrongMethod(endpoint);
  if (!method) return;
  const before = tablesOf(server);
  const res = await send(server, endpoint, { ...p.sample, method, token: p.token });
  expect(expectSpringError(endpoint, res, 405)).toBe(`Request method '${method}' not supported`);
  expect(res.headers.allow, endpoint.path).toBe(endpoint.accepts);
  expect(changedTables(server, before), endpoint.path).toEqual([]);
};

/** Endpoints with something to refuse with 400 (a required parameter or a JSON body). */
export const has400 = (e: EndpointDef): boolean =>
  e.required400.length > 0 || e.body === 'json-object' || e.body === 'json-array';
