// States saved or exported before issue 17 (and capsules, scenario overrides) may hold funds
// passwords in plain text, as the reference does. Loading one hashes them, so none stays plain at
// rest and the owners can still use theirs.
import type { Db } from '../../../fixtures/src/db';
import { hashPassword, isPasswordHash } from '../../../fixtures/src/password';

/** Hashes a plain `withPwd` of one user row (or patch) in place; true when it did. */
export const hashPlainFundsPassword = (row: { withPwd?: unknown }): boolean => {
  if (typeof row.withPwd !== 'string' || row.withPwd === '' || isPasswordHash(row.withPwd)) {
    return false;
  }
  row.withPwd = hashPassword(row.withPwd);
  return true;
};

/** Hashes every plain funds password of `db` in place; answers how many it hashed. */
export const hashPlainFundsPasswords = (db: Db): number =>
  db.users.filter((user) => hashPlainFundsPassword(user)).length;
