// Data of the detail page: the live quote (polled every second while the page is visible), the
// intraday line and K-line pages. Which endpoint serves an instrument, and whether the backend
// honours our chart extension (docs/decisions/0009), is decided here and nowhere else.
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { findStock } from '@/api/contracts/endpoints/index-futures';
import {
  getDayK,
  getFuturesDayK,
  getFuturesMinKEcharts,
  getIndexDayK,
  getIndexMinKEcharts,
  getMinKEcharts,
} from '@/api/contracts/endpoints/market';
import type { EchartsDataVO, RealTimeLine } from '@/api/contracts/models/market';
import { request } from '@/lib/api-client';
import { bareCode, type InstrumentKind } from '@/lib/market/instrument';
import { livePoll } from '@/lib/queries/poll';

import { aggregateBars } from '../model/aggregate-bars';

/** The intraday line and the last K-line bar follow the quote (1 s) less often. */
export const CHART_POLL_MS = 5000;

export type DayPeriod = 'day' | 'week' | 'month';
export type MinutePeriod = 1 | 5 | 30;
export type KPeriod = DayPeriod | MinutePeriod;
export type ChartPeriod = 'time' | KPeriod;
export type Adjust = 'none' | 'pre' | 'post';

export const CHART_PERIODS: readonly ChartPeriod[] = ['time', 'day', 'week', 'month', 1, 5, 30];
export const ADJUSTS: readonly Adjust[] = ['none', 'pre', 'post'];
/** What the reference's day bars are (its quote source's default). */
export const SERVER_DEFAULT_ADJUST: Adjust = 'pre';

/** Bars per request: a day page, and the minute endpoints' cap (api-contract §8.6). */
export const DAY_PAGE_BARS = 500;
export const MINUTE_PAGE_BARS = 200;
/** The minute endpoints insist on an MA window of 5, 10 or 15; the chart draws its own MAs. */
const MINUTE_MA = 5;

const quiet = { alert: 'none' } as const;

export interface BarsPage {
  /** Wire rows `[open, close, low, high, volume, timeMs]`, oldest first. */
  values: number[][];
  /** The adjustment the bars really have. */
  adjust: Adjust;
  /** The backend honoured period/adjust/history (our extension). */
  isExtended: boolean;
}

export interface BarsRequest {
  kind: InstrumentKind;
  code: string;
  period: KPeriod;
  adjust: Adjust;
  /** Bars ending before this instant (older history); undefined = the latest. */
  end?: number;
}

const dayEndpoint = { stock: getDayK, index: getIndexDayK, futures: getFuturesDayK } as const;

const minuteBars = async (
  kind: InstrumentKind,
  code: string,
  time: number,
  end: number | undefined,
): Promise<EchartsDataVO> => {
  const base = { code, time, size: MINUTE_PAGE_BARS, ...(end ? { end } : {}) };
  if (kind === 'index') return (await request(getIndexMinKEcharts, base, quiet)).data;
  if (kind === 'futures') return (await request(getFuturesMinKEcharts, base, quiet)).data;
  return (await request(getMinKEcharts, { ...base, ma: MINUTE_MA }, quiet)).data;
};

const isAdjust = (value: unknown): value is Adjust => ADJUSTS.includes(value as Adjust);

export const fetchBars = async ({
  kind,
  code,
  period,
  adjust,
  end,
}: BarsRequest): Promise<BarsPage> => {
  if (typeof period === 'number') {
    const data = await minuteBars(kind, code, period, end);
    // Minute bars are never adjusted; `end` support shows as older bars coming back.
    return { values: data.values, adjust: 'none', isExtended: true };
  }
  const data = (
    await request(
      dayEndpoint[kind],
      { code, period, adjust, size: DAY_PAGE_BARS, ...(end ? { end } : {}) },
      quiet,
    )
  ).data;
  const isExtended = data.period !== undefined;
  if (isExtended) {
    return {
      values: data.values,
      adjust: isAdjust(data.adjust) ? data.adjust : adjust,
      isExtended,
    };
  }
  // The reference: 250 pre-adjusted day bars, whatever was asked.
  const values = period === 'day' ? data.values : aggregateBars(data.values, period);
  return { values, adjust: SERVER_DEFAULT_ADJUST, isExtended };
};

/** Today's one-minute line: findStock for stocks (the reference), 1-minute bars otherwise. */
export const fetchTimeShare = async (kind: InstrumentKind, code: string): Promise<RealTimeLine> => {
  if (kind === 'stock') {
    return (await request(findStock, { stockCode: bareCode(code) }, quiet)).data;
  }
  const latest = await minuteBars(kind, code, 1, undefined);
  const older =
    latest.values.length >= MINUTE_PAGE_BARS && latest.values[0]?.[5]
      ? await minuteBars(kind, code, 1, latest.values[0][5])
      : { values: [], date: [] };
  const values = [...older.values, ...latest.values];
  const dates = [...older.date, ...latest.date];
  const today = dates.at(-1)?.slice(0, 10);
  const rows = values
    .map((v, i) => ({ v, date: dates[i] ?? '' }))
    .filter((r) => today !== undefined && r.date.startsWith(today));
  return {
    stockCode: code,
    size: rows.length,
    time: rows.map((r) => r.date.slice(11, 16)),
    price: rows.map((r) => r.v[1] ?? 0),
    averagePrice: [],
    rates: [],
    volumes: rows.map((r) => r.v[4] ?? 0),
    amounts: rows.map((r) => (r.v[4] ?? 0) * (r.v[1] ?? 0)),
  };
};

export const useTimeShare = (kind: InstrumentKind, code: string, enabled: boolean) =>
  useQuery({
    queryKey: ['quote', 'time-share', kind, code],
    queryFn: () => fetchTimeShare(kind, code),
    enabled: enabled && code !== '',
    refetchInterval: livePoll(CHART_POLL_MS),
    placeholderData: keepPreviousData,
  });
