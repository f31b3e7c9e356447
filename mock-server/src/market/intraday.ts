// One trading day of one instrument, minute by minute: a Brownian bridge in ticks from the day's
// open to its close (from the daily walk), kept inside the price band, sealed at the limit on
// limit days. The day's OHLC and volume are by construction the aggregate of these bars. Inside a
// minute, the price moves every second along a deterministic path between the bar's open and
// close, never leaving the bar's high/low, so a live reading and a K-line bar agree at any instant.
import type { DayRecord } from './daily-walk';
import { gaussian, hash, stream, unit } from './hash';
import type { Instrument } from './instrument';

export interface DayBars {
  day: number;
  /** Minutes in the session. */
  n: number;
  /** Per minute, ticks. */
  open: Int32Array;
  high: Int32Array;
  low: Int32Array;
  close: Int32Array;
  /** Per minute, shares / contracts (a multiple of the lot). */
  volume: Float64Array;
  /** Per minute, in ticks × volume (divide by 10^decimals for money). */
  amount: Float64Array;
  /** Running high / low / sums up to and including each minute. */
  runHigh: Int32Array;
  runLow: Int32Array;
  runVolume: Float64Array;
  runAmount: Float64Array;
}

/** OHLC + volume of a stretch of session time. */
export interface Aggregate {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  amount: number;
}

const SALT_MINUTES = 11;
const SALT_SECONDS = 12;

/** Minute bars of a trading day; null when the instrument does not trade that day. */
export const buildDayBars = (instrument: Instrument, record: DayRecord): DayBars | null => {
  const { profile, schedule, key } = instrument;
  const n = schedule.minutes;
  if (record.isSuspended || n === 0) return null;
  const rnd = stream(key, record.day, SALT_MINUTES);
  const normal = () => gaussian(rnd(), rnd());
  const { prevClose, close, band } = record;
  const clamp = (x: number) =>
    band ? Math.min(band.limitUp, Math.max(band.limitDown, x)) : Math.max(1, x);
  const limitClose =
    band && close === band.limitUp
      ? band.limitUp
      : band && close === band.limitDown
        ? band.limitDown
        : null;
  const isSealedAllDay = limitClose !== null && rnd() < 0.3;
  const open = isSealedAllDay
    ? close
    : clamp(Math.round(prevClose * Math.exp(normal() * profile.volatility * 0.3)));
  // The minute from which a limit day stays at its limit.
  const sealFrom = limitClose === null ? n : isSealedAllDay ? 0 : Math.floor(rnd() * n * 0.85);

  const sigma = (prevClose * profile.volatility) / Math.sqrt(n);
  const walk = new Float64Array(n + 1);
  for (let k = 1; k <= n; k++) walk[k] = walk[k - 1]! + normal() * sigma;
  const end = walk[n]!;
  const points = new Int32Array(n + 1);
  for (let k = 0; k <= n; k++) {
    const bridge = open + ((close - open) * k) / n + walk[k]! - (end * k) / n;
    points[k] = k === 0 ? open : k === n || k > sealFrom ? close : clamp(Math.round(bridge));
  }

  const bars: DayBars = {
    day: record.day,
    n,
    open: new Int32Array(n),
    high: new Int32Array(n),
    low: new Int32Array(n),
    close: new Int32Array(n),
    volume: new Float64Array(n),
    amount: new Float64Array(n),
    runHigh: new Int32Array(n),
    runLow: new Int32Array(n),
    runVolume: new Float64Array(n),
    runAmount: new Float64Array(n),
  };
  const dayReturn = Math.abs(Math.log(close / prevClose));
  const dayVolume =
    profile.dailyVolume *
    Math.exp(normal() * 0.3) *
    (1 + 8 * dayReturn) *
    (isSealedAllDay ? 0.15 : 1);
  const weights = new Float64Array(n);
  let weightSum = 0;
  for (let k = 0; k < n; k++) {
    const shape = 1 + 1.2 * Math.exp(-k / 15) + 0.8 * Math.exp(-(n - 1 - k) / 15);
    weights[k] = shape * (0.5 + rnd()) * (k > sealFrom ? 0.2 : 1);
    weightSum += weights[k]!;
  }
  for (let k = 0; k < n; k++) {
    const o = points[k]!;
    const c = points[k + 1]!;
    const isPinned = o === c && o === limitClose;
    const high = isPinned
      ? o
      : clamp(Math.max(o, c) + Math.floor(Math.abs(normal()) * sigma * 0.6));
    const low = isPinned ? o : clamp(Math.min(o, c) - Math.floor(Math.abs(normal()) * sigma * 0.6));
    const volume = Math.round((dayVolume * weights[k]!) / weightSum / profile.lot) * profile.lot;
    bars.open[k] = o;
    bars.close[k] = c;
    bars.high[k] = high;
    bars.low[k] = low;
    bars.volume[k] = volume;
    bars.amount[k] = Math.round((volume * (o + c + high + low)) / 4);
    bars.runHigh[k] = k === 0 ? high : Math.max(bars.runHigh[k - 1]!, high);
    bars.runLow[k] = k === 0 ? low : Math.min(bars.runLow[k - 1]!, low);
    bars.runVolume[k] = (k === 0 ? 0 : bars.runVolume[k - 1]!) + volume;
    bars.runAmount[k] = (k === 0 ? 0 : bars.runAmount[k - 1]!) + bars.amount[k]!;
  }
  return bars;
};

/** The state of minute `k` after `ms` milliseconds of it (0 ≤ ms < 60 000). */
const partialMinute = (instrument: Instrument, bars: DayBars, k: number, ms: number): Aggregate => {
  const o = bars.open[k]!;
  const c = bars.close[k]!;
  const h = bars.high[k]!;
  const l = bars.low[k]!;
  const seconds = Math.floor(ms / 1000);
  let price = o;
  let high = o;
  let low = o;
  for (let s = 1; s <= seconds; s++) {
    const jitter = (unit(hash(instrument.key, bars.day, k * 60 + s, SALT_SECONDS)) - 0.5) * (h - l);
    price = Math.min(h, Math.max(l, Math.round(o + ((c - o) * s) / 60 + jitter)));
    high = Math.max(high, price);
    low = Math.min(low, price);
  }
  const { lot } = instrument.profile;
  const fullVolume = bars.volume[k]!;
  const volume = Math.floor((fullVolume * seconds) / 60 / lot) * lot;
  const amount = fullVolume === 0 ? 0 : Math.round((bars.amount[k]! * volume) / fullVolume);
  return { open: o, high, low, close: price, volume, amount };
};

/**
 * Aggregate of session time [fromMinute, elapsedMs): whole minutes from the bars, plus the minute
 * in progress. Undefined when that stretch is empty.
 */
export const aggregate = (
  instrument: Instrument,
  bars: DayBars,
  fromMinute: number,
  elapsedMs: number,
): Aggregate | undefined => {
  const whole = Math.min(bars.n, Math.floor(elapsedMs / 60_000));
  const rest = whole < bars.n ? elapsedMs - whole * 60_000 : 0;
  let result: Aggregate | undefined;
  if (whole > fromMinute) {
    const last = whole - 1;
    if (fromMinute === 0) {
      result = {
        open: bars.open[0]!,
        high: bars.runHigh[last]!,
        low: bars.runLow[last]!,
        close: bars.close[last]!,
        volume: bars.runVolume[last]!,
        amount: bars.runAmount[last]!,
      };
    } else {
      result = {
        open: bars.open[fromMinute]!,
        high: bars.high[fromMinute]!,
        low: bars.low[fromMinute]!,
        close: bars.close[last]!,
        volume: 0,
        amount: 0,
      };
      for (let k = fromMinute; k <= last; k++) {
        result.high = Math.max(result.high, bars.high[k]!);
        result.low = Math.min(result.low, bars.low[k]!);
        result.volume += bars.volume[k]!;
        result.amount += bars.amount[k]!;
      }
    }
  }
  const isMinuteRunning = whole < bars.n && whole >= fromMinute && (rest > 0 || !result);
  if (!isMinuteRunning) return result;
  const part = partialMinute(instrument, bars, whole, rest);
  if (!result) return part;
  return {
    open: result.open,
    high: Math.max(result.high, part.high),
    low: Math.min(result.low, part.low),
    close: part.close,
    volume: result.volume + part.volume,
    amount: result.amount + part.amount,
  };
};
