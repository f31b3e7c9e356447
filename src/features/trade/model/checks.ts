// Everything a ticket checks before it may send (product-spec §5, api-contract §11.3, §11.8,
// §11.9): the account gate (real-name verification), the fields as typed, then the order rules of
// the shared rule module (firstBuyFailure) with the facts the app knows. Each problem comes back as
// a message key of the trade namespace with its numbers, placed at its field or at the submit
// button. Pure.
import type { SessionVerdict } from '@/api/contracts/trading-hours';
import { firstBuyFailure, type BuyFacts, type BuyRuleFailure } from '@/api/contracts/trading-rules';
import { cents, SHARES_PER_LOT, type Amount, type Direction } from '@/api/contracts/trading-math';
import type { UserInfo } from '@/api/contracts/models/user';
import { checkAccountGate, type GateBlock } from '@/lib/account-gates';

import type { CheckedOrder } from './order-request';
import type { TicketKind } from './ticket-config';
import { decimalOf, lotsOf, type TicketInput } from './ticket-input';

export type ReasonKey =
  | 'reason.quantityEmpty'
  | 'reason.mergesIntoLong'
  | 'reason.mergesIntoShort'
  | 'reason.quantityBelowOne'
  | 'reason.quantityAboveCap'
  | 'reason.belowMinLots'
  | 'reason.aboveMaxLots'
  | 'reason.limitPriceEmpty'
  | 'reason.tpEmpty'
  | 'reason.tpNotAbove'
  | 'reason.tpNotBelow'
  | 'reason.slEmpty'
  | 'reason.slNotBelow'
  | 'reason.slNotAbove'
  | 'reason.trailRange'
  | 'reason.subaccountMissing'
  | 'reason.subaccountNone'
  | 'reason.quoteLoading'
  | 'reason.accountLoading'
  | 'reason.stockUnknown'
  | 'reason.kycMissing'
  | 'reason.accountLocked'
  | 'reason.settingsMissing'
  | 'reason.outsideHours'
  | 'reason.holiday'
  | 'reason.suspended'
  | 'reason.notTradable'
  | 'reason.tooFrequentPositions'
  | 'reason.tooFrequentLots'
  | 'reason.quoteZero'
  | 'reason.stOrDelisting'
  | 'reason.limitUpLong'
  | 'reason.riseTooHigh'
  | 'reason.fallTooDeep'
  | 'reason.roseOverDays'
  | 'reason.belowMinAmount'
  | 'reason.aboveMaxShare'
  | 'reason.insufficientFunds'
  | 'reason.indexAccountNegative'
  | 'reason.indexRiseLimit'
  | 'reason.indexFallLimit';

/** The earliest open position in the ticket's stock: buy.do and the pending-order executor merge
 * any new order in that stock into it, whatever side the order asked for (api-contract §11.3). */
export interface MergeTarget {
  side: Direction;
  shares: number;
}

export interface Reason {
  key: ReasonKey;
  values?: Record<string, string | number>;
}

export type TicketField =
  'lots' | 'limitPrice' | 'takeProfit' | 'stopLoss' | 'trailing' | 'subaccount';

/** Trailing distance bounds, % (a wider trail is a stop no one means). */
export const TRAIL_PCT = { min: 0.1, max: 50 } as const;

export interface TicketContext {
  kind: TicketKind;
  /** null: the instrument is unknown to the backend; undefined: still loading. */
  instrument:
    | {
        name: string;
        gid: string;
        plate?: string | null;
        /** Stock suspended / contract not tradable (`transState` ≠ 1). */
        isLocked: boolean;
      }
    | null
    | undefined;
  /** Live price and change % (null while unknown). */
  price: number | null;
  changePct: number | null;
  user: Pick<UserInfo, 'isActive' | 'realName' | 'idCard' | 'isLock' | 'userIndexAmt'> | undefined;
  /** `realNameDisplay`: the backend's KYC and lock checks are on. */
  isKycEnforced: boolean;
  session: SessionVerdict | undefined;
  hasSettings: boolean;
  /** The platform's lot range of this ticket (stocks 1–100; contracts minNum–maxNum). */
  lotCap: { min: number; max: number };
  /** Stocks: `buyMinNum`/`buyMaxNum` in shares. Contracts: `minNum`/`maxNum` in lots. */
  quantityLimits: { min?: number; max?: number };
  /** Stocks: `creaseMaxPercent`, `cyCreaseMaxPercent`, `kcCreaseMaxPercent`. */
  creaseMax?: BuyFacts['creaseMax'];
  /** Index: `riseLimit` ratio (0.1 = 10 %). */
  indexRiseLimit?: number | null;
  buyMinAmt?: number;
  maxShareOfAvailable?: Amount;
  /** Available funds of the ticket's account (CNY). */
  available?: Amount;
  /** Beijing date today. */
  today?: string;
  /** Sub-accounts the split-account ticket may use (undefined while loading). */
  subaccounts?: readonly number[];
  /** Margin (CNY) of `lots` at `price`, as the preview computes it. */
  marginOf: (lots: number, price: number) => Amount;
  /** Shares (stocks) or lots (contracts) for a lot count. */
  quantityOf: (lots: number) => number;
}

export interface TicketVerdict {
  gate: GateBlock | null;
  fields: Partial<Record<TicketField, Reason>>;
  /** The first order-level reason (shown at the submit button). */
  order: Reason | null;
  /** The order to send, when nothing above stands in the way. */
  checked: CheckedOrder | null;
}

const isStockLike = (kind: TicketKind): boolean => kind === 'stock' || kind === 'funds';

/** A rule failure of the shared module → the ticket's reason and where it shows. */
export const reasonOfRule = (
  failure: BuyRuleFailure,
  kind: TicketKind,
): { field?: TicketField; reason: Reason } => {
  const lotsOfShares = (n: number) => (isStockLike(kind) ? n / 100 : n);
  switch (failure.rule) {
    case 'stock-unknown':
      return { reason: { key: 'reason.stockUnknown' } };
    case 'kyc-missing':
      return { reason: { key: 'reason.kycMissing' } };
    case 'account-locked':
      return { reason: { key: 'reason.accountLocked' } };
    case 'settings-missing':
      return { reason: { key: 'reason.settingsMissing' } };
    case 'outside-hours':
      return { reason: { key: 'reason.outsideHours' } };
    case 'holiday':
      return { reason: { key: 'reason.holiday' } };
    case 'stock-locked':
      return { reason: { key: isStockLike(kind) ? 'reason.suspended' : 'reason.notTradable' } };
    case 'too-frequent-positions':
      return {
        reason: {
          key: 'reason.tooFrequentPositions',
          values: { minutes: failure.minutes, count: failure.count },
        },
      };
    case 'too-frequent-lots':
      return {
        reason: {
          key: 'reason.tooFrequentLots',
          values: { minutes: failure.minutes, lots: failure.lots },
        },
      };
    case 'below-min-shares':
      return {
        field: 'lots',
        reason: { key: 'reason.belowMinLots', values: { lots: lotsOfShares(failure.shares) } },
      };
    case 'above-max-shares':
      return {
        field: 'lots',
        reason: { key: 'reason.aboveMaxLots', values: { lots: lotsOfShares(failure.shares) } },
      };
    case 'quote-zero':
      return { reason: { key: 'reason.quoteZero' } };
    case 'st-or-delisting':
      return { reason: { key: 'reason.stOrDelisting' } };
    case 'limit-up-long':
      return { reason: { key: 'reason.limitUpLong' } };
    case 'rise-too-high':
      return {
        reason: { key: 'reason.riseTooHigh', values: { change: failure.change, max: failure.max } },
      };
    case 'fall-too-deep':
      return {
        reason: { key: 'reason.fallTooDeep', values: { change: failure.change, max: failure.max } },
      };
    case 'rose-over-days':
      return {
        reason: { key: 'reason.roseOverDays', values: { days: failure.days, rate: failure.rate } },
      };
    case 'below-min-amount':
      return { reason: { key: 'reason.belowMinAmount', values: { amount: failure.amount } } };
    case 'above-max-share':
      return { reason: { key: 'reason.aboveMaxShare', values: { percent: failure.percent } } };
    case 'insufficient-funds':
      return {
        reason: { key: 'reason.insufficientFunds', values: { available: failure.available } },
      };
    case 'index-account-negative':
      return { reason: { key: 'reason.indexAccountNegative' } };
  }
};

const priceText = (n: number): string => n.toFixed(2);

/** Take profit, stop loss and trailing stop against the reference price. */
const protectionChecks = (
  input: TicketInput,
  side: Direction,
  reference: number | null,
  fields: TicketVerdict['fields'],
): Pick<CheckedOrder, 'profitTarget' | 'stopLoss' | 'trailPct'> => {
  const out: Pick<CheckedOrder, 'profitTarget' | 'stopLoss' | 'trailPct'> = {};
  if (input.takeProfit.isOn) {
    const tp = decimalOf(input.takeProfit.value);
    if (tp === null || tp <= 0) fields.takeProfit = { key: 'reason.tpEmpty' };
    else if (reference !== null && side === 'long' && tp <= reference)
      fields.takeProfit = { key: 'reason.tpNotAbove', values: { price: priceText(reference) } };
    else if (reference !== null && side === 'short' && tp >= reference)
      fields.takeProfit = { key: 'reason.tpNotBelow', values: { price: priceText(reference) } };
    else out.profitTarget = tp;
  }
  if (input.stopLoss.isOn) {
    const sl = decimalOf(input.stopLoss.value);
    if (sl === null || sl <= 0) fields.stopLoss = { key: 'reason.slEmpty' };
    else if (reference !== null && side === 'long' && sl >= reference)
      fields.stopLoss = { key: 'reason.slNotBelow', values: { price: priceText(reference) } };
    else if (reference !== null && side === 'short' && sl <= reference)
      fields.stopLoss = { key: 'reason.slNotAbove', values: { price: priceText(reference) } };
    else out.stopLoss = sl;
  }
  if (input.trailing.isOn) {
    const pct = decimalOf(input.trailing.value);
    if (pct === null || pct < TRAIL_PCT.min || pct > TRAIL_PCT.max)
      fields.trailing = { key: 'reason.trailRange', values: { ...TRAIL_PCT } };
    else out.trailPct = pct;
  }
  return out;
};

/** Index contracts: no long above +riseLimit, no short below −riseLimit (§11.8). */
const indexBandReason = (ctx: TicketContext, side: Direction): Reason | null => {
  if (ctx.kind !== 'index' || !ctx.indexRiseLimit || ctx.changePct === null) return null;
  const max = cents(ctx.indexRiseLimit).times(100);
  const change = cents(ctx.changePct);
  if (side === 'long' && change.gt(max))
    return {
      key: 'reason.indexRiseLimit',
      values: { change: change.toString(), max: max.toString() },
    };
  if (side === 'short' && change.neg().gt(max))
    return {
      key: 'reason.indexFallLimit',
      values: { change: change.toString(), max: max.toString() },
    };
  return null;
};

export const checkTicket = (
  input: TicketInput,
  ctx: TicketContext,
  mergeTarget: MergeTarget | null = null,
): TicketVerdict => {
  const fields: TicketVerdict['fields'] = {};
  // No gate verdict before the account is known (no "verify first" flash while it loads).
  const gate = ctx.user ? checkAccountGate(ctx.user, null, 'order') : null;
  const side = input.side;
  const isLimit = input.orderType === 'limit';

  // Quantity: the platform's own rules first (product-spec §5: not empty, ≥ 1, ≤ the cap).
  const lots = lotsOf(input.lots);
  if (input.lots.trim() === '') fields.lots = { key: 'reason.quantityEmpty' };
  else if (lots === null || lots < 1) fields.lots = { key: 'reason.quantityBelowOne' };
  else if (lots > ctx.lotCap.max)
    fields.lots = { key: 'reason.quantityAboveCap', values: { max: ctx.lotCap.max } };
  const lotsOk = fields.lots === undefined && lots !== null;

  let limitPrice: number | undefined;
  if (isLimit) {
    const p = decimalOf(input.limitPrice);
    if (p === null || p <= 0) fields.limitPrice = { key: 'reason.limitPriceEmpty' };
    else limitPrice = p;
  }
  const reference = isLimit ? (limitPrice ?? null) : ctx.price;
  const protection = protectionChecks(input, side, reference, fields);

  if (ctx.kind === 'funds') {
    if (ctx.subaccounts !== undefined && ctx.subaccounts.length === 0)
      fields.subaccount = { key: 'reason.subaccountNone' };
    else if (input.subaccount === null) fields.subaccount = { key: 'reason.subaccountMissing' };
  }

  // The order rules, with what is known. A limit order waits for its price: no session or band
  // check now (addOrder.do accepts it any time), its money is judged at the limit price.
  let order: Reason | null = null;
  if (ctx.instrument === null) order = { key: 'reason.stockUnknown' };
  else if (ctx.user === undefined) order = { key: 'reason.accountLoading' };
  else if (ctx.price === null || ctx.instrument === undefined)
    order = { key: 'reason.quoteLoading' };
  else {
    const price = reference ?? ctx.price;
    const facts: BuyFacts = {
      stock: {
        name: ctx.instrument.name,
        gid: ctx.instrument.gid,
        plate: ctx.instrument.plate ?? null,
        isLock: ctx.instrument.isLocked ? 1 : 0,
      },
      kyc: {
        isEnforced: ctx.isKycEnforced,
        realName: ctx.user?.realName,
        idCard: ctx.user?.idCard,
        isLock: ctx.user?.isLock,
      },
      hasSettings: ctx.hasSettings,
      session: isLimit ? undefined : ctx.session,
      shares: ctx.quantityOf(lotsOk ? lots : Math.max(1, ctx.lotCap.min)),
      minShares: lotsOk ? ctx.quantityLimits.min : undefined,
      maxShares: lotsOk ? ctx.quantityLimits.max : undefined,
      direction: side,
      price: ctx.price,
      // Price-band rules of stocks only (an index has its own band, below).
      changePct: isStockLike(ctx.kind) && !isLimit ? ctx.changePct : null,
      today: ctx.today,
      creaseMax: isStockLike(ctx.kind) ? ctx.creaseMax : undefined,
      margin: lotsOk && price > 0 ? ctx.marginOf(lots, price) : undefined,
      buyMinAmt: ctx.buyMinAmt,
      buyMaxAmtPercent: ctx.maxShareOfAvailable,
      available: ctx.available,
      indexAvailable: ctx.kind === 'stock' ? (ctx.user?.userIndexAmt ?? undefined) : undefined,
    };
    const failure = firstBuyFailure(facts);
    if (ctx.kind === 'stock' && mergeTarget !== null && mergeTarget.side !== side) {
      // The server would book it on the held side instead: refuse before it moves money.
      order = {
        key: mergeTarget.side === 'long' ? 'reason.mergesIntoLong' : 'reason.mergesIntoShort',
        values: { lots: mergeTarget.shares / SHARES_PER_LOT },
      };
    } else if (failure) {
      const placed = reasonOfRule(failure, ctx.kind);
      // The account gate already says "verify first", with its button.
      const isGateRepeat = gate !== null && failure.rule === 'kyc-missing';
      if (placed.field) fields[placed.field] ??= placed.reason;
      else if (!isGateRepeat) order = placed.reason;
    } else if (!isLimit) {
      order = indexBandReason(ctx, side);
    }
  }

  const isClear = gate === null && order === null && Object.keys(fields).length === 0;
  const checked: CheckedOrder | null =
    isClear && lots !== null && reference !== null
      ? {
          side,
          orderType: input.orderType,
          lots,
          lever: input.lever ?? 1,
          ...(limitPrice !== undefined ? { limitPrice } : {}),
          ...protection,
          referencePrice: reference,
          ...(ctx.kind === 'funds' && input.subaccount !== null
            ? { subaccountNumber: input.subaccount }
            : {}),
        }
      : null;
  return { gate, fields, order, checked };
};
