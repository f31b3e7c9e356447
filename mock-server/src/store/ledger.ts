// Money moves in one step that keeps a ledger: every change to a balance field of a user is a
// `ledger` row (delta, balance after, reason, reference), written together with the new balances
// in one synchronous call — nothing can interleave, and a refused move changes nothing. The
// invariant, checked by `ledgerMismatches`: for every user and field, Σ delta = the balance.
// Amounts are decimals rounded to cents, never binary-float sums.
import Decimal from 'decimal.js';

// The fields the ledger tracks are the fixtures' (their opening rows use the same list).
import { BALANCE_FIELDS, type BalanceField } from '../../../fixtures/src/balances';
import type { UserRow } from '../../../fixtures/src/users';

import type { MockStore } from './store';

export { BALANCE_FIELDS, type BalanceField };

export type BalanceChanges = Partial<Record<BalanceField, Decimal.Value>>;

export interface MoveOptions {
  /** Why (shown in the harness timeline), e.g. 'withdraw', 'buy margin'. */
  reason: string;
  /** What it belongs to, e.g. 'position:12'. */
  ref?: string | null;
  /** Fields that must not end below zero; if one would, nothing happens. */
  nonNegative?: readonly BalanceField[];
}

export type MoveResult =
  | { ok: true; user: UserRow }
  | { ok: false; reason: 'no-user' }
  | { ok: false; reason: 'insufficient'; field: BalanceField };

const cents = (value: Decimal.Value): Decimal => new Decimal(value).toDecimalPlaces(2);

export const moveMoney = (
  store: MockStore,
  userId: number,
  changes: BalanceChanges,
  options: MoveOptions,
): MoveResult => {
  const user = store.tables.users.get(userId);
  if (!user) return { ok: false, reason: 'no-user' };

  const next: [BalanceField, Decimal, Decimal][] = [];
  for (const field of BALANCE_FIELDS) {
    const raw = changes[field];
    if (raw === undefined) continue;
    const delta = cents(raw);
    if (delta.isZero()) continue;
    const after = cents(user[field]).plus(delta);
    if (after.isNegative() && options.nonNegative?.includes(field)) {
      return { ok: false, reason: 'insufficient', field };
    }
    next.push([field, delta, after]);
  }

  const at = store.clock.now();
  const patch: Partial<UserRow> = {};
  for (const [field, delta, after] of next) {
    patch[field] = after.toNumber();
    store.tables.ledger.insert({
      userId,
      field,
      delta: delta.toNumber(),
      balance: after.toNumber(),
      reason: options.reason,
      ref: options.ref ?? null,
      at,
    });
  }
  store.tables.users.update(userId, patch);
  store.changed();
  return { ok: true, user };
};

export interface LedgerMismatch {
  userId: number;
  field: BalanceField;
  balance: number;
  ledgerSum: number;
}

/** Every (user, field) whose balance differs from the sum of its ledger rows. */
export const ledgerMismatches = (store: MockStore): LedgerMismatch[] => {
  const out: LedgerMismatch[] = [];
  for (const user of store.tables.users.rows) {
    const sums = new Map<BalanceField, Decimal>();
    for (const row of store.tables.ledger.where('userId', user.id)) {
      sums.set(row.field, (sums.get(row.field) ?? new Decimal(0)).plus(row.delta));
    }
    for (const field of BALANCE_FIELDS) {
      const sum = sums.get(field) ?? new Decimal(0);
      if (!sum.equals(cents(user[field]))) {
        out.push({ userId: user.id, field, balance: user[field], ledgerSum: sum.toNumber() });
      }
    }
  }
  return out;
};
