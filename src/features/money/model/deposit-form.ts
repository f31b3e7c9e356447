// The deposit form's rules (screens §9.1, api-contract §13.7): payer name, amount, transfer proof,
// checked in the reference's order before anything is sent, plus the limits the server applies —
// the site minimum (`chargeMinAmt`) and the chosen channel's own min/max — so a refusal is shown
// under the field instead of after a round trip. Pure: decimals only, no React.
import type Decimal from 'decimal.js';

import { parseMoneyText } from '@/api/contracts/money-math';

import type { DepositError } from './deposit-input';

// The decimal-free parts live in ./deposit-input (the form's first render needs only them; the
// checks below, with decimal.js, load on first input).
export {
  cleanAmountInput,
  QUICK_AMOUNTS,
  type DepositError,
  type DepositErrorKey,
} from './deposit-input';

export interface DepositLimits {
  /** The site minimum (`SiteSetting.chargeMinAmt`); the server refuses below it. */
  siteMin?: number | null;
  /** The channel's own limits (`SitePay.channelMinLimit` / `channelMaxLimit`); 0 or absent = none. */
  channelMin?: number | null;
  channelMax?: number | null;
}

/** The amount when it is a positive decimal with at most 2 places. */
export const parseAmount = (text: string): Decimal | undefined => {
  const d = parseMoneyText(text);
  return d && d.gt(0) ? d : undefined;
};

/** The amount's limit failure, or null when it is within every limit. */
export const checkAmountLimits = (amount: Decimal, limits: DepositLimits): DepositError | null => {
  const siteMin = limits.siteMin ?? 0;
  const channelMin = limits.channelMin ?? 0;
  const channelMax = limits.channelMax ?? 0;
  if (channelMax > 0 && (amount.gt(channelMax) || amount.lt(channelMin))) {
    return {
      key: 'deposit.errors.outsideLimits',
      params: { max: String(channelMax), min: String(Math.max(channelMin, siteMin)) },
    };
  }
  const min = Math.max(siteMin, channelMin);
  if (min > 0 && amount.lt(min)) {
    return { key: 'deposit.errors.belowMinimum', params: { min: String(min) } };
  }
  return null;
};

/** The amount field's message, or null when the amount may be sent. */
export const checkAmount = (text: string, limits: DepositLimits): DepositError | null => {
  if (text.trim() === '') return { key: 'deposit.errors.amountRequired' };
  const amount = parseAmount(text);
  if (!amount) return { key: 'deposit.errors.amountInvalid' };
  return checkAmountLimits(amount, limits);
};

export interface DepositFields {
  payer: string;
  amount: string;
  /** The stored URL of the uploaded proof; '' until one is uploaded. */
  proofUrl: string;
  /** An upload is running: the proof is not there yet. */
  isUploading?: boolean;
}

/** A TRON or Ethereum transaction hash: 64 hex digits, `0x` allowed (what the mock accepts). */
export const TX_HASH = /^(0x)?[0-9a-fA-F]{64}$/;

/** 'bank': payer name and transfer proof; 'asset': the transfer's hash instead, no proof. */
export type DepositVariant = 'bank' | 'asset';

export type DepositErrors = Partial<Record<'payer' | 'amount' | 'proof', DepositError>>;

export type DepositCheck =
  | { ok: true; value: { payer: string; amt: string; proofUrl: string } }
  | { ok: false; errors: DepositErrors };

/** Every field's message at once (each shown under its field), in the reference's order. */
export const validateDeposit = (
  fields: DepositFields,
  limits: DepositLimits,
  variant: DepositVariant = 'bank',
): DepositCheck => {
  const errors: DepositErrors = {};
  const payer = fields.payer.trim();
  if (variant === 'asset') {
    if (payer === '') errors.payer = { key: 'deposit.errors.txidRequired' };
    else if (!TX_HASH.test(payer)) errors.payer = { key: 'deposit.errors.txidInvalid' };
  } else if (payer === '') {
    errors.payer = { key: 'deposit.errors.payerRequired' };
  }
  const amountError = checkAmount(fields.amount, limits);
  if (amountError) errors.amount = amountError;
  if (variant === 'bank') {
    if (fields.isUploading) errors.proof = { key: 'deposit.errors.uploading' };
    else if (fields.proofUrl === '') errors.proof = { key: 'deposit.errors.proofRequired' };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // parseAmount succeeded in checkAmount; toFixed keeps the decimal text exact.
  const amt = (parseAmount(fields.amount) as Decimal).toFixed();
  return { ok: true, value: { payer, amt, proofUrl: fields.proofUrl } };
};
