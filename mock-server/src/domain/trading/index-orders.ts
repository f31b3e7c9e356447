// Index contracts (api-contract §11.8, §11.13 sellIndex): margin depositAmt × lots ÷ lever out of
// `enableIndexAmt`, a per-lot fee netted out at close, P/L (now − buy) × eachPoint × lots
// (negated for short) − fee. Sessions come from `SiteIndexSetting`.
import Decimal from 'decimal.js';

import type { UserRow } from '../../../../fixtures/src/users';
import type {
  StockIndex,
  UserIndexPosition,
} from '../../../../src/api/contracts/models/index-futures';
import {
  contractOrderCost,
  contractPnl,
  DIRECTION_TEXT,
  stayDays,
  type Direction,
} from '../../../../src/api/contracts/trading-math';
import { sessionWindows } from '../../../../src/api/contracts/trading-hours';
import type { Instrument, Market } from '../../market/market';
import { moveMoney } from '../../store/ledger';
import { formatBeijing, parseBeijing } from '../beijing-time';

import {
  indexSetting,
  orderKey,
  orderSession,
  sessionMarketOf,
  siteProduct,
  siteSetting,
} from './context';
import {
  buyFailureMessage,
  CLOSE_MESSAGES,
  futuresAboveMax,
  futuresBelowMin,
  INDEX_MESSAGES,
  indexFallRefused,
  indexRiseRefused,
  lockedPositionMessage,
} from './messages';
import type { BuyContext, TradingDeps } from './buy-checks';

export interface ContractOrder {
  lots: number;
  direction: Direction;
  lever: number;
  profitTarget?: number;
  stopTarget?: number;
}

export type ContractOutcome<P> =
  | { ok: true; position: P }
  | { ok: false; kind: 'refused'; message: string }
  | { ok: false; kind: 'empty' };

export const refused = <P>(message: string): ContractOutcome<P> => ({
  ok: false,
  kind: 'refused',
  message,
});

/**
 * Takes a contract's margin out of its account's available funds (one ledger step) before its
 * position row is written; false when the funds are short.
 */
export const reserveContractMargin = (
  deps: TradingDeps,
  user: UserRow,
  account: { field: 'enableIndexAmt' | 'enableFutAmt'; kind: 'index' | 'futures' },
  positionId: number,
  margin: Decimal,
): boolean =>
  moveMoney(
    deps.store,
    user.id,
    { [account.field]: margin.neg() },
    {
      reason: `${account.kind} margin`,
      ref: `${account.kind}-position:${positionId}`,
      nonNegative: [account.field],
    },
  ).ok;

/** Gross and net P/L of an index position at `price` (§11.8). */
export const indexPnl = (p: UserIndexPosition, price: number) =>
  contractPnl({ ...p, buyOrderPrice: p.buyOrderPrice ?? 0 }, price);

export const indexInstrumentOf = (
  market: Market,
  p: { indexGid?: string | null; indexCode?: string | null },
): Instrument | undefined =>
  (p.indexGid ? market.index(p.indexGid) : undefined) ??
  (p.indexCode ? market.index(p.indexCode) : undefined);

const pct = (value: number): string => new Decimal(value).toDecimalPlaces(2).toString();

/** The failure of an index buy, in the order §11.8 lists its rules; undefined when it may go. */
const indexBuyFailure = (
  deps: TradingDeps,
  user: UserRow,
  index: StockIndex,
  order: ContractOrder,
  margin: Decimal,
  changePct: number,
  ctx: BuyContext,
): string | undefined => {
  const { store } = deps;
  if (siteProduct(store)?.realNameDisplay) {
    if (!user.realName || !user.idCard) return buyFailureMessage({ rule: 'kyc-missing' });
    if (user.isLock === 1) return buyFailureMessage({ rule: 'account-locked' });
  }
  const setting = indexSetting(store);
  if (!setting || !siteSetting(store)) return INDEX_MESSAGES.settingsMissing;
  if (!ctx.isSessionIgnored) {
    const market = sessionMarketOf(index.indexGid);
    const session = orderSession(store, siteSetting(store), ctx.now, market, {
      windows: sessionWindows(setting, market),
    });
    if (!session.isOpen) {
      return session.reason === 'holiday'
        ? buyFailureMessage({ rule: 'holiday' })
        : INDEX_MESSAGES.outsideHours;
    }
  }
  if (index.transState !== 1) return INDEX_MESSAGES.notTradable;
  // Ours: the index row carries lot limits the contract lists no text for.
  if (index.minNum != null && order.lots < index.minNum) return futuresBelowMin(index.minNum);
  if (index.maxNum != null && order.lots > index.maxNum) return futuresAboveMax(index.maxNum);
  const available = new Decimal(user.enableIndexAmt);
  if (margin.gt(available)) return INDEX_MESSAGES.insufficient;
  if (margin.gt(available.times(setting.buyMaxPercent ?? 1))) return INDEX_MESSAGES.aboveMaxShare;
  if (user.userAmt < 0) return INDEX_MESSAGES.financingNegative;
  if (user.userFutAmt < 0) return INDEX_MESSAGES.futuresNegative;
  const limit = new Decimal(setting.riseLimit ?? 1).times(100);
  if (order.direction === 'long' && new Decimal(changePct).gt(limit)) {
    return indexRiseRefused(pct(changePct));
  }
  if (order.direction === 'short' && new Decimal(changePct).neg().gt(limit)) {
    return indexFallRefused(pct(changePct));
  }
  return undefined;
};

const positiveOrNull = (value: number | undefined): number | null =>
  value !== undefined && value > 0 ? value : null;

export const buyIndexContract = (
  deps: TradingDeps,
  user: UserRow,
  index: StockIndex,
  order: ContractOrder,
  ctx: BuyContext,
): ContractOutcome<UserIndexPosition> => {
  const instrument = indexInstrumentOf(deps.market, index);
  if (!instrument || order.lever <= 0) return { ok: false, kind: 'empty' };
  const quote = deps.market.quote(instrument, ctx.now);
  const cost = contractOrderCost({
    depositAmt: index.depositAmt ?? 0,
    transFee: index.transFee ?? 0,
    lots: order.lots,
    lever: order.lever,
  });
  const failure = indexBuyFailure(deps, user, index, order, cost.margin, quote.changePct, ctx);
  if (failure) return refused(failure);
  const { store } = deps;
  const id = store.tables.userIndexPositions.nextId();
  const account = { field: 'enableIndexAmt', kind: 'index' } as const;
  if (!reserveContractMargin(deps, user, account, id, cost.margin)) {
    return refused(INDEX_MESSAGES.insufficient);
  }
  const position = store.tables.userIndexPositions.insert({
    id,
    positionType: user.accountType,
    positionSn: orderKey(),
    userId: user.id,
    realName: user.realName,
    agentId: user.agentId,
    indexName: index.indexName,
    indexCode: index.indexCode,
    indexGid: index.indexGid,
    buyOrderTime: formatBeijing(ctx.now),
    buyOrderPrice: quote.price,
    sellOrderTime: null,
    sellOrderPrice: null,
    orderDirection: DIRECTION_TEXT[order.direction],
    orderNum: order.lots,
    allDepositAmt: cost.margin.toNumber(),
    orderFee: cost.fee.toNumber(),
    orderStayDays: 0,
    eachPoint: index.eachPoint ?? null,
    profitAndLose: 0,
    allProfitAndLose: cost.fee.neg().toNumber(),
    isLock: 0,
    lockMsg: null,
    orderLever: order.lever,
    profitTargetPrice: positiveOrNull(order.profitTarget),
    stopTargetPrice: positiveOrNull(order.stopTarget),
  });
  store.changed();
  return { ok: true, position };
};

export const isIndexOpen = (p: Pick<UserIndexPosition, 'sellOrderPrice'>): boolean =>
  p.sellOrderPrice === null || p.sellOrderPrice === undefined;

/** Buy time of an index position (stored as Beijing text) in epoch ms. */
export const indexBoughtAt = (p: Pick<UserIndexPosition, 'buyOrderTime'>, fallback: number) =>
  (p.buyOrderTime ? parseBeijing(p.buyOrderTime) : undefined) ?? fallback;

/** sellIndex.do: closes the whole index position at the live level. */
export const sellIndexContract = (
  deps: TradingDeps,
  user: UserRow,
  position: UserIndexPosition,
  ctx: BuyContext,
): ContractOutcome<UserIndexPosition> => {
  const { store } = deps;
  const setting = indexSetting(store);
  if (setting && !ctx.isSessionIgnored) {
    const market = sessionMarketOf(position.indexGid);
    const session = orderSession(store, siteSetting(store), ctx.now, market, {
      windows: sessionWindows(setting, market),
    });
    if (!session.isOpen) {
      return refused(
        session.reason === 'holiday' ? CLOSE_MESSAGES.holiday : CLOSE_MESSAGES.outsideHours,
      );
    }
  }
  if (siteProduct(store)?.realNameDisplay && user.isLock === 1) {
    return refused(CLOSE_MESSAGES.userLocked);
  }
  if (!isIndexOpen(position)) return refused(CLOSE_MESSAGES.alreadyClosed);
  if (position.isLock === 1) return refused(lockedPositionMessage(position.lockMsg));
  const instrument = indexInstrumentOf(deps.market, position);
  if (!instrument) return refused(CLOSE_MESSAGES.noQuote);
  const price = deps.market.quote(instrument, ctx.now).price;
  const { pnl, netPnl } = indexPnl(position, price);
  const closed =
    store.tables.userIndexPositions.update(position.id, {
      sellOrderTime: ctx.now,
      sellOrderPrice: price,
      profitAndLose: pnl.toNumber(),
      allProfitAndLose: netPnl.toNumber(),
      orderStayDays: stayDays(indexBoughtAt(position, ctx.now), ctx.now),
    }) ?? position;
  moveMoney(
    store,
    user.id,
    {
      userIndexAmt: netPnl,
      enableIndexAmt: netPnl.plus(position.allDepositAmt ?? 0),
    },
    { reason: 'index close', ref: `index-position:${position.id}` },
  );
  store.changed();
  return { ok: true, position: closed };
};
