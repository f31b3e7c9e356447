// What the steps read of the user: `isActive` (api-contract §15.1, codes.ts KycState) as four
// states, and whether any account holds money.
import { KycState } from '@/api/contracts/codes';
import type { UserInfo } from '@/api/contracts/models/user';

export type KycStatus = 'none' | 'review' | 'verified' | 'rejected';

export const kycStatusOf = (isActive: number | null | undefined): KycStatus => {
  switch (isActive) {
    case KycState.PENDING:
      return 'review';
    case KycState.VERIFIED:
      return 'verified';
    case KycState.REJECTED:
      return 'rejected';
    default:
      // 0, empty or an unknown value: nothing usable was submitted.
      return 'none';
  }
};

type Balances = Pick<UserInfo, 'userAmt' | 'userIndexAmt' | 'userFuturesAmt'>;

/**
 * Money in any of the accounts. Each balance is compared on its own, never summed: a comparison
 * with 0 is exact, so no decimal maths (nor its weight in the page's first load) is needed.
 */
export const hasMoneyOf = (user: Balances): boolean =>
  [user.userAmt, user.userIndexAmt, user.userFuturesAmt].some((amount) => (amount ?? 0) > 0);
