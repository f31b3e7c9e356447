// Reads a `@RequestBody` JSON object or array the way Spring's Jackson converter does (api-contract
// §1, §18): only `application/json` (or `+json`) is read, anything else is 415; a missing, empty or
// unparseable body, or one of the other JSON kind, is 400. Express leaves these bodies unread (only
// form bodies are parsed globally), so the stream is read here, with the form limit.
import type { Request, Response } from 'express';

import type { BodyEncoding } from '../../../src/api/contracts/endpoint';

import { springError } from './envelope';
import { requestPath } from './errors';

/** The same 100 KB the form parser allows. */
const JSON_BODY_LIMIT = 100 * 1024;

const MISSING = 'Required request body is missing';

export type JsonBodyResult =
  { ok: true; value: unknown } | { ok: false; status: number; message: string };

const readText = (req: Request): Promise<string | undefined> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= JSON_BODY_LIMIT) chunks.push(chunk);
    });
    req.on('end', () =>
      resolve(size > JSON_BODY_LIMIT ? undefined : Buffer.concat(chunks).toString('utf8')),
    );
    req.on('error', reject);
  });

const isJsonType = (type: string): boolean => {
  const media = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return media === 'application/json' || /^application\/[\w.+-]+\+json$/.test(media);
};

const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/** The body as the encoding asks, or why Spring would refuse it. */
export const readJsonBody = async (
  req: Request,
  encoding: Exclude<BodyEncoding, 'form'>,
): Promise<JsonBodyResult> => {
  const type = req.get('content-type');
  // No type and no body: Spring binds null → "required body missing"; a typed non-JSON body is 415.
  if (type === undefined && !hasBody(req)) return { ok: false, status: 400, message: MISSING };
  if (type === undefined || !isJsonType(type)) {
    const shown = type ?? 'application/octet-stream';
    return { ok: false, status: 415, message: `Content type '${shown}' not supported` };
  }
  const text = await readText(req);
  if (text === undefined) return { ok: false, status: 413, message: 'Request body too large' };
  if (text.trim() === '') return { ok: false, status: 400, message: MISSING };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, status: 400, message: `JSON parse error: ${detail}` };
  }
  const isArray = Array.isArray(value);
  const isObject = typeof value === 'object' && value !== null && !isArray;
  if (encoding === 'json-array' ? !isArray : !isObject) {
    const want = encoding === 'json-array' ? 'java.util.ArrayList' : 'java.util.LinkedHashMap';
    return {
      ok: false,
      status: 400,
      message: `JSON parse error: Cannot deserialize value of type \`${want}\` from this JSON value`,
    };
  }
  return { ok: true, value };
};

/**
 * Reads the body, or answers Spring's error reply itself and gives `undefined` (the handler then
 * returns nothing: the reply is already sent).
 */
export const jsonBodyOrReply = async (
  req: Request,
  res: Response,
  encoding: Exclude<BodyEncoding, 'form'>,
  now: number,
): Promise<unknown> => {
  const read = await readJsonBody(req, encoding);
  if (read.ok) return read.value;
  res.status(read.status).json(springError(read.status, read.message, requestPath(req), now));
  return undefined;
};
