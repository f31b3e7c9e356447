// The mock server's state: the tables (built from the fixtures), and what the reference keeps in
// Redis (sessions, captcha codes). One store per server instance; tests build a fresh one each.
import { buildDb, type Db } from '../../../fixtures/src/db';
import { DEFAULT_SEED } from '../../../fixtures/src/random';
import type { Clock } from '../clock';

import { CaptchaStore } from './captchas';
import { Faults } from './faults';
import { SessionStore } from './sessions';

export interface MockStore {
  readonly seed: number;
  readonly clock: Clock;
  /** The tables. Plain JSON data: `snapshot()` copies it for `/__db`. */
  db: Db;
  readonly sessions: SessionStore;
  readonly captchas: CaptchaStore;
  readonly faults: Faults;
}

export const createStore = (options: { seed?: number; clock: Clock }): MockStore => {
  const seed = options.seed ?? DEFAULT_SEED;
  return {
    seed,
    clock: options.clock,
    db: buildDb(seed),
    sessions: new SessionStore(options.clock),
    captchas: new CaptchaStore(options.clock),
    faults: new Faults(),
  };
};

/** Next id of a table: one more than the largest id in it. */
export const nextRowId = (rows: readonly { id: number }[]): number =>
  rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;

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
