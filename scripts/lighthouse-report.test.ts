// The Lighthouse bench's table as its reader sees it: medians leave out failed runs, a page under
// its target says MISSED, and failed runs are counted under the page's line.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { median, printPerformance, type PageResult } from './lighthouse-report';
import type { Run } from './lighthouse-run';

const run = (score: number, lcp = 1500): Run => ({
  score,
  fcp: 900,
  lcp,
  tbt: 40,
  cls: 0.001,
  benchmarkIndex: 800,
});

const printed = (results: PageResult[], runsWanted: number): string[] => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  printPerformance(results, runsWanted);
  return log.mock.calls.map((args) => args.join(' '));
};

afterEach(() => vi.restoreAllMocks());

describe('the Lighthouse bench table', () => {
  it('takes the median of the runs that gave a number', () => {
    expect(median([97, Number.NaN, 91, 95])).toBe(95);
    expect(median([90, 96])).toBe(93);
    expect(median([Number.NaN])).toBeNaN();
  });

  it('says ok at the target and MISSED under it, with every run score', () => {
    const home = { name: 'home', hash: '#/home', target: 95 };
    const kline = { name: 'kline', hash: '#/kline', target: 90 };
    const lines = printed(
      [
        { page: home, runs: [run(96), run(95), run(94)] },
        { page: kline, runs: [run(88), run(89), run(91)] },
      ],
      3,
    );
    expect(lines[0]).toMatch(/^page\s+score\s+target\s+FCP ms\s+LCP ms\s+TBT ms\s+CLS/);
    expect(lines[1]).toMatch(/^home\s+95\s+≥ 95\s+ok\s+900\s+1500\s+40\s+0\.001\s+96 95 94\s+800$/);
    expect(lines[2]).toMatch(/^kline\s+89\s+≥ 90\s+MISSED\s/);
  });

  it('counts failed runs under the page, and has no verdict when none ran', () => {
    const home = { name: 'home', hash: '#/home', target: 95 };
    const lines = printed([{ page: home, runs: [], error: 'Chrome did not start' }], 2);
    expect(lines[1]).toMatch(/^home\s+--\s+≥ 95\s+n\/a\s/);
    expect(lines[2]).toBe('  (2 run(s) failed: Chrome did not start)');
  });
});
