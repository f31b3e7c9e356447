// Foreign futures (api-contract §11.9, §11.13 sellFutures): the product's three session windows,
// lot limits and frequency limits, margin depositAmt × lots ÷ lever out of `enableFutAmt`, a
// per-lot fee, the base coin's exchange rate recorded at buy and sell. Ours (the contract gives no
// close formula): P/L = (now − buy) × eachPoint × lots × exchange rate at the close (negated for
// short) − fee, in yuan.
import Decimal from 'decimal.js';

import type { UserRow } from '../../../../fixtures/src/users';
import type {
  StockFutures,
  UserFuturesPosition,
} from '../../../../src/api/contracts/models/index-futures';
import { futuresWindows } from '../../../../src/api/contracts/trading-hours';
import {
  contractOrderCost,
  contractPnl,
  DIRECTION_TEXT,
} from '../../../../src/api/contracts/trading-math';
import type { Instrument, Market } from '../../market/market';
import { moveMoney } from '../../store/ledger';
import type { MockStore } from '../../store/store';

import { futuresSetting, orderKey, orderSession, siteSetting } from './context';
import {
  refused,
  reserveContractMargin,
  type ContractOrder,
  type ContractOutcome,
} from './index-orders';
import {
  CLOSE_MESSAGES,
  FUTURES_MESSAGES,
  futuresAboveMax,
  futuresBelowMin,
  futuresTooFrequentLots,
  futuresTooFrequentPositions,
  lockedPositionMessage,
} from './messages';
import type { BuyContext, TradingDeps } from './buy-checks';

const MINUTE = 60_000;

export const futuresInstrumentOf = (
  market: Market,
  p: { futuresGid?: string | null; futuresCode?: string | null },
): Instrument | undefined =>
  (p.futuresGid ? market.futures(p.futuresGid) : undefined) ??
  (p.futuresCode ? market.futures(p.futuresCode) : undefined);

export const futuresProductOf = (
  store: MockStore,
  p: Pick<UserFuturesPosition, 'futuresGid' | 'futuresCode'>,
): StockFutures | undefined =>
  store.db.stockFutures.find((f) => f.futuresGid === p.futuresGid) ??
  store.db.stockFutures.find((f) => f.futuresCode === p.futuresCode);

/** Exchange rate of a coin to yuan now (1 for an unknown coin). */
export const coinRate = (market: Market, coinCode: string | null | undefined, now: number) => {
  const coin = coinCode ? market.coin(coinCode) : undefined;
  return coin ? market.fxRate(coin, now) : 1;
};

/** Money per point per lot in yuan: the product's eachPoint (else its contract size) × rate. */
export const yuanPerPoint = (product: StockFutures | undefined, rate: number): Decimal =>
  new Decimal(product?.eachPoint ?? product?.futuresStandard ?? 1).times(rate);

/** Live (or closing) P/L of a futures position at `price`, in yuan. */
export const futuresPnl = (
  position: UserFuturesPosition,
  product: StockFutures | undefined,
  price: number,
  rate: number,
) =>
  contractPnl(
    {
      ...position,
      buyOrderPrice: position.buyOrderPrice ?? 0,
      eachPoint: yuanPerPoint(product, rate),
    },
    price,
  );

const isSameWindow = (
  store: MockStore,
  user: UserRow,
  product: StockFutures,
  now: number,
  minutes: number,
) =>
  store.tables.userFuturesPositions
    .where('userId', user.id)
    .filter((p) => (p.buyOrderTime ?? 0) >= now - minutes * MINUTE)
    .filter((p) => p.futuresCode === product.futuresCode);

const futuresBuyFailure = (
  deps: TradingDeps,
  user: UserRow,
  product: StockFutures,
  order: ContractOrder,
  margin: Decimal,
  ctx: BuyContext,
): string | undefined => {
  const { store } = deps;
  if (product.transState !== 1) return FUTURES_MESSAGES.notTradable;
  if (product.minNum != null && order.lots < product.minNum) return futuresBelowMin(product.minNum);
  if (product.maxNum != null && order.lots > product.maxNum) return futuresAboveMax(product.maxNum);
  if (!ctx.isSessionIgnored) {
    const session = orderSession(store, siteSetting(store), ctx.now, 'a', {
      windows: futuresWindows(product),
    });
    if (!session.isOpen) {
      return session.reason === 'holiday' ? CLOSE_MESSAGES.holiday : FUTURES_MESSAGES.outsideHours;
    }
  }
  const setting = futuresSetting(store);
  const sameMinutes = setting?.buySameTimes ?? 0;
  const sameMax = setting?.buySameNums ?? 0;
  if (
    sameMinutes > 0 &&
    isSameWindow(store, user, product, ctx.now, sameMinutes).length >= sameMax
  ) {
    return futuresTooFrequentPositions(sameMinutes, sameMax);
  }
  const lotsMinutes = setting?.buyNumTimes ?? 0;
  const lotsMax = setting?.buyNumLots ?? 0;
  const lots = store.tables.userFuturesPositions
    .where('userId', user.id)
    .filter((p) => (p.buyOrderTime ?? 0) >= ctx.now - lotsMinutes * MINUTE)
    .reduce((sum, p) => sum + p.orderNum, 0);
  if (lotsMinutes > 0 && lots >= lotsMax) return futuresTooFrequentLots(lotsMinutes, lotsMax);
  const available = new Decimal(user.enableFutAmt);
  if (margin.gt(available)) return FUTURES_MESSAGES.insufficient;
  if (margin.gt(available.times(setting?.buyMaxPercent ?? 1))) {
    return FUTURES_MESSAGES.aboveMaxShare;
  }
  return undefined;
};

export const buyFuturesContract = (
  deps: TradingDeps,
  user: UserRow,
  product: StockFutures,
  order: ContractOrder,
  ctx: BuyContext,
): ContractOutcome<UserFuturesPosition> => {
  const instrument = futuresInstrumentOf(deps.market, product);
  if (!instrument || order.lever <= 0) return { ok: false, kind: 'empty' };
  const cost = contractOrderCost({
    depositAmt: product.depositAmt ?? 0,
    transFee: product.transFee ?? 0,
    lots: order.lots,
    lever: order.lever,
  });
  const failure = futuresBuyFailure(deps, user, product, order, cost.margin, ctx);
  if (failure) return refused(failure);
  const { store } = deps;
  const id = store.tables.userFuturesPositions.nextId();
  const account = { field: 'enableFutAmt', kind: 'futures' } as const;
  if (!reserveContractMargin(deps, user, account, id, cost.margin)) {
    return refused(FUTURES_MESSAGES.insufficient);
  }
  const position = store.tables.userFuturesPositions.insert({
    id,
    positionType: user.accountType,
    positionSn: orderKey(),
    userId: user.id,
    realName: user.realName,
    agentId: user.agentId,
    futuresName: product.futuresName,
    futuresCode: product.futuresCode,
    futuresGid: product.futuresGid,
    buyOrderTime: ctx.now,
    buyOrderPrice: deps.market.quote(instrument, ctx.now).price,
    sellOrderTime: null,
    sellOrderPrice: null,
    orderDirection: DIRECTION_TEXT[order.direction],
    orderNum: order.lots,
    futuresStandard: product.futuresStandard ?? null,
    futuresUnit: product.futuresUnit ?? null,
    allDepositAmt: cost.margin.toNumber(),
    orderFee: cost.fee.toNumber(),
    lockMsg: null,
    isLock: 0,
    buyRate: coinRate(deps.market, product.coinCode, ctx.now),
    sellRate: null,
    allProfitAndLose: cost.fee.neg().toNumber(),
    profitAndLose: 0,
    coinCode: product.coinCode ?? null,
    orderLever: order.lever,
  });
  store.changed();
  return { ok: true, position };
};

export const isFuturesOpen = (p: Pick<UserFuturesPosition, 'sellOrderPrice'>): boolean =>
  p.sellOrderPrice === null || p.sellOrderPrice === undefined;

/** sellFutures.do: closes the whole futures position at the live price. */
export const sellFuturesContract = (
  deps: TradingDeps,
  user: UserRow,
  position: UserFuturesPosition,
  ctx: BuyContext,
): ContractOutcome<UserFuturesPosition> => {
  const { store } = deps;
  const product = futuresProductOf(store, position);
  if (product && !ctx.isSessionIgnored) {
    const session = orderSession(store, siteSetting(store), ctx.now, 'a', {
      windows: futuresWindows(product),
    });
    if (!session.isOpen) {
      return refused(
        session.reason === 'holiday' ? CLOSE_MESSAGES.holiday : CLOSE_MESSAGES.outsideHours,
      );
    }
  }
  if (!isFuturesOpen(position)) return refused(CLOSE_MESSAGES.alreadyClosed);
  if (position.isLock === 1) return refused(lockedPositionMessage(position.lockMsg));
  const instrument = futuresInstrumentOf(deps.market, position);
  if (!instrument) return refused(CLOSE_MESSAGES.noQuote);
  const price = deps.market.quote(instrument, ctx.now).price;
  const rate = coinRate(deps.market, position.coinCode, ctx.now);
  const { pnl, netPnl } = futuresPnl(position, product, price, rate);
  const closed =
    store.tables.userFuturesPositions.update(position.id, {
      sellOrderTime: ctx.now,
      sellOrderPrice: price,
      sellRate: rate,
      profitAndLose: pnl.toNumber(),
      allProfitAndLose: netPnl.toNumber(),
    }) ?? position;
  moveMoney(
    store,
    user.id,
    { userFutAmt: netPnl, enableFutAmt: netPnl.plus(position.allDepositAmt ?? 0) },
    { reason: 'futures close', ref: `futures-position:${position.id}` },
  );
  store.changed();
  return { ok: true, position: closed };
};
