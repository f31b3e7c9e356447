// Offline deposit orders (`/user/recharge/inMoney.do`, api-contract §13.7, §16 "Deposits"): the
// reference's checks in its order, then ours (issue 19) — the channel chosen by id and its own
// limits, the payer (or, on the digital-asset channel, the transaction hash) and the transfer
// proof from the upload flow. An accepted order is a `UserRecharge` under review (status 0); no
// money moves until the back office approves it (deposits.ts).
import type Decimal from 'decimal.js';

import type { UserRow } from '../../../../fixtures/src/users';
import { PayChannelType } from '../../../../src/api/contracts/codes';
import {
  DEPOSIT_OWN_TEXT,
  DEPOSIT_PAYER_MAX_LENGTH,
  DEPOSIT_PENDING_LIMIT,
  DEPOSIT_TEXT,
  depositChannelLimitText,
  depositMinText,
} from '../../../../src/api/contracts/deposit-texts';
import type { UserRecharge } from '../../../../src/api/contracts/models/money';
import type { SitePay } from '../../../../src/api/contracts/models/site';
import { validateAmount } from '../../../../src/api/contracts/validation';
import { dateTimeText } from '../../../../fixtures/src/random';
import type { MockStore } from '../../store/store';

import { RECHARGE_STATUS } from './deposits';
import { numberFormatError, parseBigDecimal } from './gateway-orders';

export interface DepositInput {
  amt?: string;
  payType?: string;
  payId?: number;
  payUsername?: string;
  payUrl?: string;
}

/** What an accepted request becomes. */
export interface DepositDraft {
  amount: Decimal;
  payType: string;
  channel: SitePay;
  /** The payer's name, or the transaction hash on the digital-asset channel. */
  payUsername: string;
  /** The key of the proof upload (null on the digital-asset channel). */
  proofKey: string | null;
}

export type DepositCheck = { ok: true; draft: DepositDraft } | { ok: false; msg: string };

/** A TRON or Ethereum transaction hash: 64 hex digits, `0x` allowed. */
const TX_HASH = /^(0x)?[0-9a-fA-F]{64}$/;

const isBlank = (text: string | undefined): text is undefined | '' => !text || text.trim() === '';

/** The channel a deposit may go to: shown, usable and not filled up (what getPayInfo lists). */
export const isOpenChannel = (p: SitePay): boolean =>
  p.isShow === 0 && p.isLock === 0 && (p.channelMaxLimit ?? 0) > (p.totalPrice ?? 0);

/** How many of the user's orders are under review (test-station gateway orders included). */
export const pendingDeposits = (store: MockStore, userId: number): number =>
  store.tables.userRecharges
    .where('userId', userId)
    .filter((r) => r.orderStatus === RECHARGE_STATUS.review).length;

const refuse = (msg: string): DepositCheck => ({ ok: false, msg });

/** Ours, after the reference's: channel, its limits, payer or hash, proof. */
const ownChecks = (
  store: MockStore,
  userId: number,
  input: DepositInput,
  amount: Decimal,
  proofKeyOf: (url: string) => string | undefined,
): DepositCheck => {
  if (input.payId === undefined) return refuse(DEPOSIT_OWN_TEXT.noChannel);
  const channel = store.db.sitePays.find((p) => p.id === input.payId);
  if (!channel || !isOpenChannel(channel)) return refuse(DEPOSIT_OWN_TEXT.channelClosed);
  const min = channel.channelMinLimit ?? 0;
  const max = channel.channelMaxLimit;
  if (amount.lessThan(min) || (max != null && amount.greaterThan(max))) {
    return refuse(depositChannelLimitText(max ?? '', min));
  }
  const payer = (input.payUsername ?? '').trim();
  const base = { amount, payType: (input.payType ?? '').trim(), channel, payUsername: payer };
  if (channel.ctype === PayChannelType.DIGITAL_ASSET) {
    if (payer === '') return refuse(DEPOSIT_OWN_TEXT.txHashBlank);
    if (!TX_HASH.test(payer)) return refuse(DEPOSIT_OWN_TEXT.txHashInvalid);
    return { ok: true, draft: { ...base, proofKey: null } };
  }
  if (payer === '') return refuse(DEPOSIT_OWN_TEXT.payerBlank);
  if (isBlank(input.payUrl)) return refuse(DEPOSIT_OWN_TEXT.proofMissing);
  const key = proofKeyOf(input.payUrl);
  if (key === undefined || store.uploads.get(key)?.userId !== userId) {
    return refuse(DEPOSIT_OWN_TEXT.proofInvalid);
  }
  if (payer.length > DEPOSIT_PAYER_MAX_LENGTH) return refuse(DEPOSIT_TEXT.insertFailed);
  return { ok: true, draft: { ...base, proofKey: key } };
};

/**
 * Every check of a deposit request, in order; throws where the reference throws (an amount
 * `new BigDecimal` cannot read → the global "too many traders" reply).
 */
export const checkDeposit = (
  store: MockStore,
  user: UserRow,
  input: DepositInput,
  proofKeyOf: (url: string) => string | undefined,
): DepositCheck => {
  if (isBlank(input.amt) || isBlank(input.payType)) return refuse(DEPOSIT_TEXT.paramsBlank);
  const setting = store.db.siteSettings[0];
  if (!setting) return refuse(DEPOSIT_TEXT.settingMissing);
  const amount = parseBigDecimal(input.amt);
  if (!amount) throw numberFormatError(input.amt);
  const chargeMin = setting.chargeMinAmt;
  if (chargeMin == null) throw new TypeError('Cannot invoke "Integer.intValue()": chargeMinAmt');
  if (amount.lessThan(chargeMin)) return refuse(depositMinText(chargeMin));
  // Ours, beside the minimum: plain yuan, at most 2 decimals ("1e5", "+100", "100.001" refused).
  if (!validateAmount(input.amt).ok) return refuse(DEPOSIT_OWN_TEXT.badAmount);
  if (user.isActive !== 2) return refuse(DEPOSIT_TEXT.notVerified);
  if (pendingDeposits(store, user.id) > DEPOSIT_PENDING_LIMIT) {
    return refuse(DEPOSIT_TEXT.tooManyPending);
  }
  if (!store.db.siteInfos[0]) return refuse(DEPOSIT_TEXT.infoMissing);
  return ownChecks(store, user.id, input, amount, proofKeyOf);
};

/** `yyyyMMddHHmmss`, Beijing time. */
const stamp = (now: number): string => dateTimeText(now).replace(/\D/g, '');

/** Inserts the order under review; the channel columns come from the channel row, not the form. */
export const openDepositOrder = (
  store: MockStore,
  user: UserRow,
  draft: DepositDraft,
  at: { now: number; payUrl: string | null },
): UserRecharge => {
  const id = store.tables.userRecharges.nextId();
  const { channel } = draft;
  const row = store.tables.userRecharges.insert({
    id,
    userId: user.id,
    nickName: user.realName,
    agentId: user.agentId,
    orderSn: `CZ${stamp(at.now)}${String(id).padStart(4, '0')}`,
    paySn: null,
    payChannel: draft.payType,
    payUsername: draft.payUsername,
    payUrl: at.payUrl,
    payAmt: draft.amount.toDecimalPlaces(2).toNumber(),
    orderStatus: RECHARGE_STATUS.review,
    orderDesc: null,
    addTime: dateTimeText(at.now),
    payTime: null,
    payId: channel.id,
    channelAccount: channel.channelAccount ?? null,
    channelType: channel.channelType ?? null,
    channelName: channel.channelName ?? null,
  });
  store.changed();
  return row;
};
