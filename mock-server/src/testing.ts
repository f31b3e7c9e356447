// Test helpers: a server with a hand-driven clock, login shortcuts, and control-API calls.
import request from 'supertest';

import { REFERENCE_DATE } from '../../fixtures/src/random';
import { NAMED_USERS, type NamedUserKey } from '../../fixtures/src/users';

import { createMockServer, type MockServer } from './create-app';

export interface FakeClock {
  now: () => number;
  advance: (ms: number) => void;
}

export const fakeClock = (start: number = REFERENCE_DATE): FakeClock => {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
};

export interface TestServer extends MockServer {
  clock: FakeClock;
  /** Warnings the server logged (404s, exceptions). */
  logged: string[];
}

export const testServer = (seed?: number): TestServer => {
  const clock = fakeClock();
  const logged: string[] = [];
  // In-process only: these tests drive the control API without its token (control-guard.test.ts
  // checks the token on servers made without this switch).
  const server = createMockServer({
    seed,
    now: clock.now,
    log: (line) => logged.push(line),
    isControlOpenForInProcessTests: true,
  });
  return { ...server, clock, logged };
};

export const HOUR = 3_600_000;

/** Logs a named fixture user in and returns the token. */
export const loginAs = async (server: MockServer, key: NamedUserKey): Promise<string> => {
  const { phone, password } = NAMED_USERS[key];
  const res = await request(server.app)
    .post('/api/user/login.do')
    .type('form')
    .send({ phone, userPwd: password });
  const token = (res.body as { data?: { token?: unknown } }).data?.token;
  if (typeof token !== 'string') throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return token;
};

/** The control API's operations as "METHOD path" (what GET /__harness/ lists). */
export const controlOperations = async (server: MockServer): Promise<string[]> => {
  const res = await request(server.app).get('/__harness/');
  const { operations } = res.body as { operations: { method: string; path: string }[] };
  return operations.map((o) => `${o.method} ${o.path}`);
};

/** POSTs a JSON body (the control API refuses a write that is not JSON; JSON relays read one). */
export const postJson = (server: MockServer, path: string, body: unknown = {}) =>
  request(server.app).post(path).set('Content-Type', 'application/json').send(JSON.stringify(body));
