// A stock position as the position screens show it (screens §6.1, api-contract §11.5, §15.3).
// Open positions are recomputed from the backend's `now_price` with the shared trading maths, so
// every card, total and preview rounds the same way; closed positions show what sell.do booked.
import Decimal from 'decimal.js';

import type { UserPositionVO } from '@/api/contracts/models/trading';
import { limitPctOf, plateOfCode } from '@/api/contracts/market-rules';
import {
  directionOfText,
  openPositionFigures,
  positionMargin,
  SHARES_PER_LOT,
  stayDays,
  stayFee,
  type Direction,
  type OpenPositionFigures,
} from '@/api/contracts/trading-math';
import { exchangeOfCode, type Exchange } from '@/lib/market/instrument';

export type BoardTag = 'star' | 'chinext' | 'st' | null;

export interface StockPositionView {
  source: UserPositionVO;
  positionSn: string;
  name: string;
  code: string;
  exchange: Exchange | undefined;
  board: BoardTag;
  direction: Direction;
  isClosed: boolean;
  /** Live price (open) or sell price (closed); null while the backend has no quote. */
  price: Decimal | null;
  shares: number;
  lever: number;
  buyPrice: Decimal;
  buyTime: number | null;
  /** Gross and net P/L, yield %, market value; null for an open position without a price. */
  figures: OpenPositionFigures | null;
  /** orderTotalPrice ÷ lever. */
  margin: Decimal;
  marginAdd: Decimal;
  /** Value at open (`orderTotalPrice`). */
  costValue: Decimal;
  buyFee: Decimal;
  stampDuty: Decimal;
  spreadFee: Decimal;
  sellFee: Decimal;
  daysHeld: number;
  /** Displayed deferred fee (not charged at close by this backend). */
  stayFee: Decimal;
  sellTime: number | null;
  profitTarget: Decimal | null;
  stopTarget: Decimal | null;
  /** Daily limit % of the stock's board; null for HK/US. */
  limitPct: number | null;
}

const dec = (v: Decimal.Value | null | undefined): Decimal => new Decimal(v ?? 0);

/** A price the backend sent (string or number); null when absent, unparsable or not positive. */
export const priceOf = (v: string | number | null | undefined): Decimal | null => {
  if (v === null || v === undefined || v === '') return null;
  try {
    const d = new Decimal(v);
    return d.isFinite() && d.gt(0) ? d : null;
  } catch {
    return null;
  }
};

/** The board: the row's plate, else the code's (688… STAR, 300… ChiNext). */
const plateOf = (p: UserPositionVO): string | null => p.stockPlate || plateOfCode(p.stockCode);

const boardOf = (p: UserPositionVO): BoardTag => {
  if (/^\*?ST/.test(p.stockName)) return 'st';
  const plate = plateOf(p);
  return plate === '科创' ? 'star' : plate === '创业' ? 'chinext' : null;
};

/** Lots as text: 1,500 shares → "15"; an odd remainder keeps its decimals ("1.5"). */
export const lotsOf = (shares: number): string =>
  new Decimal(shares).div(SHARES_PER_LOT).toDecimalPlaces(2).toString();

const targetOf = (v: number | null | undefined): Decimal | null =>
  v !== null && v !== undefined && v > 0 ? new Decimal(v) : null;

/** `now` is the server's clock (days held are counted in Beijing calendar days). */
export const stockPositionView = (p: UserPositionVO, now: number): StockPositionView => {
  // The backend tells a closed position by its sell order; either field marks it.
  const isClosed =
    Boolean(p.sellOrderId) || (p.sellOrderTime !== null && p.sellOrderTime !== undefined);
  const price = isClosed
    ? (priceOf(p.sellOrderPrice) ?? priceOf(p.now_price))
    : priceOf(p.now_price);
  const buyTime = p.buyOrderTime ?? null;
  const daysHeld = isClosed
    ? (p.orderStayDays ?? 0)
    : buyTime !== null
      ? stayDays(buyTime, now)
      : (p.orderStayDays ?? 1);
  let figures = price ? openPositionFigures(p, price) : null;
  if (figures && isClosed) {
    // What sell.do booked is the truth for a closed position; the yield still follows the prices.
    figures = {
      ...figures,
      pnl: dec(p.profitAndLose),
      netPnl: dec(p.allProfitAndLose),
    };
  }
  return {
    source: p,
    positionSn: p.positionSn,
    name: p.stockName,
    code: p.stockCode,
    exchange: exchangeOfCode(p.stockGid ?? p.stockCode),
    board: boardOf(p),
    direction: directionOfText(p.orderDirection),
    isClosed,
    price,
    shares: p.orderNum,
    lever: p.orderLever ?? 1,
    buyPrice: dec(p.buyOrderPrice),
    buyTime,
    figures,
    margin: positionMargin(p),
    marginAdd: dec(p.marginAdd),
    costValue: dec(p.orderTotalPrice),
    buyFee: dec(p.orderFee),
    stampDuty: dec(p.orderSpread),
    spreadFee: dec(p.spreadRatePrice),
    sellFee: dec(p.sellOrderFee),
    daysHeld,
    stayFee: isClosed ? dec(p.orderStayFee) : stayFee(p, daysHeld),
    sellTime: p.sellOrderTime ?? null,
    profitTarget: targetOf(p.profitTargetPrice),
    stopTarget: targetOf(p.stopTargetPrice),
    limitPct: limitPctOf(p.stockGid ?? p.stockCode, p.stockName, plateOf(p)),
  };
};

/**
 * An open position's view at a new live price: what stockPositionView gives for a row that
 * differs from `v.source` only in the price and the P/L the backend derives from it.
 */
export const withLivePrice = (v: StockPositionView, p: UserPositionVO): StockPositionView => {
  const price = priceOf(p.now_price);
  return { ...v, source: p, price, figures: price ? openPositionFigures(p, price) : null };
};

/** Every fee a closed position paid: buy, sell, stamp duty and spread. */
export const closedFees = (v: StockPositionView): Decimal =>
  v.buyFee.plus(v.sellFee).plus(v.stampDuty).plus(v.spreadFee);

/** Closed positions, newest sale first (rows without a time last). */
export const newestSaleFirst = (rows: readonly StockPositionView[]): StockPositionView[] =>
  [...rows].sort((a, b) => (b.sellTime ?? -Infinity) - (a.sellTime ?? -Infinity));

export interface OpenTotals {
  /** Σ net P/L of the positions with a price. */
  netPnl: Decimal;
  /** Σ (margin + added margin): what the positions keep frozen. */
  margin: Decimal;
  /** Σ market value (value at open when there is no price). */
  marketValue: Decimal;
  count: number;
  /** Positions left out of the P/L because they have no price yet. */
  unpriced: number;
}

export const openTotals = (rows: readonly StockPositionView[]): OpenTotals =>
  rows.reduce<OpenTotals>(
    (acc, v) => ({
      netPnl: v.figures ? acc.netPnl.plus(v.figures.netPnl) : acc.netPnl,
      margin: acc.margin.plus(v.margin).plus(v.marginAdd),
      marketValue: acc.marketValue.plus(v.figures ? v.figures.marketValue : v.costValue),
      count: acc.count + 1,
      unpriced: acc.unpriced + (v.figures ? 0 : 1),
    }),
    {
      netPnl: new Decimal(0),
      margin: new Decimal(0),
      marketValue: new Decimal(0),
      count: 0,
      unpriced: 0,
    },
  );
