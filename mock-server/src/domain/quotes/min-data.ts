// getMinK.do's MinDataVO (api-contract §18.14) from the engine's minute bars, in the shape of
// Sina's `CN_MarketData.getKLineData` with the chosen MA columns renamed: `day` the end of the bar
// (`yyyy-MM-dd HH:mm:ss`, Beijing), prices as text with Sina's three decimals, `volume` as text in
// the engine's unit (shares; index units for an index), `ma_price` the only number (average close
// of the `ma` bars ending here, 3 dp), `ma_volume` the average volume as whole-number text.
import type { MinDataVO } from '../../../../src/api/contracts/models/provider-quotes';
import type { Instrument, Market } from '../../market/market';
import { roundHalfUp } from '../../market/ticks';

import { MIN_K_MAX_BARS } from './charts';

const text = (value: number): string => value.toFixed(3);

/**
 * The newest `size` (≤ 200) bars of `time` minutes, each with its `ma` moving average; bars near
 * the start of the engine's history average over the bars there are.
 */
export const minData = (
  market: Market,
  instrument: Instrument,
  { time, ma, size }: { time: number; ma: number; size: number },
  now: number,
): MinDataVO => {
  const count = Math.min(MIN_K_MAX_BARS, Math.max(0, Math.floor(size)));
  const bars =
    count === 0 ? [] : market.kline(instrument, { period: time, count: count + ma - 1 }, now);
  const first = Math.max(0, bars.length - count);
  const data = bars.slice(first).map((b, k) => {
    const window = bars.slice(Math.max(0, first + k - ma + 1), first + k + 1);
    const average = (pick: (bar: typeof b) => number) =>
      window.reduce((sum, bar) => sum + pick(bar), 0) / window.length;
    return {
      day: `${b.label}:00`,
      open: text(b.open),
      high: text(b.high),
      low: text(b.low),
      close: text(b.close),
      volume: String(b.volume),
      ma_price: roundHalfUp(
        average((bar) => bar.close),
        3,
      ),
      ma_volume: String(Math.round(average((bar) => bar.volume))),
    };
  });
  return { stockName: instrument.name, stockCode: instrument.code, gid: instrument.gid, data };
};
