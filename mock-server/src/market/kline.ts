// K-lines from the engine's own days and minutes: day bars are the days' aggregates, week and
// month bars group day bars, minute bars group each day's minutes (never across days). The bar
// of the period in progress is built by the same aggregation as the live quote, so both agree.
// Adjusted series scale prices by the ex-rights factors of the days with corporate actions.
import { clockText, dayKey, dayStart, sessionInstant, weekdayOf, type Position } from './calendar';
import { FIRST_DAY, type DayRecord } from './daily-walk';
import type { Instrument } from './instrument';
import { aggregate, type Aggregate, type DayBars } from './intraday';
import { moneyOf, toPrice } from './ticks';
import type { TradingDays } from './trading-days';

/** Day, week, month, or minutes per bar (1, 5, 15, 30, 60 …). */
export type KPeriod = 'day' | 'week' | 'month' | number;

/** none; pre (前复权: the latest price unchanged); post (后复权: the earliest unchanged). */
export type Adjust = 'none' | 'pre' | 'post';

export interface KlineOptions {
  period: KPeriod;
  /** Bars wanted (the newest ones). */
  count: number;
  /** Only bars whose time is before this instant (epoch ms): paging back in history. */
  end?: number;
  adjust?: Adjust;
}

export interface KBar {
  /** Day bars: Beijing midnight of the (last) day; minute bars: the end of the bar. */
  time: number;
  /** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm`. */
  label: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /** Money, 2 dp. */
  amount: number;
}

/** What the K-line builder reads from the engine. */
export interface KSource {
  instrument: Instrument;
  days: TradingDays;
  record(day: number): DayRecord | undefined;
  bars(day: number): DayBars | null;
  /** Whole-day aggregate of a past day (cached); null when it did not trade. */
  summary(day: number): Aggregate | null;
  exDays(): number[];
}

interface TickBar extends Aggregate {
  day: number;
  time: number;
  label: string;
}

export const MAX_BARS = 2000;

const fullDay = (bars: DayBars): number => bars.n * 60_000;

/** Whole-day aggregate of a day's bars. */
export const daySummary = (instrument: Instrument, bars: DayBars): Aggregate | null =>
  aggregate(instrument, bars, 0, fullDay(bars)) ?? null;

/** Trading days from the newest one with data backwards. */
function* daysBack(src: KSource, position: Position): Generator<number> {
  let day = position.hasStarted ? position.day : src.days.previous(position.day);
  while (day >= FIRST_DAY) {
    yield day;
    day = src.days.previous(day);
  }
}

const dayBar = (src: KSource, position: Position, day: number): TickBar | undefined => {
  let agg: Aggregate | null | undefined;
  if (day === position.day) {
    const bars = src.bars(day);
    agg = bars && aggregate(src.instrument, bars, 0, position.elapsedMs);
  } else {
    agg = src.summary(day);
  }
  return agg ? { ...agg, day, time: dayStart(day), label: dayKey(day) } : undefined;
};

const groupKey = (period: 'week' | 'month', day: number): number | string =>
  period === 'week' ? day - ((weekdayOf(day) + 6) % 7) : dayKey(day).slice(0, 7);

const merge = (older: TickBar, newer: TickBar): TickBar => ({
  ...newer,
  open: older.open,
  high: Math.max(older.high, newer.high),
  low: Math.min(older.low, newer.low),
  volume: older.volume + newer.volume,
  amount: older.amount + newer.amount,
});

const dayBars = (src: KSource, position: Position, o: KlineOptions): TickBar[] => {
  const out: TickBar[] = [];
  const end = o.end ?? Number.POSITIVE_INFINITY;
  if (o.period === 'day') {
    for (const day of daysBack(src, position)) {
      if (out.length >= o.count) break;
      if (dayStart(day) >= end) continue;
      const bar = dayBar(src, position, day);
      if (bar) out.push(bar);
    }
    return out.reverse();
  }
  const period = o.period === 'week' ? 'week' : 'month';
  let key: number | string | undefined;
  for (const day of daysBack(src, position)) {
    const bar = dayBar(src, position, day);
    if (!bar) continue;
    const k = groupKey(period, day);
    const last = out.at(-1);
    if (k === key && last) {
      out[out.length - 1] = merge(bar, last);
      continue;
    }
    if (last && last.time >= end) out.pop();
    if (out.length >= o.count) break;
    key = k;
    out.push(bar);
  }
  const last = out.at(-1);
  if (last && last.time >= end) out.pop();
  return out.reverse();
};

const minuteBars = (src: KSource, position: Position, o: KlineOptions, size: number): TickBar[] => {
  const out: TickBar[] = [];
  const end = o.end ?? Number.POSITIVE_INFINITY;
  const { schedule } = src.instrument;
  for (const day of daysBack(src, position)) {
    if (out.length >= o.count) break;
    if (dayStart(day) >= end) continue;
    const bars = src.bars(day);
    if (!bars) continue;
    const elapsed = day === position.day ? position.elapsedMs : fullDay(bars);
    // At the opening instant the quote already shows the open: so does a first, empty bar.
    const isOpening = day === position.day && position.phase === 'open' && elapsed === 0;
    const starts: number[] = [];
    for (let start = 0; start < bars.n; start += size) {
      if (start * 60_000 < elapsed || (isOpening && start === 0)) starts.push(start);
    }
    for (const start of starts.reverse()) {
      if (out.length >= o.count) break;
      const stop = Math.min(start + size, bars.n);
      const time = sessionInstant(schedule, day, stop * 60_000);
      if (time >= end) continue;
      const agg = aggregate(src.instrument, bars, start, Math.min(elapsed, stop * 60_000));
      if (!agg) continue;
      const label = `${dayKey(day)} ${clockText(time).slice(0, 5)}`;
      out.push({ ...agg, day, time, label });
    }
  }
  return out.reverse();
};

/** Price multiplier of each bar's day for the adjustment. */
const adjuster = (src: KSource, adjust: Adjust, bars: readonly TickBar[]) => {
  const newest = bars.at(-1)?.day;
  if (adjust === 'none' || newest === undefined) return () => 1;
  const events = src
    .exDays()
    .filter((e) => e <= newest)
    .map((e) => ({ day: e, factor: src.record(e)?.exFactor ?? 1 }));
  return adjust === 'pre'
    ? (day: number) => events.reduce((f, e) => (e.day > day ? f * e.factor : f), 1)
    : (day: number) => events.reduce((f, e) => (e.day <= day ? f / e.factor : f), 1);
};

export const kline = (src: KSource, position: Position, options: KlineOptions): KBar[] => {
  const o = { ...options, count: Math.max(0, Math.min(MAX_BARS, Math.floor(options.count))) };
  const { period } = o;
  const bars =
    typeof period === 'number'
      ? minuteBars(src, position, o, Math.max(1, Math.floor(period)))
      : dayBars(src, position, o);
  const factorOf = adjuster(src, o.adjust ?? 'none', bars);
  const { decimals } = src.instrument.profile;
  return bars.map((b) => {
    const f = factorOf(b.day);
    const px = (ticks: number) => toPrice(Math.max(1, Math.round(ticks * f)), decimals);
    return {
      time: b.time,
      label: b.label,
      open: px(b.open),
      high: px(b.high),
      low: px(b.low),
      close: px(b.close),
      volume: b.volume,
      amount: moneyOf(b.amount, decimals),
    };
  });
};
