// Pure ECharts option builders for the K-line: candlesticks + moving averages in the main grid,
// volume below, one inside dataZoom whose range is the visible view within the ≤ 300-bar window.
// Only types come from ECharts here, so these builders cost nothing in the page's own chunk.
import type { BarSeriesOption, CandlestickSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  DatasetComponentOption,
  DataZoomComponentOption,
  GridComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

import { maColour, type ChartPalette } from './chart-palette';
import {
  AXIS_FONT_SIZE,
  dashedSplitLine,
  datasetOf,
  HIDDEN_AXIS,
  NO_AXIS_LINE,
  paneOption,
  priceLabels,
  priceLine,
  QUIET,
  volumeSeries,
  volumeYAxis,
} from './option-parts';
import { formatBarTime } from './transforms-bar-time';
import type { Bar, KlinePeriod } from './transforms-bars';
import { movingAverage } from './transforms-moving-average';
import type { BarRange } from './transforms-view';

export type KlineOption = ComposeOption<
  | CandlestickSeriesOption
  | LineSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | DatasetComponentOption
  | DataZoomComponentOption
>;

/** Pixel geometry of the canvas, shared by the option and the crosshair maths. */
export interface KlineLayout {
  width: number;
  height: number;
  plotLeft: number;
  plotWidth: number;
  mainTop: number;
  mainHeight: number;
  volumeTop: number;
  volumeHeight: number;
}

const EDGE = 1;
const MAIN_TOP = 8;
/** Room for the time labels between the candles and the volume bars. */
const AXIS_GAP = 18;
const BOTTOM = 2;

export const klineLayout = (width: number, height: number): KlineLayout => {
  const w = Math.max(0, width);
  const h = Math.max(0, height);
  const volumeHeight = Math.max(24, Math.round(h * 0.22));
  const volumeTop = Math.max(0, h - BOTTOM - volumeHeight);
  return {
    width: w,
    height: h,
    plotLeft: EDGE,
    plotWidth: Math.max(0, w - 2 * EDGE),
    mainTop: MAIN_TOP,
    mainHeight: Math.max(0, volumeTop - AXIS_GAP - MAIN_TOP),
    volumeTop,
    volumeHeight,
  };
};

/**
 * One window as a dataset (one table shared by all series instead of seven data arrays: ECharts
 * parses one source per update). Columns: see `klineColumns`.
 */
export interface KlineFrame {
  labels: string[];
  rows: (number | null)[][];
}

/** Dataset column of each value: index, open, close, low, high, one per MA, rising/falling volume. */
export const klineColumns = (maCount: number) => ({
  index: 0,
  open: 1,
  close: 2,
  low: 3,
  high: 4,
  ma: (i: number) => 5 + i,
  volumeUp: 5 + maCount,
  volumeDown: 6 + maCount,
});

/** A bar rises when it closes above its open; a doji compares with the previous close. */
export const isRisingBar = (bars: readonly Bar[], i: number): boolean => {
  const b = bars[i];
  if (!b) return true;
  if (b.c !== b.o) return b.c > b.o;
  const prev = bars[i - 1];
  return prev ? b.c >= prev.c : true;
};

export const klineFrame = (
  bars: readonly Bar[],
  win: BarRange,
  period: KlinePeriod,
  maPeriods: readonly number[],
): KlineFrame => {
  const n = Math.max(0, win.end - win.start);
  const ma = maPeriods.map((p) => movingAverage(bars, p, win.start, win.end));
  const labels: string[] = new Array<string>(n);
  const rows: (number | null)[][] = new Array<(number | null)[]>(n);
  for (let k = 0; k < n; k++) {
    const i = win.start + k;
    const b = bars[i]!;
    labels[k] = formatBarTime(b.t, period);
    const up = isRisingBar(bars, i);
    const row: (number | null)[] = [k, b.o, b.c, b.l, b.h];
    for (const values of ma) row.push(values[k] ?? null);
    row.push(up ? b.v : null, up ? null : b.v);
    rows[k] = row;
  }
  return { labels, rows };
};

/** dataZoom values (window-local, inclusive) for a view. */
export const zoomValues = (
  view: BarRange,
  win: BarRange,
): { startValue: number; endValue: number } => ({
  startValue: Math.max(0, view.start - win.start),
  endValue: Math.max(0, view.end - 1 - win.start),
});

/** The dataset only: what a live tick or a re-slice sends. */
export const klineDataset = (frame: KlineFrame) => datasetOf(frame.rows);

/** Minimum CSS px between two time labels. */
const LABEL_SPACING = 72;
/** Labels whose centre is closer than this to a plot edge would be cut off. */
const LABEL_EDGE = 32;

/**
 * Which window-local category gets a time label: every `step`-th bar counted from the first loaded
 * bar (so labels travel with their bars while panning and survive re-slicing), none at the edges.
 */
export const timeLabelFilter =
  (view: BarRange, win: BarRange, plotWidth: number) =>
  (localIndex: number): boolean => {
    const count = view.end - view.start;
    if (count <= 0 || plotWidth <= 0) return false;
    const barWidth = plotWidth / count;
    const step = Math.max(1, Math.ceil(LABEL_SPACING / barWidth));
    const index = win.start + localIndex;
    if (index % step !== 0) return false;
    const x = (index - view.start + 0.5) * barWidth;
    return x >= LABEL_EDGE && x <= plotWidth - LABEL_EDGE;
  };

export interface KlineOptionInput {
  frame: KlineFrame;
  view: BarRange;
  win: BarRange;
  layout: KlineLayout;
  palette: ChartPalette;
  maPeriods: readonly number[];
  decimals: number;
  /** Which window-local categories show a time label (read on every pan; see timeLabelFilter). */
  labelVisible: (localIndex: number) => boolean;
}

/** The whole option (first paint, palette or layout change). */
export const klineOption = ({
  frame,
  view,
  win,
  layout,
  palette,
  maPeriods,
  decimals,
  labelVisible,
}: KlineOptionInput): KlineOption => {
  const col = klineColumns(maPeriods.length);
  const category = { type: 'category', data: frame.labels, boundaryGap: true } as const;
  return {
    ...paneOption(frame.rows, layout),
    xAxis: [
      {
        ...category,
        gridIndex: 0,
        axisLine: { lineStyle: { color: palette.grid } },
        axisTick: { show: false },
        axisLabel: {
          color: palette.axis,
          fontSize: AXIS_FONT_SIZE,
          // A function interval spares ECharts measuring every label on every pan frame.
          interval: (index: number) => labelVisible(index),
        },
        splitLine: { show: false },
      },
      { ...category, gridIndex: 1, ...HIDDEN_AXIS },
    ],
    yAxis: [
      {
        type: 'value',
        gridIndex: 0,
        scale: true,
        splitNumber: 4,
        ...NO_AXIS_LINE,
        axisLabel: priceLabels(decimals, palette.axis),
        splitLine: dashedSplitLine(palette),
      },
      volumeYAxis,
    ],
    dataZoom: [
      {
        type: 'inside',
        xAxisIndex: [0, 1],
        ...zoomValues(view, win),
        // The chart's own gesture code drives the range; ECharts listens to nothing.
        zoomOnMouseWheel: false,
        moveOnMouseMove: false,
        moveOnMouseWheel: false,
        preventDefaultMouseMove: false,
        filterMode: 'filter',
      },
    ],
    series: [
      {
        id: 'k',
        type: 'candlestick',
        xAxisIndex: 0,
        yAxisIndex: 0,
        encode: { x: col.index, y: [col.open, col.close, col.low, col.high] },
        barMaxWidth: 16,
        large: false,
        itemStyle: {
          color: palette.rise,
          color0: palette.fall,
          borderColor: palette.rise,
          borderColor0: palette.fall,
          borderColorDoji: palette.axis,
        },
        ...QUIET,
      },
      ...maPeriods.map((p, i) =>
        priceLine(`ma${p}`, {
          encode: { x: col.index, y: col.ma(i) },
          lineStyle: { width: 1, color: maColour(palette, i) },
        }),
      ),
      ...volumeSeries({
        x: col.index,
        up: col.volumeUp,
        down: col.volumeDown,
        yAxisIndex: 1,
        palette,
        isEmpty: frame.rows.length === 0,
        width: { barMaxWidth: 16 },
      }),
    ],
  };
};
