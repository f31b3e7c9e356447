// The K-line's view (the bars the user sees) and window (the ≤ 300 bars handed to ECharts): pan,
// pinch, re-slicing, re-anchoring after new pages, and the pixel maths of the crosshair. Pure;
// unit-tested in transforms-view.test.ts.
import type { Bar } from './transforms-bars';

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
