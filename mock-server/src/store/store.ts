// The mock server's state: the tables (built from the fixtures, indexed), what the reference keeps
// in Redis (sessions, captcha codes), the controllable clock and the control switches. One store
// per server instance; tests build a fresh one each. Rows and sessions report each change to
// `writes` (the write-ahead log listens when persistence is on, ADR 0019); other changes that
// should survive a restart (clock, switches) call `changed()`.
import { buildDb, type Db } from '../../../fixtures/src/db';

import { fixturesFingerprint } from './fixtures-fingerprint';
import { DEFAULT_SEED } from '../../../fixtures/src/random';
import type { ControlledClock } from '../clock';
import type { TradingHoursMode } from '../domain/trading-hours';
import { RateLimits } from '../limits/rate-limits';

import { CaptchaStore } from './captchas';
import { Faults } from './faults';
import type { WriteHooks } from './mutations';
import { SessionStore } from './sessions';
import { SmsCodeStore } from './sms-codes';
import { Table } from './table';
import { UploadStore } from './uploads';

export type Tables = { [K in keyof Db]: Table<Db[K][number]> };

/** Switches the control API sets; persisted with the state. */
export interface ControlState {
  tradingHours: TradingHoursMode;
  /** Share of new-share applications the lifecycle's draw allots (0–1); unset = the default. */
  newShareAllotmentRate?: number;
}

export const defaultControlState = (): ControlState => ({ tradingHours: 'auto' });

export interface MockStore {
  /** Seed of the fixture world the state started from. */
  seed: number;
  /** Digest of the fixtures the world grew from; undefined for a state saved before digests. */
  fixtures: string | undefined;
  readonly clock: ControlledClock;
  /** The tables as plain JSON arrays (what `/__db`, export and persistence read). */
  db: Db;
  /** The same rows, indexed. Write through these. */
  tables: Tables;
  readonly sessions: SessionStore;
  readonly captchas: CaptchaStore;
  /** SMS codes "sent" (readable through the control API: no SMS leaves the machine). */
  readonly smsCodes: SmsCodeStore;
  readonly uploads: UploadStore;
  /** Attempt limits of SMS, codes and logins (issue 17); cleared with the world. */
  readonly limits: RateLimits;
  readonly faults: Faults;
  control: ControlState;
  /** Where tables and sessions report each change (persistence sets the hooks). */
  readonly writes: WriteHooks;
  /** Something changed that should be saved. */
  changed(): void;
  onChange(listener: () => void): void;
  /** Swaps the whole world (reset, scenario, import); sessions and captchas are cleared. */
  replaceDb(db: Db, seed?: number): void;
}

export const createTables = (db: Db, writes: WriteHooks = {}): Tables =>
  Object.fromEntries(
    Object.entries(db).map(([name, rows]) => [name, new Table(rows, name, writes)]),
  ) as Tables;

export const createStore = (options: {
  seed?: number;
  clock: ControlledClock;
  /** Real time for the attempt limits (the mock clock can stand still); default `Date.now`. */
  now?: () => number;
}): MockStore => {
  const listeners: (() => void)[] = [];
  const seed = options.seed ?? DEFAULT_SEED;
  const db = buildDb(seed);
  const writes: WriteHooks = {};
  const store: MockStore = {
    seed,
    fixtures: fixturesFingerprint(seed),
    clock: options.clock,
    db,
    tables: createTables(db, writes),
    sessions: new SessionStore(options.clock, undefined, writes),
    captchas: new CaptchaStore(options.clock),
    smsCodes: new SmsCodeStore(options.clock),
    uploads: new UploadStore(),
    limits: new RateLimits(options.now),
    faults: new Faults(),
    control: defaultControlState(),
    writes,
    changed: () => {
      for (const listener of listeners) listener();
    },
    onChange: (listener) => void listeners.push(listener),
    replaceDb: (next, nextSeed) => {
      writes.replaced?.();
      store.db = next;
      store.tables = createTables(next, writes);
      if (nextSeed !== undefined) store.seed = nextSeed;
      // A reset or a scenario starts from today's fixtures; applyState then says otherwise.
      store.fixtures = fixturesFingerprint(store.seed);
      store.sessions.clear();
      store.captchas.clear();
      store.smsCodes.clear();
      store.limits.reset();
      store.changed();
    },
  };
  return store;
};

/** Fields never shown outside the server: login and funds passwords. */
export const SECRET_FIELDS = ['userPwd', 'withPwd', 'withdrawalPwd'] as const;

/** A deep copy of the tables with the password fields removed (for `/__db`). */
export const snapshot = (store: MockStore): Db => {
  const copy = structuredClone(store.db);
  for (const user of copy.users) {
    for (const field of SECRET_FIELDS) delete (user as Partial<typeof user>)[field];
  }
  return copy;
};
