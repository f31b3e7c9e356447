// A price shift: the back office moves an instrument's price by a number of ticks from a minute of
// one trading day on (support shows what a fall to a warning or liquidation line does, QA sets a
// price). The engine stays a pure function of (seed, instrument, time) plus these rows: the day's
// minute bars from that minute are shifted, clamped to the day's price limits, so the quote, the
// time-share line and the K-lines all agree. A shift lasts until that day's close: the next day
// opens from the day's unshifted close, as the daily walk drew it.
import type { PriceShiftRow } from '../../../fixtures/src/db';

import type { DayBars } from './intraday';
import type { Band } from './ticks';

export type { PriceShiftRow };

const clampTo =
  (band: Band | null) =>
  (ticks: number): number =>
    band ? Math.min(band.limitUp, Math.max(band.limitDown, ticks)) : Math.max(1, ticks);

/** A copy of `bars` with the shifts applied (in the order given); `bars` itself is not changed. */
export const shiftDayBars = (
  bars: DayBars,
  shifts: readonly Pick<PriceShiftRow, 'fromMinute' | 'ticks'>[],
  band: Band | null,
): DayBars => {
  if (shifts.length === 0) return bars;
  const clamp = clampTo(band);
  const out: DayBars = {
    ...bars,
    open: bars.open.slice(),
    high: bars.high.slice(),
    low: bars.low.slice(),
    close: bars.close.slice(),
    amount: bars.amount.slice(),
    runHigh: bars.runHigh.slice(),
    runLow: bars.runLow.slice(),
    runAmount: bars.runAmount.slice(),
  };
  for (const { fromMinute, ticks } of shifts) {
    for (let k = Math.max(0, fromMinute); k < out.n; k++) {
      const before = out.open[k]! + out.close[k]! + out.high[k]! + out.low[k]!;
      out.open[k] = clamp(out.open[k]! + ticks);
      out.close[k] = clamp(out.close[k]! + ticks);
      out.high[k] = clamp(out.high[k]! + ticks);
      out.low[k] = clamp(out.low[k]! + ticks);
      const after = out.open[k]! + out.close[k]! + out.high[k]! + out.low[k]!;
      // Turnover at the shifted prices (bars price their volume at the mean of O, H, L, C).
      out.amount[k] = Math.round((out.amount[k]! * after) / Math.max(1, before));
    }
  }
  for (let k = 0; k < out.n; k++) {
    out.runHigh[k] = k === 0 ? out.high[0]! : Math.max(out.runHigh[k - 1]!, out.high[k]!);
    out.runLow[k] = k === 0 ? out.low[0]! : Math.min(out.runLow[k - 1]!, out.low[k]!);
    out.runAmount[k] = (k === 0 ? 0 : out.runAmount[k - 1]!) + out.amount[k]!;
  }
  return out;
};
