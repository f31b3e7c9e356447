// The time-share chart's state outside React. A day is at most 240 points, so every update
// re-sends the whole (small) option in merge mode; a palette or layout change replaces it.
import type { EChartsType } from 'echarts/core';

import { EMPTY_PALETTE, type ChartPalette } from './chart-palette';
import {
  nearestPoint,
  slotAtPixel,
  slotPixelX,
  timeShareLayout,
  timeShareOption,
  timeSharePatch,
  type TimeShareLayout,
} from './time-share-option';
import type { TimeSharePoint } from './transforms';

export class TimeShareController {
  private chart: EChartsType | null = null;
  private points: readonly TimeSharePoint[] = [];
  private prevClose: number | null = null;
  private layout: TimeShareLayout = timeShareLayout(0, 0);
  private palette: ChartPalette = EMPTY_PALETTE;
  private decimals = 2;
  private needsFull = true;
  private shownPrevClose: number | null = null;
  private shownEmpty = true;

  getPoints(): readonly TimeSharePoint[] {
    return this.points;
  }

  getPrevClose(): number | null {
    return this.prevClose;
  }

  getLayout(): TimeShareLayout {
    return this.layout;
  }

  /** The point nearest canvas x. */
  pointAt(x: number): TimeSharePoint | null {
    return nearestPoint(this.points, slotAtPixel(x, this.layout));
  }

  xOf(slot: number): number {
    return slotPixelX(slot, this.layout);
  }

  /** Price at canvas y in the price grid, or null outside it / before the first paint. */
  priceAt(y: number): number | null {
    const { mainTop, mainHeight } = this.layout;
    if (!this.chart || y < mainTop || y > mainTop + mainHeight) return null;
    const value = this.chart.convertFromPixel({ yAxisIndex: 0 }, y) as unknown;
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  }

  attach(chart: EChartsType, width: number, height: number): void {
    this.chart = chart;
    this.layout = timeShareLayout(width, height);
    this.needsFull = true;
    this.render();
  }

  detach(): void {
    this.chart = null;
    this.needsFull = true;
  }

  resize(width: number, height: number): void {
    if (width === this.layout.width && height === this.layout.height) return;
    this.layout = timeShareLayout(width, height);
    if (!this.chart) return;
    this.chart.resize({ width, height });
    this.needsFull = true;
    this.render();
  }

  setData(points: readonly TimeSharePoint[], prevClose: number | null): void {
    if (points === this.points && prevClose === this.prevClose) return;
    this.points = points;
    this.prevClose = prevClose;
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

  private render(): void {
    const chart = this.chart;
    if (!chart || this.layout.width <= 0 || this.layout.height <= 0) return;
    // The previous close is baked into label colours and the % axis; an empty day has no large
    // bars: either change repaints everything. Otherwise a poll sends the dataset and the range.
    const isEmpty = this.points.length === 0;
    if (this.needsFull || this.prevClose !== this.shownPrevClose || isEmpty !== this.shownEmpty) {
      chart.setOption(
        timeShareOption({
          points: this.points,
          prevClose: this.prevClose,
          layout: this.layout,
          palette: this.palette,
          decimals: this.decimals,
        }),
        { notMerge: true },
      );
      this.needsFull = false;
    } else {
      chart.setOption(timeSharePatch(this.points, this.prevClose));
    }
    this.shownPrevClose = this.prevClose;
    this.shownEmpty = isEmpty;
  }
}
