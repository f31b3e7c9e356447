// Pure ECharts option for the time-share (分时) chart: price and average lines over 240 fixed
// one-minute slots (value x-axis 0–240, a slot drawn at its middle, so the line grows from the
// left and lunch takes no room), a dashed previous-close line, volume bars below.
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { DatasetComponentOption, GridComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

import type { ChartPalette } from './chart-palette';
import { klineLayout, type KlineLayout } from './kline-option';
import {
  AXIS_FONT_SIZE,
  dashedSplitLine,
  datasetOf,
  HIDDEN_AXIS,
  NO_AXIS_LINE,
  paneOption,
  priceLabels,
  priceLine,
  volumeSeries,
  volumeYAxis,
} from './option-parts';
import { TIME_SHARE_SLOTS, timeShareRange, type TimeSharePoint } from './transforms-time-share';

export type TimeShareOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | GridComponentOption | DatasetComponentOption
>;

export type TimeShareLayout = KlineLayout;

/** Same geometry as the K-line, so switching tabs does not move the panes. */
export const timeShareLayout = (width: number, height: number): TimeShareLayout =>
  klineLayout(width, height);

/** x value of a slot (its middle). */
export const slotX = (slot: number): number => slot + 0.5;

/** Canvas x of a slot's middle. */
export const slotPixelX = (slot: number, layout: TimeShareLayout): number =>
  layout.plotLeft + (slotX(slot) / TIME_SHARE_SLOTS) * layout.plotWidth;

/** Slot under canvas x (0–239). */
export const slotAtPixel = (x: number, layout: TimeShareLayout): number => {
  if (layout.plotWidth <= 0) return 0;
  const slot = Math.floor(((x - layout.plotLeft) / layout.plotWidth) * TIME_SHARE_SLOTS);
  return Math.min(TIME_SHARE_SLOTS - 1, Math.max(0, slot));
};

/** The point nearest a slot (points sorted by slot), or null when there are none. */
export const nearestPoint = (
  points: readonly TimeSharePoint[],
  slot: number,
): TimeSharePoint | null => {
  if (points.length === 0) return null;
  let lo = 0;
  let hi = points.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (points[mid]!.slot < slot) lo = mid + 1;
    else hi = mid;
  }
  const right = points[lo]!;
  const left = points[lo - 1];
  return left && slot - left.slot <= right.slot - slot ? left : right;
};

const AXIS_LABELS: Record<number, string> = { 0: '09:30', 120: '11:30/13:00', 240: '15:00' };

export interface TimeShareOptionInput {
  points: readonly TimeSharePoint[];
  prevClose: number | null;
  layout: TimeShareLayout;
  palette: ChartPalette;
  decimals: number;
}

/** Dataset columns: x (slot middle), price, average, rising volume, falling volume. */
export const TS_COLUMNS = { x: 0, price: 1, avg: 2, volumeUp: 3, volumeDown: 4 } as const;

/** What changes with every poll: one dataset table and the price-axis range. */
export const timeShareData = (points: readonly TimeSharePoint[], prevClose: number | null) => {
  const range = timeShareRange(points, prevClose) ?? { min: 0, max: 1 };
  const rows = points.map((p): (number | null)[] => [
    slotX(p.slot),
    p.price,
    p.avg,
    p.dir === 1 ? p.volume : null,
    p.dir === 1 ? null : p.volume,
  ]);
  const priceRange = { min: range.min, max: range.max, interval: (range.max - range.min) / 4 };
  return { rows, priceRange };
};

/** The update of a poll with the same previous close: dataset and price-axis range only. */
export const timeSharePatch = (points: readonly TimeSharePoint[], prevClose: number | null) => {
  const { rows, priceRange } = timeShareData(points, prevClose);
  return { dataset: datasetOf(rows), yAxis: [priceRange, priceRange] };
};

export const timeShareOption = ({
  points,
  prevClose,
  layout,
  palette,
  decimals,
}: TimeShareOptionInput): TimeShareOption => {
  const { rows, priceRange } = timeShareData(points, prevClose);
  const col = TS_COLUMNS;
  const mid = prevClose ?? (priceRange.min + priceRange.max) / 2;
  const labelColour = (value?: string | number): string => {
    const v = Number(value);
    return Math.abs(v - mid) < 1e-9 ? palette.axis : v > mid ? palette.rise : palette.fall;
  };
  const priceAxis = { type: 'value' as const, gridIndex: 0, ...priceRange, ...NO_AXIS_LINE };
  const xAxisBase = {
    type: 'value' as const,
    min: 0,
    max: TIME_SHARE_SLOTS,
    interval: TIME_SHARE_SLOTS / 2,
    axisTick: { show: false },
    splitLine: { show: false },
  };
  return {
    ...paneOption(rows, layout),
    xAxis: [
      {
        ...xAxisBase,
        gridIndex: 0,
        axisLine: { lineStyle: { color: palette.grid } },
        axisLabel: {
          color: palette.axis,
          fontSize: AXIS_FONT_SIZE,
          alignMinLabel: 'left',
          alignMaxLabel: 'right',
          formatter: (v: number) => AXIS_LABELS[v] ?? '',
        },
      },
      { ...xAxisBase, gridIndex: 1, ...HIDDEN_AXIS },
    ],
    yAxis: [
      {
        ...priceAxis,
        axisLabel: priceLabels(decimals, labelColour),
        splitLine: dashedSplitLine(palette),
      },
      {
        ...priceAxis,
        position: 'right',
        splitLine: { show: false },
        axisLabel: {
          ...priceLabels(decimals, labelColour),
          formatter: (v: number) =>
            prevClose ? `${(((v - prevClose) / prevClose) * 100).toFixed(2)}%` : '',
        },
      },
      volumeYAxis,
    ],
    series: [
      priceLine('prevClose', {
        data: prevClose
          ? [
              [0, prevClose],
              [TIME_SHARE_SLOTS, prevClose],
            ]
          : [],
        lineStyle: { width: 1, type: 'dashed', color: palette.axis },
      }),
      priceLine('price', {
        encode: { x: col.x, y: col.price },
        lineStyle: { width: 1, color: palette.price },
        areaStyle: { color: palette.price, opacity: 0.08 },
      }),
      priceLine('avg', {
        encode: { x: col.x, y: col.avg },
        connectNulls: true,
        lineStyle: { width: 1, color: palette.average },
      }),
      ...volumeSeries({
        x: col.x,
        up: col.volumeUp,
        down: col.volumeDown,
        yAxisIndex: 2,
        palette,
        isEmpty: rows.length === 0,
        width: { barWidth: '60%' },
      }),
    ],
  };
};
