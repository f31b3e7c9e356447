// Option pieces both charts draw the same way: the two panes (price over volume), the volume pane's
// axis and its rising/falling bars, quiet series, and the dataset wrapper. Types only from ECharts.
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';

import type { ChartPalette } from './chart-palette';
import type { KlineLayout } from './kline-option';

/** Series that draw and nothing else: no hover, no emphasis, no animation. */
export const QUIET = { silent: true, animation: false, emphasis: { disabled: true } } as const;

export const AXIS_FONT_SIZE = 10;

/** No axis line, no ticks: every axis but the time axis under the price pane. */
export const NO_AXIS_LINE = { axisLine: { show: false }, axisTick: { show: false } } as const;
/** An axis that places the data but draws nothing (the volume pane's). */
export const HIDDEN_AXIS = {
  ...NO_AXIS_LINE,
  axisLabel: { show: false },
  splitLine: { show: false },
} as const;

/** One table shared by all series (ECharts parses one source per update). */
export const datasetOf = (rows: (number | null)[][]) => [{ source: rows, sourceHeader: false }];

/** The start of both options: no animation, transparent, the dataset, price and volume grids. */
export const paneOption = (rows: (number | null)[][], layout: KlineLayout) => {
  const grid = { left: layout.plotLeft, width: layout.plotWidth, outerBoundsMode: 'none' as const };
  return {
    animation: false,
    backgroundColor: 'transparent',
    dataset: datasetOf(rows),
    grid: [
      { ...grid, top: layout.mainTop, height: layout.mainHeight },
      { ...grid, top: layout.volumeTop, height: layout.volumeHeight },
    ],
  };
};

/** The price pane's dashed horizontal grid lines. */
export const dashedSplitLine = (palette: ChartPalette) => ({
  lineStyle: { color: palette.grid, type: 'dashed' as const },
});

/** Price labels inside the price pane, `decimals` digits. */
export const priceLabels = (
  decimals: number,
  color: string | ((value?: string | number) => string),
) => ({
  inside: true,
  color,
  fontSize: AXIS_FONT_SIZE,
  formatter: (v: number) => v.toFixed(decimals),
});

/** A thin line on the price pane, without symbols. */
export const priceLine = (id: string, line: LineSeriesOption): LineSeriesOption => ({
  id,
  type: 'line',
  xAxisIndex: 0,
  yAxisIndex: 0,
  showSymbol: false,
  symbol: 'none',
  ...line,
  ...QUIET,
});

/** The volume pane's value axis: from 0, no labels. */
export const volumeYAxis = {
  type: 'value',
  gridIndex: 1,
  min: 0,
  splitNumber: 2,
  ...HIDDEN_AXIS,
} as const;

/**
 * Rising and falling volume as two bar series in one slot (each bar is non-null in exactly one of
 * the two columns), in ECharts' large mode: one path per colour instead of an element per bar.
 * Not for an empty dataset: the large bar path then has no points and throws.
 */
export const volumeSeries = ({
  x,
  up,
  down,
  yAxisIndex,
  palette,
  isEmpty,
  width,
}: {
  /** Dataset columns. */
  x: number;
  up: number;
  down: number;
  yAxisIndex: number;
  palette: ChartPalette;
  isEmpty: boolean;
  /** `barWidth` / `barMaxWidth`. */
  width: Pick<BarSeriesOption, 'barWidth' | 'barMaxWidth'>;
}): BarSeriesOption[] => {
  const bars = {
    type: 'bar',
    xAxisIndex: 1,
    yAxisIndex,
    ...width,
    large: !isEmpty,
    largeThreshold: 0,
  } as const;
  return [
    { id: 'volUp', ...bars, encode: { x, y: up }, itemStyle: { color: palette.rise }, ...QUIET },
    {
      id: 'volDown',
      ...bars,
      encode: { x, y: down },
      // Drawn over the rising series' slot.
      barGap: '-100%',
      itemStyle: { color: palette.fall },
      ...QUIET,
    },
  ];
};
