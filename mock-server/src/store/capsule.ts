// A support "state capsule": one user's slice of the world (the user row, every row keyed by their
// userId — balances, ledger, positions, orders, card, verification, subscriptions, messages… — plus
// the clock and control switches) as one file. Importing it replaces that user (matched by phone)
// in the running world, so a developer reproduces a trader's situation exactly.
import { z } from 'zod';

import type { UserRow } from '../../../fixtures/src/users';
import { clockSnapshot, type ClockSnapshot } from '../clock';

import { hashPlainFundsPassword } from './legacy-secrets';
import type { ControlState, MockStore, Tables } from './store';
import type { Row, Table } from './table';

export const CAPSULE_FORMAT = 'trader-mock-capsule';

export interface Capsule {
  format: typeof CAPSULE_FORMAT;
  version: 1;
  exportedAt: number;
  clock: ClockSnapshot;
  control: ControlState;
  user: UserRow;
  /** Table name → that user's rows. */
  rows: Record<string, Row[]>;
  /** Free-form client state the harness adds (language, theme, route…). */
  client?: Record<string, unknown>;
}

const capsuleSchema = z.object({
  format: z.literal(CAPSULE_FORMAT),
  version: z.literal(1),
  exportedAt: z.number(),
  clock: clockSnapshot,
  control: z.object({
    tradingHours: z.enum(['auto', 'open', 'closed']),
    newShareAllotmentRate: z.number().min(0).max(1).optional(),
  }),
  user: z.looseObject({ id: z.number().int(), phone: z.string().regex(/^\d{11}$/) }),
  rows: z.record(
    z.string(),
    z.array(z.looseObject({ id: z.number().int(), userId: z.number().int() })),
  ),
  client: z.record(z.string(), z.unknown()).optional(),
});

type AnyTable = Table<Row & { userId?: unknown }>;

/** Tables whose rows belong to one user (they carry `userId`). */
const userKeyedTables = (tables: Tables): [string, AnyTable][] =>
  (Object.entries(tables) as [string, AnyTable][]).filter(
    ([name, table]) =>
      name !== 'users' && (table.rows[0] === undefined || 'userId' in table.rows[0]),
  );

const SCRUBBED = {
  realName: '测试用户',
  nickName: '测试用户',
  regIp: '127.0.0.1',
  loginIp: '127.0.0.1',
};

/** Replaces names, ID and card numbers and IPs with placeholders (the phone stays: it logs in). */
const scrub = (capsule: Capsule): Capsule => {
  const mask = (digits: unknown) =>
    typeof digits === 'string' ? digits.replace(/\d(?=\d{4})/g, '0') : digits;
  const user = { ...capsule.user, ...SCRUBBED, idCard: mask(capsule.user.idCard) as string | null };
  const rows = Object.fromEntries(
    Object.entries(capsule.rows).map(([name, list]) => [
      name,
      list.map((row) => {
        const copy: Record<string, unknown> = { ...row };
        for (const key of ['realName', 'userName', 'nickName', 'withName', 'payUsername']) {
          if (typeof copy[key] === 'string') copy[key] = SCRUBBED.realName;
        }
        for (const key of ['bankNo', 'idCard']) copy[key] = mask(copy[key]);
        for (const key of ['addIp', 'loginIp', 'regIp']) if (key in copy) copy[key] = '127.0.0.1';
        return copy as unknown as Row;
      }),
    ]),
  );
  return { ...capsule, user, rows };
};

export const exportCapsule = (
  store: MockStore,
  userId: number,
  { isScrubbed = false, client }: { isScrubbed?: boolean; client?: Record<string, unknown> } = {},
): Capsule | undefined => {
  const user = store.tables.users.get(userId);
  if (!user) return undefined;
  const rows: Record<string, Row[]> = {};
  for (const [name, table] of userKeyedTables(store.tables)) {
    rows[name] = structuredClone(table.where('userId', userId) as Row[]);
  }
  const capsule: Capsule = {
    format: CAPSULE_FORMAT,
    version: 1,
    exportedAt: store.clock.now(),
    clock: store.clock.snapshot(),
    control: { ...store.control },
    user: structuredClone(user),
    rows,
    ...(client ? { client } : {}),
  };
  return isScrubbed ? scrub(capsule) : capsule;
};

export type CapsuleImport =
  { ok: true; userId: number; phone: string; rows: number } | { ok: false; error: string };

export const importCapsule = (
  store: MockStore,
  value: unknown,
  { applyClock = true }: { applyClock?: boolean } = {},
): CapsuleImport => {
  const parsed = capsuleSchema.safeParse(value);
  if (!parsed.success) return { ok: false, error: z.prettifyError(parsed.error) };
  const capsule = parsed.data as unknown as Capsule;
  const keyed = userKeyedTables(store.tables);
  const unknownTables = Object.keys(capsule.rows).filter((n) => !keyed.some(([k]) => k === n));
  if (unknownTables.length)
    return { ok: false, error: `unknown tables: ${unknownTables.join(', ')}` };

  // Out with the user of the same phone and everything of theirs.
  const existing = store.tables.users.first('phone', capsule.user.phone);
  if (existing) {
    for (const [, table] of keyed) {
      for (const row of [...table.where('userId', existing.id)]) table.remove(row.id);
    }
    store.tables.users.remove(existing.id);
    store.sessions.expire(existing.id);
  }
  // The capsule's ids are kept where free; taken ones get the next id.
  hashPlainFundsPassword(capsule.user);
  const user = store.tables.users.insert(capsule.user);
  let count = 0;
  for (const [name, table] of keyed) {
    for (const row of capsule.rows[name] ?? []) {
      table.insert({ ...row, userId: user.id });
      count++;
    }
  }
  if (applyClock) {
    store.clock.restore(capsule.clock);
    store.control = { ...capsule.control };
  }
  store.changed();
  return { ok: true, userId: user.id, phone: user.phone, rows: count };
};
