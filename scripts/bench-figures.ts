// One table for every figure `npm run bench` prints (issue 24). Each bench script records its
// figures with recordFigure(); bench.ts points them all at one file (BENCH_FIGURES) and prints the
// table, with the target beside each figure, once every script has run. A script run alone (no
// BENCH_FIGURES) only prints its own output.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface BenchFigure {
  /** Section of the table: 'first load', 'lighthouse', 'repeat visit', 'interaction', 'soak', 'mock', … */
  group: string;
  /** What was measured, e.g. '/home first-load JS (gzip)' or 'ticket input → preview p95 (CPU 4×)'. */
  name: string;
  /** The figure; null when it could not be measured (say why in `note`). */
  value: number | null;
  /** 'KiB', 'ms', 's', 'MB', 'req/s', 'score', 'count', … */
  unit: string;
  /** The target: the figure must be at most (`<=`) or at least (`>=`) this value. */
  target?: { op: '<=' | '>='; value: number };
  /** Median of how many runs, conditions, or why the value is missing. */
  note?: string;
}

export const FIGURES_ENV = 'BENCH_FIGURES';

export const recordFigure = (figure: BenchFigure): void => {
  const file = process.env[FIGURES_ENV];
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
};

export const startFigures = (file: string): void => {
  writeFileSync(file, '');
  process.env[FIGURES_ENV] = file;
};

export const readFigures = (file: string): BenchFigure[] =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as BenchFigure)
    : [];

export const meetsTarget = (f: BenchFigure): boolean | undefined => {
  if (!f.target || f.value === null) return undefined;
  return f.target.op === '<=' ? f.value <= f.target.value : f.value >= f.target.value;
};

const fmt = (n: number): string =>
  Number.isInteger(n) || Math.abs(n) >= 1000
    ? Math.round(n).toLocaleString('en')
    : Math.abs(n) >= 10
      ? n.toFixed(1)
      : n.toFixed(2);

/** The table: group, figure, value, target, ✓ / ✗ (or — without a target), note. */
export const formatFigureTable = (figures: BenchFigure[]): string => {
  const rows = figures.map((f) => {
    const ok = meetsTarget(f);
    return [
      f.group,
      f.name,
      f.value === null ? 'n/a' : `${fmt(f.value)} ${f.unit}`,
      f.target ? `${f.target.op === '<=' ? '≤' : '≥'} ${fmt(f.target.value)} ${f.unit}` : '',
      ok === undefined ? '—' : ok ? '✓' : '✗',
      f.note ?? '',
    ];
  });
  const head = ['group', 'figure', 'value', 'target', 'met', 'note'];
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === 2 || i === 3 ? c.padStart(width[i]!) : c.padEnd(width[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), line(width.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
};
