// What the Lighthouse bench prints and records for the bench table (scripts/bench-figures.ts):
// per page the median score, FCP, LCP, TBT and CLS against the quality targets, and the lowest
// accessibility score of the built routes. Never asserts: the figures are read, not gated.
import { recordFigure } from './bench-figures';
import type { A11yScore } from './lighthouse-a11y';
import type { Run } from './lighthouse-run';

/** A page the bench measures, with its performance-score target (quality-targets.md). */
export interface BenchPage {
  name: string;
  hash: string;
  target: number;
}

export interface PageResult {
  page: BenchPage;
  runs: Run[];
  /** The last failed run's message, when a run failed. */
  error?: string;
}

/** Accessibility: every route at least this (issue 24). */
export const A11Y_TARGET = 98;

/** The median of the finite values; NaN when there are none (every run failed). */
export const median = (xs: readonly number[]): number => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const HEADER: [string, number][] = [
  ['score', 6],
  ['target', 7],
  ['', 7],
  ['FCP ms', 7],
  ['LCP ms', 7],
  ['TBT ms', 7],
  ['CLS', 6],
  ['scores', 16],
  ['CPU index', 10],
];

/** One line per page: medians, verdict against the target, every run's score, CPU index. */
export const printPerformance = (results: PageResult[], runsWanted: number): void => {
  console.log('page'.padEnd(14), ...HEADER.map(([title, width]) => title.padStart(width)));
  for (const { page, runs, error } of results) {
    const m = (pick: (r: Run) => number) => median(runs.map(pick));
    const score = m((r) => r.score);
    const verdict = Number.isNaN(score) ? 'n/a' : score >= page.target ? 'ok' : 'MISSED';
    const cells = [
      Number.isNaN(score) ? '--' : String(score),
      `≥ ${page.target}`,
      verdict,
      m((r) => r.fcp).toFixed(0),
      m((r) => r.lcp).toFixed(0),
      m((r) => r.tbt).toFixed(0),
      m((r) => r.cls).toFixed(3),
      runs.map((r) => r.score).join(' '),
      m((r) => r.benchmarkIndex).toFixed(0),
    ];
    console.log(page.name.padEnd(14), ...cells.map((c, i) => c.padStart(HEADER[i]![1])));
    if (runs.length < runsWanted) {
      console.log(`  (${runsWanted - runs.length} run(s) failed: ${error})`);
    }
  }
};

/** The page's medians as bench figures, with the quality targets they are held to. */
export const recordPage = ({ page, runs }: PageResult): void => {
  const m = (pick: (r: Run) => number) => {
    const v = median(runs.map(pick));
    return Number.isNaN(v) ? null : v;
  };
  const note = `median of ${runs.length}; scores ${runs.map((r) => r.score).join(' ')}`;
  const figure = (name: string, value: number | null, unit: string, target?: number) =>
    recordFigure({
      group: 'lighthouse',
      name: `/${page.name} ${name}`,
      value,
      unit,
      target:
        target === undefined
          ? undefined
          : { op: name === 'performance' ? '>=' : '<=', value: target },
      note,
    });
  figure(
    'performance',
    m((r) => r.score),
    'score',
    page.target,
  );
  figure(
    'LCP',
    m((r) => r.lcp),
    'ms',
    page.name === 'home' ? undefined : 2000,
  );
  figure(
    'TBT',
    m((r) => r.tbt),
    'ms',
    150,
  );
  figure(
    'CLS',
    m((r) => r.cls),
    '',
    0.02,
  );
};

/** The lowest route's accessibility score and how many routes are under the target. */
export const recordAccessibility = (scores: A11yScore[]): void => {
  const known = scores.filter((s) => s.score !== null);
  const lowest = known.reduce<A11yScore | undefined>(
    (low, s) => (low === undefined || s.score! < low.score! ? s : low),
    undefined,
  );
  const under = known.filter((s) => s.score! < A11Y_TARGET);
  console.log(
    `\nAccessibility: ${known.length} of ${scores.length} routes scored; lowest ` +
      `${lowest?.score ?? '--'} (${lowest?.route ?? '-'}); under ${A11Y_TARGET}: ` +
      (under.map((s) => `${s.route} ${s.score}`).join(', ') || 'none'),
  );
  const note = `${known.length} of ${scores.length} routes, red theme, fixture trader`;
  recordFigure({
    group: 'lighthouse',
    name: 'accessibility, lowest route',
    value: lowest?.score ?? null,
    unit: 'score',
    target: { op: '>=', value: A11Y_TARGET },
    note: lowest ? `${lowest.route}; ${note}` : note,
  });
  recordFigure({
    group: 'lighthouse',
    name: `accessibility, routes under ${A11Y_TARGET}`,
    value: known.length ? under.length : null,
    unit: 'routes',
    target: { op: '<=', value: 0 },
    note,
  });
};
