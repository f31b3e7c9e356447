// Pure data shaping for the K-line and time-share charts: backend payloads → bars, moving
// averages, page merging, live last-bar updates, the visible view and the ≤ 300-bar window handed
// to ECharts, and the 240-slot time-share day. No DOM, no ECharts: unit-tested in transforms.test.ts.
//
// Prices stay binary floats here: they are drawn, not booked (money maths lives in feature models).
import type { EchartsDataVO, RealTimeLine } from '@/api/contracts/models/market';

/** One candle. `t` is epoch ms as the backend stamps it (day bars: Beijing midnight; minute bars: bar end). */
export interface Bar {
  t: number;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
}

export type KlinePeriod = '1m' | '5m' | '15m' | '30m' | '60m' | 'day' | 'week' | 'month';

export const KLINE_PERIODS: readonly KlinePeriod[] = [
  '1m',
  '5m',
  '15m',
  '30m',
  '60m',
  'day',
  'week',
  'month',
];

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Beijing has no daylight saving: a fixed UTC+8. */
export const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** Minutes per bar of an intraday period; null for day/week/month. */
export const periodMinutes = (period: KlinePeriod): number | null => {
  switch (period) {
    case '1m':
      return 1;
    case '5m':
      return 5;
    case '15m':
      return 15;
    case '30m':
      return 30;
    case '60m':
      return 60;
    default:
      return null;
  }
};

const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

// ---------------------------------------------------------------------------------------------
// Bars

/** Sorted by time, one bar per timestamp (the later occurrence wins). Returns the input when it already is. */
export const normalizeBars = (bars: readonly Bar[]): Bar[] => {
  let ordered = true;
  for (let i = 1; i < bars.length; i++) {
    if (bars[i]!.t <= bars[i - 1]!.t) {
      ordered = false;
      break;
    }
  }
  if (ordered) return bars as Bar[];
  const byTime = new Map<number, Bar>();
  for (const b of bars) byTime.set(b.t, b);
  return [...byTime.values()].sort((a, b) => a.t - b.t);
};

/**
 * `EchartsDataVO.values` (`[open, close, low, high, volume, timestampMs]`) → bars. Malformed rows
 * (short, non-finite, non-positive prices) are skipped; high/low are widened to cover open/close;
 * the result is sorted and de-duplicated by time.
 */
export const barsFromEcharts = (vo: Pick<EchartsDataVO, 'values'> | null | undefined): Bar[] => {
  const out: Bar[] = [];
  for (const row of vo?.values ?? []) {
    const [o, c, l, h, v, t] = row;
    if (!isNum(o) || !isNum(c) || !isNum(l) || !isNum(h) || !isNum(t)) continue;
    if (o <= 0 || c <= 0 || l <= 0 || h <= 0) continue;
    out.push({
      t,
      o,
      c,
      h: Math.max(h, o, c, l),
      l: Math.min(l, o, c, h),
      v: isNum(v) && v > 0 ? v : 0,
    });
  }
  return normalizeBars(out);
};

/**
 * Union of two bar lists by timestamp; on the same timestamp `incoming` wins. Either side may be a
 * newer or an older page (or overlap). Unsorted inputs are normalised first.
 */
export const mergeBars = (current: readonly Bar[], incoming: readonly Bar[]): Bar[] => {
  const a = normalizeBars(current);
  const b = normalizeBars(incoming);
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  if (b[b.length - 1]!.t < a[0]!.t) return [...b, ...a];
  if (b[0]!.t > a[a.length - 1]!.t) return [...a, ...b];
  const out: Bar[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (y === undefined || (x !== undefined && x.t < y.t)) {
      out.push(x!);
      i++;
    } else if (x === undefined || y.t < x.t) {
      out.push(y);
      j++;
    } else {
      out.push(y);
      i++;
      j++;
    }
  }
  return out;
};

// ---------------------------------------------------------------------------------------------
// Moving averages

export const DEFAULT_MA_PERIODS: readonly number[] = [5, 10, 20, 30];

/**
 * Simple moving average of closes for bar indices [from, to), reading the bars before `from` as
 * look-back, so a window's first values are right and a live tick recomputes one value only
 * (`movingAverage(bars, n, last, last + 1)`). `null` where fewer than `n` bars exist. Each value is
 * summed afresh (n ≤ 30 adds), so a partial recomputation is bit-identical to a full one.
 */
export const movingAverage = (
  bars: readonly Bar[],
  n: number,
  from = 0,
  to = bars.length,
): (number | null)[] => {
  const start = Math.max(0, from);
  const end = Math.min(bars.length, to);
  const out: (number | null)[] = [];
  const size = Math.floor(n);
  for (let i = start; i < end; i++) {
    if (size < 1 || i < size - 1) {
      out.push(null);
      continue;
    }
    let sum = 0;
    for (let k = i - size + 1; k <= i; k++) sum += bars[k]!.c;
    out.push(sum / size);
  }
  return out;
};

// ---------------------------------------------------------------------------------------------
// Live last-bar updates

export interface LiveTick {
  /** Instant of the quote, epoch ms. */
  t: number;
  price: number;
  /** The bar's whole volume so far (e.g. the day's volume for day bars); replaces `v`. */
  volume?: number;
  /** Volume traded since the previous tick; added to `v` (ignored when `volume` is given). */
  volumeDelta?: number;
  /** The bar this tick belongs to, when the caller knows the session (futures night sessions). */
  barTime?: number;
}

const beijingDate = (t: number): Date => new Date(t + BEIJING_OFFSET_MS);

/** Epoch ms of Beijing midnight of the day containing `t`. */
export const beijingDayStart = (t: number): number =>
  Math.floor((t + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;

const weekKey = (t: number): number => {
  const dayStart = beijingDayStart(t);
  const weekday = (beijingDate(t).getUTCDay() + 6) % 7; // Monday 0
  return dayStart - weekday * DAY_MS;
};

const monthKey = (t: number): number => {
  const d = beijingDate(t);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};

/** A-share trading minutes elapsed at Beijing minute-of-day `m` (09:30–11:30, 13:00–15:00). */
const aShareElapsed = (m: number): number => {
  if (m <= 570) return 0;
  if (m <= 690) return m - 570;
  if (m < 780) return 120;
  if (m <= 900) return 120 + (m - 780);
  return 240;
};

/**
 * End instant of the A-share minute bar that `t` falls in, bars of `minutes` stamped by their end
 * (the backend's convention). Lunch belongs to the morning's last bar.
 */
export const aShareBarEnd = (t: number, minutes: number): number => {
  const dayStart = beijingDayStart(t);
  const m = (t - dayStart) / MINUTE_MS;
  const elapsed = aShareElapsed(m);
  const index = Math.max(1, Math.ceil(elapsed / minutes));
  const endElapsed = Math.min(240, index * minutes);
  const clock = endElapsed <= 120 ? 570 + endElapsed : 780 + (endElapsed - 120);
  return dayStart + clock * MINUTE_MS;
};

/** Timestamp of the bar a tick at `t` belongs to, given the newest bar's timestamp. */
export const barTimeFor = (lastT: number | undefined, t: number, period: KlinePeriod): number => {
  const minutes = periodMinutes(period);
  if (minutes !== null) {
    // The in-progress bar is stamped with its (future) end: a tick up to that end belongs to it.
    if (lastT !== undefined && t <= lastT && t > lastT - minutes * MINUTE_MS) return lastT;
    return aShareBarEnd(t, minutes);
  }
  if (lastT !== undefined) {
    const same =
      period === 'day'
        ? beijingDayStart(t) === beijingDayStart(lastT)
        : period === 'week'
          ? weekKey(t) === weekKey(lastT)
          : monthKey(t) === monthKey(lastT);
    if (same) return lastT;
  }
  return beijingDayStart(t);
};

/**
 * The bars after a live quote: the newest bar is replaced (close = price, high/low widened, volume
 * updated) or a new bar is appended. Stale ticks (older than the newest bar) and invalid prices
 * return the input array unchanged, so callers can skip a render by identity.
 */
export const applyTick = (bars: readonly Bar[], tick: LiveTick, period: KlinePeriod): Bar[] => {
  if (!isNum(tick.price) || tick.price <= 0 || !isNum(tick.t)) return bars as Bar[];
  const last = bars[bars.length - 1];
  const target = isNum(tick.barTime) ? tick.barTime : barTimeFor(last?.t, tick.t, period);
  const volumeOf = (base: number): number =>
    isNum(tick.volume) ? Math.max(0, tick.volume) : base + Math.max(0, tick.volumeDelta ?? 0);
  if (!last || target > last.t) {
    const p = tick.price;
    return [...bars, { t: target, o: p, h: p, l: p, c: p, v: volumeOf(0) }];
  }
  if (target < last.t) return bars as Bar[];
  const next: Bar = {
    t: last.t,
    o: last.o,
    h: Math.max(last.h, tick.price),
    l: Math.min(last.l, tick.price),
    c: tick.price,
    v: volumeOf(last.v),
  };
  const out = bars.slice();
  out[out.length - 1] = next;
  return out;
};

// ---------------------------------------------------------------------------------------------
// View (what the user sees) and window (what ECharts holds)

/** A half-open index range [start, end) into the loaded bars. */
export interface BarRange {
  start: number;
  end: number;
}

export interface ViewLimits {
  /** Fewest bars a pinch can zoom in to. */
  minBars: number;
  /** Most bars a pinch can zoom out to. */
  maxBars: number;
  /**
   * Most bars handed to ECharts at a time: the view plus a view's width each side for panning
   * (a live tick re-sends the whole window, so it stays as small as panning allows).
   */
  windowBars: number;
  /** Re-slice when the view comes this close to a window edge that is not a data edge. */
  edgeMargin: number;
  /** Ask for older history when the view starts this close to the first loaded bar. */
  olderThreshold: number;
}

export const DEFAULT_LIMITS: ViewLimits = {
  minBars: 20,
  maxBars: 240,
  windowBars: 300,
  edgeMargin: 10,
  olderThreshold: 30,
};

export const DEFAULT_VISIBLE_BARS = 60;

const clampInt = (x: number, lo: number, hi: number): number =>
  Math.min(hi, Math.max(lo, Math.round(x)));

/** Visible bar count allowed for `total` loaded bars. */
const countBounds = (total: number, limits: ViewLimits): [number, number] => {
  const hi = Math.min(limits.maxBars, total);
  return [Math.min(limits.minBars, hi), hi];
};

/** A valid view: integral, inside [0, total], count within the limits (fewer when fewer bars exist). */
export const clampView = (
  view: BarRange,
  total: number,
  limits: ViewLimits = DEFAULT_LIMITS,
): BarRange => {
  if (total <= 0) return { start: 0, end: 0 };
  const [lo, hi] = countBounds(total, limits);
  const count = clampInt(view.end - view.start, lo, hi);
  const end = clampInt(view.end, count, total);
  return { start: end - count, end };
};

/** The newest `visible` bars. */
export const initialView = (
  total: number,
  visible = DEFAULT_VISIBLE_BARS,
  limits: ViewLimits = DEFAULT_LIMITS,
): BarRange => clampView({ start: total - visible, end: total }, total, limits);

/** Move the view by `delta` bars (negative = towards older bars), clamped at both data edges. */
export const panView = (
  view: BarRange,
  delta: number,
  total: number,
  limits: ViewLimits = DEFAULT_LIMITS,
): BarRange => {
  const count = view.end - view.start;
  const end = clampInt(view.end + delta, Math.min(count, total), total);
  return clampView({ start: end - count, end }, total, limits);
};

/**
 * Show `count` bars, keeping the bar at `anchor` (0 = left edge, 1 = right edge of the plot) under
 * the fingers. A view touching the newest bar stays pinned to it.
 */
export const zoomView = (
  view: BarRange,
  count: number,
  anchor: number,
  total: number,
  limits: ViewLimits = DEFAULT_LIMITS,
): BarRange => {
  const [lo, hi] = countBounds(total, limits);
  const next = clampInt(count, lo, hi);
  const a = Number.isFinite(anchor) ? Math.min(1, Math.max(0, anchor)) : 1;
  if (view.end >= total) return clampView({ start: total - next, end: total }, total, limits);
  const pivot = view.start + a * (view.end - view.start);
  const start = Math.round(pivot - a * next);
  return clampView({ start, end: start + next }, total, limits);
};

/** The window (3 views, ≤ `windowBars`) around a view, the view centred in it where data allows. */
export const sliceWindow = (
  view: BarRange,
  total: number,
  limits: ViewLimits = DEFAULT_LIMITS,
): BarRange => {
  const count = view.end - view.start;
  const size = Math.min(total, Math.max(count, Math.min(limits.windowBars, count * 3)));
  const spare = size - (view.end - view.start);
  let start = Math.max(0, view.start - Math.floor(spare / 2));
  const end = Math.min(total, start + size);
  start = Math.max(0, end - size);
  return { start, end };
};

/** True when the window no longer holds the view with a margin (at edges that are not data edges). */
export const needsReslice = (
  view: BarRange,
  win: BarRange,
  total: number,
  limits: ViewLimits = DEFAULT_LIMITS,
): boolean => {
  if (win.end > total || view.start < win.start || view.end > win.end) return true;
  if (win.start > 0 && view.start - win.start < limits.edgeMargin) return true;
  if (win.end < total && win.end - view.end < limits.edgeMargin) return true;
  return false;
};

/** The view starts close enough to the first loaded bar that older history should be fetched. */
export const isNearOldest = (view: BarRange, limits: ViewLimits = DEFAULT_LIMITS): boolean =>
  view.start <= limits.olderThreshold;

/** Index of the first bar with `t >= time` (binary search over sorted bars). */
export const lowerBound = (bars: readonly Bar[], time: number): number => {
  let lo = 0;
  let hi = bars.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (bars[mid]!.t < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * The view after the bars changed: a view at the newest bar follows new bars; otherwise the same
 * newest-visible bar (by timestamp) stays at the right edge, so prepending older history does not
 * move the picture. Returns the index shift too (older bars prepended → positive).
 */
export const reanchorView = (
  prev: readonly Bar[],
  view: BarRange,
  next: readonly Bar[],
  limits: ViewLimits = DEFAULT_LIMITS,
  fallbackVisible = DEFAULT_VISIBLE_BARS,
): { view: BarRange; shift: number } => {
  const count = view.end - view.start;
  const anchorBar = prev[view.end - 1];
  const firstPrev = prev[0];
  const shift = firstPrev ? lowerBound(next, firstPrev.t) : 0;
  if (!anchorBar || view.end >= prev.length || count <= 0) {
    const visible = count > 0 ? count : fallbackVisible;
    return { view: initialView(next.length, visible, limits), shift };
  }
  const at = lowerBound(next, anchorBar.t);
  const end = Math.min(next.length, at + (next[at]?.t === anchorBar.t ? 1 : 0));
  return { view: clampView({ start: end - count, end }, next.length, limits), shift };
};

/** Index (into all bars) of the bar under plot x, or null outside the view. */
export const barIndexAtX = (
  x: number,
  plotLeft: number,
  plotWidth: number,
  view: BarRange,
): number | null => {
  const count = view.end - view.start;
  if (count <= 0 || plotWidth <= 0) return null;
  const i = Math.floor(((x - plotLeft) / plotWidth) * count);
  return view.start + Math.min(count - 1, Math.max(0, i));
};

/** Centre x of bar `index` in the view. */
export const barCenterX = (
  index: number,
  plotLeft: number,
  plotWidth: number,
  view: BarRange,
): number => {
  const count = Math.max(1, view.end - view.start);
  return plotLeft + ((index - view.start + 0.5) / count) * plotWidth;
};

/** Change against the previous bar's close (the first bar: against its open), in percent. */
export const barChangePct = (bars: readonly Bar[], index: number): number | null => {
  const bar = bars[index];
  if (!bar) return null;
  const base = bars[index - 1]?.c ?? bar.o;
  return base > 0 ? ((bar.c - base) / base) * 100 : null;
};

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** Beijing time text of a bar: `YYYY-MM-DD` (day/week), `YYYY-MM` (month), `MM-DD HH:mm` (minutes). */
export const formatBarTime = (t: number, period: KlinePeriod): string => {
  const d = beijingDate(t);
  const ymd = `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
  if (period === 'month') return ymd.slice(0, 7);
  if (periodMinutes(period) === null) return ymd;
  return `${ymd.slice(5)} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
};

// ---------------------------------------------------------------------------------------------
// Time-share (分时): 240 one-minute slots, 09:30–11:30 and 13:00–15:00 Beijing time

export const TIME_SHARE_SLOTS = 240;
const MORNING_SLOTS = 120;

/**
 * Minute slot 0–239 of a Beijing clock text ('09:31', '0931', '1330', '9:31', '09:31:00',
 * '2026-11-20 09:31'). Points are stamped by the minute's end: '09:31' is slot 0, '11:30' slot 119,
 * '13:01' slot 120, '15:00' slot 239. The opening print ('09:30' and the auction before it) joins
 * slot 0, '13:00' joins slot 120, lunch minutes join slot 119, after-close prints slot 239. Null when
 * the text holds no clock time.
 */
export const timeShareSlot = (time: string): number | null => {
  const match = /(\d{1,2}):?(\d{2})(?::\d{2})?\s*$/.exec(time.trim());
  if (!match) return null;
  const hh = Number(match[1]);
  const mm = Number(match[2]);
  if (hh > 23 || mm > 59) return null;
  const m = hh * 60 + mm;
  if (m <= 571) return 0;
  if (m <= 690) return m - 571;
  if (m < 780) return MORNING_SLOTS - 1;
  if (m <= 781) return MORNING_SLOTS;
  if (m <= 900) return m - 781 + MORNING_SLOTS;
  return TIME_SHARE_SLOTS - 1;
};

/** Clock text of a slot's end: 0 → '09:31', 119 → '11:30', 120 → '13:01', 239 → '15:00'. */
export const slotLabel = (slot: number): string => {
  const s = Math.min(TIME_SHARE_SLOTS - 1, Math.max(0, Math.floor(slot)));
  const m = s < MORNING_SLOTS ? 571 + s : 781 + (s - MORNING_SLOTS);
  return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
};

export interface TimeSharePoint {
  slot: number;
  price: number;
  /** Average price so far (given, or cumulative amount ÷ cumulative volume); null when unknown. */
  avg: number | null;
  volume: number;
  amount: number;
  /** Change against the previous close in percent; null when neither given nor computable. */
  rate: number | null;
  /** 1 when the price did not fall against the previous point (the first: the previous close). */
  dir: 1 | -1;
}

export type TimeShareInput = Pick<RealTimeLine, 'time' | 'price'> &
  Partial<Pick<RealTimeLine, 'averagePrice' | 'volumes' | 'amounts' | 'rates'>>;

/** Previous close implied by the first point with a price and a change rate. */
export const inferPrevClose = (line: TimeShareInput | null | undefined): number | null => {
  if (!line) return null;
  for (let i = 0; i < line.price.length; i++) {
    const p = line.price[i];
    const r = line.rates?.[i];
    if (isNum(p) && p > 0 && isNum(r) && r > -100) return p / (1 + r / 100);
  }
  return null;
};

/**
 * The findStock line → one point per filled slot, in slot order. The same clock text twice keeps
 * the later point; different texts landing in one slot (09:30 and 09:31) add their volumes and
 * keep the later price. When `averagePrice` is empty, the average is cumulative amount ÷ cumulative
 * volume, with volume in lots (×100 shares) detected when the quotient is ~100× the price.
 */
export const buildTimeShare = (
  line: TimeShareInput | null | undefined,
  prevClose?: number | null,
): TimeSharePoint[] => {
  if (!line) return [];
  // 1. Last point per clock text (a re-sent minute replaces itself).
  const byText = new Map<string, number>();
  for (let i = 0; i < line.time.length; i++) {
    const price = line.price[i];
    const text = line.time[i];
    if (text === undefined || !isNum(price) || price <= 0) continue;
    const slot = timeShareSlot(text);
    if (slot === null) continue;
    const key = `${slot}|${text.trim()}`;
    byText.delete(key);
    byText.set(key, i);
  }
  // 2. Group into slots (different texts in one slot add up).
  interface Raw {
    slot: number;
    price: number;
    givenAvg: number | null;
    volume: number;
    amount: number;
    rate: number | null;
    order: number;
  }
  const slots = new Map<number, Raw>();
  for (const [key, i] of byText) {
    const slot = Number(key.slice(0, key.indexOf('|')));
    const volume = line.volumes?.[i];
    const amount = line.amounts?.[i];
    const avg = line.averagePrice?.[i];
    const rate = line.rates?.[i];
    const raw: Raw = {
      slot,
      price: line.price[i]!,
      givenAvg: isNum(avg) && avg > 0 ? avg : null,
      volume: isNum(volume) && volume > 0 ? volume : 0,
      amount: isNum(amount) && amount > 0 ? amount : 0,
      rate: isNum(rate) ? rate : null,
      order: i,
    };
    const prev = slots.get(slot);
    if (!prev) {
      slots.set(slot, raw);
      continue;
    }
    const later = raw.order > prev.order ? raw : prev;
    slots.set(slot, {
      ...later,
      volume: prev.volume + raw.volume,
      amount: prev.amount + raw.amount,
    });
  }
  const raws = [...slots.values()].sort((a, b) => a.slot - b.slot);
  // 3. Volume unit: shares, or lots when amount ÷ volume is ~100× the price.
  let totalVolume = 0;
  let totalAmount = 0;
  for (const r of raws) {
    totalVolume += r.volume;
    totalAmount += r.amount;
  }
  const lastPrice = raws[raws.length - 1]?.price ?? 0;
  const ratio = totalVolume > 0 && lastPrice > 0 ? totalAmount / totalVolume / lastPrice : 1;
  const unit = ratio > 30 ? 100 : 1;
  // 4. Points.
  const base = isNum(prevClose) && prevClose > 0 ? prevClose : inferPrevClose(line);
  let cumVolume = 0;
  let cumAmount = 0;
  let prevPrice = base;
  return raws.map((r) => {
    cumVolume += r.volume;
    cumAmount += r.amount;
    const avg =
      r.givenAvg ?? (cumVolume > 0 && cumAmount > 0 ? cumAmount / (cumVolume * unit) : null);
    const rate = r.rate ?? (base ? ((r.price - base) / base) * 100 : null);
    const dir: 1 | -1 = prevPrice === null || r.price >= prevPrice ? 1 : -1;
    prevPrice = r.price;
    return { slot: r.slot, price: r.price, avg, volume: r.volume, amount: r.amount, rate, dir };
  });
};

/**
 * Price-axis range of the time-share: symmetric about the previous close (so 0 % is the middle),
 * covering prices and averages, at least ±1 % wide. Without a previous close: the data range padded.
 */
export const timeShareRange = (
  points: readonly TimeSharePoint[],
  prevClose: number | null | undefined,
): { min: number; max: number } | null => {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    lo = Math.min(lo, p.price, p.avg ?? p.price);
    hi = Math.max(hi, p.price, p.avg ?? p.price);
  }
  if (isNum(prevClose) && prevClose > 0) {
    const span = Math.max(
      prevClose * 0.01,
      Number.isFinite(hi) ? Math.abs(hi - prevClose) : 0,
      Number.isFinite(lo) ? Math.abs(prevClose - lo) : 0,
    );
    return { min: prevClose - span, max: prevClose + span };
  }
  if (!Number.isFinite(lo)) return null;
  const pad = Math.max((hi - lo) * 0.1, hi * 0.005);
  return { min: lo - pad, max: hi + pad };
};
