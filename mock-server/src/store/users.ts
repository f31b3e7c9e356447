// Queries and writes on the `users` table (indexed by id and phone).
import type { UserRow } from '../../../fixtures/src/users';

import type { MockStore } from './store';

export const findUserById = (store: MockStore, id: number): UserRow | undefined =>
  store.tables.users.get(id);

export const findUserByPhone = (store: MockStore, phone: string): UserRow | undefined =>
  store.tables.users.first('phone', phone);

/** Inserts a user with the next id; undefined when the insert fails (fault `user.insert`). */
export const insertUser = (store: MockStore, row: Omit<UserRow, 'id'>): UserRow | undefined => {
  if (store.faults.take('user.insert')) return undefined;
  return store.tables.users.insert(row);
};
