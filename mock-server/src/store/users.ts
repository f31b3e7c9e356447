// Queries and writes on the `users` table.
import type { UserRow } from '../../../fixtures/src/users';

import { nextRowId, type MockStore } from './store';

export const findUserById = (store: MockStore, id: number): UserRow | undefined =>
  store.db.users.find((u) => u.id === id);

export const findUserByPhone = (store: MockStore, phone: string): UserRow | undefined =>
  store.db.users.find((u) => u.phone === phone);

/** Inserts a user with the next id; undefined when the insert fails (fault `user.insert`). */
export const insertUser = (store: MockStore, row: Omit<UserRow, 'id'>): UserRow | undefined => {
  if (store.faults.take('user.insert')) return undefined;
  const user: UserRow = { ...row, id: nextRowId(store.db.users) };
  store.db.users.push(user);
  return user;
};
