// Figures the providers' quote snapshots carry beyond price and book (biying's `lb`, `zs`, `fm`,
// `zdf60`, `zdfnc`; wangji's volume ratio, outer/inner volume, year growth), derived from the
// market engine so every endpoint that shows one shows the same value at the same clock time.
// Percent figures here are in PERCENT units (1.23 = 1.23 %); callers convert for fraction fields.
import type { Instrument, Market, Quote } from '../../market/market';
import { roundHalfUp } from '../../market/ticks';

/** A-share session minutes: what a day's volume is spread over. */
const SESSION_MINUTES = 240;
/** Volume ratio (量比) compares with this many previous trading days. */
const RATIO_DAYS = 5;
/** biying's `zdf60`: change over this many trading days. */
const TREND_DAYS = 60;
/** Day bars fetched to find the previous year's last close (a year has about 245). */
const YEAR_BARS = 300;

const pctChange = (from: number, to: number): number | null =>
  from > 0 ? roundHalfUp(((to - from) / from) * 100, 2) : null;

/** Only A shares have biying / wangji quotes (Shanghai, Shenzhen, Beijing). */
export const isAShareStock = (
  i: Instrument | undefined,
): i is Extract<Instrument, { kind: 'stock' }> =>
  i?.kind === 'stock' && /^(sh|sz|bj)$/.test(i.row.stockType);

/** Day bars (pre-adjusted, so a dividend is no fall) strictly before the quote's trading day. */
const pastDays = (market: Market, i: Instrument, q: Quote, count: number, now: number) =>
  market
    .kline(i, { period: 'day', count: count + 1, adjust: 'pre' }, now)
    .filter((b) => b.label < q.tradingDay)
    .slice(-count);

/**
 * Volume ratio (量比): volume per traded minute today ÷ volume per minute of the previous five
 * days; null before the first trade.
 */
export const volumeRatio = (
  market: Market,
  i: Instrument,
  q: Quote,
  now: number,
): number | null => {
  const minutes = market.minuteLine(i, now).length;
  const days = pastDays(market, i, q, RATIO_DAYS, now);
  const usual = days.reduce((sum, b) => sum + b.volume, 0) / (days.length * SESSION_MINUTES);
  if (minutes === 0 || !(usual > 0)) return null;
  return roundHalfUp(q.volume / minutes / usual, 2);
};

export interface RecentMoves {
  /** 涨速: change % over the last minute. */
  speed: number | null;
  /** Change % over the last five minutes. */
  fiveMinutes: number | null;
}

/** Change over the last one and five minutes of the minute line; null before the first trade. */
export const recentMoves = (market: Market, i: Instrument, q: Quote, now: number): RecentMoves => {
  const points = market.minuteLine(i, now);
  if (points.length === 0) return { speed: null, fiveMinutes: null };
  const before = (minutes: number) => points[points.length - 1 - minutes]?.price ?? q.prevClose;
  return { speed: pctChange(before(1), q.price), fiveMinutes: pctChange(before(5), q.price) };
};

export interface Trend {
  /** Change % over the last 60 trading days (biying `zdf60`). */
  sixtyDays: number | null;
  /** Change % since the previous year's last close (biying `zdfnc`, wangji `yeargrowRatio`). */
  yearToDate: number | null;
}

/** Longer changes from pre-adjusted day bars; null where the history is too short. */
export const trend = (market: Market, i: Instrument, q: Quote, now: number): Trend => {
  const days = pastDays(market, i, q, YEAR_BARS, now);
  const sixty = days.length >= TREND_DAYS ? days[days.length - TREND_DAYS] : undefined;
  const yearStart = `${q.tradingDay.slice(0, 4)}-01-01`;
  const lastOfYear = days.filter((b) => b.label < yearStart).at(-1);
  return {
    sixtyDays: sixty ? pctChange(sixty.close, q.price) : null,
    yearToDate: lastOfYear ? pctChange(lastOfYear.close, q.price) : null,
  };
};

export interface TradeSides {
  /** 外盘: volume of minutes that closed at or above the minute before (buyers lifting offers). */
  outer: number;
  /** 内盘: volume of minutes that closed lower (sellers hitting bids). */
  inner: number;
}

/** Today's volume split by the direction of each minute; outer + inner = the quote's volume. */
export const tradeSides = (market: Market, i: Instrument, q: Quote, now: number): TradeSides => {
  let previous = q.prevClose;
  let inner = 0;
  for (const p of market.minuteLine(i, now)) {
    if (p.price < previous) inner += p.volume;
    previous = p.price;
  }
  inner = Math.min(inner, q.volume);
  return { outer: q.volume - inner, inner };
};

/** `yyyy-MM-dd HH:mm:ss`, Beijing time, of an instant. */
export const beijingDateTime = (epochMs: number): string =>
  new Date(epochMs + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
