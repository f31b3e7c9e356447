// Shared by the §18.7–§18.13 route tests: frozen clock times, a server at one of them, and the
// envelope checks every reply goes through.
import request from 'supertest';
import { expect } from 'vitest';
import type { z } from 'zod/mini';

import type { EndpointDef } from '../../../src/api/contracts/endpoint';
import {
  anyServerResponse,
  ENVELOPE_MESSAGES,
  serverResponse,
  springErrorReply,
} from '../../../src/api/contracts/envelope';
import { HOUR, testServer, type TestServer } from '../testing';

export const MINUTE = 60_000;

/** Frozen clock times: morning session, lunch break, after the close. */
export const CLOCKS = { session: 47 * MINUTE, lunch: 2.5 * HOUR, closed: 6 * HOUR } as const;

export const serverAt = (offset: number): TestServer => {
  const server = testServer();
  server.clock.advance(offset);
  return server;
};

export const get = (server: TestServer, path: string, query: Record<string, string> = {}) =>
  request(server.app).get(path).query(query);

/** A status-0 envelope whose `data` the endpoint's schema accepts; returns the parsed data. */
export const okData = <E extends EndpointDef>(
  endpoint: E,
  res: request.Response,
): z.output<E['data']> => {
  expect(res.status, res.text).toBe(200);
  const reply = serverResponse(endpoint.data).parse(res.body);
  expect(reply.status, res.text).toBe(0);
  return reply.data as z.output<E['data']>;
};

/** `[status, msg]` of an envelope valid for the endpoint. */
export const statusMsg = (endpoint: EndpointDef, res: request.Response): [number, string] => {
  expect(res.status, res.text).toBe(200);
  const reply = serverResponse(endpoint.data).parse(res.body);
  return [reply.status, reply.msg ?? ''];
};

export const springError = (res: request.Response, status: number): void => {
  expect(res.status, res.text).toBe(status);
  expect(springErrorReply.parse(res.body).status).toBe(status);
};

/** The reference's StockFuturesListVO has neither the third window nor eachPoint nor a change %. */
export const expectListVOKeys = (res: request.Response): void => {
  const rows = (res.body as { data: Record<string, unknown>[] }).data;
  expect(rows.length).toBeGreaterThan(0);
  for (const raw of rows) {
    for (const key of ['transPmBegin2', 'transPmEnd2', 'eachPoint', 'floatRate', 'tDesc']) {
      expect(raw).not.toHaveProperty(key);
    }
    expect(raw).toHaveProperty('tdesc');
  }
};

export const globalError = (res: request.Response): void => {
  expect(res.status).toBe(200);
  const reply = anyServerResponse.parse(res.body);
  expect(reply).toMatchObject({ status: 1, msg: ENVELOPE_MESSAGES.tooManyTraders });
  expect(typeof reply.data).toBe('string');
};
