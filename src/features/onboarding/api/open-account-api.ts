// What /openaccount reads: the user (KYC state, balances, from its home in lib/queries), and — for
// a verified user only — whether a deposit waits for review and whether they ever traded. Those
// two use the resources' own requests under the resources' key roots, so a deposit, a booking or a
// close refreshes them (lib/queries/writes.ts); their code loads on first use. A visitor sends
// nothing.
import { useQuery } from '@tanstack/react-query';

import { KEY_ROOTS } from '@/lib/queries/keys';
import { livePoll } from '@/lib/queries/poll';
import { USER_INFO_POLL_MS, useUserInfo } from '@/lib/queries/user-info';
import { useAppStore } from '@/stores/app-store';

import { hasMoneyOf, kycStatusOf } from '../model/account-facts';
import type { OpenAccountFacts } from '../model/open-account-steps';

const requests = () => import('./open-account-requests');

const keys = {
  pendingDeposit: [...KEY_ROOTS.recharges, 'any-pending'] as const,
  everTraded: [...KEY_ROOTS.positions, 'ever-traded'] as const,
};

/** A deposit is approved in the back office: the page notices within this while shown. */
const DEPOSIT_POLL_MS = 10_000;

export interface OpenAccountData {
  facts: OpenAccountFacts | undefined;
  authMsg: string | null;
  /** The first failed request's error, null while nothing failed. */
  error: unknown;
  refetch: () => void;
}

export const useOpenAccountFacts = (): OpenAccountData => {
  const token = useAppStore((s) => s.token);
  const isVisitor = token === '';
  // Polled like the money screens: a review decided in the back office shows while the page is open.
  const user = useUserInfo({ pollMs: USER_INFO_POLL_MS });
  const kyc = kycStatusOf(user.data?.isActive);
  // Only a verified user can deposit or trade: the rest is asked once verification passed.
  const isVerified = !isVisitor && user.data !== undefined && kyc === 'verified';
  const deposit = useQuery({
    queryKey: keys.pendingDeposit,
    queryFn: async ({ signal }) => (await requests()).fetchHasPendingDeposit(signal),
    enabled: isVerified,
    refetchInterval: livePoll(DEPOSIT_POLL_MS),
  });
  const traded = useQuery({
    queryKey: keys.everTraded,
    queryFn: async ({ signal }) => (await requests()).fetchEverTraded(signal),
    enabled: isVerified,
  });

  const refetch = () => {
    if (user.isError) void user.refetch();
    if (deposit.isError) void deposit.refetch();
    if (traded.isError) void traded.refetch();
  };
  if (isVisitor) {
    const facts = { isVisitor, kyc, hasMoney: false, hasPendingDeposit: false, hasTraded: false };
    return { facts, authMsg: null, error: null, refetch };
  }
  const error = user.error ?? (isVerified ? (deposit.error ?? traded.error) : null);
  const isReady =
    user.data !== undefined && (!isVerified || (deposit.isSuccess && traded.isSuccess));
  const facts =
    isReady && user.data
      ? {
          isVisitor,
          kyc,
          hasMoney: hasMoneyOf(user.data),
          hasPendingDeposit: deposit.data === true,
          hasTraded: traded.data === true,
        }
      : undefined;
  return { facts, authMsg: user.data?.authMsg ?? null, error, refetch };
};
