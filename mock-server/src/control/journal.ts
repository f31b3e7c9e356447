// The request journal (harness-notes item 10, WireMock's journal as the model): the last N calls
// with who made them, what they sent, what came back and which fault answered, so the harness can
// show "which request failed first" and stream calls live to every panel. Secrets (passwords,
// tokens, ID and card numbers: secret-mask.ts) are masked in what it shows; `rawView` gives the
// token holder what was really sent and answered.
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Request, RequestHandler, Response } from 'express';

import { TOKEN_HEADER } from '../../../src/api/contracts/constants';
import type { Clock } from '../clock';
import { requestPath } from '../http/errors';

import { appliedFault, FRAME_HEADER, type AppliedFault } from './faults';
import type { ReplaySource } from './replay-registry';
import { isSecretKey, MASK, maskReplyText, maskValue } from './secret-mask';

export { MASK };

export const DEFAULT_JOURNAL_SIZE = 500;
/** Bytes of a reply body kept per entry. */
export const BODY_SAMPLE_BYTES = 2048;

export type ParamValue = string | string[];

export interface JournalEntry {
  seq: number;
  /** Mock clock, epoch ms, when the request arrived. */
  time: number;
  method: string;
  path: string;
  /** Query and form parameters, secrets masked. */
  params: Record<string, ParamValue>;
  hasToken: boolean;
  userId?: number;
  frame?: string;
  /** `null`: the connection closed without a reply (reset, hang, dropped, client gave up). */
  status: number | null;
  /** Wall-clock ms from arrival to reply or close. */
  latencyMs: number;
  fault?: Omit<AppliedFault, 'droppedBody'>;
  /**
   * First 2 KB of the reply (text, secrets masked), or `[<type>, N bytes]` for binary replies.
   * For a dropped response: what the handler sent into the void.
   */
  body?: string;
  /** Bytes that reached the client (0 for a dropped response). */
  bodyBytes: number;
  /** What a handler wanted people to see with this call (e.g. the SMS code it "sent"). */
  note?: string;
  /** A call of a frame in support-bundle replay: answered from the bundle or from the fixtures. */
  replay?: ReplaySource;
}

const NOTE_LOCAL = 'journalNote';
const REPLAY_LOCAL = 'journalReplay';

/** Marks this request's journal entry as a replayed frame's call (replay-middleware.ts). */
export const noteReplay = (res: Response, source: ReplaySource): void => {
  res.locals[REPLAY_LOCAL] = source;
};

/** Attaches a line to this request's journal entry (shown in the harness timeline). */
export const noteInJournal = (res: Response, note: string): void => {
  res.locals[NOTE_LOCAL] = note;
};

export interface JournalFilter {
  frame?: string;
  userId?: number;
  /** Substring of the path. */
  path?: string;
  /** A status code, or `none` for calls closed without a reply. */
  status?: number | 'none';
  /** Only entries after this seq. */
  since?: number;
  /** At most this many, the newest. */
  limit?: number;
}

export const matchesFilter = (entry: JournalEntry, filter: JournalFilter): boolean =>
  (filter.frame === undefined || entry.frame === filter.frame) &&
  (filter.userId === undefined || entry.userId === filter.userId) &&
  (filter.path === undefined || entry.path.includes(filter.path)) &&
  (filter.status === undefined ||
    entry.status === (filter.status === 'none' ? null : filter.status)) &&
  (filter.since === undefined || entry.seq > filter.since);

export type JournalListener = (entry: JournalEntry) => void;

/** A ring buffer of the latest entries, with live subscribers. */
export class Journal {
  private readonly entries: JournalEntry[] = [];
  private readonly listeners = new Set<JournalListener>();
  private seq = 0;

  constructor(readonly capacity: number = DEFAULT_JOURNAL_SIZE) {}

  record(entry: Omit<JournalEntry, 'seq'>): JournalEntry {
    // Assigned, not spread: spreading would read (and decode) the lazy body right away.
    const full: JournalEntry = Object.assign(entry, { seq: ++this.seq });
    this.entries.push(full);
    if (this.entries.length > this.capacity) this.entries.shift();
    for (const listener of this.listeners) listener(full);
    return full;
  }

  /** Oldest first. */
  list(filter: JournalFilter = {}): JournalEntry[] {
    const found = this.entries.filter((entry) => matchesFilter(entry, filter));
    return filter.limit === undefined ? found : found.slice(-filter.limit);
  }

  /** Empties the buffer; seq numbers keep counting so SSE clients never see one reused. */
  clear(): number {
    const count = this.entries.length;
    this.entries.length = 0;
    return count;
  }

  subscribe(listener: JournalListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get subscribers(): number {
    return this.listeners.size;
  }
}

const asValue = (value: unknown): ParamValue =>
  Array.isArray(value)
    ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** Query then form parameters (a key in both becomes a list, as Spring binds it). */
export const collectParams = (query: unknown, body: unknown): Record<string, ParamValue> => {
  const params: Record<string, ParamValue> = {};
  for (const source of [query, body]) {
    if (source === null || typeof source !== 'object' || Array.isArray(source)) continue;
    for (const [key, raw] of Object.entries(source)) {
      const value = asValue(raw);
      const before = params[key];
      params[key] = before === undefined ? value : [before, value].flat();
    }
  }
  return params;
};

const maskParam = (key: string, value: ParamValue): ParamValue =>
  Array.isArray(value)
    ? value.map((v) => String(maskValue(key, v)))
    : String(maskValue(key, value));

/** The parameters with secrets masked (`withPwd: '•••'`, `bankNo: '•••6125'`). */
export const maskParams = (params: Record<string, ParamValue>): Record<string, ParamValue> => {
  const out: Record<string, ParamValue> = {};
  for (const [key, value] of Object.entries(params)) {
    out[key] = isSecretKey(key) ? maskParam(key, value) : value;
  }
  return out;
};

/** Query then form parameters, secrets masked. */
export const maskedParams = (query: unknown, body: unknown): Record<string, ParamValue> =>
  maskParams(collectParams(query, body));

interface RawSource {
  params(): Record<string, ParamValue>;
  body(): string | undefined;
}

/** Beside the entries, not on them: listings, the stream and comparisons see the masked view. */
const rawSources = new WeakMap<JournalEntry, RawSource>();

/**
 * The entry as it really was (unmasked parameters and reply), for the token holder's `?raw=1`.
 * Entries recorded without a raw source (tests) are returned as they are.
 */
export const rawView = (entry: JournalEntry): JournalEntry => {
  const raw = rawSources.get(entry);
  return raw ? { ...entry, params: raw.params(), body: raw.body() } : entry;
};

type Chunk = string | Uint8Array;

/**
 * Keeps what is written (up to about `limit` bytes) and counts the rest. Chunks are kept as they
 * came and only decoded when the text is read: most entries are never looked at, and copying every
 * reply would cost the hot endpoints a fifth of their throughput.
 */
export class BodySample {
  private readonly parts: [Chunk, BufferEncoding][] = [];
  private kept = 0;
  bytes = 0;

  constructor(private readonly limit: number = BODY_SAMPLE_BYTES) {}

  add(chunk: unknown, encoding?: unknown): void {
    if (typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) return;
    const enc = Buffer.isEncoding(String(encoding)) ? (encoding as BufferEncoding) : 'utf8';
    const size = typeof chunk === 'string' ? Buffer.byteLength(chunk, enc) : chunk.length;
    this.bytes += size;
    if (this.kept < this.limit) {
      this.parts.push([chunk, enc]);
      this.kept += size;
    }
  }

  /** The sample as text, or a placeholder for a binary content type. */
  text(contentType: string | undefined): string | undefined {
    if (this.bytes === 0) return undefined;
    if (contentType !== undefined && !/json|text|javascript|xml|urlencoded/i.test(contentType)) {
      return `[${contentType.split(';')[0] ?? contentType}, ${this.bytes} bytes]`;
    }
    const buffers = this.parts.map(([chunk, enc]) =>
      typeof chunk === 'string' ? Buffer.from(chunk, enc) : Buffer.from(chunk),
    );
    return Buffer.concat(buffers).subarray(0, this.limit).toString('utf8');
  }
}

/** Per-request journal state, kept on the response so no closure is made per request. */
interface Pending {
  sample: BodySample;
  started: bigint;
  time: number;
  path: string;
  userId: number | undefined;
  frame: string | undefined;
  /** Parsed parameters when the caller has them; else read from the request (Express's). */
  input: { query: unknown; body: unknown } | undefined;
  isRecorded: boolean;
}

const PENDING = Symbol('journal');
type Tracked = ServerResponse & { [PENDING]?: Pending; locals?: Record<string, unknown> };

type Write = (this: Tracked, chunk: unknown, encoding?: unknown, cb?: unknown) => boolean;
type End = (this: Tracked, chunk?: unknown, encoding?: unknown, cb?: unknown) => Tracked;

const teed = new WeakSet<object>();

/**
 * Feeds everything a handler writes into the request's sample. Patched once on the app's response
 * prototype rather than wrapped per request: two bound wrappers per call cost the hot endpoints
 * about a tenth of their throughput. A handler that swaps `write`/`end` on its own response (a
 * dropped reply) bypasses it, which is right: nothing reached the client.
 */
const teeOnce = (proto: object): void => {
  if (teed.has(proto)) return;
  teed.add(proto);
  const target = proto as { write: Write; end: End };
  const write = target.write;
  const end = target.end;
  target.write = function (this: Tracked, chunk, encoding, cb) {
    this[PENDING]?.sample.add(chunk, encoding);
    return write.call(this, chunk, encoding, cb);
  };
  target.end = function (this: Tracked, chunk, encoding, cb) {
    if (typeof chunk !== 'function') this[PENDING]?.sample.add(chunk, encoding);
    return end.call(this, chunk, encoding, cb);
  };
};

const withoutBody = ({ droppedBody: _body, ...fault }: AppliedFault): JournalEntry['fault'] =>
  fault;

export interface JournalMiddlewareDeps {
  journal: Journal;
  clock: Clock;
  /** The logged-in user behind the request's token, read without extending the session. */
  userIdOf?: (req: Request) => number | undefined;
}

/** The harness's own traffic stays out of the journal. */
const UNRECORDED = /^\/__(harness|db)(\/|$)/;

const recorders = new WeakMap<Journal, (this: Tracked) => void>();

/** One `close` listener per journal, shared by every request (no closure per call). */
const recorderOf = (journal: Journal): ((this: Tracked) => void) => {
  let record = recorders.get(journal);
  if (record) return record;
  record = function (this: Tracked): void {
    const pending = this[PENDING];
    if (!pending || pending.isRecorded) return;
    pending.isRecorded = true;
    const { req } = this;
    const { sample, userId, frame } = pending;
    const applied = appliedFault(this);
    const header = this.getHeader('content-type');
    const contentType = header === undefined ? undefined : String(header);
    const note: unknown = this.locals?.[NOTE_LOCAL];
    const replay = this.locals?.[REPLAY_LOCAL] as ReplaySource | undefined;
    // Only the parsed parameters are kept, not the request: a retained request (socket, headers)
    // survives into the old generation and makes every major GC slower.
    const { query, body: input } = pending.input ?? (req as { query?: unknown; body?: unknown });
    let rawParams: Record<string, ParamValue> | undefined;
    let params: Record<string, ParamValue> | undefined;
    let body: string | undefined | null = null;
    const raw: RawSource = {
      params: () => (rawParams ??= collectParams(query, input)),
      body: () => sample.text(contentType) ?? applied?.droppedBody,
    };
    const entry: Omit<JournalEntry, 'seq'> = {
      time: pending.time,
      method: req.method ?? '',
      path: pending.path,
      // Masked and decoded on first read (listing, stream), not for every request.
      get params() {
        return (params ??= maskParams(raw.params()));
      },
      hasToken: Boolean(req.headers[TOKEN_HEADER_KEY]),
      ...(userId === undefined ? {} : { userId }),
      ...(frame === undefined ? {} : { frame }),
      // 'close' follows 'finish' for every reply; `writableFinished` tells a reply that went out
      // from a connection that closed without one.
      status: this.writableFinished ? this.statusCode : null,
      latencyMs: Math.round(Number(process.hrtime.bigint() - pending.started) / 1e5) / 10,
      ...(applied === undefined ? {} : { fault: withoutBody(applied) }),
      get body() {
        if (body === null) {
          const text = raw.body();
          body = text === undefined ? undefined : maskReplyText(pending.path, text);
        }
        return body;
      },
      bodyBytes: sample.bytes,
      ...(typeof note === 'string' ? { note } : {}),
      ...(replay === undefined ? {} : { replay }),
    };
    // Before recording: live subscribers (a raw stream) read it at once. `record` keeps the object.
    rawSources.set(entry as JournalEntry, raw);
    journal.record(entry);
  };
  recorders.set(journal, record);
  return record;
};

const TOKEN_HEADER_KEY = TOKEN_HEADER.toLowerCase();

export interface EntryStart {
  /** The request path without the query. */
  path: string;
  /** Mock clock, epoch ms, at arrival. */
  time: number;
  userId: number | undefined;
  /** Parsed query and form parameters, when known up front. */
  input?: { query: unknown; body: unknown };
}

/**
 * Starts a request's entry; it is recorded when the connection's reply finishes or it closes.
 * Returns the body sample, for a caller that writes its reply itself (the fast path).
 */
export const beginEntry = (
  journal: Journal,
  req: IncomingMessage,
  res: ServerResponse,
  start: EntryStart,
): BodySample => {
  const sample = new BodySample();
  const frame = req.headers[FRAME_HEADER];
  (res as Tracked)[PENDING] = {
    sample,
    started: process.hrtime.bigint(),
    time: start.time,
    path: start.path,
    userId: start.userId,
    frame: typeof frame === 'string' && frame !== '' ? frame : undefined,
    input: start.input,
    isRecorded: false,
  };
  res.on('close', recorderOf(journal));
  return sample;
};

/** Records every call when it finishes or its connection closes. Mount before everything else. */
export const journalMiddleware =
  ({ journal, clock, userIdOf }: JournalMiddlewareDeps): RequestHandler =>
  (req, res, next) => {
    const path = requestPath(req);
    if (UNRECORDED.test(path)) {
      next();
      return;
    }
    teeOnce(Object.getPrototypeOf(res) as object);
    beginEntry(journal, req, res, { path, time: clock.now(), userId: userIdOf?.(req) });
    next();
  };
