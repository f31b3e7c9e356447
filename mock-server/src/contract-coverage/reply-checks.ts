// How the reply sweep calls an endpoint (form, query, JSON object or array, multipart, as the
// contract entry says) and what every reply must be: api-contract §2 (envelope, data schema, no
// global error for a valid call), §3 (the interceptor's reply) and Spring's 400 / 405 bodies.
import request from 'supertest';
import { expect } from 'vitest';
import { z } from 'zod/mini';

import { TOKEN_HEADER } from '../../../src/api/contracts/constants';
import type { EndpointDef, HttpMethod } from '../../../src/api/contracts/endpoint';
import {
  anyServerResponse,
  ENVELOPE_MESSAGES,
  isNotLoggedInMessage,
  notLoggedInReply,
  springErrorReply,
} from '../../../src/api/contracts/envelope';
import type { TestServer } from '../testing';

import type { Params, SampleCall } from './sample-calls';

export interface Call {
  method: HttpMethod;
  params: Params;
  token?: string;
  body?: SampleCall['body'];
  file?: SampleCall['file'];
}

const asText = (params: Params): Record<string, string> =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));

/** Sends a call the way a client of the contract would (JSON endpoints get JSON). */
export const send = (server: TestServer, endpoint: EndpointDef, call: Call) => {
  const base =
    call.method === 'GET'
      ? request(server.app).get(endpoint.path)
      : request(server.app).post(endpoint.path);
  const req = call.token ? base.set(TOKEN_HEADER, call.token) : base;
  if (call.method === 'GET') return req.query(asText(call.params));
  if (endpoint.body === 'json-object' || endpoint.body === 'json-array') {
    const json = endpoint.body === 'json-array' ? (call.body ?? []) : call.params;
    return req.set('Content-Type', 'application/json').send(JSON.stringify(json));
  }
  if (call.file) {
    for (const [k, v] of Object.entries(asText(call.params))) void req.field(k, v);
    return req.attach(call.file.field, call.file.bytes, call.file.name);
  }
  return req.type('form').send(asText(call.params));
};

const where = (endpoint: EndpointDef, res: request.Response) =>
  `${endpoint.path} → ${res.status} ${(res.text ?? '').slice(0, 300)}`;

export type Outcome = 'success' | 'status1' | 'any';

/**
 * A reply of the endpoint's kind: an envelope whose status is 0 or 1, whose success `data` passes
 * the contract, and never the global error (a valid call must not crash a handler); bare text or
 * an image for `/code/**`. Returns the envelope status (undefined for text and images).
 */
export const expectReply = (
  endpoint: EndpointDef,
  res: request.Response,
  outcome: Outcome,
): number | undefined => {
  const at = where(endpoint, res);
  expect(res.status, at).toBe(200);
  if (endpoint.reply === 'image') {
    expect(res.headers['content-type'], at).toMatch(/^image\//);
    expect(
      Buffer.isBuffer(res.body) ? res.body.length : (res.text ?? '').length,
      at,
    ).toBeGreaterThan(0);
    return undefined;
  }
  if (endpoint.reply === 'text') {
    expect(res.headers['content-type'], at).toMatch(/^text\/plain/);
    expect(endpoint.data.safeParse(res.text).success, at).toBe(true);
    return undefined;
  }
  expect(res.headers['content-type'], at).toMatch(/^application\/json/);
  const envelope = anyServerResponse.safeParse(res.body);
  expect(envelope.success, at).toBe(true);
  const { status, msg } = envelope.data ?? { status: -1, msg: '' };
  expect([0, 1], at).toContain(status);
  expect(msg, at).not.toBe(ENVELOPE_MESSAGES.tooManyTraders);
  // "請先登錄" answered as a success (§2.2) carries no data to check.
  if (status === 0 && !isNotLoggedInMessage(msg)) {
    const data: unknown = (res.body as { data?: unknown }).data ?? null;
    const parsed = endpoint.data.safeParse(data);
    expect(parsed.success, `${at}\n${parsed.error?.message ?? ''}`).toBe(true);
  }
  if (outcome === 'success') expect(status, at).toBe(0);
  if (outcome === 'status1') expect(status, at).toBe(1);
  return status;
};

/** The `/user/**` interceptor's reply to a visitor: HTTP 200, no `status` (§3). */
export const expectInterceptorReply = (endpoint: EndpointDef, res: request.Response): void => {
  const at = where(endpoint, res);
  expect(res.status, at).toBe(200);
  expect(z.strictObject(notLoggedInReply.shape).parse(res.body).msg, at).toBe(
    ENVELOPE_MESSAGES.interceptorNotLoggedIn,
  );
};

/** Spring's default error JSON with this HTTP status, for this path. */
export const expectSpringError = (
  endpoint: EndpointDef,
  res: request.Response,
  status: 400 | 405,
): string => {
  const at = where(endpoint, res);
  expect(res.status, at).toBe(status);
  const body = z.strictObject(springErrorReply.shape).parse(res.body);
  expect(body.status, at).toBe(status);
  expect(body.path, at).toBe(endpoint.path);
  expect(body.error, at).toBe(status === 400 ? 'Bad Request' : 'Method Not Allowed');
  return body.message;
};

/** The method a client would wrongly use: the other one of a POST-only / GET-only endpoint. */
export const wrongMethod = (endpoint: EndpointDef): HttpMethod | undefined => {
  if (endpoint.accepts === 'POST') return 'GET';
  if (endpoint.accepts === 'GET') return 'POST';
  return undefined;
};

/** The tables as text, to see whether a call changed any. */
export const tablesOf = (server: TestServer): Map<string, string> =>
  new Map(Object.entries(server.store.db).map(([name, rows]) => [name, JSON.stringify(rows)]));

export const changedTables = (server: TestServer, before: Map<string, string>): string[] =>
  [...tablesOf(server)].filter(([name, text]) => before.get(name) !== text).map(([n]) => n);
