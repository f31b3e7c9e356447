// Data of the home / market tabs' endpoints (api-contract §18.3–§18.5) from the market engine, so
// the ranking, the index strip and the 5-minute chart show what getSingleStock.do,
// queryListIndex.do and the minute K-lines show at the same clock time.
import { HSPH_DEFAULT_LIMIT } from '../../../../src/api/contracts/endpoints/home-market';
import type {
  CustIndexVO,
  HsphRow,
  KLineBar,
} from '../../../../src/api/contracts/models/home-market';
import type { Instrument, Market } from '../../market/market';

import { indexList } from './views';
import { wjQuoteOf } from './wj-quote';

/** getHsph.do's body as sent: every field optional, numbers possibly as text. */
export interface HsphBody {
  asc?: unknown;
  sort?: unknown;
  page?: unknown;
  limit?: unknown;
  market?: unknown;
}

/** Numeric quote keys a ranking can sort by; anything else sorts by `changeRate` (the default). */
const SORT_KEYS = ['changeRate', 'change', 'price', 'volume', 'value'] as const;
type SortKey = (typeof SORT_KEYS)[number];

const positiveInt = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The A-share stocks the provider ranks for `hs`: Shanghai, Shenzhen and Beijing. */
const isAShare = (s: Instrument): boolean => /^(sh|sz|bj)/.test(s.gid);

/**
 * One ranking page: A shares minus those the admin hid (`isShow` 1, §18.3), ordered strictly by
 * the sort key (descending for `asc` "0", ascending for "1"), ties by gid so pages are stable.
 */
export const hsphRanking = (market: Market, body: HsphBody, now: number): HsphRow[] => {
  const isAscending = String(body.asc ?? '0').trim() === '1';
  const key: SortKey = SORT_KEYS.find((k) => k === body.sort) ?? 'changeRate';
  const page = positiveInt(body.page, 1);
  const limit = positiveInt(body.limit, HSPH_DEFAULT_LIMIT);
  const rows = market
    .stocks()
    .filter((s) => s.kind === 'stock' && s.row.isShow !== 1 && isAShare(s))
    .map((s) => wjQuoteOf(s, market.quote(s, now), null));
  const sign = isAscending ? 1 : -1;
  rows.sort((a, b) => sign * (a[key] - b[key]) || a.symbol.localeCompare(b.symbol));
  return rows.slice((page - 1) * limit, page * limit);
};

/** queryCustIndex.do: the first 3 listed indexes by id; this endpoint leaves `isOption` null. */
export const custIndexes = (market: Market, now: number): CustIndexVO[] =>
  indexList(market, now, () => '0')
    .slice(0, 3)
    .map((row) => ({ ...row, isOption: null }));

/** Bars the reference asks its provider for (`type=5&limit=500`). */
export const KLINE_BARS = 500;
const KLINE_MINUTES = 5;
const BEIJING_OFFSET_MS = 8 * 3_600_000;
const DAY_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The backend's `timeStamp`: `day` read in GMT+8; null for any other length (a plain date). */
export const dayTimeStamp = (day: string): number | null => {
  const m = DAY_TIME.exec(day);
  if (!m || (day.length !== 16 && day.length !== 19)) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, Number.isNaN(s) ? 0 : s!) - BEIJING_OFFSET_MS;
};

/** getKLine.do's 5-minute bars of an index, oldest first; the last agrees with its quote. */
export const indexKLine = (market: Market, index: Instrument, now: number): KLineBar[] =>
  market.kline(index, { period: KLINE_MINUTES, count: KLINE_BARS }, now).map((b) => {
    const day = `${b.label}:00`;
    return {
      day,
      open: b.open,
      high: b.high,
      low: b.low,
      close: b.close,
      volume: b.volume,
      timeStamp: dayTimeStamp(day),
    };
  });
