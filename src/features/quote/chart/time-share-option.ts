// Pure ECharts option for the time-share (分时) chart: price and average lines over 240 fixed
// one-minute slots (value x-axis 0–240, a slot drawn at its middle, so the line grows from the
// left and lunch takes no room), a dashed previous-close line, volume bars below.
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { DatasetComponentOption, GridComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

import type { ChartPalette } from './chart-palette';
import { klineLayout, type KlineLayout } from './kline-option';
import { TIME_SHARE_SLOTS, timeShareRange, type TimeSharePoint } from './transforms';

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
  return {
    dataset: [{ source: rows, sourceHeader: false }],
    yAxis: [priceRange, priceRange],
  };
};

export const timeShareOption = ({
  points,
  prevClose,
  layout,
  palette,
  decimals,
}: TimeShareOptionInput): TimeShareOption => {
  const { rows, priceRange } = timeShareData(points, prevClose);
  const grid = { left: layout.plotLeft, width: layout.plotWidth, outerBoundsMode: 'none' as const };
  const quiet = { silent: true, animation: false, emphasis: { disabled: true } } as const;
  const fontSize = 10;
  const col = TS_COLUMNS;
  const mid = prevClose ?? (priceRange.min + priceRange.max) / 2;
  const labelColour = (value?: string | number): string => {
    const v = Number(value);
    return Math.abs(v - mid) < 1e-9 ? palette.axis : v > mid ? palette.rise : palette.fall;
  };
  const priceAxis = {
    type: 'value' as const,
    gridIndex: 0,
    ...priceRange,
    axisLine: { show: false },
    axisTick: { show: false },
    splitLine: { lineStyle: { color: palette.grid, type: 'dashed' as const } },
  };
  const xAxisBase = {
    type: 'value' as const,
    min: 0,
    max: TIME_SHARE_SLOTS,
    interval: TIME_SHARE_SLOTS / 2,
    axisTick: { show: false },
    splitLine: { show: false },
  };
  // Large bars draw one path per colour; never for an empty table (ECharts then throws).
  const volume = { barWidth: '60%', large: rows.length > 0, largeThreshold: 0 };
  return {
    animation: false,
    backgroundColor: 'transparent',
    dataset: [{ source: rows, sourceHeader: false }],
    grid: [
      { ...grid, top: layout.mainTop, height: layout.mainHeight },
      { ...grid, top: layout.volumeTop, height: layout.volumeHeight },
    ],
    xAxis: [
      {
        ...xAxisBase,
        gridIndex: 0,
        axisLine: { lineStyle: { color: palette.grid } },
        axisLabel: {
          color: palette.axis,
          fontSize,
          alignMinLabel: 'left',
          alignMaxLabel: 'right',
          formatter: (v: number) => AXIS_LABELS[v] ?? '',
        },
      },
      { ...xAxisBase, gridIndex: 1, axisLine: { show: false }, axisLabel: { show: false } },
    ],
    yAxis: [
      {
        ...priceAxis,
        axisLabel: {
          inside: true,
          fontSize,
          color: labelColour,
          formatter: (v: number) => v.toFixed(decimals),
        },
      },
      {
        ...priceAxis,
        position: 'right',
        splitLine: { show: false },
        axisLabel: {
          inside: true,
          fontSize,
          color: labelColour,
          formatter: (v: number) =>
            prevClose ? `${(((v - prevClose) / prevClose) * 100).toFixed(2)}%` : '',
        },
      },
      {
        type: 'value',
        gridIndex: 1,
        min: 0,
        splitNumber: 2,
        axisLine: { show: false },
        axisTick: { show: false },
        axisLabel: { show: false },
        splitLine: { show: false },
      },
    ],
    series: [
      {
        id: 'prevClose',
        type: 'line',
        xAxisIndex: 0,
        yAxisIndex: 0,
        data: prevClose
          ? [
              [0, prevClose],
              [TIME_SHARE_SLOTS, prevClose],
            ]
          : [],
        showSymbol: false,
        symbol: 'none',
        lineStyle: { width: 1, type: 'dashed', color: palette.axis },
        ...quiet,
      },
      {
        id: 'price',
        type: 'line',
        xAxisIndex: 0,
        yAxisIndex: 0,
        encode: { x: col.x, y: col.price },
        showSymbol: false,
        symbol: 'none',
        lineStyle: { width: 1, color: palette.price },
        areaStyle: { color: palette.price, opacity: 0.08 },
        ...quiet,
      },
      {
        id: 'avg',
        type: 'line',
        xAxisIndex: 0,
        yAxisIndex: 0,
        encode: { x: col.x, y: col.avg },
        showSymbol: false,
        symbol: 'none',
        connectNulls: true,
        lineStyle: { width: 1, color: palette.average },
        ...quiet,
      },
      {
        id: 'volUp',
        type: 'bar',
        xAxisIndex: 1,
        yAxisIndex: 2,
        encode: { x: col.x, y: col.volumeUp },
        ...volume,
        itemStyle: { color: palette.rise },
        ...quiet,
      },
      {
        id: 'volDown',
        type: 'bar',
        xAxisIndex: 1,
        yAxisIndex: 2,
        encode: { x: col.x, y: col.volumeDown },
        ...volume,
        barGap: '-100%',
        itemStyle: { color: palette.fall },
        ...quiet,
      },
    ],
  };
};
