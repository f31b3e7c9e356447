// The server's refusals of a deposit order (api-contract §13.7 and the mock's own checks, issue 19),
// recognised so the trader reads them in their language; an unknown text is shown as written.
import {
  DEPOSIT_OWN_TEXT,
  DEPOSIT_TEXT,
  depositChannelLimitText,
  depositMinText,
} from '@/api/contracts/deposit-texts';

export type DepositRefusalKey =
  | 'deposit.refused.belowMinimum'
  | 'deposit.refused.kyc'
  | 'deposit.refused.tooMany'
  | 'deposit.refused.failed'
  | 'deposit.refused.channelClosed'
  | 'deposit.refused.proofInvalid'
  | 'deposit.errors.outsideLimits'
  | 'deposit.errors.amountInvalid'
  | 'deposit.errors.payerRequired'
  | 'deposit.errors.txidRequired'
  | 'deposit.errors.txidInvalid'
  | 'deposit.errors.proofRequired';

export type DepositRefusal =
  { key: DepositRefusalKey; params?: Record<string, string> } | { text: string };

const EXACT: Record<string, DepositRefusalKey> = {
  [DEPOSIT_TEXT.notVerified]: 'deposit.refused.kyc',
  [DEPOSIT_TEXT.tooManyPending]: 'deposit.refused.tooMany',
  [DEPOSIT_TEXT.insertFailed]: 'deposit.refused.failed',
  [DEPOSIT_OWN_TEXT.badAmount]: 'deposit.errors.amountInvalid',
  [DEPOSIT_OWN_TEXT.noChannel]: 'deposit.refused.channelClosed',
  [DEPOSIT_OWN_TEXT.channelClosed]: 'deposit.refused.channelClosed',
  [DEPOSIT_OWN_TEXT.payerBlank]: 'deposit.errors.payerRequired',
  [DEPOSIT_OWN_TEXT.txHashBlank]: 'deposit.errors.txidRequired',
  [DEPOSIT_OWN_TEXT.txHashInvalid]: 'deposit.errors.txidInvalid',
  [DEPOSIT_OWN_TEXT.proofMissing]: 'deposit.errors.proofRequired',
  [DEPOSIT_OWN_TEXT.proofInvalid]: 'deposit.refused.proofInvalid',
};

/** The number-carrying texts as patterns, built from the same functions the mock writes with. */
const pattern = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/N/g, '([\\d.]+)')}$`);
const MIN = pattern(depositMinText('N'));
const LIMITS = pattern(depositChannelLimitText('N', 'N'));

export const depositRefusal = (serverMessage: string): DepositRefusal => {
  const exact = EXACT[serverMessage];
  if (exact) return { key: exact };
  const min = MIN.exec(serverMessage);
  if (min?.[1]) return { key: 'deposit.refused.belowMinimum', params: { min: min[1] } };
  const limits = LIMITS.exec(serverMessage);
  if (limits?.[1] && limits[2]) {
    return { key: 'deposit.errors.outsideLimits', params: { max: limits[1], min: limits[2] } };
  }
  return { text: serverMessage };
};
