// The time-share chart's state outside React. A day is at most 240 points, so every update
// re-sends the whole (small) option in merge mode; a palette or layout change replaces it.
import { ChartController, FULL_RENDER } from './chart-controller';
import {
  nearestPoint,
  slotAtPixel,
  slotPixelX,
  timeShareOption,
  timeSharePatch,
} from './time-share-option';
import type { TimeSharePoint } from './transforms-time-share';

export class TimeShareController extends ChartController {
  private points: readonly TimeSharePoint[] = [];
  private prevClose: number | null = null;
  private shownPrevClose: number | null = null;
  private shownEmpty = true;

  getPoints(): readonly TimeSharePoint[] {
    return this.points;
  }

  getPrevClose(): number | null {
    return this.prevClose;
  }

  /** The point nearest canvas x. */
  pointAt(x: number): TimeSharePoint | null {
    return nearestPoint(this.points, slotAtPixel(x, this.layout));
  }

  xOf(slot: number): number {
    return slotPixelX(slot, this.layout);
  }

  setData(points: readonly TimeSharePoint[], prevClose: number | null): void {
    if (points === this.points && prevClose === this.prevClose) return;
    this.points = points;
    this.prevClose = prevClose;
    this.render();
  }

  protected override render(): void {
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
        FULL_RENDER,
      );
      this.needsFull = false;
    } else {
      chart.setOption(timeSharePatch(this.points, this.prevClose));
    }
    this.shownPrevClose = this.prevClose;
    this.shownEmpty = isEmpty;
  }
}
