// Wrong answers to a current-password check (funds password change, login password change), per
// user and kind (issue 17): after WRONG_PASSWORD_TRIES wrong ones in a row the check is refused —
// the right answer too — for WRONG_PASSWORD_LOCK_MINUTES, so a stolen session cannot guess the
// 6-digit funds password (10^6 tries) or the login password. A right answer clears the count.
// Counted on real time (the clock's source), like the login limits: the harness may freeze mock
// time, and a lock that never expires would shut a developer out. Kept in memory with the world
// (a restart, a state reset, an import or a scenario forgets it, like the login limits).
import {
  WRONG_PASSWORD_LOCK_MINUTES,
  WRONG_PASSWORD_TRIES,
} from '../../../src/api/contracts/limit-texts';

import type { MockStore } from '../store/store';

export type PasswordCheckKind = 'funds' | 'login-change';
export type TryVerdict = 'right' | 'wrong' | 'locked';

interface Tries {
  wrong: number;
  lockedUntil: number;
}

const LOCK_MS = WRONG_PASSWORD_LOCK_MINUTES * 60_000;
/** Keyed by the world's tables: a new world (`replaceDb`) starts with nothing counted. */
const books = new WeakMap<object, Map<string, Tries>>();

const bookOf = (store: MockStore): Map<string, Tries> => {
  let book = books.get(store.db);
  if (!book) {
    book = new Map();
    books.set(store.db, book);
  }
  return book;
};

/** Runs `isRight` unless the user is locked out of this check, and counts the answer. */
export const checkPassword = (
  store: MockStore,
  kind: PasswordCheckKind,
  userId: number,
  isRight: () => boolean,
): TryVerdict => {
  const book = bookOf(store);
  const key = `${kind}:${userId}`;
  const now = store.clock.sourceNow();
  const tries = book.get(key) ?? { wrong: 0, lockedUntil: 0 };
  if (tries.lockedUntil > now) return 'locked';
  if (isRight()) {
    book.delete(key);
    return 'right';
  }
  const wrong = tries.wrong + 1;
  const isLocking = wrong >= WRONG_PASSWORD_TRIES;
  book.set(key, { wrong: isLocking ? 0 : wrong, lockedUntil: isLocking ? now + LOCK_MS : 0 });
  return 'wrong';
};
