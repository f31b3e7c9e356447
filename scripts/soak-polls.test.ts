import { describe, expect, it } from 'vitest';

import { describeDrops, pollReport, pollSeries, type Sent } from './soak-polls';

/** Polls every second, each answered in 100 ms, except where `late` says otherwise. */
const everySecond = (starts: number[], late: Record<number, number> = {}): Sent[] =>
  starts.map((start) => ({ start, end: start + (late[start] ?? 100) }));

describe('pollSeries', () => {
  it('counts nothing on a steady cadence, even with small jitter', () => {
    const s = pollSeries('q', everySecond([0, 1000, 2100, 2900, 4000, 5000]), [], 5500);
    expect(s.cadence).toBe(1000);
    expect(s.dropped).toBe(0);
  });

  it('blames a reply slower than the cadence for the tick it made the app skip', () => {
    const s = pollSeries('q', everySecond([0, 1000, 3000, 4000, 5000], { 1000: 1400 }), [], 5200);
    expect(s.drops).toEqual([
      { at: 1000, gap: 2000, missing: 1, cause: 'reply late', evidence: 1400 },
    ]);
  });

  it('blames a poll that waits a whole cadence after a slow reply (period = interval + latency)', () => {
    const s = pollSeries('q', everySecond([0, 1000, 2700, 3700], { 1000: 700 }), [], 4000);
    expect(s.drops.map((d) => [d.cause, d.evidence])).toEqual([['waited after the reply', 700]]);
  });

  it('blames a long task that covered the due tick', () => {
    const tasks = [{ start: 1900, duration: 600 }];
    const s = pollSeries('q', everySecond([0, 1000, 2600, 3000, 4000, 5000]), tasks, 5200);
    expect(s.drops.map((d) => [d.cause, d.evidence])).toEqual([['main thread busy', 600]]);
  });

  it('calls a late request with neither a late reply nor a long task a late timer', () => {
    const tasks = [{ start: 100, duration: 80 }];
    const s = pollSeries('q', everySecond([0, 1000, 2800, 3000, 4000, 5000]), tasks, 5200);
    expect(s.drops.map((d) => d.cause)).toEqual(['timer late']);
  });

  it('leaves gaps up to 1.5 cadences alone and counts each poll missing from a longer one', () => {
    const s = pollSeries('q', everySecond([0, 1000, 2000, 3400, 4000, 5000, 9000]), [], 9100);
    expect(s.drops.map((d) => d.missing)).toEqual([3]);
    expect(s.dropped).toBe(3);
  });

  it('counts polls missing after the last one until the end of the run', () => {
    const s = pollSeries('q', everySecond([0, 1000, 2000, 3000]), [], 6000);
    expect(s.dropped).toBe(2);
  });
});

describe('pollReport', () => {
  it('keeps series asked 3+ times apart, so two queries on one endpoint are not mixed', () => {
    const requests = new Map([
      ['/list.do page=1', everySecond([0, 1000, 2000, 3000])],
      ['/list.do page=2', everySecond([500, 5500, 10_500])],
      ['/once.do', everySecond([0, 4000])],
    ]);
    const rows = pollReport(requests, [], 11_000);
    expect(rows.map((r) => [r.key, r.cadence])).toEqual([
      ['/list.do page=1', 1000],
      ['/list.do page=2', 5000],
    ]);
  });
});

describe('describeDrops', () => {
  it('sums the drops by cause with what backs them', () => {
    const s = pollSeries(
      'q',
      everySecond([0, 1000, 3000, 4000, 6000, 7000], { 1000: 1200, 4000: 1500 }),
      [],
      7100,
    );
    expect(describeDrops(s.drops)).toBe('2 reply late (reply 1.20–1.50 s)');
  });
});
