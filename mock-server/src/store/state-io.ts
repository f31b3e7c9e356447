// The whole state as one JSON document: what persistence writes to disk and what the control API
// exports and imports. Imports are validated before anything is replaced, so a bad file changes
// nothing.
import { z } from 'zod';

import type { Db } from '../../../fixtures/src/db';
import { clockSnapshot, type ClockSnapshot } from '../clock';

import { hashPlainFundsPasswords } from './legacy-secrets';
import type { Session } from './sessions';
import type { ControlState, MockStore } from './store';

export const STATE_FORMAT = 'trader-mock-state';
export const STATE_VERSION = 1;

export interface StateDoc {
  format: typeof STATE_FORMAT;
  version: typeof STATE_VERSION;
  seed: number;
  savedAt: number;
  clock: ClockSnapshot;
  control: ControlState;
  sessionTtlMs: number;
  sessions: [string, Session][];
  db: Db;
  /** Digest of the fixtures the world grew from (`fixtures-fingerprint.ts`); absent in older saves. */
  fixtures?: string;
  /** Persistence only: the first write-ahead log generation that follows this snapshot. */
  wal?: number;
}

const row = z.looseObject({ id: z.number().int() });

const stateDoc = z.object({
  format: z.literal(STATE_FORMAT),
  version: z.literal(STATE_VERSION),
  seed: z.number().int(),
  savedAt: z.number(),
  clock: clockSnapshot,
  control: z.object({
    tradingHours: z.enum(['auto', 'open', 'closed']),
    newShareAllotmentRate: z.number().min(0).max(1).optional(),
  }),
  sessionTtlMs: z.number().int().positive(),
  sessions: z.array(
    z.tuple([z.string(), z.object({ userId: z.number().int(), expiresAt: z.number() })]),
  ),
  db: z.record(z.string(), z.array(row)),
  fixtures: z.string().optional(),
  wal: z.number().int().nonnegative().optional(),
});

export const exportState = (store: MockStore): StateDoc => ({
  format: STATE_FORMAT,
  version: STATE_VERSION,
  seed: store.seed,
  savedAt: Date.now(),
  clock: store.clock.snapshot(),
  control: { ...store.control },
  sessionTtlMs: store.sessions.ttlMs,
  sessions: store.sessions.entries(),
  db: store.db,
  ...(store.fixtures === undefined ? {} : { fixtures: store.fixtures }),
});

export type ParseResult = { ok: true; doc: StateDoc } | { ok: false; error: string };

/**
 * Checks a document's frame and that it has every table of the current world (rows are trusted
 * to be what this server wrote; the db is our own format).
 */
export const parseStateDoc = (value: unknown, expectedTables: readonly string[]): ParseResult => {
  const parsed = stateDoc.safeParse(value);
  if (!parsed.success) return { ok: false, error: z.prettifyError(parsed.error) };
  // A table added since the document was written starts empty: older saves and exports load.
  const db: Record<string, unknown[]> = { ...parsed.data.db };
  for (const table of expectedTables) if (!(table in db)) db[table] = [];
  return { ok: true, doc: { ...parsed.data, db } as unknown as StateDoc };
};

export const applyState = (store: MockStore, doc: StateDoc): void => {
  hashPlainFundsPasswords(doc.db);
  store.replaceDb(doc.db, doc.seed);
  store.fixtures = doc.fixtures;
  store.clock.restore(doc.clock);
  store.control = { ...doc.control };
  store.sessions.ttlMs = doc.sessionTtlMs;
  store.sessions.load(doc.sessions);
  store.changed();
};
