import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { mergeBars } from './transforms-bars';
import { days } from './transforms-test-support';
import {
  barCenterX,
  barIndexAtX,
  clampView,
  DEFAULT_LIMITS,
  initialView,
  isNearOldest,
  lowerBound,
  needsReslice,
  panView,
  reanchorView,
  sliceWindow,
  zoomView,
} from './transforms-view';

describe('view and window', () => {
  it('initial view shows the newest bars; fewer when fewer exist', () => {
    expect(initialView(1000, 60)).toEqual({ start: 940, end: 1000 });
    expect(initialView(10, 60)).toEqual({ start: 0, end: 10 });
    expect(initialView(0, 60)).toEqual({ start: 0, end: 0 });
    expect(initialView(1, 60)).toEqual({ start: 0, end: 1 });
  });

  it('clamps the count to 20–240 and the range to the data', () => {
    expect(clampView({ start: 0, end: 5 }, 1000)).toEqual({ start: 0, end: 20 });
    expect(clampView({ start: 0, end: 900 }, 1000)).toEqual({ start: 660, end: 900 });
    expect(clampView({ start: 990, end: 1100 }, 1000)).toEqual({ start: 890, end: 1000 });
    expect(clampView({ start: -30, end: 30 }, 1000)).toEqual({ start: 0, end: 60 });
  });

  it('pans and stops at both data edges', () => {
    const v = { start: 100, end: 160 };
    expect(panView(v, -30, 1000)).toEqual({ start: 70, end: 130 });
    expect(panView(v, -500, 1000)).toEqual({ start: 0, end: 60 });
    expect(panView(v, 5000, 1000)).toEqual({ start: 940, end: 1000 });
    expect(panView({ start: 0, end: 5 }, 3, 5)).toEqual({ start: 0, end: 5 });
  });

  it('zooms around the anchor, pinned to the newest bar when at the right edge', () => {
    expect(zoomView({ start: 100, end: 200 }, 50, 0.5, 1000)).toEqual({ start: 125, end: 175 });
    expect(zoomView({ start: 100, end: 200 }, 50, 0, 1000)).toEqual({ start: 100, end: 150 });
    expect(zoomView({ start: 940, end: 1000 }, 120, 0.2, 1000)).toEqual({ start: 880, end: 1000 });
    expect(zoomView({ start: 100, end: 200 }, 5, 0.5, 1000)).toEqual({ start: 140, end: 160 });
    expect(zoomView({ start: 100, end: 200 }, 999, 0.5, 1000)).toEqual({ start: 30, end: 270 });
  });

  it('slices three views (≤ 300 bars) around the view and re-slices near inner edges only', () => {
    const total = 2000;
    const view = { start: 1000, end: 1060 };
    const win = sliceWindow(view, total);
    expect(win.end - win.start).toBe(180);
    expect(sliceWindow({ start: 1000, end: 1200 }, total)).toEqual({
      start: 1000 - 50,
      end: 1200 + 50,
    });
    expect(sliceWindow({ start: 1000, end: 1240 }, total).end).toBe(1240 + 30);
    expect(win.start).toBeLessThanOrEqual(view.start);
    expect(win.end).toBeGreaterThanOrEqual(view.end);
    expect(needsReslice(view, win, total)).toBe(false);
    expect(needsReslice({ start: win.start + 5, end: win.start + 65 }, win, total)).toBe(true);
    expect(needsReslice({ start: win.end - 20, end: win.end + 40 }, win, total)).toBe(true);
    // At the data edges there is nothing to re-slice for.
    const newest = sliceWindow({ start: 1940, end: 2000 }, total);
    expect(newest).toEqual({ start: 1820, end: 2000 });
    expect(needsReslice({ start: 1940, end: 2000 }, newest, total)).toBe(false);
    const oldest = sliceWindow({ start: 0, end: 60 }, total);
    expect(oldest).toEqual({ start: 0, end: 180 });
    expect(needsReslice({ start: 0, end: 60 }, oldest, total)).toBe(false);
    // Fewer bars than a window: everything.
    expect(sliceWindow({ start: 0, end: 50 }, 50)).toEqual({ start: 0, end: 50 });
    // Window beyond the data (data shrank).
    expect(needsReslice({ start: 0, end: 20 }, { start: 0, end: 300 }, 100)).toBe(true);
  });

  it('property: any pan/zoom sequence keeps a valid view inside its window', () => {
    const step = fc.oneof(
      fc.record({ pan: fc.integer({ min: -400, max: 400 }) }),
      fc.record({ zoom: fc.integer({ min: 1, max: 400 }), anchor: fc.double({ min: 0, max: 1 }) }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.array(step, { maxLength: 30 }),
        (total, steps) => {
          let view = initialView(total, 60);
          let win = sliceWindow(view, total);
          for (const s of steps) {
            view =
              'pan' in s ? panView(view, s.pan, total) : zoomView(view, s.zoom, s.anchor, total);
            if (needsReslice(view, win, total)) win = sliceWindow(view, total);
            const count = view.end - view.start;
            expect(view.start).toBeGreaterThanOrEqual(0);
            expect(view.end).toBeLessThanOrEqual(total);
            expect(count).toBeLessThanOrEqual(Math.min(240, total));
            expect(count).toBeGreaterThanOrEqual(Math.min(20, total));
            expect(win.end - win.start).toBeLessThanOrEqual(300);
            expect(win.start).toBeLessThanOrEqual(view.start);
            expect(win.end).toBeGreaterThanOrEqual(view.end);
          }
        },
      ),
    );
  });

  it('asks for older history near the first loaded bar', () => {
    expect(isNearOldest({ start: 30, end: 90 })).toBe(true);
    expect(isNearOldest({ start: 31, end: 91 })).toBe(false);
  });
});

describe('reanchorView', () => {
  it('follows new bars when the view is at the newest bar', () => {
    const prev = days(100);
    const next = [...prev, ...days(1, 100)];
    expect(reanchorView(prev, { start: 40, end: 100 }, next)).toEqual({
      view: { start: 41, end: 101 },
      shift: 0,
    });
  });

  it('a live update of the last bar keeps the view', () => {
    const prev = days(100);
    const next = [...prev.slice(0, 99), { ...prev[99]!, c: 1000 }];
    expect(reanchorView(prev, { start: 40, end: 100 }, next).view).toEqual({ start: 40, end: 100 });
  });

  it('keeps the same bars in view when older bars are prepended', () => {
    const prev = days(100, 50);
    const next = mergeBars(prev, days(50));
    const { view, shift } = reanchorView(prev, { start: 10, end: 70 }, next);
    expect(shift).toBe(50);
    expect(view).toEqual({ start: 60, end: 120 });
    expect(next[view.end - 1]).toBe(prev[69]);
  });

  it('starts at the newest bars from nothing', () => {
    expect(reanchorView([], { start: 0, end: 0 }, days(500), DEFAULT_LIMITS, 80).view).toEqual({
      start: 420,
      end: 500,
    });
    expect(reanchorView(days(5), { start: 0, end: 5 }, []).view).toEqual({ start: 0, end: 0 });
  });

  it('finds the nearest bar when the anchor disappeared', () => {
    const prev = days(100);
    const next = prev.filter((_, i) => i !== 69);
    const { view } = reanchorView(prev, { start: 10, end: 70 }, next);
    expect(view.end - view.start).toBe(60);
    expect(next[view.end - 1]!.t).toBeLessThan(prev[69]!.t);
  });
});

describe('pixel maths', () => {
  const view = { start: 100, end: 110 };
  it('maps x to the bar under it and back to its centre', () => {
    expect(barIndexAtX(0, 0, 100, view)).toBe(100);
    expect(barIndexAtX(99.9, 0, 100, view)).toBe(109);
    expect(barIndexAtX(-50, 0, 100, view)).toBe(100);
    expect(barIndexAtX(500, 0, 100, view)).toBe(109);
    expect(barIndexAtX(55, 0, 100, view)).toBe(105);
    expect(barCenterX(105, 0, 100, view)).toBeCloseTo(55);
    expect(barIndexAtX(10, 0, 100, { start: 0, end: 0 })).toBeNull();
    expect(barIndexAtX(10, 0, 0, view)).toBeNull();
  });

  it('binary-searches times', () => {
    const bars = days(10);
    expect(lowerBound(bars, bars[3]!.t)).toBe(3);
    expect(lowerBound(bars, bars[3]!.t + 1)).toBe(4);
    expect(lowerBound(bars, 0)).toBe(0);
    expect(lowerBound(bars, Number.MAX_SAFE_INTEGER)).toBe(10);
    expect(lowerBound([], 5)).toBe(0);
  });
});
