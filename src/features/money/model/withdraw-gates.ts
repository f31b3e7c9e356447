// What stops a withdrawal before it is sent (issue 19; api-contract §13.8, §16 "Withdrawals";
// screens §9.2). Account gates first, each with the route that fixes it: real-name verification,
// a bank card, a funds password, a real (not demo) account; then the time: the holiday switch and
// the withdrawal hours (`withTimeBegin` ≤ Beijing hour < `withTimeEnd`, as the backend checks, on
// the server's clock); then the amount: a plain amount, `withMinAmt` ≤ amount ≤ the product's
// maximum, amount ≤ available (./withdraw-amount, with the decimal maths); last the funds password
// typed. Pure: no React, no clock reads.
import { AccountType } from '@/api/contracts/codes';
import { MAX_WITHDRAWAL_YUAN } from '@/api/contracts/constants';
import type { SiteSetting } from '@/api/contracts/models/site';
import type { UserInfo } from '@/api/contracts/models/user';
import type { MessageParams } from '@/api/contracts/validation';
import { withdrawTimeGate } from '@/api/contracts/withdraw-hours';
import { routes } from '@/config/routes';
import { checkAccountGate, type GateReason } from '@/lib/account-gates';

/** A message: an i18n key (money or validation namespace) and its values. */
export interface GateText {
  key: string;
  values?: MessageParams;
}

export type AccountGateId =
  'loading' | 'loadFailed' | GateReason | 'fundsPassword' | 'demo' | 'holiday' | 'hours';

export interface AccountGate extends GateText {
  id: AccountGateId;
  /** Where the trader fixes it; none when only time can. */
  fixHref?: string;
  /** Label key of the fix link. */
  fixLabel?: string;
}

export type WithdrawSetting = Pick<
  SiteSetting,
  'withTimeBegin' | 'withTimeEnd' | 'withMinAmt' | 'withFeeSingle' | 'withFeePercent'
>;

export interface WithdrawFacts {
  /** undefined while loading. */
  user: Pick<UserInfo, 'isActive' | 'accountType'> | undefined;
  /** The one card, null when none; undefined while loading. */
  bankCard: { bankNo?: string | null } | null | undefined;
  hasFundsPassword: boolean | undefined;
  setting: WithdrawSetting | undefined;
  /** `SiteProduct.holidayDisplay`. */
  isHoliday: boolean;
  /** Now on the server's clock (epoch ms). */
  now: number;
  /** A read of the user, the card or the funds password failed. */
  isLoadFailed?: boolean;
}

/** A setting's number; null/absent leaves that check to the server. */
const numberOf = (value: number | null | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const own = (id: AccountGateId, extra: Omit<AccountGate, 'id' | 'key'> = {}): AccountGate => ({
  id,
  key: `money:withdraw.gate.${id}`,
  ...extra,
});

/** The first account or time gate that stops a withdrawal now, or null. */
export const accountGate = (facts: WithdrawFacts): AccountGate | null => {
  const { user, bankCard, hasFundsPassword, setting } = facts;
  if (user === undefined || bankCard === undefined || hasFundsPassword === undefined) {
    return own(facts.isLoadFailed ? 'loadFailed' : 'loading');
  }
  // Verification and the card: the checks every money and trading screen shares.
  const shared = checkAccountGate(user, bankCard, 'withdraw');
  if (shared) {
    return {
      id: shared.reason,
      key: `common:${shared.messageKey}`,
      fixHref: shared.fixRoute,
      fixLabel: `common:${shared.fixKey}`,
    };
  }
  if (!hasFundsPassword) {
    return own('fundsPassword', {
      fixHref: routes.setPassword.href(),
      fixLabel: 'money:withdraw.fix.setPassword',
    });
  }
  if (user.accountType === AccountType.DEMO) {
    return own('demo', { fixHref: routes.service.href(), fixLabel: 'money:withdraw.fix.service' });
  }
  // The time rule the academy's lesson shows too (api/contracts/withdraw-hours).
  const time = withdrawTimeGate(facts.now, setting, facts.isHoliday);
  if (time === 'holiday') return own('holiday');
  if (time === 'hours') {
    return own('hours', {
      values: { begin: setting?.withTimeBegin ?? '', end: setting?.withTimeEnd ?? '' },
    });
  }
  return null;
};

export interface AmountLimits {
  /** `withMinAmt`; the product's 100 yuan until the settings answer. */
  min: number | undefined;
  max: number;
  /** `enableAmt`; undefined while loading. */
  available: number | undefined;
}

export const limitsOf = (
  setting: WithdrawSetting | undefined,
  available: number | undefined,
): AmountLimits => ({
  min: numberOf(setting?.withMinAmt),
  max: MAX_WITHDRAWAL_YUAN,
  available,
});

/** The funds password field's message, or null. */
export const passwordError = (input: string): GateText | null =>
  input.replace(/\s+/g, '') === '' ? { key: 'money:withdraw.password.required' } : null;
