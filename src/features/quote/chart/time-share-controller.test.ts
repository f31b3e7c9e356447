import type { EChartsType } from 'echarts/core';
import { describe, expect, it, vi } from 'vitest';

import { TimeShareController } from './time-share-controller';
import { buildTimeShare } from './transforms-time-share';

const fake = () => {
  const calls: { option: Record<string, unknown>; opts?: unknown }[] = [];
  const chart = {
    setOption: vi.fn((option: Record<string, unknown>, opts?: unknown) =>
      calls.push({ option, opts }),
    ),
    resize: vi.fn(),
    convertFromPixel: vi.fn(() => 10.05),
  };
  return { chart: chart as unknown as EChartsType, calls };
};

const line = (n: number) => {
  const time = Array.from({ length: n }, (_, i) => `09:${String(31 + i).padStart(2, '0')}`);
  return { time, price: time.map((_, i) => 10 + i / 100), volumes: time.map(() => 100) };
};

describe('TimeShareController', () => {
  it('paints everything first, then patches dataset and range on each poll', () => {
    const c = new TimeShareController();
    c.setData(buildTimeShare(line(3), 10), 10);
    const { chart, calls } = fake();
    c.attach(chart, 390, 300);
    expect(calls[0]!.opts).toEqual({ notMerge: true, lazyUpdate: true });
    c.setData(buildTimeShare(line(4), 10), 10);
    expect(Object.keys(calls[1]!.option).sort()).toEqual(['dataset', 'yAxis']);
    // A new previous close repaints everything (label colours and the % axis depend on it).
    c.setData(buildTimeShare(line(4), 9.9), 9.9);
    expect(calls[2]!.opts).toEqual({ notMerge: true, lazyUpdate: true });
    // The same arrays again: nothing to draw.
    c.setData(c.getPoints(), 9.9);
    expect(calls).toHaveLength(3);
  });

  it('finds the point under a finger and maps it back to x', () => {
    const c = new TimeShareController();
    c.setData(buildTimeShare(line(10), 10), 10);
    const { chart } = fake();
    c.attach(chart, 390, 300);
    const p = c.pointAt(c.xOf(5))!;
    expect(p.slot).toBe(5);
    expect(c.pointAt(380)!.slot).toBe(9);
    expect(c.priceAt(40)).toBe(10.05);
    expect(c.priceAt(290)).toBeNull();
  });
});
