// View models of the position and order lists (api-contract §11.5, §11.6, §11.7, §11.13, §14.7):
// live figures for open positions from the market engine and trading-math, stored ones once closed.
import type { UserFundsPosition } from '../../../../src/api/contracts/models/funds';
import type {
  StockFutures,
  UserFuturesPosition,
  UserFuturesPositionVO,
  UserIndexPosition,
  UserIndexPositionVO,
} from '../../../../src/api/contracts/models/index-futures';
import type {
  UserPendingorderVO,
  UserPosition,
  UserPositionVO,
} from '../../../../src/api/contracts/models/trading';
import {
  grossPnl,
  openPositionFigures,
  positionBuyFees,
  stayDays,
  stayFee,
} from '../../../../src/api/contracts/trading-math';
import type { UserPendingorderRow } from '../../../../fixtures/src/positions';
import type { Market } from '../../market/market';
import { formatBeijing } from '../beijing-time';

import { fundsPositionMoney } from './funds-orders';
import { coinRate, futuresInstrumentOf, futuresPnl, isFuturesOpen } from './futures-orders';
import { indexBoughtAt, indexInstrumentOf, indexPnl, isIndexOpen } from './index-orders';
import { instrumentOf } from './buy-checks';

/** A price as the VO's string fields carry it. */
const priceText = (value: number | null | undefined, decimals = 2): string | null =>
  value === null || value === undefined ? null : value.toFixed(decimals);

/** Live P/L of an open stock position (null when its stock has no quote any more). */
export const openStockFigures = (p: UserPosition, market: Market, now: number) => {
  const instrument = instrumentOf(market, p);
  if (!instrument) return undefined;
  const q = market.quote(instrument, now);
  return { quote: q, ...openPositionFigures(p, q.price) };
};

export const positionVO = (p: UserPosition, market: Market, now: number): UserPositionVO => {
  const { isLock: _isLock, lockMsg: _lockMsg, ...fields } = p;
  if (p.sellOrderId) {
    const sell = p.sellOrderPrice ?? 0;
    const pnl = grossPnl(p, sell);
    return {
      ...fields,
      profitAndLose: pnl.toNumber(),
      allProfitAndLose: pnl
        .minus(positionBuyFees(p))
        .minus(p.sellOrderFee ?? 0)
        .toNumber(),
      now_price: priceText(p.sellOrderPrice),
      businessBalance: null,
    };
  }
  const live = openStockFigures(p, market, now);
  const days = stayDays(p.buyOrderTime ?? now, now);
  return {
    ...fields,
    profitAndLose: live ? live.pnl.toNumber() : p.profitAndLose,
    allProfitAndLose: live ? live.netPnl.toNumber() : p.allProfitAndLose,
    orderStayDays: days,
    orderStayFee: stayFee(p, days).toNumber(),
    now_price: live ? priceText(live.quote.price, live.quote.decimals) : null,
    businessBalance: null,
  };
};

/**
 * fundsList.do's `UserPositionVO` of a sub-account position (§14.7): P/L as §11.5 on the full
 * value, the open one's `allProfitAndLose` also net of the live stay fee; the targets,
 * `sellOrderFee` and `marginAdd` are not set. A closed one shows the net its close booked (the
 * sell fee has no column to recompute it from).
 */
export const fundsPositionVO = (
  p: UserFundsPosition,
  market: Market,
  now: number,
): UserPositionVO => {
  const {
    isLock: _isLock,
    lockMsg: _lockMsg,
    subaccountNumber: _subaccountNumber,
    stockId: _stockId,
    ...fields
  } = p;
  const base = {
    ...fields,
    profitTargetPrice: null,
    stopTargetPrice: null,
    sellOrderFee: null,
    marginAdd: null,
    businessBalance: null,
  };
  const money = fundsPositionMoney(p);
  if (p.sellOrderId) {
    return {
      ...base,
      profitAndLose: grossPnl(money, p.sellOrderPrice ?? 0).toNumber(),
      now_price: priceText(p.sellOrderPrice),
    };
  }
  const instrument = instrumentOf(market, p);
  const q = instrument ? market.quote(instrument, now) : undefined;
  const days = stayDays(p.buyOrderTime ?? now, now);
  const stay = stayFee(p, days);
  const live = q ? openPositionFigures(money, q.price) : undefined;
  return {
    ...base,
    profitAndLose: live ? live.pnl.toNumber() : p.profitAndLose,
    allProfitAndLose: live ? live.netPnl.minus(stay).toNumber() : p.allProfitAndLose,
    orderStayDays: days,
    orderStayFee: stay.toNumber(),
    now_price: q ? priceText(q.price, q.decimals) : null,
  };
};

/** Live index P/L of an open index position (undefined without a quote). */
export const openIndexPnl = (p: UserIndexPosition, market: Market, now: number) => {
  const instrument = indexInstrumentOf(market, p);
  if (!instrument) return undefined;
  const q = market.quote(instrument, now);
  return { quote: q, ...indexPnl(p, q.price) };
};

export const indexPositionVO = (
  p: UserIndexPosition,
  market: Market,
  now: number,
): UserIndexPositionVO => {
  if (!isIndexOpen(p)) return { ...p, now_price: priceText(p.sellOrderPrice) };
  const live = openIndexPnl(p, market, now);
  return {
    ...p,
    profitAndLose: live ? live.pnl.toNumber() : p.profitAndLose,
    allProfitAndLose: live ? live.netPnl.toNumber() : p.allProfitAndLose,
    orderStayDays: stayDays(indexBoughtAt(p, now), now),
    now_price: live ? priceText(live.quote.price, live.quote.decimals) : null,
  };
};

export const futuresPositionVO = (
  p: UserFuturesPosition,
  product: StockFutures | undefined,
  market: Market,
  now: number,
): UserFuturesPositionVO => {
  const rate = coinRate(market, p.coinCode, now);
  const eachPoint = product?.eachPoint ?? null;
  if (!isFuturesOpen(p)) {
    return { ...p, nowPrice: priceText(p.sellOrderPrice), coinRate: p.sellRate ?? rate, eachPoint };
  }
  const instrument = futuresInstrumentOf(market, p);
  const q = instrument ? market.quote(instrument, now) : undefined;
  const live = q ? futuresPnl(p, product, q.price, rate) : undefined;
  return {
    ...p,
    profitAndLose: live ? live.pnl.toNumber() : p.profitAndLose,
    allProfitAndLose: live ? live.netPnl.toNumber() : p.allProfitAndLose,
    nowPrice: q ? priceText(q.price, q.decimals) : null,
    coinRate: rate,
    eachPoint,
  };
};

export const pendingOrderVO = (
  o: UserPendingorderRow,
  stockName: string | null,
): UserPendingorderVO => ({
  ...o,
  stockName,
  addTime: formatBeijing(o.addTime),
});

/**
 * A PageInfo made with the no-arg constructor and only `list` set (findUserPositionByCode):
 * counters 0, flags false, `navigatepageNums` null.
 */
export const listOnlyPageOf = <T>(list: T[]) => ({
  pageNum: 0,
  pageSize: 0,
  size: 0,
  startRow: 0,
  endRow: 0,
  total: 0,
  pages: 0,
  list,
  prePage: 0,
  nextPage: 0,
  isFirstPage: false,
  isLastPage: false,
  hasPreviousPage: false,
  hasNextPage: false,
  navigatePages: 0,
  navigatepageNums: null,
  navigateFirstPage: 0,
  navigateLastPage: 0,
});
