// What every trading rule reads: the site's setting rows, the market the server prices with, the
// trading-hours verdict in the reference's order, order numbers and the user-facing cash lines.
import { randomInt } from 'node:crypto';

import type Decimal from 'decimal.js';

import type { UserRow } from '../../../../fixtures/src/users';
import type { Stock } from '../../../../src/api/contracts/models/market';
import { DIRECTION_TEXT, type Direction } from '../../../../src/api/contracts/trading-math';
import type {
  SiteFuturesSetting,
  SiteIndexSetting,
  SiteProduct,
  SiteSetting,
} from '../../../../src/api/contracts/models/site';
import { createMarket, type Market, type Quote } from '../../market/market';
import type { MockStore } from '../../store/store';
import { writeCashDetail } from '../money/cash-lines';
import type { ClockWindow } from '../../../../src/api/contracts/trading-hours';
import {
  tradingHoursVerdict,
  type SessionMarket,
  type TradingHoursVerdict,
} from '../trading-hours';

export { sessionMarketOf } from '../trading-hours';

export const siteSetting = (store: MockStore): SiteSetting | undefined => store.db.siteSettings[0];
export const siteProduct = (store: MockStore): SiteProduct | undefined => store.db.siteProducts[0];
export const indexSetting = (store: MockStore): SiteIndexSetting | undefined =>
  store.db.siteIndexSettings[0];
export const futuresSetting = (store: MockStore): SiteFuturesSetting | undefined =>
  store.db.siteFuturesSettings[0];

/** The stock row a position or an offer names: by its gid, else by its code. */
export const stockRowOf = (
  store: MockStore,
  ref: { stockGid?: string | null; stockCode: string },
): Stock | undefined =>
  store.tables.stocks.first('stockGid', ref.stockGid ?? '') ??
  store.tables.stocks.first('stockCode', ref.stockCode);

// The server's market, by store, so view models that only get the store (getUserInfo) price with
// the same engine the quote endpoints use.
const markets = new WeakMap<MockStore, Market>();

export const attachMarket = (store: MockStore, market: Market): void => {
  markets.set(store, market);
};

export const marketOf = (store: MockStore): Market => {
  let market = markets.get(store);
  if (!market || market.seed !== store.seed) {
    // Same seed → the same prices: the engine is a pure function of (seed, instrument, time).
    market = createMarket({ seed: store.seed, securities: () => store.db });
    markets.set(store, market);
  }
  return market;
};

/** Session windows as `[begin, end]` 'H:mm' texts. */
export type Windows = readonly ClockWindow[];

/**
 * Whether orders are accepted, in the reference's order: the session windows first (weekends
 * closed), then the holiday switch (`holidayDisplay`; US stocks are exempt from it on buys). The
 * control API's forced modes win as in `tradingHoursVerdict`.
 */
export const orderSession = (
  store: MockStore,
  setting: SiteSetting | undefined,
  now: number,
  market: SessionMarket,
  options: { windows?: Windows; isHolidayChecked?: boolean } = {},
): TradingHoursVerdict => {
  const mode = store.control.tradingHours;
  // Only the default windows come from the setting row; explicit windows need none.
  const rows = setting ?? { id: 0 };
  const hours = tradingHoursVerdict(
    now,
    mode,
    rows,
    { holidayDisplay: false },
    market,
    options.windows,
  );
  if (!hours.isOpen || options.isHolidayChecked === false) return hours;
  const holidayDisplay = siteProduct(store)?.holidayDisplay ?? false;
  return tradingHoursVerdict(now, mode, rows, { holidayDisplay }, market, options.windows);
};

/**
 * The holiday switch alone, for the buys that check no session windows (buyStockDz.do, §12.8):
 * weekends and the control API's forced "closed" do not matter; its forced "open" wins, as in
 * `tradingHoursVerdict`.
 */
export const holidayVerdict = (store: MockStore): TradingHoursVerdict =>
  store.control.tradingHours !== 'open' && siteProduct(store)?.holidayDisplay
    ? { isOpen: false, reason: 'holiday' }
    : { isOpen: true };

/** Whether pending orders may fire now: not while the control API or the holiday switch closes
 * all trading (session windows do not matter: prices move only inside them). */
export const isExecutionAllowed = (store: MockStore): boolean => {
  const mode = store.control.tradingHours;
  if (mode === 'open') return true;
  if (mode === 'closed') return false;
  return !(siteProduct(store)?.holidayDisplay ?? false);
};

/**
 * The change % the rules compare with the board limit. A price pinned at its limit can round to
 * less than the limit % (11.11 → 10.00 is −9.99 %) and trading-rules compares percentages only,
 * so a quote at its limit price in the `side` that matters counts as the full limit move.
 */
export const ruleChangePct = (
  quote: Pick<Quote, 'changePct' | 'isLimitUp' | 'isLimitDown'>,
  limitPct: number | null,
  side: 'up' | 'down',
): number => {
  if (limitPct === null) return quote.changePct;
  if (side === 'up' && quote.isLimitUp) return Math.max(quote.changePct, limitPct);
  if (side === 'down' && quote.isLimitDown) return Math.min(quote.changePct, -limitPct);
  return quote.changePct;
};

/** 18-digit order / position number, like the reference's random keys. */
export const orderKey = (): string =>
  `${randomInt(1, 10)}${String(randomInt(0, 1e8)).padStart(8, '0')}${String(randomInt(0, 1e9)).padStart(9, '0')}`;

/**
 * The fields every newly opened stock position shares, stock account or funding sub-account:
 * owner, instrument, fresh order numbers, the fill, nothing sold yet.
 */
export const openedStockFields = (
  user: UserRow,
  stock: Pick<Stock, 'stockName' | 'stockCode' | 'stockGid'> & { stockSpell?: string | null },
  fill: { price: number; at: number; direction: Direction },
) => ({
  positionType: user.accountType,
  positionSn: orderKey(),
  userId: user.id,
  nickName: user.realName,
  agentId: user.agentId,
  stockName: stock.stockName,
  stockCode: stock.stockCode,
  stockGid: stock.stockGid,
  stockSpell: stock.stockSpell ?? null,
  buyOrderId: orderKey(),
  buyOrderTime: fill.at,
  buyOrderPrice: fill.price,
  sellOrderId: null,
  sellOrderTime: null,
  sellOrderPrice: null,
  orderDirection: DIRECTION_TEXT[fill.direction],
});

export interface CashLine {
  deType: string;
  deAmt: Decimal.Value;
  positionId: number;
  summary: string;
}

/** A `user_cash_detail` row (funds ledger shown to the user, §13.4); not a balance change. */
export const writeCashLine = (
  store: MockStore,
  user: UserRow,
  line: CashLine,
  now: number,
  ip: string | null,
): void => writeCashDetail(store, user, line, { now, ip });
