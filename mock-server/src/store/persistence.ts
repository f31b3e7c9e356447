// Keeps the state on disk so a restart, or a crash, continues where the server stopped (ADR 0019).
// A snapshot (`state.json`, replaced atomically) plus a write-ahead log of every change since: a
// reply to a request that changed state leaves only once its change is in the log on disk (group
// commit: one synchronous append for every reply waiting at that moment); replies that changed
// nothing never wait. On start: snapshot, then the log replayed (a torn last frame dropped), then
// folded into a fresh snapshot; the log is folded again when it outgrows the snapshot, and on a
// clean close.
import type { RequestListener, ServerResponse } from 'node:http';
import { ServerResponse as NodeServerResponse } from 'node:http';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';

import type { ClockSnapshot } from '../clock';

import { GroupCommit } from './group-commit';
import { applyMutation, type Mutation } from './mutations';
import { applyState, exportState, parseStateDoc, type StateDoc } from './state-io';
import type { ControlState, MockStore } from './store';
import {
  decodeFrames,
  encodeFrame,
  LogFile,
  logGenerations,
  logName,
  removeLogsBefore,
  removeTemporaries,
  writeFileDurably,
  writeFileDurablySync,
} from './wal-file';

export const STATE_FILE = 'state.json';
/** The log is folded into the snapshot past this size (or the snapshot's, when that is larger). */
export const COMPACT_BYTES = 8 * 1024 * 1024;

export interface Persistence {
  readonly file: string;
  /** Resolves when every change made so far is on disk. */
  flush(): Promise<void>;
  /** Folds the log into the snapshot (clean shutdown). Changes after it are still logged. */
  close(): Promise<void>;
  /**
   * Wraps the server's listener: a reply to a request during which state changed is held until
   * the change is durable (its connection is dropped if the disk fails); other replies go at once.
   */
  guard(listener: RequestListener): RequestListener;
}

type Log = (line: string) => void;

/**
 * The saved state of `dir`, or undefined when there is none or it is unusable; an unreadable file
 * is moved aside (`state.json.corrupt-<time>`) so it can be inspected, and never loaded.
 */
export const loadSavedState = (
  dir: string,
  expectedTables: readonly string[],
  log: Log,
): StateDoc | undefined => {
  const file = join(dir, STATE_FILE);
  if (!existsSync(file)) return undefined;
  let reason: string;
  try {
    const parsed = parseStateDoc(JSON.parse(readFileSync(file, 'utf8')), expectedTables);
    if (parsed.ok) return parsed.doc;
    reason = parsed.error;
  } catch (e) {
    reason = e instanceof Error ? e.message : String(e);
  }
  const aside = `${file}.corrupt-${Date.now()}`;
  renameSync(file, aside);
  log(
    `[mock] saved state unusable (${reason.split('\n')[0]}); moved to ${aside}, starting from fixtures`,
  );
  return undefined;
};

/** What every log frame carries besides its rows: the clock and switches as they stand. */
interface Meta {
  c: ClockSnapshot;
  k: ControlState;
  t: number;
}

/** One frame: the changes of one group commit, or the whole world after a reset or import. */
type Frame = { r: Mutation[]; m: Meta } | { w: StateDoc };

const metaOf = (store: MockStore): Meta => ({
  c: store.clock.snapshot(),
  k: store.control,
  t: store.sessions.ttlMs,
});

/** Changes the log must record although no row changed; a running clock's own ticking is none. */
const metaMark = (store: MockStore): { key: string; base: number } => {
  const c = store.clock.state();
  const key = `${store.control.tradingHours}|${store.control.newShareAllotmentRate}|${store.sessions.ttlMs}|${c.isLive}|${c.isFrozen}|${c.speed}`;
  if (c.isLive) return { key, base: 0 };
  if (c.isFrozen) return { key, base: c.now };
  // Running: mock time at source time 0 stays put unless someone moves the clock.
  return { key, base: c.now - (c.now - c.offsetMs) * c.speed };
};

const applyFrame = (store: MockStore, frame: Frame): void => {
  if ('w' in frame) {
    applyState(store, frame.w);
    return;
  }
  for (const mutation of frame.r) applyMutation(store, mutation);
  store.clock.restore(frame.m.c);
  store.control = { ...frame.m.k };
  store.sessions.ttlMs = frame.m.t;
};

/** Applies the logs of `generations` in order; stops at the first torn or unreadable frame. */
const replayLogs = (store: MockStore, dir: string, generations: number[], log: Log): void => {
  let frames = 0;
  for (const generation of generations) {
    const { payloads, tornBytes } = decodeFrames(readFileSync(join(dir, logName(generation))));
    let isBroken = tornBytes > 0;
    for (const payload of payloads) {
      let frame: Frame;
      try {
        frame = JSON.parse(payload) as Frame;
      } catch {
        isBroken = true;
        break;
      }
      applyFrame(store, frame);
      frames++;
    }
    if (isBroken) {
      // Only the last append can be cut short: nothing after it was ever acknowledged.
      log(`[mock] ${logName(generation)}: an incomplete last write (${tornBytes} bytes) dropped`);
      break;
    }
  }
  if (frames > 0) log(`[mock] state restored: ${frames} logged write(s) replayed`);
};

const snapshotText = (store: MockStore, generation: number): string =>
  JSON.stringify({ ...exportState(store), wal: generation } satisfies StateDoc);

const COMMIT = Symbol('durable-commit');
const SINCE = Symbol('durable-since');
type Guarded = ServerResponse & { [COMMIT]?: GroupCommit; [SINCE]?: number };
type End = (this: Guarded, chunk?: unknown, encoding?: unknown, cb?: unknown) => Guarded;

/**
 * Holds `end` of guarded replies. Patched once on Node's response prototype (Express's inherits
 * it) instead of wrapped per request: a per-request wrapper costs the hot reads; unguarded replies
 * pay one property read.
 */
const holdEnds = (() => {
  let isPatched = false;
  return () => {
    if (isPatched) return;
    isPatched = true;
    const proto = NodeServerResponse.prototype as unknown as { end: End };
    const end = proto.end;
    proto.end = function (this: Guarded, chunk, encoding, cb) {
      const commit = this[COMMIT];
      if (commit === undefined || !commit.isPendingSince(this[SINCE] ?? 0)) {
        return end.call(this, chunk, encoding, cb);
      }
      this[COMMIT] = undefined;
      commit.whenDurable(commit.seq, (isDurable) => {
        if (isDurable) end.call(this, chunk, encoding, cb);
        else this.destroy();
      });
      return this;
    };
  };
})();

export const attachPersistence = (
  store: MockStore,
  dir: string,
  {
    log = () => {},
    resumed,
    compactBytes,
  }: {
    log?: Log;
    /** The snapshot the store was loaded from: its log is replayed. None: any log is dropped. */
    resumed?: StateDoc;
    /** Fold past this many log bytes (default: `COMPACT_BYTES` or the snapshot's size). */
    compactBytes?: number;
  } = {},
): Persistence => {
  mkdirSync(dir, { recursive: true });
  holdEnds();
  const file = join(dir, STATE_FILE);
  removeTemporaries(file);
  const found = logGenerations(dir);
  const base = resumed?.wal ?? 0;
  if (resumed)
    replayLogs(
      store,
      dir,
      found.filter((g) => g >= base),
      log,
    );
  else if (found.length > 0) log(`[mock] write-ahead log without its snapshot dropped`);

  // A fresh snapshot of what was recovered; the log starts over in the next generation.
  let generation = Math.max(base, ...found) + 1;
  let snapshot = snapshotText(store, generation);
  writeFileDurablySync(file, snapshot);
  removeLogsBefore(dir, generation);
  let current = new LogFile(join(dir, logName(generation)));
  let compacting: Promise<void> | undefined;
  let isCompactionAsked = false;

  let records: string[] = [];
  let isWorldReplaced = false;
  let lastMark = metaMark(store);

  /** Everything recorded since the last frame, as one frame (or none). */
  const seal = (): Buffer | undefined => {
    if (isWorldReplaced) {
      isWorldReplaced = false;
      records = [];
      return encodeFrame(`{"w":${JSON.stringify(exportState(store))}}`);
    }
    if (records.length === 0) return undefined;
    const payload = `{"m":${JSON.stringify(metaOf(store))},"r":[${records.join(',')}]}`;
    records = [];
    return encodeFrame(payload);
  };

  /** Snapshot of now; later changes go to a new log. Returns the log the snapshot covers. */
  const startCompaction = (): LogFile => {
    const covered = current;
    generation++;
    snapshot = snapshotText(store, generation);
    current = new LogFile(join(dir, logName(generation)));
    const next = generation;
    compacting = writeFileDurably(file, snapshot)
      .then(() => removeLogsBefore(dir, next))
      .catch((e: unknown) => log(`[mock] could not save state: ${String(e)}`))
      .finally(() => (compacting = undefined));
    return covered;
  };

  const writeBatch = async (): Promise<void> => {
    // Synchronous up to the first await: the frame holds exactly what was recorded until now.
    const frame = seal();
    const isDue =
      isCompactionAsked ||
      current.size >= (compactBytes ?? Math.max(COMPACT_BYTES, snapshot.length));
    const target = isDue && !compacting ? startCompaction() : current;
    // Placed in the file now (appends may overlap; the file keeps call order).
    const appended = frame ? target.append(frame) : Promise.resolve();
    if (target !== current) {
      isCompactionAsked = false;
      target.retire().catch((e: unknown) => log(`[mock] could not close a log: ${String(e)}`));
    }
    await appended;
  };

  const commit = new GroupCommit(writeBatch, log);
  store.writes.record = (mutation) => {
    if (!isWorldReplaced) records.push(JSON.stringify(mutation));
    commit.note();
  };
  store.writes.replaced = () => {
    isWorldReplaced = true;
    records = [];
    commit.note();
  };
  store.onChange(() => {
    const mark = metaMark(store);
    if (mark.key === lastMark.key && Math.abs(mark.base - lastMark.base) <= 2) return;
    lastMark = mark;
    store.writes.record?.({ m: 1 });
  });

  return {
    file,
    flush: () => commit.flush(),
    close: async () => {
      isCompactionAsked = true;
      // A fold already under way is waited for, then this one is made.
      while (isCompactionAsked) {
        await compacting;
        commit.note();
        await commit.flush();
      }
      await compacting;
      await current.release();
    },
    guard: (listener) => (req, res) => {
      const guarded = res as Guarded;
      guarded[COMMIT] = commit;
      guarded[SINCE] = commit.seq;
      listener(req, res);
    },
  };
};
