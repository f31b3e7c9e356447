// What the K-line and time-share controllers share: the ECharts instance and the canvas layout
// they draw into, the palette and price decimals, and the rule that a change of any of these (or a
// new chart) repaints the whole option on the next `render`.
import type { EChartsType } from 'echarts/core';

import { EMPTY_PALETTE, type ChartPalette } from './chart-palette';
import { klineLayout, type KlineLayout } from './kline-option';

/**
 * setOption flags of a full repaint: the new option replaces the old, and ECharts builds its views
 * and paints in the next animation frame rather than in the calling task (a first paint is two
 * shorter tasks instead of one long one). Live ticks keep the synchronous path.
 */
export const FULL_RENDER = { notMerge: true, lazyUpdate: true } as const;

export abstract class ChartController {
  protected chart: EChartsType | null = null;
  /** Both charts use the K-line's geometry, so switching tabs does not move the panes. */
  protected layout: KlineLayout = klineLayout(0, 0);
  protected palette: ChartPalette;
  protected decimals: number;
  /** The next render sends the whole option. */
  protected needsFull = true;

  constructor(palette: ChartPalette = EMPTY_PALETTE, decimals = 2) {
    this.palette = palette;
    this.decimals = decimals;
  }

  getLayout(): KlineLayout {
    return this.layout;
  }

  /** Price at canvas y in the price grid, or null outside it / before the first paint. */
  priceAt(y: number): number | null {
    const { mainTop, mainHeight } = this.layout;
    if (!this.chart || y < mainTop || y > mainTop + mainHeight) return null;
    const value = this.chart.convertFromPixel({ yAxisIndex: 0 }, y) as unknown;
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  }

  /** Canvas y clamped into the price grid (where the crosshair stands), and the price there. */
  crosshairY(y: number): { y: number; price: number | null } {
    const { mainTop, mainHeight } = this.layout;
    const clamped = Math.min(mainTop + mainHeight, Math.max(mainTop, y));
    return { y: clamped, price: this.priceAt(clamped) };
  }

  attach(chart: EChartsType, width: number, height: number): void {
    this.chart = chart;
    this.layout = klineLayout(width, height);
    this.needsFull = true;
    this.render();
  }

  detach(): void {
    this.chart = null;
    this.needsFull = true;
  }

  resize(width: number, height: number): void {
    if (width === this.layout.width && height === this.layout.height) return;
    this.layout = klineLayout(width, height);
    if (!this.chart) return;
    this.chart.resize({ width, height });
    this.needsFull = true;
    this.render();
  }

  setPalette(palette: ChartPalette): void {
    this.palette = palette;
    this.needsFull = true;
    this.render();
  }

  setDecimals(decimals: number): void {
    if (decimals === this.decimals) return;
    this.decimals = decimals;
    this.needsFull = true;
    this.render();
  }

  /** Draws what changed since the last call (everything when `needsFull`); nothing without a chart. */
  protected abstract render(): void;
}
