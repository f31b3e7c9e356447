// The checks of a stock buy (api-contract §11.3 checks 1–24): the facts `firstBuyFailure` reads —
// user, settings, session, frequency, live quote, board bands, the N-day rise, funds — and the
// order's cost from `stockOrderCost` with the spread rate findSpreadRateOne would pick.
import Decimal from 'decimal.js';

import { bestSpreadRate } from '../../../../fixtures/src/spreads';
import type { UserRow } from '../../../../fixtures/src/users';
import { limitPctOf } from '../../../../src/api/contracts/market-rules';
import type { Stock } from '../../../../src/api/contracts/models/market';
import type { UserPosition } from '../../../../src/api/contracts/models/trading';
import {
  cents,
  stockOrderCost,
  type Direction,
  type StockOrderCost,
} from '../../../../src/api/contracts/trading-math';
import {
  firstBuyFailure,
  type BuyFacts,
  type BuyRuleFailure,
} from '../../../../src/api/contracts/trading-rules';
import type { Instrument, Market, Quote } from '../../market/market';
import type { MockStore } from '../../store/store';
import { beijingParts } from '../beijing-time';
import type { SessionMarket } from '../trading-hours';

import {
  holidayVerdict,
  orderSession,
  ruleChangePct,
  sessionMarketOf,
  siteProduct,
  siteSetting,
} from './context';
import { sharesBoughtSince } from './lots';
import { buyFailureMessage } from './messages';

const MINUTE = 60_000;

export interface TradingDeps {
  store: MockStore;
  market: Market;
}

export interface BuyContext {
  now: number;
  /** Client address for the cash line (none for the executor). */
  ip: string | null;
  /** The executor skips the session windows: prices only move inside them. */
  isSessionIgnored?: boolean;
  /** buyFunds.do: the reference runs no frequency checks there (§14.5). */
  isFrequencyIgnored?: boolean;
  /** The windows checked instead of the stock's market's (buyFunds.do: A-shares, holiday too). */
  sessionMarket?: SessionMarket;
  /** buyStockDz.do: no session windows, only the holiday switch (§12.8). */
  isHolidayOnly?: boolean;
  /** buyStockDz.do: priced at the live price × the offer's discount, to the cent (§12.8). */
  discount?: number;
  /** buyStockDz.do: the offer's minimum size instead of `buyMinNum` (§12.8). */
  minShares?: number;
  /** buyVipQc.do: the reference's limit-up check is disabled there (§12.10). */
  isLimitUpIgnored?: boolean;
}

export type BuyOutcome =
  | { ok: true; kind: 'opened' | 'added'; position: UserPosition }
  | { ok: false; kind: 'refused'; failure: BuyRuleFailure; message: string }
  /** What the reference swallows into an empty body (null pointer, division by zero). */
  | { ok: false; kind: 'empty' };

export interface StockOrder {
  stock: Stock;
  /** Shares. */
  shares: number;
  direction: Direction;
  lever: number;
  profitTarget?: number;
  stopTarget?: number;
  /** Block trades book 3 (`PositionType.BLOCK_TRADE`); else the user's `accountType`. */
  positionType?: number;
}

export const instrumentOf = (
  market: Market,
  stock: Pick<Stock, 'stockGid' | 'stockCode'> | Pick<UserPosition, 'stockGid' | 'stockCode'>,
): Instrument | undefined =>
  (stock.stockGid ? market.stockByGid(stock.stockGid) : undefined) ?? market.stock(stock.stockCode);

/** `typeName` of the per-stock candidate (`stock.spread_rate`), the fifth rule of §6.5. */
export const STOCK_SPREAD_TYPE = '股票点差';

export interface SpreadRule {
  typeName: string | null;
  spreadRate: number;
}

/**
 * findSpreadRateOne's pick (§6.5): the highest rate among the matching `site_spread` rules and
 * the stock's own rate; null when nothing matches. A tie goes to the earliest rule. Missing
 * figures (NaN) match no interval.
 */
export const spreadRuleOf = (
  store: MockStore,
  stock: { stockCode: string; spreadRate?: number | null },
  q: { changePct: number; value: number; price: number },
): SpreadRule | null => {
  const query = {
    applies: q.changePct,
    turnover: q.value,
    code: stock.stockCode,
    unitPrice: q.price,
  };
  const rules = store.db.siteSpreads;
  const best = bestSpreadRate(rules, query);
  const own = stock.spreadRate && stock.spreadRate > 0 ? stock.spreadRate : 0;
  if (own > best) return { typeName: STOCK_SPREAD_TYPE, spreadRate: own };
  if (best <= 0) return null;
  // The same matcher, one rule at a time, names the winner.
  const winner = rules.find((rule) => bestSpreadRate([rule], query) === best);
  return { typeName: winner?.typeName ?? null, spreadRate: best };
};

/** Spread rate as findSpreadRateOne picks it: the highest matching rule or per-stock rate. */
export const spreadRateOf = (
  store: MockStore,
  stock: Pick<Stock, 'stockCode' | 'spreadRate'>,
  q: { changePct: number; value: number; price: number },
): number => spreadRuleOf(store, stock, q)?.spreadRate ?? 0;

const costOf = (
  store: MockStore,
  stock: Stock,
  quote: Quote,
  order: { shares: number; lever: number; direction: Direction },
): StockOrderCost => {
  const setting = siteSetting(store);
  const rates = {
    buyFee: setting?.buyFee ?? 0,
    sellFee: setting?.sellFee ?? 0,
    dutyFee: setting?.dutyFee ?? 0,
    spreadRate: 0,
  };
  const input = { price: quote.price, ...order, rates };
  const plain = stockOrderCost(input);
  const spreadRate = spreadRateOf(store, stock, {
    changePct: quote.changePct,
    value: plain.value.toNumber(),
    price: quote.price,
  });
  return spreadRate > 0 ? stockOrderCost({ ...input, rates: { ...rates, spreadRate } }) : plain;
};

/** Rise % over the last `days` trading days: live price against the close `days` days back. */
const riseOverDays = (deps: TradingDeps, instrument: Instrument, days: number, now: number) => {
  const bars = deps.market.kline(instrument, { period: 'day', count: days + 1 }, now);
  const base = bars[0]?.close;
  const last = bars.at(-1)?.close;
  if (!base || last === undefined || bars.length < 2) return new Decimal(0);
  return new Decimal(last).minus(base).div(base).times(100);
};

const factsOf = (
  deps: TradingDeps,
  user: UserRow,
  stock: Stock,
  instrument: Instrument,
  quote: Quote,
  order: { shares: number; lever: number; direction: Direction },
  cost: StockOrderCost,
  ctx: BuyContext,
): BuyFacts => {
  const { store } = deps;
  const setting = siteSetting(store);
  const since = (minutes: number) => ctx.now - minutes * MINUTE;
  const market = ctx.sessionMarket ?? sessionMarketOf(stock.stockGid);
  const sameMinutes = setting?.buySameTimes ?? 0;
  const lotsMinutes = setting?.buyNumTimes ?? 0;
  const crease = [
    setting?.creaseMaxPercent,
    setting?.cyCreaseMaxPercent,
    setting?.kcCreaseMaxPercent,
  ];
  const [main, chinext, star] = crease;
  const stockDays = setting?.stockDays ?? 0;
  return {
    stock: {
      name: stock.stockName,
      gid: stock.stockGid,
      plate: stock.stockPlate,
      isLock: stock.isLock,
      // The day the stock entered the table stands for its listing day.
      listDate: stock.addTime ? beijingParts(stock.addTime).date : null,
    },
    kyc: {
      isEnforced: siteProduct(store)?.realNameDisplay ?? false,
      realName: user.realName,
      idCard: user.idCard,
      isLock: user.isLock,
    },
    hasSettings: setting !== undefined,
    session:
      !setting || ctx.isSessionIgnored
        ? { isOpen: true }
        : ctx.isHolidayOnly
          ? holidayVerdict(store)
          : orderSession(store, setting, ctx.now, market, {
              // The reference checks the holiday switch for A-shares and HK only.
              isHolidayChecked: market !== 'us',
            }),
    frequency: ctx.isFrequencyIgnored
      ? undefined
      : {
          sameMinutes,
          sameMax: setting?.buySameNums ?? 0,
          sameCount: store.tables.userPositions
            .where('userId', user.id)
            .filter(
              (p) => p.stockCode === stock.stockCode && (p.buyOrderTime ?? 0) >= since(sameMinutes),
            ).length,
          lotsMinutes,
          lotsMax: setting?.buyNumLots ?? 0,
          sharesBought: sharesBoughtSince(store, user.id, since(lotsMinutes)),
        },
    shares: order.shares,
    minShares: ctx.minShares ?? setting?.buyMinNum ?? undefined,
    maxShares: setting?.buyMaxNum ?? undefined,
    direction: order.direction,
    price: quote.price,
    // Only a long meets the limit-up rule; a short's band texts show the real change.
    changePct:
      order.direction === 'long'
        ? ruleChangePct(quote, limitPctOf(stock.stockGid, stock.stockName, stock.stockPlate), 'up')
        : quote.changePct,
    isLimitUpExempt: ctx.isLimitUpIgnored,
    today: beijingParts(ctx.now).date,
    creaseMax:
      main != null && chinext != null && star != null ? { main, chinext, star } : undefined,
    rise:
      stockDays > 0 && setting?.stockRate != null
        ? {
            days: stockDays,
            rate: setting.stockRate,
            risePct: riseOverDays(deps, instrument, stockDays, ctx.now),
          }
        : undefined,
    margin: cost.margin,
    buyMinAmt: setting?.buyMinAmt ?? undefined,
    buyMaxAmtPercent: setting?.buyMaxAmtPercent ?? undefined,
    available: user.enableAmt,
    indexAvailable: user.userIndexAmt,
  };
};

/** A block-trade price: the live price × the offer's discount, half-up to the cent (§8.10). */
export const discountedPrice = (price: number, discount: number): number =>
  cents(new Decimal(price).times(discount)).toNumber();

export type Checked =
  { ok: true; quote: Quote; cost: StockOrderCost } | Exclude<BuyOutcome, { ok: true }>;

/** The 24 checks of a stock buy at the live quote, with the order's cost when it may go. */
export const checkStockBuy = (
  deps: TradingDeps,
  user: UserRow,
  stock: Stock,
  order: { shares: number; lever: number; direction: Direction },
  ctx: BuyContext,
): Checked => {
  const instrument = instrumentOf(deps.market, stock);
  // No quote source for the stock, or a lever the reference would divide by zero with.
  if (!instrument || order.lever <= 0) return { ok: false, kind: 'empty' };
  const live = deps.market.quote(instrument, ctx.now);
  const quote =
    ctx.discount === undefined
      ? live
      : { ...live, price: discountedPrice(live.price, ctx.discount) };
  const cost = costOf(deps.store, stock, quote, order);
  const failure = firstBuyFailure(factsOf(deps, user, stock, instrument, quote, order, cost, ctx));
  if (failure) return { ok: false, kind: 'refused', failure, message: buyFailureMessage(failure) };
  return { ok: true, quote, cost };
};
