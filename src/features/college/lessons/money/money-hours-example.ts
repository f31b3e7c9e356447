// The money-hours lesson's worked example: an amount and a Beijing day and time → whether a
// deposit and a withdrawal of it would be accepted, the withdrawal's fee and what reaches the card.
// Every rule is the one the deposit and withdrawal pages (and the mock) apply: the amount checks
// of api/contracts/validation, the time rule of api/contracts/withdraw-hours, the fee of
// api/contracts/money-math. This file only wires the inputs to them.
import type Decimal from 'decimal.js';

import { MAX_WITHDRAWAL_YUAN } from '@/api/contracts/constants';
import { withdrawFee, withdrawNet } from '@/api/contracts/money-math';
import { BEIJING_OFFSET_MS } from '@/api/contracts/trading-hours';
import {
  validateDeposit,
  validateWithdrawal,
  type MessageKey,
  type MessageParams,
} from '@/api/contracts/validation';
import { withdrawTimeGate } from '@/api/contracts/withdraw-hours';

export interface MoneySetting {
  chargeMinAmt?: number | null;
  withMinAmt?: number | null;
  withTimeBegin?: number | null;
  withTimeEnd?: number | null;
  withFeeSingle?: number | null;
  withFeePercent?: number | null;
}

export interface MoneyHoursInput {
  /** The amount as typed. */
  amount: string;
  /** "yyyy-MM-dd" and the Beijing hour and minute. */
  day: string;
  hour: number;
  minute: number;
  /** The platform's holiday switch (weekends and public holidays, set by the back office). */
  isHoliday: boolean;
  setting: MoneySetting;
}

/** An i18n key (validation namespace) and its values, as the pages show a refusal. */
export interface Refusal {
  key: MessageKey;
  values?: MessageParams;
}

export interface WithdrawVerdict {
  /** Accepted at that time and for that amount. */
  ok: boolean;
  /** What the clock stops (holiday switch first, then the hours), or null. */
  time: 'holiday' | 'hours' | null;
  /** The amount's fee and what reaches the card, or why the amount is refused. */
  amount: { ok: true; fee: Decimal; net: Decimal } | { ok: false; refusal: Refusal };
}

export interface MoneyHoursExample {
  deposit: { ok: true } | { ok: false; refusal: Refusal };
  withdraw: WithdrawVerdict;
}

/** "yyyy-MM-dd" + Beijing hour and minute → epoch ms; null when the day is unreadable. */
export const beijingInstant = (day: string, hour: number, minute: number): number | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const midnight = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(midnight)
    ? null
    : midnight - BEIJING_OFFSET_MS + (hour * 60 + minute) * 60_000;
};

const numberOf = (value: number | null | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

export const moneyHoursExample = (input: MoneyHoursInput): MoneyHoursExample | null => {
  const now = beijingInstant(input.day, input.hour, input.minute);
  if (now === null) return null;
  const { setting } = input;
  const deposit = validateDeposit(input.amount, numberOf(setting.chargeMinAmt));
  const amount = validateWithdrawal(input.amount, {
    min: numberOf(setting.withMinAmt),
    max: MAX_WITHDRAWAL_YUAN,
  });
  const time = withdrawTimeGate(now, setting, input.isHoliday);
  return {
    deposit: deposit.ok
      ? { ok: true }
      : { ok: false, refusal: { key: deposit.error, values: deposit.params } },
    withdraw: {
      ok: amount.ok && time === null,
      time,
      amount: amount.ok
        ? {
            ok: true,
            fee: withdrawFee(amount.value, setting),
            net: withdrawNet(amount.value, setting),
          }
        : { ok: false, refusal: { key: amount.error, values: amount.params } },
    },
  };
};
