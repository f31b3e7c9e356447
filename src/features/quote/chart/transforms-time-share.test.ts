import { describe, expect, it } from 'vitest';

import {
  buildTimeShare,
  inferPrevClose,
  slotLabel,
  timeShareRange,
  timeShareSlot,
} from './transforms-time-share';

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
