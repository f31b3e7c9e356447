// Chart data from the engine: EchartsDataVO rows, the day charts' defaults and limits, the
// minute cap and the time-share line.
import { describe, expect, it } from 'vitest';

import { SCENARIO_STOCKS } from '../../../../fixtures/src/securities';
import { at, fixtureMarket, stockOf } from '../../market/test-support';

import {
  DAY_K_BARS,
  dayChart,
  echartsVO,
  MIN_K_MAX_BARS,
  minuteBars,
  realTimeLine,
} from './charts';

const { market } = fixtureMarket();
const NOW = at('2026-11-02 14:00');
const stock = stockOf(market, SCENARIO_STOCKS.limitUp.code);

describe('dayChart', () => {
  it('defaults to 250 pre-adjusted day bars and echoes what it honoured', () => {
    const chart = dayChart(market, stock, {}, NOW);
    expect(chart).toMatchObject({ period: 'day', adjust: 'pre', stockCode: stock.code });
    expect(chart.values).toHaveLength(DAY_K_BARS);
    expect(dayChart(market, stock, { period: 'year', adjust: 'x' }, NOW)).toMatchObject({
      period: 'day',
      adjust: 'pre',
    });
  });

  it('pages back before a positive end and clamps the size', () => {
    const all = dayChart(market, stock, { size: 20 }, NOW);
    const older = dayChart(market, stock, { size: 5, end: all.values[10]![5] }, NOW);
    expect(older.values).toEqual(all.values.slice(5, 10));
    expect(dayChart(market, stock, { size: 0 }, NOW).values).toHaveLength(1);
    expect(dayChart(market, stock, { size: 5, end: -1 }, NOW).values).toEqual(all.values.slice(15));
  });
});

describe('minute charts', () => {
  it('caps the bars at 200 and maps them to rows', () => {
    const bars = minuteBars(market, stock, { time: 1, size: 10_000 }, NOW);
    expect(bars).toHaveLength(MIN_K_MAX_BARS);
    const vo = echartsVO(stock, bars);
    const last = bars[bars.length - 1]!;
    expect(vo.values[vo.values.length - 1]).toEqual([
      last.open,
      last.close,
      last.low,
      last.high,
      last.volume,
      last.time,
    ]);
    expect(vo.date).toEqual(bars.map((b) => b.label));
  });

  it('gives the time-share line of the day so far; nothing for an unknown code', () => {
    const line = realTimeLine(market, stock.code, NOW);
    expect(line.size).toBe(line.time.length);
    expect(line.size).toBeGreaterThan(100);
    expect(line.time[0]).toMatch(/^\d{2}:\d{2}$/);
    expect(line.averagePrice).toEqual([]);
    expect(realTimeLine(market, '999999', NOW)).toMatchObject({ size: 0, price: [] });
  });
});
