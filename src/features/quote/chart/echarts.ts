// The chart engine: ECharts through `echarts/core` with only the parts the K-line and time-share
// use, on the canvas renderer. Reach this module ONLY through `loadChartEngine()` (a dynamic
// import), so ECharts lands in its own chunk that only chart pages download.
import { BarChart, CandlestickChart, LineChart } from 'echarts/charts';
import { DatasetComponent, DataZoomInsideComponent, GridSimpleComponent } from 'echarts/components';
import { init, use as registerParts, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// No tooltip/axisPointer (GridSimple, not Grid): the crosshair and its panel are React DOM over
// the canvas. One dataset feeds all K-line series.
registerParts([
  CandlestickChart,
  LineChart,
  BarChart,
  GridSimpleComponent,
  DatasetComponent,
  DataZoomInsideComponent,
  CanvasRenderer,
]);

/** Device pixels per CSS pixel are capped: a DPR-3 phone paints 4/9 of the pixels. */
export const MAX_CHART_DPR = 2;

export const chartPixelRatio = (dpr: number | undefined): number =>
  Math.min(MAX_CHART_DPR, dpr && dpr > 0 ? dpr : 1);

export const createChart = (el: HTMLElement, width?: number, height?: number): EChartsType =>
  init(el, null, {
    renderer: 'canvas',
    devicePixelRatio: chartPixelRatio(globalThis.devicePixelRatio),
    width,
    height,
  });

export type { EChartsType };
