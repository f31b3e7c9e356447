// Contract rows → rows of the shared quote list. Every row links to the detail page with what the
// page needs to label the quote at once: a stock by its bare 6-digit code and exchange, an index by
// its gid (`sh000001`), a future by its gid (`hf_CL`). The kind is always passed explicitly: a US
// ticker such as SHOP would otherwise read as an index code.

import type { StockFuturesListVO, StockIndexVO } from '@/api/contracts/models/index-futures';
import type { SinaSortRow, StockListVO } from '@/api/contracts/models/market';
import type { QuoteRowData } from '@/components/quote-list';
import { bareCode, detailPath, exchangeOfCode, type Exchange } from '@/lib/market/instrument';
import { priceChange, priceChangePct } from '@/lib/market/price-change';

export type BadgeKey = Exchange | 'index' | 'futures';
/** Turns a badge key into its short label (the `market` namespace's `badge.*`). */
export type BadgeLabel = (key: BadgeKey) => string;

export interface MarketRow extends QuoteRowData {
  /** Shares traded today (A-share rankings only). */
  volume?: unknown;
}

const EXCHANGES: readonly Exchange[] = ['sh', 'sz', 'bj', 'hk', 'us'];
const asExchange = (value: string | null | undefined): Exchange | undefined =>
  EXCHANGES.find((e) => e === value?.trim().toLowerCase());

/** A row of the getStockSort ranking (Sina symbol `sh600519`, code `600519`). */
export const rankingRow = (r: SinaSortRow, badge: BadgeLabel): MarketRow => {
  const code = bareCode(r.code || r.symbol);
  const exchange = exchangeOfCode(r.symbol) ?? exchangeOfCode(code);
  return {
    key: r.symbol || code,
    name: r.name,
    code,
    badge: exchange ? badge(exchange) : undefined,
    price: r.trade,
    changePct: r.changepercent,
    change: r.pricechange,
    volume: r.volume,
    to: detailPath({ code, name: r.name, type: exchange, kind: 'stock' }),
  };
};

/** A row of getStock.do (search results). */
export const stockSearchRow = (r: StockListVO, badge: BadgeLabel): MarketRow => {
  const exchange = asExchange(r.stock_type) ?? exchangeOfCode(r.gid);
  return {
    key: r.gid || r.code,
    name: r.name,
    code: r.code,
    badge: exchange ? badge(exchange) : undefined,
    price: r.nowPrice,
    changePct: r.hcrate,
    change: r.ud,
    to: detailPath({ code: r.code, name: r.name, type: exchange, kind: 'stock' }),
  };
};

/** A row of queryListIndex.do. */
export const indexRow = (r: StockIndexVO, badge: BadgeLabel): MarketRow => ({
  key: r.indexGid,
  name: r.indexName,
  code: r.indexCode,
  badge: badge('index'),
  price: r.currentPoint,
  changePct: r.floatRate,
  change: r.floatPoint,
  to: detailPath({ code: r.indexGid, name: r.indexName, kind: 'index' }),
});

/** now − last close, exactly (decimal strings); null when either is missing. */
export const changeOf = priceChange;

/** (now − last close) ÷ last close in percent, 2 dp; null when either is missing or 0 closes. */
export const changePctOf = priceChangePct;

/** A row of /api/futures/queryList.do: the backend sends no change, so both are computed. */
export const futuresRow = (r: StockFuturesListVO, badge: BadgeLabel): MarketRow => ({
  key: r.futuresGid,
  name: r.futuresName,
  code: r.futuresCode,
  badge: badge('futures'),
  price: r.nowPrice,
  changePct: changePctOf(r.nowPrice, r.lastClose),
  change: changeOf(r.nowPrice, r.lastClose),
  to: detailPath({ code: r.futuresGid, name: r.futuresName, kind: 'futures' }),
});

/**
 * Client-side search over the index list (/indexsearchlist): the backend reads no keyword, so the
 * list is filtered here by code, gid or name. Indexes carry no pinyin initials to match.
 */
export const matchesIndex = (r: StockIndexVO, keyword: string): boolean => {
  const k = keyword.trim().toLowerCase();
  if (k === '') return false;
  return [r.indexCode, r.indexGid, r.indexName].some((f) => f.toLowerCase().includes(k));
};

/**
 * Rows in order, the first of each key kept. Pages of a live ranking are fetched at different
 * moments, so a stock that moved up between two fetches can appear on both pages.
 */
export const uniqueByKey = <T extends { key: string }>(rows: readonly T[]): T[] => {
  const seen = new Set<string>();
  return rows.filter((r) => (seen.has(r.key) ? false : (seen.add(r.key), true)));
};
