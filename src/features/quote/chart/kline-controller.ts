// The K-line's state outside React: loaded bars, the visible view, the ≤ 300-bar window held by
// ECharts, and the cheapest ECharts call for each change:
//   - pan/zoom inside the window          → one `dataZoom` action;
//   - live tick on a bar inside the window → `setOption` with the window's series data only;
//   - view near a window edge, new bar,
//     older page prepended                 → series data + axis labels + dataZoom range;
//   - palette, layout, period, MA set      → the whole option.
// The React component and the benchmark drive this same class, so the bench measures the app's
// real update path.
import type { ChartPalette } from './chart-palette';
import { ChartController, FULL_RENDER } from './chart-controller';
import { klineFrame, klineDataset, klineOption, timeLabelFilter, zoomValues } from './kline-option';
import type { Bar, KlinePeriod } from './transforms-bars';
import { DEFAULT_MA_PERIODS } from './transforms-moving-average';
import {
  barCenterX,
  barIndexAtX,
  DEFAULT_LIMITS,
  DEFAULT_VISIBLE_BARS,
  initialView,
  isNearOldest,
  needsReslice,
  panView,
  reanchorView,
  sliceWindow,
  zoomView,
  type BarRange,
  type ViewLimits,
} from './transforms-view';

export interface KlineHandlers {
  /** Called after every view change (pan, zoom, new data). */
  onViewChange?: (view: BarRange, total: number) => void;
  /** Called once per oldest loaded bar when the view comes near it. */
  onNeedOlder?: () => void;
}

export interface KlineControllerOptions extends KlineHandlers {
  period: KlinePeriod;
  palette?: ChartPalette;
  maPeriods?: readonly number[];
  /** Price decimals of the axis labels. */
  decimals?: number;
  limits?: ViewLimits;
  /** Bars shown at first and after a period change. */
  initialVisible?: number;
}

const sameRange = (a: BarRange | null, b: BarRange): boolean =>
  !!a && a.start === b.start && a.end === b.end;

export class KlineController extends ChartController {
  private bars: readonly Bar[] = [];
  private view: BarRange = { start: 0, end: 0 };
  private win: BarRange = { start: 0, end: 0 };
  private period: KlinePeriod;
  private maPeriods: readonly number[];
  private readonly limits: ViewLimits;
  private readonly initialVisible: number;
  private handlers: KlineHandlers;
  /** Fractional bars of pan not yet applied. */
  private panCarry = 0;
  private olderAskedAt: number | null = null;
  // What ECharts currently shows.
  private shownBars: readonly Bar[] | null = null;
  private shownWin: BarRange | null = null;
  private shownView: BarRange | null = null;

  constructor(options: KlineControllerOptions) {
    super(options.palette, options.decimals);
    this.period = options.period;
    this.maPeriods = options.maPeriods ?? DEFAULT_MA_PERIODS;
    this.limits = options.limits ?? DEFAULT_LIMITS;
    this.initialVisible = options.initialVisible ?? DEFAULT_VISIBLE_BARS;
    this.handlers = { onViewChange: options.onViewChange, onNeedOlder: options.onNeedOlder };
  }

  // --- reading -------------------------------------------------------------------------------

  getBars(): readonly Bar[] {
    return this.bars;
  }

  getView(): BarRange {
    return this.view;
  }

  getWindow(): BarRange {
    return this.win;
  }

  getPeriod(): KlinePeriod {
    return this.period;
  }

  /** Index (into all bars) of the bar under canvas x. */
  barAt(x: number): number | null {
    return barIndexAtX(x, this.layout.plotLeft, this.layout.plotWidth, this.view);
  }

  /** Canvas x of a bar's centre. */
  xOf(index: number): number {
    return barCenterX(index, this.layout.plotLeft, this.layout.plotWidth, this.view);
  }

  /** Canvas pixels per bar in the current view. */
  barWidth(): number {
    const count = this.view.end - this.view.start;
    return count > 0 ? this.layout.plotWidth / count : 0;
  }

  setHandlers(handlers: KlineHandlers): void {
    this.handlers = handlers;
  }

  // --- lifecycle ---------------------------------------------------------------------------------

  override detach(): void {
    super.detach();
    this.shownBars = null;
    this.shownWin = null;
    this.shownView = null;
  }

  // --- inputs ------------------------------------------------------------------------------------

  setBars(next: readonly Bar[]): void {
    if (next === this.bars) return;
    const prev = this.bars;
    const { view, shift } = reanchorView(
      prev,
      this.view,
      next,
      this.limits,
      Math.max(1, this.initialVisible),
    );
    this.bars = next;
    this.win = { start: this.win.start + shift, end: this.win.end + shift };
    this.setViewInternal(view);
  }

  setPeriod(period: KlinePeriod): void {
    if (period === this.period) return;
    this.period = period;
    this.panCarry = 0;
    this.olderAskedAt = null;
    this.needsFull = true;
    this.setViewInternal(initialView(this.bars.length, this.initialVisible, this.limits));
  }

  setMaPeriods(maPeriods: readonly number[]): void {
    if (
      maPeriods.length === this.maPeriods.length &&
      maPeriods.every((p, i) => p === this.maPeriods[i])
    )
      return;
    this.maPeriods = maPeriods;
    this.needsFull = true;
    this.render();
  }

  /** Pan by a (fractional) number of bars; negative shows older bars. */
  panBy(deltaBars: number): void {
    this.panCarry += deltaBars;
    const whole = Math.trunc(this.panCarry);
    if (whole === 0) return;
    this.panCarry -= whole;
    const next = panView(this.view, whole, this.bars.length, this.limits);
    if (sameRange(this.view, next)) this.panCarry = 0;
    this.setViewInternal(next);
  }

  /** Show `count` bars around `anchor` (0 = left edge of the plot, 1 = right edge). */
  zoomTo(count: number, anchor: number): void {
    this.panCarry = 0;
    this.setViewInternal(zoomView(this.view, count, anchor, this.bars.length, this.limits));
  }

  // --- internals ---------------------------------------------------------------------------------

  private setViewInternal(view: BarRange): void {
    const changed = !sameRange(this.view, view);
    this.view = view;
    const total = this.bars.length;
    if (needsReslice(view, this.win, total, this.limits) || this.win.start < 0) {
      this.win = sliceWindow(view, total, this.limits);
    }
    this.render();
    if (changed) this.handlers.onViewChange?.(view, total);
    const oldest = this.bars[0]?.t;
    if (oldest !== undefined && oldest !== this.olderAskedAt && isNearOldest(view, this.limits)) {
      this.olderAskedAt = oldest;
      this.handlers.onNeedOlder?.();
    }
  }

  private windowChanged(): { times: boolean; data: boolean } {
    const shownBars = this.shownBars;
    const shownWin = this.shownWin;
    const win = this.win;
    if (!shownBars || !shownWin) return { times: true, data: true };
    const n = win.end - win.start;
    if (n !== shownWin.end - shownWin.start) return { times: true, data: true };
    if (shownBars === this.bars && shownWin.start === win.start)
      return { times: false, data: false };
    let data = false;
    for (let k = 0; k < n; k++) {
      const a = shownBars[shownWin.start + k];
      const b = this.bars[win.start + k];
      if (a === b) continue;
      if (!a || !b || a.t !== b.t) return { times: true, data: true };
      data = true;
    }
    return { times: false, data };
  }

  protected override render(): void {
    const chart = this.chart;
    if (!chart || this.layout.width <= 0 || this.layout.height <= 0) return;
    const view = this.view;
    const win = this.win;
    // Empty ↔ non-empty switches the volume bars' large mode (see klineOption): repaint all.
    const isEmpty = win.end <= win.start;
    const wasEmpty = !this.shownWin || this.shownWin.end <= this.shownWin.start;
    if (this.needsFull || isEmpty !== wasEmpty) {
      const frame = klineFrame(this.bars, win, this.period, this.maPeriods);
      chart.setOption(
        klineOption({
          frame,
          view,
          win,
          layout: this.layout,
          palette: this.palette,
          maPeriods: this.maPeriods,
          decimals: this.decimals,
          // Reads the live view and window: labels follow pans done by dataZoom actions alone.
          labelVisible: (i) => timeLabelFilter(this.view, this.win, this.layout.plotWidth)(i),
        }),
        FULL_RENDER,
      );
      this.needsFull = false;
    } else {
      const changed = this.windowChanged();
      const zoomChanged = changed.times || !sameRange(this.shownView, view);
      if (changed.data) {
        const frame = klineFrame(this.bars, win, this.period, this.maPeriods);
        chart.setOption({
          dataset: klineDataset(frame),
          ...(changed.times
            ? {
                xAxis: [{ data: frame.labels }, { data: frame.labels }],
                dataZoom: [zoomValues(view, win)],
              }
            : {}),
        });
      } else if (zoomChanged) {
        chart.dispatchAction({ type: 'dataZoom', dataZoomIndex: 0, ...zoomValues(view, win) });
      }
    }
    this.shownBars = this.bars;
    this.shownWin = win;
    this.shownView = view;
  }
}
