// The chart endpoints' data (api-contract §8.6–§8.8, §8.13, §8.14, §8.6 findStock): engine K-bars
// → EchartsDataVO, the day charts' extension (period, adjustment, size, history paging) and the
// minute line of the time-share. Day K-lines are the last 250 pre-adjusted (前复权) days by
// default, as Tencent's `qfqday` series.
import type { EchartsDataVO, RealTimeLine } from '../../../../src/api/contracts/models/market';
import { clockText } from '../../market/calendar';
import type { Instrument, KBar, KlineOptions, Market } from '../../market/market';

import { gidOfCode } from './lookup';

/** Bars of `getDayK.do` and its index/futures twins. */
export const DAY_K_BARS = 250;
/** `size` cap of the minute K-lines (§8.6). */
export const MIN_K_MAX_BARS = 200;
/** Our chart extension's limits (contract: getDayK). */
const MAX_CHART_BARS = 2000;
const DAY_PERIODS = ['day', 'week', 'month'] as const;
const ADJUSTS = ['none', 'pre', 'post'] as const;

export interface MinuteChartParams {
  time?: number;
  size?: number;
  end?: number;
}

export interface DayChartParams {
  period?: string;
  adjust?: string;
  size?: number;
  end?: number;
}

/** A positive `end` pages back in history; anything else means "up to now". */
const historyEnd = (end: number | undefined): number | undefined =>
  end !== undefined && Number.isFinite(end) && end > 0 ? end : undefined;

export const echartsVO = (instrument: Instrument, bars: readonly KBar[]): EchartsDataVO => ({
  stockName: instrument.name,
  stockCode: instrument.code,
  values: bars.map((b) => [b.open, b.close, b.low, b.high, b.volume, b.time]),
  volumes: bars.map((b, i) => [i, b.volume, b.close > b.open ? 1 : -1]),
  date: bars.map((b) => b.label),
});

/** Minute bars of `time` minutes, at most 200, newest last (callers check `time` > 0). */
export const minuteBars = (
  market: Market,
  instrument: Instrument,
  { time = 0, size = 0, end }: MinuteChartParams,
  now: number,
): KBar[] => {
  const count = Math.min(MIN_K_MAX_BARS, Math.max(0, size));
  return market.kline(instrument, { period: time, count, end: historyEnd(end) }, now);
};

/**
 * The reference's three params-less day charts, plus our chart extension (period, adjustment,
 * size, history paging), echoed back so the app knows it was honoured.
 */
export const dayChart = (
  market: Market,
  instrument: Instrument,
  params: DayChartParams,
  now: number,
) => {
  const period = DAY_PERIODS.find((p) => p === params.period) ?? 'day';
  const adjust = ADJUSTS.find((a) => a === params.adjust) ?? 'pre';
  const count =
    params.size === undefined ? DAY_K_BARS : Math.min(MAX_CHART_BARS, Math.max(1, params.size));
  const o: KlineOptions = { period, count, adjust, end: historyEnd(params.end) };
  return { ...echartsVO(instrument, market.kline(instrument, o, now)), period, adjust };
};

/** findStock.do's line: the stock's minutes so far today, empty for an unknown code. */
export const realTimeLine = (market: Market, stockCode: string, now: number): RealTimeLine => {
  const instrument = market.stockByGid(gidOfCode(stockCode));
  const points = instrument ? market.minuteLine(instrument, now) : [];
  return {
    stockCode,
    size: points.length,
    time: points.map((p) => clockText(p.time).slice(0, 5)),
    price: points.map((p) => p.price),
    averagePrice: [],
    rates: points.map((p) => p.changePct),
    volumes: points.map((p) => p.volume),
    amounts: points.map((p) => Math.round(p.amount)),
  };
};
