// wangji's other replies (api-contract §18.19–§18.21) from the market engine: the `/hs_info`
// profile (WjStockInfoDTO) and the `/hs_rank` page relayed whole (one `/hs/real` quote by gid is
// `wjQuoteByGid` in wj-quote.ts).
// Units, from the spec: prices and values in yuan; volumes and share counts in SHARES; the ratios
// the source marks "×100" are FRACTIONS (px_change_rate / pxChangeRate 0.0123 = +1.23 %, also
// turnoverRatio, amplitude, committee, yeargrowRatio, roeRate); volumeRatio and the P/E, P/B, P/S
// multiples are plain ratios. The §18.1 quote (wj/real.do) keeps `changeRate` in PERCENT units.
import type {
  PageListReply,
  WjStockInfo,
} from '../../../../src/api/contracts/models/provider-quotes';
import { drawFor, round, shareCapital, valuation } from '../market-boards/a-shares';
import type { StockInstrument } from '../market-boards/a-shares';
import type { Market } from '../../market/market';
import { roundHalfUp } from '../../market/ticks';

import { isAShareStock, tradeSides, trend, volumeRatio } from './stock-figures';

/** Percent units → a fraction, exactly (1.23 → 0.0123). */
const fraction = (percent: number | null): number | null =>
  percent === null ? null : roundHalfUp(percent / 100, 6);

/** `600000.SH`: wangji's product code. */
const prodCode = (i: StockInstrument): string => `${i.code}.${i.row.stockType.toUpperCase()}`;

/** The A share `/hs_info` knows as `<code>.<TYPE>`, if any. */
export const wjStockOf = (
  market: Market,
  code: string,
  type: string,
): StockInstrument | undefined => {
  const i = market.stockByGid(`${type.toLowerCase()}${code}`);
  return isAShareStock(i) && i.code === code ? i : undefined;
};

/**
 * `/hs_info`: the snapshot. Seeded where the engine has no figure: P/E and P/B as getStockSort.do
 * shows them, the dynamic and TTM P/E and P/S around them; ROE = P/B ÷ P/E; BPS = price ÷ P/B.
 */
export const wjStockInfo = (market: Market, i: StockInstrument, now: number): WjStockInfo => {
  const q = market.quote(i, now);
  const cap = shareCapital(market.seed, i);
  const { pe, pb } = valuation(market.seed, i);
  const u = (purpose: number) => drawFor(market.seed, i, 0, purpose);
  const type = i.row.stockType.toUpperCase();
  const bidSize = q.bids.reduce((s, l) => s + l.volume, 0);
  const askSize = q.asks.reduce((s, l) => s + l.volume, 0);
  const sides = tradeSides(market, i, q, now);
  const range = q.high !== null && q.low !== null && q.volume > 0 ? q.high - q.low : null;
  return {
    type,
    prodCode: prodCode(i),
    prodShortcode: i.code,
    prodName: i.name,
    lastPx: q.price,
    highPx: q.high,
    lowPx: q.low,
    openPx: q.open,
    preclosePx: q.prevClose,
    pxChangeRate: fraction(q.changePct) ?? 0,
    pxChange: q.change,
    avgPx: range !== null ? round(q.amount / q.volume, 3) : null,
    turnoverVolume: q.volume,
    turnoverValue: q.amount,
    turnoverRatio: roundHalfUp(q.volume / cap.float, 6),
    volumeRatio: volumeRatio(market, i, q, now),
    highLimit: q.limitUp,
    lowLimit: q.limitDown,
    businessAmountOut: sides.outer,
    businessAmountIn: sides.inner,
    committee: bidSize + askSize > 0 ? round((bidSize - askSize) / (bidSize + askSize), 4) : null,
    amplitude: range === null ? null : fraction((range / q.prevClose) * 100),
    yeargrowRatio: fraction(trend(market, i, q, now).yearToDate),
    pe,
    dynPe: round(pe * (0.8 + u(23) * 0.4), 3),
    peRate: round(pe * (0.9 + u(24) * 0.2), 3),
    bps: round(q.price / pb, 4),
    pbRate: pb,
    psRate: round(0.5 + u(25) * 9.5, 3),
    roeRate: round(pb / pe, 6),
    totalShares: cap.total,
    circulationShares: cap.float,
    marketValue: round(q.price * cap.total, 2),
    circulationValue: round(q.price * cap.float, 2),
  };
};

/** The query getPageList.do sends: `type=1&sort_field=px_change_rate&order_by=desc&limit=10&page=1`. */
const RANK = { type: 1, limit: 10, page: 1 } as const;
export const PAGE_LIST_FIELDS = [
  'prod_code',
  'prod_name',
  'last_px',
  'px_change',
  'px_change_rate',
  'preclose_px',
  'open_px',
  'high_px',
  'low_px',
  'turnover_volume',
  'turnover_value',
] as const;

/**
 * `/hs_rank`'s whole reply: every A share the provider ranks (hidden ones too: the backend does
 * not filter here), by change rate descending, ties by code; open/high/low null before a trade.
 */
export const wjRankPage = (market: Market, now: number): PageListReply => {
  const ranked = market
    .stocks()
    .filter(isAShareStock)
    .map((i) => ({ i, q: market.quote(i, now) }))
    .sort((a, b) => b.q.changePct - a.q.changePct || a.i.gid.localeCompare(b.i.gid));
  const rows = ranked.slice((RANK.page - 1) * RANK.limit, RANK.page * RANK.limit);
  const candle = rows.map(({ i, q }) => [
    prodCode(i),
    i.name,
    q.price,
    q.change,
    fraction(q.changePct),
    q.prevClose,
    q.open,
    q.high,
    q.low,
    q.volume,
    q.amount,
  ]);
  const fields = [...PAGE_LIST_FIELDS];
  const dataList = candle.map((values) =>
    Object.fromEntries(fields.map((f, k) => [f, values[k] ?? null])),
  ) as PageListReply['data']['dataList'];
  const message = 'OK';
  return {
    code: 0,
    message,
    success: message.toLowerCase() === 'ok',
    data: {
      candle,
      count: ranked.length,
      ...RANK,
      fields,
      dataList,
      last: ranked.length <= RANK.limit * RANK.page,
    },
  };
};
