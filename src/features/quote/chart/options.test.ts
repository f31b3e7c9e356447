import { describe, expect, it } from 'vitest';

import { formatChartPercent, formatChartPrice, formatChartVolume, signOf } from './chart-format';
import {
  EMPTY_PALETTE,
  maColour,
  readPalette,
  samePalette,
  type ChartPalette,
} from './chart-palette';
import {
  isRisingBar,
  klineColumns,
  klineFrame,
  klineLayout,
  klineOption,
  timeLabelFilter,
  zoomValues,
} from './kline-option';
import {
  nearestPoint,
  slotAtPixel,
  slotPixelX,
  timeShareLayout,
  timeShareOption,
  timeSharePatch,
  TS_COLUMNS,
} from './time-share-option';
import type { Bar } from './transforms-bars';
import { DEFAULT_MA_PERIODS } from './transforms-moving-average';
import { buildTimeShare } from './transforms-time-share';

const palette: ChartPalette = {
  rise: '#f11614',
  fall: '#09965f',
  axis: '#888',
  grid: '#eee',
  crosshair: '#777',
  price: '#2d6ae9',
  average: '#e0a010',
  ma: ['#1', '#2', '#3', '#4'],
};

const bars: Bar[] = Array.from({ length: 40 }, (_, i) => ({
  t: Date.parse('2024-01-01T00:00:00+08:00') + i * 86_400_000,
  o: 10,
  h: 12,
  l: 9,
  c: i % 3 === 0 ? 10 : 10 + (i % 2 ? 1 : -0.5),
  v: 100 + i,
}));

type Series = Record<string, unknown> & { id: string; type: string };

describe('K-line option', () => {
  const win = { start: 10, end: 40 };
  const view = { start: 20, end: 40 };
  const frame = klineFrame(bars, win, 'day', DEFAULT_MA_PERIODS);
  const option = klineOption({
    frame,
    view,
    win,
    layout: klineLayout(390, 300),
    palette,
    maPeriods: DEFAULT_MA_PERIODS,
    decimals: 2,
    labelVisible: () => true,
  });
  const series = option.series as Series[];

  it('is tuned for phones: no animation, no symbols, no hover emphasis, silent series', () => {
    expect(option.animation).toBe(false);
    expect(series.map((s) => s.id)).toEqual([
      'k',
      'ma5',
      'ma10',
      'ma20',
      'ma30',
      'volUp',
      'volDown',
    ]);
    for (const s of series) {
      expect(s.silent).toBe(true);
      expect(s.animation).toBe(false);
      expect(s.emphasis).toEqual({ disabled: true });
    }
    for (const s of series.filter((x) => x.type === 'line')) expect(s.showSymbol).toBe(false);
  });

  it('colours candles and volume with the palette', () => {
    const k = series[0]!;
    expect(k.itemStyle).toMatchObject({ color: palette.rise, color0: palette.fall });
    expect((series[5]!.itemStyle as { color: string }).color).toBe(palette.rise);
    expect((series[6]!.itemStyle as { color: string }).color).toBe(palette.fall);
    expect((series[1]!.lineStyle as { color: string }).color).toBe('#1');
  });

  it('feeds every series from one dataset of the window', () => {
    const col = klineColumns(4);
    expect(frame.rows).toHaveLength(30);
    expect(frame.labels[0]).toBe('2024-01-11');
    const row = frame.rows[29]!;
    const bar = bars[39]!;
    expect(row.slice(0, 5)).toEqual([29, bar.o, bar.c, bar.l, bar.h]);
    // MA5 of the last bar reads bars 35..39.
    const ma5 = bars.slice(35).reduce((s, b) => s + b.c, 0) / 5;
    expect(row[col.ma(0)]).toBeCloseTo(ma5);
    // Exactly one of the two volume columns is filled.
    for (const r of frame.rows) {
      expect([r[col.volumeUp], r[col.volumeDown]].filter((v) => v !== null)).toHaveLength(1);
    }
    expect(option.dataZoom).toEqual([expect.objectContaining(zoomValues(view, win))]);
    expect(zoomValues(view, win)).toEqual({ startValue: 10, endValue: 29 });
  });

  it('a doji takes its colour from the previous close', () => {
    const doji: Bar[] = [
      { t: 1, o: 10, h: 10, l: 10, c: 10, v: 1 },
      { t: 2, o: 11, h: 11, l: 11, c: 11, v: 1 },
      { t: 3, o: 10, h: 10, l: 10, c: 10, v: 1 },
    ];
    expect(isRisingBar(doji, 0)).toBe(true);
    expect(isRisingBar(doji, 1)).toBe(true);
    expect(isRisingBar(doji, 2)).toBe(false);
  });

  it('time labels stay with their bars and keep off the edges', () => {
    const plotWidth = 388;
    const filter = timeLabelFilter({ start: 100, end: 160 }, { start: 0, end: 300 }, plotWidth);
    const shown = Array.from({ length: 300 }, (_, i) => i).filter(filter);
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(shown.length).toBeLessThanOrEqual(6);
    for (const i of shown) expect(i % 12).toBe(0);
    // After a re-slice, the same bars carry labels.
    const moved = timeLabelFilter({ start: 100, end: 160 }, { start: 12, end: 312 }, plotWidth);
    expect(
      Array.from({ length: 300 }, (_, i) => i)
        .filter(moved)
        .map((i) => i + 12),
    ).toEqual(shown);
    expect(timeLabelFilter({ start: 0, end: 0 }, { start: 0, end: 0 }, 388)(0)).toBe(false);
  });

  it('lays the canvas out in two panes', () => {
    const l = klineLayout(390, 300);
    expect(l.plotWidth).toBe(388);
    expect(l.mainTop + l.mainHeight).toBeLessThan(l.volumeTop);
    expect(l.volumeTop + l.volumeHeight).toBeLessThanOrEqual(300);
    expect(klineLayout(0, 0).mainHeight).toBe(0);
  });
});

describe('time-share option', () => {
  const points = buildTimeShare(
    {
      time: ['09:31', '09:32', '13:01'],
      price: [10.1, 9.9, 10.3],
      volumes: [1, 2, 3],
      amounts: [10, 20, 31],
    },
    10,
  );
  const layout = timeShareLayout(390, 300);
  const option = timeShareOption({ points, prevClose: 10, layout, palette, decimals: 2 });
  const series = option.series as Series[];

  it('draws 240 fixed slots with the lunch break skipped', () => {
    const xAxis = (option.xAxis as Record<string, unknown>[])[0]!;
    expect(xAxis).toMatchObject({ type: 'value', min: 0, max: 240, interval: 120 });
    const format = (xAxis.axisLabel as { formatter: (v: number) => string }).formatter;
    expect([0, 120, 240].map(format)).toEqual(['09:30', '11:30/13:00', '15:00']);
    const price = series.find((s) => s.id === 'price')!;
    expect(price.encode).toEqual({ x: TS_COLUMNS.x, y: TS_COLUMNS.price });
    expect(price.showSymbol).toBe(false);
    const rows = (option.dataset as { source: (number | null)[][] }[])[0]!.source;
    expect(rows.map((r) => [r[TS_COLUMNS.x], r[TS_COLUMNS.price]])).toEqual([
      [0.5, 10.1],
      [1.5, 9.9],
      [120.5, 10.3],
    ]);
  });

  it('has a previous-close line and a price axis symmetric about it', () => {
    const pc = series.find((s) => s.id === 'prevClose')!;
    expect(pc.data).toEqual([
      [0, 10],
      [240, 10],
    ]);
    const y = (option.yAxis as { min: number; max: number }[])[0]!;
    expect(y.min + y.max).toBeCloseTo(20);
    expect(y.max).toBeCloseTo(10.3);
  });

  it('colours volume by direction and patches only data and range on a poll', () => {
    const rows = (option.dataset as { source: (number | null)[][] }[])[0]!.source;
    expect(rows.map((r) => [r[TS_COLUMNS.volumeUp], r[TS_COLUMNS.volumeDown]])).toEqual([
      [1, null],
      [null, 2],
      [3, null],
    ]);
    expect(series.find((s) => s.id === 'volUp')!.large).toBe(true);
    const patch = timeSharePatch(points, 10);
    expect(Object.keys(patch).sort()).toEqual(['dataset', 'yAxis']);
    expect(patch.yAxis[0]!.max).toBeCloseTo(10.3);
  });

  it('maps pixels to slots and finds the nearest point', () => {
    expect(slotAtPixel(layout.plotLeft, layout)).toBe(0);
    expect(slotAtPixel(layout.plotLeft + layout.plotWidth + 50, layout)).toBe(239);
    expect(slotAtPixel(slotPixelX(130, layout), layout)).toBe(130);
    expect(nearestPoint(points, 0)!.slot).toBe(0);
    expect(nearestPoint(points, 50)!.slot).toBe(1);
    expect(nearestPoint(points, 100)!.slot).toBe(120);
    expect(nearestPoint(points, 239)!.slot).toBe(120);
    expect(nearestPoint([], 3)).toBeNull();
  });

  it('renders an empty day without a previous close', () => {
    const empty = timeShareOption({ points: [], prevClose: null, layout, palette, decimals: 2 });
    const emptySeries = empty.series as Series[];
    expect(emptySeries.find((s) => s.id === 'prevClose')!.data).toEqual([]);
    expect(emptySeries.find((s) => s.id === 'volUp')!.large).toBe(false);
  });
});

describe('palette', () => {
  it('reads custom properties and falls back to the axis colour', () => {
    const el = document.createElement('div');
    el.style.setProperty('--color-rise', '#f11614');
    el.style.setProperty('--color-text-secondary', '#8a8a8f');
    el.style.setProperty('--chart-ma1', '#e0a010');
    document.body.append(el);
    const p = readPalette(el);
    expect(p.rise).toBe('#f11614');
    expect(p.ma[0]).toBe('#e0a010');
    expect(p.ma[1]).toBe('#8a8a8f');
    expect(p.price).toBe('#8a8a8f');
    expect(samePalette(p, readPalette(el))).toBe(true);
    expect(samePalette(p, EMPTY_PALETTE)).toBe(false);
    expect(maColour(p, 4)).toBe(p.ma[0]);
    el.remove();
  });
});

describe('chart number texts', () => {
  it('formats prices, signed percentages and compact volumes by locale', () => {
    expect(formatChartPrice(12.345, 2, 'en')).toBe('12.35');
    expect(formatChartPrice(1234.5, 3, 'en')).toBe('1234.500');
    expect(formatChartPrice(null, 2, 'en')).toBe('--');
    expect(formatChartPercent(1.234, 'en')).toBe('+1.23%');
    expect(formatChartPercent(-0.001, 'en')).toBe('0.00%');
    expect(formatChartPercent(-2.5, 'en')).toBe('-2.50%');
    expect(formatChartVolume(12_345_678, 'zh-CN')).toBe('1234.57万');
    expect(formatChartVolume(12_345_678, 'en')).toBe('12.35M');
    expect(formatChartVolume(Number.NaN, 'en')).toBe('--');
    expect([signOf(2), signOf(-1), signOf(0), signOf(null)]).toEqual([1, -1, 0, 0]);
  });
});
