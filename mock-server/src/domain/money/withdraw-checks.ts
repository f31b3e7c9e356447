// The reference's withdrawal checks after the funds password (api-contract §13.8, in its order):
// blank amount, login lock, real name, bank card, demo account, minimum, holiday switch, hours,
// available balance. Pure: the caller reads the user, card, settings and clock.
import Decimal from 'decimal.js';

import type { UserRow } from '../../../../fixtures/src/users';
import type { SiteProduct, SiteSetting } from '../../../../src/api/contracts/models/site';
import {
  WITHDRAW_TEXT,
  withdrawHoursText,
  withdrawMinText,
} from '../../../../src/api/contracts/money-texts';
import { beijingClock } from '../../../../src/api/contracts/trading-hours';

export type WithdrawSetting = Pick<
  SiteSetting,
  'withMinAmt' | 'withTimeBegin' | 'withTimeEnd' | 'withFeeSingle' | 'withFeePercent'
>;

export interface WithdrawCheckInput {
  amt: string;
  user: Pick<UserRow, 'isLogin' | 'realName' | 'idCard' | 'accountType' | 'enableAmt'>;
  hasBankCard: boolean;
  setting: WithdrawSetting;
  product: Pick<SiteProduct, 'holidayDisplay'> | undefined;
  /** Mock clock, epoch ms. */
  now: number;
}

export type WithdrawCheck = { ok: true; amount: Decimal } | { ok: false; msg: string };

const refuse = (msg: string): WithdrawCheck => ({ ok: false, msg });

const isBlank = (text: string | null | undefined): boolean => !text || text.trim() === '';

/** Java's `new BigDecimal(text)` syntax: no spaces, optional sign and exponent. */
const BIG_DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * The amount as the reference parses it at its first use (the minimum check). Not a number → the
 * controller's catch-all text, as BigDecimal's exception reaches it. Ours: fractions of a cent are
 * refused with the same text (the reference would book them; the ledger keeps cents).
 */
const parseAmount = (amt: string): Decimal | undefined => {
  if (!BIG_DECIMAL.test(amt)) return undefined;
  const amount = new Decimal(amt);
  return amount.decimalPlaces() > 2 ? undefined : amount;
};

/** The hour of the day on the Beijing clock (the reference's server time zone). */
const beijingHour = (epochMs: number): number => Math.floor(beijingClock(epochMs).minuteOfDay / 60);

export const firstWithdrawRefusal = (input: WithdrawCheckInput): WithdrawCheck => {
  const { amt, user, setting } = input;
  if (isBlank(amt)) return refuse(WITHDRAW_TEXT.paramsBlank);
  if (user.isLogin === 1) return refuse(WITHDRAW_TEXT.userLocked);
  if (isBlank(user.realName) || isBlank(user.idCard)) return refuse(WITHDRAW_TEXT.notVerified);
  if (!input.hasBankCard) return refuse(WITHDRAW_TEXT.noBankCard);
  if (user.accountType === 1) return refuse(WITHDRAW_TEXT.demoUser);
  const amount = parseAmount(amt);
  if (!amount) return refuse(WITHDRAW_TEXT.failed);
  const min = setting.withMinAmt ?? 0;
  // Ours besides the minimum: nothing at or below zero, whatever the minimum says.
  if (amount.lessThan(min) || amount.lessThanOrEqualTo(0)) return refuse(withdrawMinText(min));
  if (input.product?.holidayDisplay === true) return refuse(WITHDRAW_TEXT.holiday);
  const begin = setting.withTimeBegin ?? 0;
  const end = setting.withTimeEnd ?? 24;
  const hour = beijingHour(input.now);
  if (hour < begin || hour >= end) return refuse(withdrawHoursText(begin, end));
  if (new Decimal(user.enableAmt).lessThan(amount)) return refuse(WITHDRAW_TEXT.lowBalance);
  return { ok: true, amount };
};
