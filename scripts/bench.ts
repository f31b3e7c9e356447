// npm run bench: prints figures, never asserts them. Builds dist/web and reports the JavaScript
// each route needs on first load (gzip and brotli), from Vite's manifest; then the other benches.
// Every script records its figures (scripts/bench-figures.ts) and the last thing printed is one
// table of all of them with the target beside each.
import { execSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

import { BUDGET_KIB, jsBudgetKib } from './budgets';
import { formatFigureTable, readFigures, recordFigure, startFigures } from './bench-figures';
import { kib, readFirstLoads } from './first-load';

const DIST = 'dist/web';
const FIGURES_FILE = 'dist/bench-figures.jsonl';

// `--money`: only the money-under-concurrency figures (scripts/bench-money.ts, issue 19).
if (process.argv.includes('--money')) {
  execSync('npx tsx scripts/bench-money.ts', { stdio: 'inherit' });
  process.exit(0);
}

if (!process.argv.includes('--no-build')) {
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
mkdirSync('dist', { recursive: true });
startFigures(FIGURES_FILE);

const rows = readFirstLoads(DIST);
console.log(`\nFirst-load JavaScript per route of ${DIST} (${new Date().toISOString()})`);
console.log(
  'route'.padEnd(26),
  'JS gzip KiB'.padStart(12),
  'budget'.padStart(7),
  'JS brotli KiB'.padStart(14),
  'CSS gzip KiB'.padStart(13),
  'files'.padStart(6),
);
for (const r of rows) {
  const label = r.paths.length > 1 ? `${r.route} (+${r.paths.length - 1})` : r.route;
  console.log(
    label.padEnd(26),
    kib(r.jsGz).padStart(12),
    String(jsBudgetKib(r.route)).padStart(7),
    kib(r.jsBr).padStart(14),
    kib(r.cssGz).padStart(13),
    String(r.files).padStart(6),
  );
}
const shell = rows[0]!;
const home = rows.find((r) => r.route === '/home');
const pages = rows.slice(1);
const largest = pages.reduce((a, b) => (b.jsGz > a.jsGz ? b : a), pages[0]!);
const largestCss = rows.reduce((a, b) => (b.cssGz > a.cssGz ? b : a), rows[0]!);
const over = pages.filter((r) => r.jsGz > jsBudgetKib(r.route) * 1024);
const toKib = (n: number) => Number(kib(n));
const firstLoad = (name: string, value: number, target: number, note?: string) =>
  recordFigure({
    group: 'first load',
    name,
    value,
    unit: 'KiB',
    target: { op: '<=', value: target },
    note,
  });
firstLoad('shell JS (gzip)', toKib(shell.jsGz), BUDGET_KIB.shellJs);
if (home) firstLoad('/home JS (gzip)', toKib(home.jsGz), BUDGET_KIB.homeJs);
firstLoad(`largest route JS (gzip)`, toKib(largest.jsGz), BUDGET_KIB.routeJs, largest.route);
firstLoad(
  `largest route CSS (gzip)`,
  toKib(largestCss.cssGz),
  BUDGET_KIB.routeCss,
  largestCss.route,
);
recordFigure({
  group: 'first load',
  name: 'routes over their JS budget',
  value: over.length,
  unit: 'routes',
  target: { op: '<=', value: 0 },
  note: `of ${pages.length} built pages`,
});

if (!process.argv.includes('--web-only')) {
  execSync('npx tsx scripts/bench-mock.ts', { stdio: 'inherit' });
  execSync('npx tsx scripts/bench-money.ts', { stdio: 'inherit' });
}

// Web figures in Chromium (they run with --web-only too): mounting the 5,000-row quote list at CPU
// 1×/4× (scripts/bench-list.ts) and Lighthouse mobile on /home, /trading-list, /kline
// (scripts/bench-lighthouse.ts, its own build against a bench mock), with Lighthouse's
// accessibility score of every built route (--no-a11y skips that part). --no-list / --no-lighthouse
// skip them; --lighthouse-runs N sets the runs per page (default 5). A failure is reported and the
// remaining figures still print.
const runWebBench = (command: string): void => {
  try {
    execSync(command, { stdio: 'inherit' });
  } catch {
    console.error(`\n${command} failed (see above); the other figures stand.`);
    process.exitCode = 1;
  }
};
if (!process.argv.includes('--no-list')) runWebBench('npx tsx scripts/bench-list.ts');
// ECharts K-line/time-share timings at CPU 1×/4× and the lazy chart chunk's size from the build
// above (scripts/bench-chart.ts); --no-chart skips them.
if (!process.argv.includes('--no-chart')) runWebBench('npx tsx scripts/bench-chart.ts');
// Interaction latency at CPU 4× (scripts/bench-interaction.ts) and a trading day with /kline and
// /warehouse open (scripts/bench-soak.ts, --soak-minutes N, default 10), on one build in
// dist/bench-app (the soak reuses the interaction bench's); --no-interaction / --no-soak skip them.
const hasInteraction = !process.argv.includes('--no-interaction');
if (hasInteraction) runWebBench('npx tsx scripts/bench-interaction.ts');
if (!process.argv.includes('--no-soak')) {
  const minutesAt = process.argv.indexOf('--soak-minutes');
  const minutes = minutesAt >= 0 ? Number(process.argv[minutesAt + 1]) : 10;
  runWebBench(
    `npx tsx scripts/bench-soak.ts --minutes ${minutes > 0 ? minutes : 10}` +
      (hasInteraction ? ' --no-build' : ''),
  );
}
// Repeat visits with the service worker holding the files (scripts/bench-repeat-visit.ts, ADR
// 0034): LCP of /home and /warehouse at CPU 4× on slow 4G; --no-repeat skips them.
if (!process.argv.includes('--no-repeat')) runWebBench('npx tsx scripts/bench-repeat-visit.ts');
if (!process.argv.includes('--no-lighthouse')) {
  const runsAt = process.argv.indexOf('--lighthouse-runs');
  const runs = runsAt >= 0 ? Number(process.argv[runsAt + 1]) : 5;
  // Accessibility per built route too, unless --no-a11y.
  const a11y = process.argv.includes('--no-a11y') ? '' : ' --accessibility';
  runWebBench(
    `npx tsx scripts/bench-lighthouse.ts --runs ${Number.isInteger(runs) ? runs : 5}${a11y}`,
  );
}

console.log(`\nAll figures (${FIGURES_FILE}):\n`);
console.log(formatFigureTable(readFigures(FIGURES_FILE)));
