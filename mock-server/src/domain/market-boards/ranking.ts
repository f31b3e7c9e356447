// §8.15 Sina market-centre ranking (getStockSort.do): the stocks of a node sorted by a quote
// figure, paged. `asc` 0 descends, any other value ascends; an unknown `sort` keeps Sina's default
// order (by symbol); an unknown `node` has no rows; `pageSize` is capped at 100 (Sina's `num`).
import type { getStockSort } from '../../../../src/api/contracts/endpoints/market';
import type { SinaSortRow } from '../../../../src/api/contracts/models/market';
import type { BoundParams } from '../../http/binder';
import { clockText } from '../../market/calendar';
import type { Market, Quote } from '../../market/market';

import { aShares, round, shareCapital, valuation, type StockInstrument } from './a-shares';

/** Sina's market centre answers at most this many rows per page. */
export const SORT_MAX_PAGE_SIZE = 100;

/** Sina market-centre nodes (§8.15) → which stocks they hold. */
const SORT_NODES: Record<string, (i: StockInstrument) => boolean> = {
  hs_a: (i) => i.row.stockType === 'sh' || i.row.stockType === 'sz',
  cyb: (i) => i.row.stockType === 'sz' && i.row.stockPlate === '创业',
  kcb: (i) => i.row.stockType === 'sh' && i.row.stockPlate === '科创',
  hs_bjs: (i) => i.row.stockType === 'bj',
};

const SORT_KEYS: Record<string, (q: Quote) => number> = {
  changepercent: (q) => (q.prevClose > 0 ? (q.price - q.prevClose) / q.prevClose : 0),
  pricechange: (q) => q.change,
  volume: (q) => q.volume,
  amount: (q) => q.amount,
};

/** `table[name]` for own keys only (a `__proto__` or `toString` parameter finds nothing). */
export const ownEntry = <T>(table: Record<string, T>, name: string | undefined): T | undefined =>
  name !== undefined && Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;

/** One getStockSort.do page at `now`; [] for an unknown node, a bad size or a page past the end. */
export const stockSortPage = (
  market: Market,
  params: BoundParams<typeof getStockSort>,
  now: number,
): SinaSortRow[] => {
  const inNode = ownEntry(SORT_NODES, params.node);
  if (!inNode) return [];
  const key = ownEntry(SORT_KEYS, params.sort);
  const direction = params.asc === 0 ? -1 : 1;
  const pageSize = Math.min(SORT_MAX_PAGE_SIZE, Math.trunc(params.pageSize ?? 0));
  const pageNo = Math.max(1, Math.trunc(params.pageNo ?? 1));
  if (!(pageSize > 0)) return [];
  const rows = aShares(market)
    .filter(inNode)
    .map((i) => ({ i, q: market.quote(i, now) }))
    .sort((a, b) => {
      const byKey = key ? (key(a.q) - key(b.q)) * direction : 0;
      return byKey || a.i.gid.localeCompare(b.i.gid);
    });
  const start = (pageNo - 1) * pageSize;
  if (!Number.isSafeInteger(start) || start >= rows.length) return [];
  return rows.slice(start, start + pageSize).map(({ i, q }): SinaSortRow => {
    const cap = shareCapital(market.seed, i);
    const price = (value: number | null | undefined) => (value ?? 0).toFixed(3);
    const { pe, pb } = valuation(market.seed, i);
    return {
      symbol: i.gid,
      code: i.code,
      name: i.name,
      trade: price(q.price),
      pricechange: q.change,
      changepercent: q.changePct,
      buy: price(q.bids[0]?.price),
      sell: price(q.asks[0]?.price),
      settlement: price(q.prevClose),
      open: price(q.open),
      high: price(q.high),
      low: price(q.low),
      volume: q.volume,
      amount: Math.round(q.amount),
      ticktime: clockText(q.time),
      per: pe,
      pb,
      // Sina gives market values in 10 000 yuan.
      mktcap: round((q.price * cap.total) / 10_000, 4),
      nmc: round((q.price * cap.float) / 10_000, 4),
      turnoverratio: round((q.volume / cap.float) * 100, 5),
      show: true,
    };
  });
};
