// The rows of the records pages as they are shown (screens §9.3): each deposit, withdrawal and
// ledger row turned into status keys, signed decimal amounts, the reason and the times. Pure; the
// labels for the keys live in the `money` locale (`records.*`), one per status code. Amounts stay
// the server's exact decimal text (shown by formatMoney, no maths here), so the records pages do
// not carry decimal.js in their first load.

import {
  CASH_DETAIL_TYPE,
  cashDetailTypeKey,
  type CashDetailTypeKey,
} from '@/api/contracts/cash-detail-types';
import {
  PayChannelType,
  RechargeChannel,
  RechargeStatus,
  WithdrawStatus,
} from '@/api/contracts/codes';
import type { UserCashDetail, UserRecharge, UserWithdraw } from '@/api/contracts/models/money';
import { WITHDRAW_CANCEL_TEXT } from '@/api/contracts/money-texts';

/** How a status looks: waiting, done well, refused, or withdrawn by its owner. */
export type RecordTone = 'pending' | 'success' | 'failed' | 'cancelled';

export const DEPOSIT_STATUS_KEYS = ['reviewing', 'success', 'failed', 'cancelled'] as const;
export type DepositStatusKey = (typeof DEPOSIT_STATUS_KEYS)[number];
export const WITHDRAW_STATUS_KEYS = ['reviewing', 'paid', 'failed', 'cancelled'] as const;
export type WithdrawStatusKey = (typeof WITHDRAW_STATUS_KEYS)[number];

const TONE: Record<DepositStatusKey | WithdrawStatusKey, RecordTone> = {
  reviewing: 'pending',
  success: 'success',
  paid: 'success',
  failed: 'failed',
  cancelled: 'cancelled',
};
export const toneOfStatus = (key: DepositStatusKey | WithdrawStatusKey): RecordTone => TONE[key];

/** `orderStatus` → its label key; any other code reads "under review", as the reference shows it. */
export const depositStatusKey = (code: number): DepositStatusKey =>
  code === RechargeStatus.SUCCESS
    ? 'success'
    : code === RechargeStatus.FAILED
      ? 'failed'
      : code === RechargeStatus.CANCELLED
        ? 'cancelled'
        : 'reviewing';

/** `withStatus` → its label key; any other code reads "under review", as the reference shows it. */
export const withdrawStatusKey = (code: number): WithdrawStatusKey =>
  code === WithdrawStatus.PAID
    ? 'paid'
    : code === WithdrawStatus.FAILED
      ? 'failed'
      : code === WithdrawStatus.CANCELLED
        ? 'cancelled'
        : 'reviewing';

/** An amount as exact decimal text (a number's shortest text, as decimal.js reads it). */
export type MoneyText = string;

const decimalOf = (v: number | string | null | undefined): MoneyText | null =>
  v === null || v === undefined || v === '' ? null : String(v);

/** The sign of an amount's exact text: -1, 0 or 1 (0 for a missing one). */
export const moneySign = (text: MoneyText | null): -1 | 0 | 1 => {
  if (text === null || !/[1-9]/.test(text.replace(/e.*$/i, ''))) return 0;
  return text.trim().startsWith('-') ? -1 : 1;
};

const textOf = (v: string | null | undefined): string | null => (v && v.trim() ? v.trim() : null);

/** A card number shown as its first 4 and last 4 digits (screens §9.3 [HEAD]). */
export const maskCardNo = (no: string | null | undefined): string | null => {
  const digits = textOf(no);
  if (!digits) return null;
  if (digits.length <= 8) return digits;
  return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
};

export type DepositChannelKey = 'alipay' | 'companyTransfer' | 'other' | 'digitalAsset';
export type DepositChannel = { key: DepositChannelKey } | { raw: string } | null;

const CHANNEL_KEYS: Record<string, DepositChannelKey> = {
  [RechargeChannel.ALIPAY]: 'alipay',
  [RechargeChannel.COMPANY_TRANSFER]: 'companyTransfer',
  // The app sends a channel's `ctype` as `payType` (deposit form): its other codes too.
  [String(PayChannelType.OTHER)]: 'other',
  [String(PayChannelType.DIGITAL_ASSET)]: 'digitalAsset',
};

/** `payChannel`: 0 Alipay, 1 corporate transfer, 2 other, 3 digital asset; any other text as it is. */
export const depositChannelOf = (payChannel: string | null | undefined): DepositChannel => {
  const c = textOf(payChannel);
  if (c === null) return null;
  const key = CHANNEL_KEYS[c];
  return key ? { key } : { raw: c };
};

export interface DepositRecordView {
  id: number;
  orderSn: string | null;
  amount: MoneyText | null;
  status: DepositStatusKey;
  channel: DepositChannel;
  payer: string | null;
  /** The back office's note on a refused or cancelled order. */
  reason: string | null;
  createdAt: string | null;
  paidAt: string | null;
}

export const depositRecordView = (r: UserRecharge): DepositRecordView => {
  const status = depositStatusKey(r.orderStatus);
  return {
    id: r.id,
    orderSn: textOf(r.orderSn),
    amount: decimalOf(r.payAmt),
    status,
    channel: depositChannelOf(r.payChannel),
    payer: textOf(r.payUsername),
    reason: status === 'failed' || status === 'cancelled' ? textOf(r.orderDesc) : null,
    createdAt: r.addTime ?? null,
    paidAt: r.payTime ?? null,
  };
};

/** Why a withdrawal ended without payment: the owner's cancel (localized), else the back office's text. */
export type WithdrawReason = { key: 'cancelledByYou' } | { text: string } | null;

export interface WithdrawRecordView {
  id: number;
  amount: MoneyText | null;
  fee: MoneyText | null;
  status: WithdrawStatusKey;
  bank: string | null;
  cardNo: string | null;
  reason: WithdrawReason;
  appliedAt: string | null;
  paidAt: string | null;
  canCancel: boolean;
}

export const withdrawRecordView = (r: UserWithdraw): WithdrawRecordView => {
  const status = withdrawStatusKey(r.withStatus);
  const note = textOf(r.withMsg);
  const bank = [textOf(r.bankName), textOf(r.bankAddress)].filter(Boolean).join(' - ');
  return {
    id: r.id,
    amount: decimalOf(r.withAmt),
    fee: decimalOf(r.withFee),
    status,
    bank: bank || null,
    cardNo: maskCardNo(r.bankNo),
    reason:
      (status !== 'failed' && status !== 'cancelled') || note === null
        ? null
        : note === WITHDRAW_CANCEL_TEXT.cancelledNote
          ? { key: 'cancelledByYou' }
          : { text: note },
    appliedAt: r.applyTime ?? null,
    paidAt: r.transTime ?? null,
    canCancel: r.withStatus === WithdrawStatus.REVIEWING,
  };
};

export interface LedgerRowView {
  id: number;
  /** A known entry type (localized), else the server's text. */
  type: { key: CashDetailTypeKey } | { raw: string };
  amount: MoneyText | null;
  summary: string | null;
  at: number | null;
}

export const ledgerRowView = (r: UserCashDetail): LedgerRowView => {
  const key = cashDetailTypeKey(r.deType);
  return {
    id: r.id,
    type: key ? { key } : { raw: textOf(r.deType) ?? '--' },
    amount: decimalOf(r.deAmt),
    summary: textOf(r.deSummary),
    at: r.addTime ?? null,
  };
};

/** Every ledger type the app has a label for (the locale test checks each has one). */
export const LEDGER_TYPE_KEYS = Object.keys(CASH_DETAIL_TYPE) as CashDetailTypeKey[];
