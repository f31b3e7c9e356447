import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  aShareBarEnd,
  applyTick,
  barCenterX,
  barChangePct,
  barIndexAtX,
  barsFromEcharts,
  beijingDayStart,
  buildTimeShare,
  clampView,
  DEFAULT_LIMITS,
  formatBarTime,
  inferPrevClose,
  initialView,
  isNearOldest,
  lowerBound,
  mergeBars,
  movingAverage,
  needsReslice,
  normalizeBars,
  panView,
  reanchorView,
  sliceWindow,
  slotLabel,
  timeShareRange,
  timeShareSlot,
  zoomView,
  type Bar,
} from './transforms';

/** Beijing wall-clock time → epoch ms. */
const bj = (iso: string): number => Date.parse(`${iso}+08:00`);
const DAY = 86_400_000;

const bar = (t: number, c: number, extra: Partial<Bar> = {}): Bar => ({
  t,
  o: c,
  h: c,
  l: c,
  c,
  v: 100,
  ...extra,
});

/** n daily bars from 2026-01-01 with closes 1, 2, 3 … */
const days = (n: number, from = 0): Bar[] =>
  Array.from({ length: n }, (_, i) =>
    bar(bj('2026-01-01T00:00:00') + (from + i) * DAY, from + i + 1),
  );

describe('barsFromEcharts', () => {
  it('maps [open, close, low, high, volume, t] rows to bars', () => {
    expect(barsFromEcharts({ values: [[10, 11, 9.5, 11.2, 5000, 1000]] })).toEqual([
      { t: 1000, o: 10, c: 11, l: 9.5, h: 11.2, v: 5000 },
    ]);
  });

  it('returns [] for empty, null and undefined input', () => {
    expect(barsFromEcharts({ values: [] })).toEqual([]);
    expect(barsFromEcharts(null)).toEqual([]);
    expect(barsFromEcharts(undefined)).toEqual([]);
  });

  it('skips short, non-finite and non-positive rows', () => {
    const bars = barsFromEcharts({
      values: [
        [10, 11, 9, 12, 1],
        [10, Number.NaN, 9, 12, 1, 1],
        [0, 11, 9, 12, 1, 2],
        [10, 11, 9, 12, 1, Number.POSITIVE_INFINITY],
        [10, 11, 9, 12, 1, 3],
      ],
    });
    expect(bars.map((b) => b.t)).toEqual([3]);
  });

  it('sorts unsorted rows and keeps the later duplicate', () => {
    const bars = barsFromEcharts({
      values: [
        [1, 1, 1, 1, 1, 300],
        [1, 2, 1, 2, 1, 100],
        [1, 3, 1, 3, 1, 200],
        [1, 4, 1, 4, 1, 100],
      ],
    });
    expect(bars.map((b) => [b.t, b.c])).toEqual([
      [100, 4],
      [200, 3],
      [300, 1],
    ]);
  });

  it('widens high/low to cover open and close; negative volume becomes 0', () => {
    const [b] = barsFromEcharts({ values: [[10, 12, 11, 11.5, -5, 1]] });
    expect(b).toEqual({ t: 1, o: 10, c: 12, l: 10, h: 12, v: 0 });
  });
});

describe('normalizeBars', () => {
  it('returns the same array when already sorted and unique', () => {
    const bars = days(3);
    expect(normalizeBars(bars)).toBe(bars);
  });

  it('handles a single bar and no bars', () => {
    expect(normalizeBars([])).toEqual([]);
    const one = [bar(5, 1)];
    expect(normalizeBars(one)).toBe(one);
  });
});

describe('mergeBars', () => {
  it('prepends an older page', () => {
    const merged = mergeBars(days(3, 5), days(5));
    expect(merged.map((b) => b.c)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('appends a newer page', () => {
    const merged = mergeBars(days(3), days(2, 3));
    expect(merged.map((b) => b.c)).toEqual([1, 2, 3, 4, 5]);
  });

  it('overlapping pages keep one bar per time, the incoming one', () => {
    const current = days(5);
    const incoming = days(4, 3).map((b) => ({ ...b, v: 999 }));
    const merged = mergeBars(current, incoming);
    expect(merged.map((b) => b.c)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(merged.slice(3).every((b) => b.v === 999)).toBe(true);
    expect(merged.slice(0, 3).every((b) => b.v === 100)).toBe(true);
  });

  it('fills gaps in between', () => {
    const all = days(6);
    const merged = mergeBars([all[0]!, all[2]!, all[5]!], [all[1]!, all[3]!]);
    expect(merged.map((b) => b.c)).toEqual([1, 2, 3, 4, 6]);
  });

  it('with an empty side returns the other', () => {
    const bars = days(2);
    expect(mergeBars(bars, [])).toBe(bars);
    expect(mergeBars([], bars)).toBe(bars);
    expect(mergeBars([], [])).toEqual([]);
  });

  it('normalises unsorted inputs', () => {
    const [a, b, c] = days(3) as [Bar, Bar, Bar];
    expect(mergeBars([c, a], [b, a]).map((x) => x.c)).toEqual([1, 2, 3]);
  });

  it('property: result is sorted, unique and the union of times', () => {
    const times = fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 60 });
    fc.assert(
      fc.property(times, times, (ta, tb) => {
        const merged = mergeBars(
          ta.map((t) => bar(t, 1)),
          tb.map((t) => bar(t, 2)),
        );
        const union = [...new Set([...ta, ...tb])].sort((x, y) => x - y);
        expect(merged.map((m) => m.t)).toEqual(union);
        for (const m of merged) expect(m.c).toBe(tb.includes(m.t) ? 2 : 1);
      }),
    );
  });
});

describe('movingAverage', () => {
  it('is null until n bars exist, then the mean of the last n closes', () => {
    expect(movingAverage(days(6), 5)).toEqual([null, null, null, null, 3, 4]);
  });

  it('reads look-back bars before `from` (window slices start right)', () => {
    expect(movingAverage(days(10), 5, 7, 10)).toEqual([6, 7, 8]);
  });

  it('tail recomputation equals the full computation exactly', () => {
    const bars = Array.from({ length: 400 }, (_, i) => bar(i, 10 + Math.sin(i) * 3.3333));
    for (const n of [5, 10, 20, 30]) {
      const full = movingAverage(bars, n);
      expect(movingAverage(bars, n, 399, 400)).toEqual([full[399]]);
      expect(movingAverage(bars, n, 100, 400)).toEqual(full.slice(100));
    }
  });

  it('handles empty data, one bar, n larger than the data and bad ranges', () => {
    expect(movingAverage([], 5)).toEqual([]);
    expect(movingAverage(days(1), 1)).toEqual([1]);
    expect(movingAverage(days(1), 5)).toEqual([null]);
    expect(movingAverage(days(3), 0)).toEqual([null, null, null]);
    expect(movingAverage(days(3), 2, -5, 99)).toEqual([null, 1.5, 2.5]);
  });
});

describe('applyTick', () => {
  const dayBars = [
    bar(bj('2026-03-02T00:00:00'), 10, { o: 9.8, h: 10.2, l: 9.7, v: 1000 }),
    bar(bj('2026-03-03T00:00:00'), 10.5, { o: 10, h: 10.6, l: 9.9, v: 2000 }),
  ];

  it('updates the last day bar: close, widened high/low, replaced volume', () => {
    const next = applyTick(
      dayBars,
      { t: bj('2026-03-03T14:00:00'), price: 10.9, volume: 2500 },
      'day',
    );
    expect(next).toHaveLength(2);
    expect(next[0]).toBe(dayBars[0]);
    expect(next[1]).toEqual({ t: dayBars[1]!.t, o: 10, h: 10.9, l: 9.9, c: 10.9, v: 2500 });
    const lower = applyTick(next, { t: bj('2026-03-03T14:01:00'), price: 9.5 }, 'day');
    expect(lower[1]).toMatchObject({ h: 10.9, l: 9.5, c: 9.5, v: 2500 });
  });

  it('adds a volume delta when no whole volume is given', () => {
    const next = applyTick(
      dayBars,
      { t: bj('2026-03-03T14:00:00'), price: 10.5, volumeDelta: 30 },
      'day',
    );
    expect(next[1]!.v).toBe(2030);
  });

  it('appends a new bar on a new day, stamped at Beijing midnight', () => {
    const next = applyTick(dayBars, { t: bj('2026-03-04T09:31:00'), price: 11, volume: 7 }, 'day');
    expect(next).toHaveLength(3);
    expect(next[2]).toEqual({ t: bj('2026-03-04T00:00:00'), o: 11, h: 11, l: 11, c: 11, v: 7 });
  });

  it('week and month bars take ticks from later days of the same week/month', () => {
    // 2026-03-02 is a Monday.
    const week = applyTick(
      dayBars.slice(0, 1),
      { t: bj('2026-03-06T10:00:00'), price: 12 },
      'week',
    );
    expect(week).toHaveLength(1);
    expect(week[0]).toMatchObject({ c: 12, h: 12 });
    const nextWeek = applyTick(
      dayBars.slice(0, 1),
      { t: bj('2026-03-09T10:00:00'), price: 12 },
      'week',
    );
    expect(nextWeek).toHaveLength(2);
    const month = applyTick(dayBars, { t: bj('2026-03-31T10:00:00'), price: 12 }, 'month');
    expect(month).toHaveLength(2);
    const nextMonth = applyTick(dayBars, { t: bj('2026-04-01T10:00:00'), price: 12 }, 'month');
    expect(nextMonth).toHaveLength(3);
  });

  it('minute bars are stamped by their end; lunch belongs to the morning', () => {
    expect(aShareBarEnd(bj('2026-03-03T09:31:20'), 5)).toBe(bj('2026-03-03T09:35:00'));
    expect(aShareBarEnd(bj('2026-03-03T09:35:00'), 5)).toBe(bj('2026-03-03T09:35:00'));
    expect(aShareBarEnd(bj('2026-03-03T09:20:00'), 5)).toBe(bj('2026-03-03T09:35:00'));
    expect(aShareBarEnd(bj('2026-03-03T12:10:00'), 30)).toBe(bj('2026-03-03T11:30:00'));
    expect(aShareBarEnd(bj('2026-03-03T13:00:30'), 60)).toBe(bj('2026-03-03T14:00:00'));
    expect(aShareBarEnd(bj('2026-03-03T10:31:00'), 60)).toBe(bj('2026-03-03T11:30:00'));
    expect(aShareBarEnd(bj('2026-03-03T15:10:00'), 15)).toBe(bj('2026-03-03T15:00:00'));
    const bars = [bar(bj('2026-03-03T09:35:00'), 10, { v: 50 })];
    const same = applyTick(bars, { t: bj('2026-03-03T09:34:10'), price: 10.2 }, '5m');
    expect(same).toHaveLength(1);
    const next = applyTick(bars, { t: bj('2026-03-03T09:35:10'), price: 10.2 }, '5m');
    expect(next.map((b) => b.t)).toEqual([bj('2026-03-03T09:35:00'), bj('2026-03-03T09:40:00')]);
  });

  it('uses barTime when the caller knows the session', () => {
    const bars = [bar(1000, 10)];
    expect(applyTick(bars, { t: 5000, price: 11, barTime: 1000 }, '5m')).toHaveLength(1);
    expect(applyTick(bars, { t: 5000, price: 11, barTime: 2000 }, '5m')[1]!.t).toBe(2000);
  });

  it('ignores stale ticks and invalid prices (same array back)', () => {
    expect(applyTick(dayBars, { t: bj('2026-03-01T10:00:00'), price: 11 }, 'day')).toBe(dayBars);
    expect(applyTick(dayBars, { t: bj('2026-03-03T10:00:00'), price: 0 }, 'day')).toBe(dayBars);
    expect(applyTick(dayBars, { t: bj('2026-03-03T10:00:00'), price: Number.NaN }, 'day')).toBe(
      dayBars,
    );
  });

  it('starts a series from nothing', () => {
    const next = applyTick([], { t: bj('2026-03-03T10:00:00'), price: 5, volume: 1 }, 'day');
    expect(next).toEqual([{ t: bj('2026-03-03T00:00:00'), o: 5, h: 5, l: 5, c: 5, v: 1 }]);
  });
});

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

describe('bar texts', () => {
  it('formats Beijing times by period', () => {
    const t = bj('2026-03-03T09:35:00');
    expect(formatBarTime(t, 'day')).toBe('2026-03-03');
    expect(formatBarTime(t, 'week')).toBe('2026-03-03');
    expect(formatBarTime(t, 'month')).toBe('2026-03');
    expect(formatBarTime(t, '5m')).toBe('03-03 09:35');
    expect(beijingDayStart(t)).toBe(bj('2026-03-03T00:00:00'));
    // 23:30 UTC is already the next day in Beijing.
    expect(formatBarTime(Date.parse('2026-03-03T23:30:00Z'), 'day')).toBe('2026-03-04');
  });

  it('change against the previous close, the first bar against its open', () => {
    const bars = [bar(1, 10, { o: 8 }), bar(2, 11)];
    expect(barChangePct(bars, 0)).toBeCloseTo(25);
    expect(barChangePct(bars, 1)).toBeCloseTo(10);
    expect(barChangePct(bars, 5)).toBeNull();
  });
});

describe('time-share slots', () => {
  it.each([
    ['09:25', 0],
    ['09:30', 0],
    ['09:31', 0],
    ['0931', 0],
    ['931', 0],
    ['9:32', 1],
    ['09:32:00', 1],
    ['2026-03-03 10:00', 29],
    ['11:30', 119],
    ['1130', 119],
    ['12:10', 119],
    ['13:00', 120],
    ['1300', 120],
    ['13:01', 120],
    ['1330', 149],
    ['14:59', 238],
    ['15:00', 239],
    ['15:05', 239],
  ])('%s → slot %i', (text, slot) => {
    expect(timeShareSlot(text)).toBe(slot);
  });

  it.each(['', 'abc', '25:00', '10:75', '10:'])('%s is not a time', (text) => {
    expect(timeShareSlot(text)).toBeNull();
  });

  it('labels slots by their end and round-trips', () => {
    expect(slotLabel(0)).toBe('09:31');
    expect(slotLabel(119)).toBe('11:30');
    expect(slotLabel(120)).toBe('13:01');
    expect(slotLabel(239)).toBe('15:00');
    for (let s = 0; s < 240; s++) expect(timeShareSlot(slotLabel(s))).toBe(s);
  });
});

describe('buildTimeShare', () => {
  const line = {
    time: ['09:31', '09:32', '09:33'],
    price: [10.1, 10.0, 10.2],
    averagePrice: [] as number[],
    volumes: [100, 200, 100],
    amounts: [1010, 2000, 1020],
    rates: [1, 0, 2],
  };

  it('computes the average from cumulative amount and volume when none is given', () => {
    const points = buildTimeShare(line, 10);
    expect(points.map((p) => p.slot)).toEqual([0, 1, 2]);
    expect(points[0]!.avg).toBeCloseTo(10.1);
    expect(points[1]!.avg).toBeCloseTo(3010 / 300);
    expect(points[2]!.avg).toBeCloseTo(4030 / 400);
  });

  it('detects volume in lots (×100)', () => {
    const lots = { ...line, volumes: [1, 2, 1] };
    expect(buildTimeShare(lots, 10)[2]!.avg).toBeCloseTo(4030 / 400);
  });

  it('uses the given average prices when present', () => {
    const given = { ...line, averagePrice: [10.05, 10.04, 10.08] };
    expect(buildTimeShare(given, 10).map((p) => p.avg)).toEqual([10.05, 10.04, 10.08]);
  });

  it('average is null without amounts; rate computed from the previous close', () => {
    const bare = { time: ['09:31'], price: [10.5] };
    const [p] = buildTimeShare(bare, 10);
    expect(p!.avg).toBeNull();
    expect(p!.rate).toBeCloseTo(5);
    expect(p!.volume).toBe(0);
    expect(buildTimeShare(bare)[0]!.rate).toBeNull();
  });

  it('colours volume by the move against the previous point (the first: previous close)', () => {
    expect(buildTimeShare(line, 10).map((p) => p.dir)).toEqual([1, -1, 1]);
    expect(buildTimeShare(line, 10.5)[0]!.dir).toBe(-1);
    const flat = { time: ['09:31', '09:32'], price: [10, 10] };
    expect(buildTimeShare(flat, 10).map((p) => p.dir)).toEqual([1, 1]);
  });

  it('keeps the later copy of a re-sent minute; adds up 09:30 into 09:31', () => {
    const dup = {
      time: ['09:30', '09:31', '09:32', '09:32'],
      price: [10, 10.1, 10.2, 10.3],
      volumes: [50, 100, 200, 300],
      amounts: [500, 1010, 2040, 3090],
    };
    const points = buildTimeShare(dup, 10);
    expect(points).toHaveLength(2);
    expect(points[0]).toMatchObject({ slot: 0, price: 10.1, volume: 150, amount: 1510 });
    expect(points[1]).toMatchObject({ slot: 1, price: 10.3, volume: 300 });
  });

  it('sorts unsorted input, skips gaps and bad rows, spans lunch', () => {
    const messy = {
      time: ['13:01', '09:31', 'x', '11:30', '10:00'],
      price: [10.4, 10, 10, 10.3, Number.NaN],
    };
    expect(buildTimeShare(messy, 10).map((p) => [p.slot, p.price])).toEqual([
      [0, 10],
      [119, 10.3],
      [120, 10.4],
    ]);
  });

  it('handles empty and missing lines', () => {
    expect(buildTimeShare(null)).toEqual([]);
    expect(buildTimeShare({ time: [], price: [] })).toEqual([]);
  });

  it('infers the previous close from the change rates', () => {
    expect(inferPrevClose(line)).toBeCloseTo(10);
    expect(inferPrevClose({ time: ['09:31'], price: [10] })).toBeNull();
    expect(buildTimeShare({ ...line, rates: [] }).map((p) => p.rate)).toEqual([null, null, null]);
  });

  it('a full day fills all 240 slots in order', () => {
    const time = Array.from({ length: 240 }, (_, s) => slotLabel(s));
    const points = buildTimeShare({ time, price: time.map(() => 10) }, 10);
    expect(points.map((p) => p.slot)).toEqual(time.map((_, s) => s));
  });
});

describe('timeShareRange', () => {
  const pts = buildTimeShare({ time: ['09:31', '09:32'], price: [10.3, 9.9] }, 10);
  it('is symmetric about the previous close, at least ±1 %', () => {
    const r = timeShareRange(pts, 10)!;
    expect(r.min).toBeCloseTo(9.7);
    expect(r.max).toBeCloseTo(10.3);
    expect(timeShareRange([], 10)).toEqual({ min: 9.9, max: 10.1 });
  });

  it('pads the data range without a previous close', () => {
    const r = timeShareRange(pts, null)!;
    expect(r.min).toBeLessThan(9.9);
    expect(r.max).toBeGreaterThan(10.3);
    expect(timeShareRange([], null)).toBeNull();
  });
});
