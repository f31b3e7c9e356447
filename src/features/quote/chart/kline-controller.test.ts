import type { EChartsType } from 'echarts/core';
import { describe, expect, it, vi } from 'vitest';

import { EMPTY_PALETTE } from './chart-palette';
import { KlineController } from './kline-controller';
import { klineColumns, type KlineOption } from './kline-option';
import { mergeBars, type Bar } from './transforms-bars';
import { applyTick } from './transforms-ticks';

const DAY = 86_400_000;
const T0 = Date.parse('2024-01-01T00:00:00+08:00');
const days = (n: number, from = 0): Bar[] =>
  Array.from({ length: n }, (_, i) => {
    const c = 10 + Math.sin(from + i);
    return { t: T0 + (from + i) * DAY, o: c - 0.1, h: c + 0.2, l: c - 0.3, c, v: 1000 + i };
  });

interface Call {
  option: Record<string, unknown>;
  opts?: unknown;
}

const fakeChart = () => {
  const setOption: Call[] = [];
  const actions: Record<string, unknown>[] = [];
  const chart = {
    setOption: vi.fn((option: Record<string, unknown>, opts?: unknown) =>
      setOption.push({ option, opts }),
    ),
    dispatchAction: vi.fn((payload: Record<string, unknown>) => actions.push(payload)),
    resize: vi.fn(),
    convertFromPixel: vi.fn(() => 12.5),
  };
  return { chart: chart as unknown as EChartsType, setOption, actions };
};

const setup = (total = 1000, visible = 60) => {
  const onViewChange = vi.fn();
  const onNeedOlder = vi.fn();
  const controller = new KlineController({
    period: 'day',
    palette: EMPTY_PALETTE,
    initialVisible: visible,
    onViewChange,
    onNeedOlder,
  });
  const bars = days(total);
  controller.setBars(bars);
  const fake = fakeChart();
  controller.attach(fake.chart, 390, 300);
  return { controller, bars, onViewChange, onNeedOlder, ...fake };
};

const rowsOf = (option: Record<string, unknown>) =>
  ((option.dataset as { source: unknown[][] }[])[0]?.source ?? []) as (number | null)[][];

describe('KlineController', () => {
  it('first paint: the whole option, a window of three views, the newest bars in view', () => {
    const { setOption, controller, onViewChange } = setup();
    expect(setOption).toHaveLength(1);
    const { option, opts } = setOption[0]!;
    expect(opts).toEqual({ notMerge: true, lazyUpdate: true });
    const full = option as KlineOption;
    expect(full.animation).toBe(false);
    expect(rowsOf(option)).toHaveLength(180);
    expect(controller.getView()).toEqual({ start: 940, end: 1000 });
    expect(controller.getWindow()).toEqual({ start: 820, end: 1000 });
    expect(full.dataZoom).toEqual([expect.objectContaining({ startValue: 120, endValue: 179 })]);
    expect(onViewChange).toHaveBeenCalledWith({ start: 940, end: 1000 }, 1000);
  });

  it('a live tick re-sends the dataset only', () => {
    const { controller, bars, setOption, actions } = setup();
    const next = applyTick(bars, { t: bars[999]!.t + 3_600_000, price: 99 }, 'day');
    controller.setBars(next);
    expect(setOption).toHaveLength(2);
    const patch = setOption[1]!.option;
    expect(Object.keys(patch)).toEqual(['dataset']);
    expect(setOption[1]!.opts).toBeUndefined();
    const col = klineColumns(4);
    const lastRow = rowsOf(patch)[179]!;
    expect(lastRow[col.close]).toBe(99);
    expect(lastRow[col.high]).toBe(99);
    expect(actions).toHaveLength(0);
  });

  it('a tick on a bar outside the window draws nothing', () => {
    const { controller, bars, setOption } = setup();
    controller.panBy(-600);
    const before = setOption.length;
    controller.setBars(applyTick(bars, { t: bars[999]!.t + 1000, price: 50 }, 'day'));
    expect(setOption).toHaveLength(before);
  });

  it('pans inside the window with a dataZoom action, re-slices near its edge', () => {
    const { controller, setOption, actions } = setup();
    controller.panBy(-20.6);
    expect(controller.getView()).toEqual({ start: 920, end: 980 });
    expect(actions.at(-1)).toEqual({
      type: 'dataZoom',
      dataZoomIndex: 0,
      startValue: 100,
      endValue: 159,
    });
    expect(setOption).toHaveLength(1);
    // The 0.6 bar carried over adds up with the next move.
    controller.panBy(-0.5);
    expect(controller.getView()).toEqual({ start: 919, end: 979 });
    controller.panBy(-250);
    expect(controller.getView()).toEqual({ start: 669, end: 729 });
    const patch = setOption.at(-1)!.option;
    expect(Object.keys(patch).sort()).toEqual(['dataZoom', 'dataset', 'xAxis']);
    const win = controller.getWindow();
    expect(win.end - win.start).toBe(180);
    expect(win.start).toBeLessThanOrEqual(669);
  });

  it('follows a new bar when the view is at the newest bar', () => {
    const { controller, bars, setOption } = setup();
    const next = applyTick(bars, { t: bars[999]!.t + DAY, price: 11 }, 'day');
    controller.setBars(next);
    expect(controller.getView()).toEqual({ start: 941, end: 1001 });
    const patch = setOption.at(-1)!.option;
    expect(Object.keys(patch).sort()).toEqual(['dataZoom', 'dataset', 'xAxis']);
  });

  it('keeps the picture when older bars are prepended, and asks for them once', () => {
    const { controller, onNeedOlder } = setup(200);
    controller.panBy(-150);
    expect(controller.getView()).toEqual({ start: 0, end: 60 });
    expect(onNeedOlder).toHaveBeenCalledTimes(1);
    controller.panBy(5);
    controller.panBy(-5);
    expect(onNeedOlder).toHaveBeenCalledTimes(1);
    const current = controller.getBars();
    const older = days(100, -100);
    controller.setBars(mergeBars(current, older));
    expect(controller.getView()).toEqual({ start: 100, end: 160 });
    controller.panBy(-80);
    expect(onNeedOlder).toHaveBeenCalledTimes(2);
  });

  it('zoom is clamped to 20–240 bars', () => {
    const { controller } = setup();
    controller.zoomTo(5, 0.5);
    expect(controller.getView().end - controller.getView().start).toBe(20);
    controller.zoomTo(1000, 0.5);
    expect(controller.getView().end - controller.getView().start).toBe(240);
  });

  it('a period change resets the view; palette and layout changes repaint everything', () => {
    const { controller, setOption, chart } = setup();
    controller.zoomTo(200, 1);
    controller.setPeriod('week');
    expect(controller.getView()).toEqual({ start: 940, end: 1000 });
    expect(setOption.at(-1)!.opts).toEqual({ notMerge: true, lazyUpdate: true });
    controller.setPalette({ ...EMPTY_PALETTE, rise: 'red' });
    expect(setOption.at(-1)!.opts).toEqual({ notMerge: true, lazyUpdate: true });
    controller.resize(300, 200);
    expect(chart.resize).toHaveBeenCalledWith({ width: 300, height: 200 });
    expect(controller.getLayout().width).toBe(300);
  });

  it('maps pixels to bars and prices', () => {
    const { controller } = setup();
    const { plotLeft, plotWidth } = controller.getLayout();
    expect(controller.barAt(plotLeft + 1)).toBe(940);
    expect(controller.barAt(plotLeft + plotWidth - 1)).toBe(999);
    expect(controller.xOf(940)).toBeCloseTo(plotLeft + plotWidth / 120);
    expect(controller.priceAt(50)).toBe(12.5);
    expect(controller.priceAt(-5)).toBeNull();
  });

  it('works without a chart (state only) and with empty data', () => {
    const controller = new KlineController({ period: 'day' });
    controller.setBars([]);
    expect(controller.getView()).toEqual({ start: 0, end: 0 });
    controller.panBy(-10);
    controller.zoomTo(50, 0.5);
    const { chart, setOption } = fakeChart();
    controller.attach(chart, 390, 300);
    expect(rowsOf(setOption[0]!.option)).toEqual([]);
    controller.setBars(days(1));
    expect(controller.getView()).toEqual({ start: 0, end: 1 });
  });

  it('repaints the whole option when the window turns empty or non-empty', () => {
    const controller = new KlineController({ period: 'day' });
    const { chart, setOption } = fakeChart();
    controller.attach(chart, 390, 300);
    const volUp = (option: Record<string, unknown>) =>
      (option.series as { id: string; large?: boolean }[]).find((s) => s.id === 'volUp');
    // An empty dataset must not use large bars (ECharts' large path has no points then).
    expect(volUp(setOption[0]!.option)?.large).toBe(false);
    controller.setBars(days(100));
    expect(setOption).toHaveLength(2);
    expect(setOption[1]!.opts).toEqual({ notMerge: true, lazyUpdate: true });
    expect(volUp(setOption[1]!.option)?.large).toBe(true);
    controller.setBars([]);
    expect(setOption[2]!.opts).toEqual({ notMerge: true, lazyUpdate: true });
  });

  it('detached, it stops drawing', () => {
    const { controller, bars, setOption } = setup();
    controller.detach();
    controller.setBars(applyTick(bars, { t: bars[999]!.t + 1, price: 3 }, 'day'));
    expect(setOption).toHaveLength(1);
  });
});
