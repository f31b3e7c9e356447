// The withdrawal journeys' world on a mock of the worker's own (tests/e2e/own-mock.ts): its clock,
// a named user logged in (in a language), and what the back office and the state export say about
// that user's withdrawals, balance and funds password.
import type { APIRequestContext, Page } from '@playwright/test';

import { NAMED_USERS } from '../../fixtures/src/users';

import type { OwnMock } from './own-mock';
import { loginViaApi, useLanguage, useToken, type Lang } from './pages/auth.page';

export type User = keyof typeof NAMED_USERS;

export interface WithdrawalRow {
  id: number;
  phone: string | null;
  withAmt: number;
  withStatus: number;
}

export const setClock = (mock: OwnMock, at: string) =>
  mock.control.send('PUT', '/clock', { at, speed: 1, frozen: false });

export const logIn = async (
  mock: OwnMock,
  page: Page,
  api: APIRequestContext,
  user: User,
  lang: Lang,
) => {
  const { phone, password } = NAMED_USERS[user];
  await mock.use(page);
  await useLanguage(page, lang);
  await useToken(page, await loginViaApi(api, mock.origin, phone, password));
};

/** The user's withdrawal requests as the back office sees them. */
export const withdrawalsOf = async (mock: OwnMock, user: User): Promise<WithdrawalRow[]> =>
  (await mock.control.get<{ rows: WithdrawalRow[] }>('/money/withdrawals')).rows.filter(
    (r) => r.phone === NAMED_USERS[user].phone,
  );

/** The user's available balance as the mock holds it. */
export const availableOf = async (mock: OwnMock, user: User): Promise<number> =>
  (await mock.control.get<{ user: { enableAmt: number } }>(`/capsules/${NAMED_USERS[user].phone}`))
    .user.enableAmt;

/** Drops the user's funds password (a capsule round trip), the rest of the account unchanged. */
export const withoutFundsPassword = async (mock: OwnMock, user: User) => {
  const capsule = await mock.control.get<{ user: Record<string, unknown> }>(
    `/capsules/${NAMED_USERS[user].phone}`,
  );
  capsule.user.withPwd = null;
  await mock.control.send('POST', '/capsules?clock=0', capsule);
};
