// Reply checks shared by the provider-relay tests (api-contract §18.14–§18.21): a frozen clock,
// a success envelope checked against the contract schema, the global error, Spring's error body.
import type request from 'supertest';
import { expect } from 'vitest';
import { z } from 'zod/mini';

import {
  ENVELOPE_MESSAGES,
  serverResponse,
  springErrorReply,
} from '../../../src/api/contracts/envelope';
import { at } from '../market/test-support';
import { testServer, type TestServer } from '../testing';

/** A server whose clock is frozen at `text` (Beijing time); default mid-morning session. */
export const serverAt = (text = '2026-11-02 10:30:00'): TestServer => {
  const server = testServer();
  server.clock.advance(at(text) - server.clock.now());
  return server;
};

/** A status-0 reply whose `data` the endpoint's schema accepts (no other envelope keys). */
export const okData = <S extends z.ZodMiniType>(schema: S, res: request.Response): z.output<S> => {
  expect(res.status, res.text).toBe(200);
  const reply = z.strictObject(serverResponse(schema).shape).parse(res.body);
  expect(reply.status, res.text).toBe(0);
  return reply.data as z.output<S>;
};

/** The global exception handler's reply (§2.2, §18 preamble). */
export const expectGlobalError = (res: request.Response) => {
  expect(res.status, res.text).toBe(200);
  const reply = z.strictObject(serverResponse(z.string()).shape).parse(res.body);
  expect(reply).toMatchObject({ status: 1, msg: ENVELOPE_MESSAGES.tooManyTraders });
};

/** Spring Boot's default error body with this HTTP status. */
export const expectSpringError = (res: request.Response, status: number) => {
  expect(res.status, res.text).toBe(status);
  expect(springErrorReply.parse(res.body).status).toBe(status);
};
