// Valid calls for the reply sweep (read-replies / write-replies tests): parameters by name with a
// fallback by type; sample-table.ts holds the calls that need more. Every sample must pass the
// endpoint's `params`.
import { NAMED_FUTURES, NAMED_INDEXES, NAMED_STOCKS } from '../../../fixtures/src/named-securities';
import type { NamedUserKey } from '../../../fixtures/src/users';
import type { EndpointDef } from '../../../src/api/contracts/endpoint';
import { paramKind } from '../http/binder';
import type { TestServer } from '../testing';

import { SAMPLE_CALLS } from './sample-table';
import { WRITES } from './writes';

export type Params = Record<string, unknown>;

/** What a sample may read: the server and the logged-in caller's id. */
export interface SampleContext {
  server: TestServer;
  userId: number;
}

export interface SampleCall {
  /** The fixture user of the logged-in call (default `trader`). */
  user?: NamedUserKey;
  /** Valid parameters as the contract types them (a form sends them as text). */
  params?: Params | ((ctx: SampleContext) => Params | Promise<Params>);
  /** A JSON-array body (`body: 'json-array'` endpoints). */
  body?: readonly unknown[];
  /** A multipart file part (uploads). */
  file?: { field: string; bytes: Buffer; name: string };
  /** Why the logged-in call answers status 1 by design; without it the call must answer 0. */
  status1?: string;
}

const { moutai } = NAMED_STOCKS;

/** Values by parameter name, used wherever an endpoint has no entry of its own. */
const BY_NAME: Params = {
  code: moutai.code,
  stockCode: moutai.code,
  stockId: moutai.id,
  indexCode: NAMED_INDEXES.shComposite.gid,
  indexId: NAMED_INDEXES.shComposite.id,
  futuresGid: NAMED_FUTURES.crude.gid,
  futuresCode: NAMED_FUTURES.crude.code,
  futuresId: NAMED_FUTURES.crude.id,
  coinCode: NAMED_FUTURES.crude.coinCode,
  phoneNum: '13712340001',
  pageNum: 1,
  pageSize: 10,
  buyNum: 100,
  buyType: 0,
  lever: 10,
};

/** A value for a required parameter the tables do not name: by what it converts to. */
const byKind = (schema: unknown): unknown => {
  const kind = paramKind(schema);
  if (kind.kind === 'number') return 1;
  if (kind.kind === 'boolean') return true;
  return '1';
};

const isRequired = (schema: unknown): boolean =>
  !(schema as { safeParse: (v: unknown) => { success: boolean } }).safeParse(undefined).success;

/** The endpoint's sample call with its parameters resolved for this server and caller. */
export const sampleFor = async (
  endpoint: EndpointDef,
  ctx: SampleContext,
): Promise<SampleCall & { params: Params }> => {
  const sample = SAMPLE_CALLS[endpoint.path] ?? {};
  const given = typeof sample.params === 'function' ? await sample.params(ctx) : sample.params;
  const params: Params = {};
  for (const [name, schema] of Object.entries(endpoint.params.shape)) {
    if (given && name in given) params[name] = given[name];
    else if (isRequired(schema)) params[name] = name in BY_NAME ? BY_NAME[name] : byKind(schema);
  }
  return { ...sample, params };
};

export const userOf = (endpoint: EndpointDef): NamedUserKey =>
  SAMPLE_CALLS[endpoint.path]?.user ?? 'trader';

export const isWrite = (endpoint: EndpointDef): boolean => endpoint.path in WRITES;
