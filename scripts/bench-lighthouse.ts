// npm run bench (Lighthouse part), or `npx tsx scripts/bench-lighthouse.ts [--runs 5]
// [--pages home,trading-list,kline] [--no-build] [--mock-port 18391] [--accessibility]
// [--dist dist/bench-lighthouse] [--out node_modules/.cache/bench-lighthouse]`: Lighthouse 12
// mobile (default form factor, simulated throttling), performance category, on the production
// build served compressed (scripts/serve-static.ts, as `npm run preview:web`) against the mock
// server. Prints the median score and median LCP / TBT / CLS per page with the targets and records
// them for the bench table; never asserts. `--accessibility`: the accessibility category once per
// built route as well (scripts/lighthouse-a11y.ts). The build is a copy in dist/bench-lighthouse
// whose config documents (and config snapshot, ADR 0035) point at the bench's mock port
// (scripts/build-e2e.ts with E2E_MOCK_PORT / E2E_DIST); --no-build reuses it.
import { execFile, execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { readArgs } from './args';
import { recordFigure } from './bench-figures';
import { QUIET_CHROMIUM_FLAGS } from './chromium-flags';
import { runAccessibility, type A11yScore } from './lighthouse-a11y';
import { startStaticServer } from './serve-static';
import { freePort } from './wait-for-port';

const args = readArgs();
const ROOT = process.cwd();
const RUNS = args.int('runs', 5);
const MOCK_PORT = args.int('mock-port', 18391);
const DIST = args.get('dist', 'dist/bench-lighthouse');
const OUT = join(ROOT, args.get('out', 'node_modules/.cache/bench-lighthouse'));
const LIGHTHOUSE_CLI = join(ROOT, 'node_modules/lighthouse/cli/index.js');
const CHROME_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS];

// Targets: quality-targets.md (≥ 95 on home and quotes, ≥ 90 on the chart's detail page).
const PAGES = [
  { name: 'home', hash: '#/home', target: 95 },
  { name: 'trading-list', hash: '#/trading-list', target: 95 },
  {
    name: 'kline',
    hash: `#/kline?code=600519&name=${encodeURIComponent('贵州茅台')}&type=sh`,
    target: 90,
  },
] as const;
/** Accessibility: every route at least this (issue 24). */
const A11Y_TARGET = 98;
const selected = new Set(args.get('pages', PAGES.map((p) => p.name).join(',')).split(','));

interface LighthouseResult {
  lighthouseVersion: string;
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
  problem?: string;
}

const median = (xs: readonly number[]): number => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const startMock = async (): Promise<ChildProcess> => {
  // detached: the mock runs in its own process group (npx → tsx → node), ended as one below.
  const child = spawn(
    'npx',
    ['tsx', 'mock-server/main.ts', '--port', String(MOCK_PORT), '--no-persist', '--quiet'],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  const url = `http://localhost:${MOCK_PORT}/config/primary.json`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`mock server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  stopMock(child);
  throw new Error(`mock server did not answer ${url} within 60 s`);
};

const stopMock = (child: ChildProcess): void => {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

const runLighthouse = async (url: string, outFile: string): Promise<Run> => {
  try {
    await promisify(execFile)(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${outFile}`,
        '--quiet',
        ...(process.env.LH_SAVE_ASSETS ? ['--save-assets'] : []),
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (e) {
    // A runtime error still writes a report (with runtimeError); anything else is a failed run.
    if (!existsSync(outFile)) {
      const stderr = String((e as { stderr?: unknown }).stderr ?? '');
      const last = stderr.trim().split('\n').pop();
      throw new Error(last || (e instanceof Error ? e.message.split('\n')[0] : String(e)));
    }
  }
  const lhr = JSON.parse(readFileSync(outFile, 'utf8')) as LighthouseResult;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = lhr.categories.performance?.score;
  return {
    score: score === null || score === undefined ? Number.NaN : Math.round(score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    problem: lhr.runtimeError
      ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
      : lhr.runWarnings?.[0],
  };
};

const main = async (): Promise<void> => {
  const started = Date.now();
  if (!args.has('no-build')) {
    execSync('npx tsx scripts/build-e2e.ts', {
      stdio: 'inherit',
      env: { ...process.env, E2E_MOCK_PORT: String(MOCK_PORT), E2E_DIST: DIST },
    });
  }
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const mock = await startMock();
  const onSignal = () => {
    stopMock(mock);
    process.exit(130);
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  const results: { page: (typeof PAGES)[number]; runs: Run[]; error?: string }[] = [];
  let a11y: A11yScore[] | undefined;
  let server: Server | undefined;
  try {
    const appPort = await freePort();
    server = await startStaticServer(DIST, appPort);
    for (const page of PAGES.filter((p) => selected.has(p.name))) {
      const url = `http://127.0.0.1:${appPort}/${page.hash}`;
      const runs: Run[] = [];
      let error: string | undefined;
      for (let i = 1; i <= RUNS; i++) {
        try {
          const run = await runLighthouse(url, join(OUT, `${page.name}-${i}.json`));
          runs.push(run);
          console.log(
            `  lighthouse ${page.name} run ${i}/${RUNS}: ${run.score}` +
              (run.problem ? ` (${run.problem.split('. ')[0]})` : ''),
          );
        } catch (e) {
          error = e instanceof Error ? e.message : String(e);
          console.log(`  lighthouse ${page.name} run ${i}/${RUNS} failed: ${error}`);
        }
      }
      results.push({ page, runs, error });
    }
    if (args.has('accessibility')) {
      console.log('\nLighthouse accessibility per built route (as the fixture trader):');
      a11y = await runAccessibility(
        `http://127.0.0.1:${appPort}/`,
        `http://localhost:${MOCK_PORT}`,
        LIGHTHOUSE_CLI,
      );
    }
  } finally {
    server?.close();
    stopMock(mock);
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
  }

  const version = (
    JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  console.log(
    `\nLighthouse ${version} mobile (simulated throttling), performance, median of ${RUNS} runs ` +
      `on ${DIST} served compressed (reports in ${OUT})`,
  );
  console.log(
    'page'.padEnd(14),
    'score'.padStart(6),
    'target'.padStart(7),
    ''.padStart(7),
    'FCP ms'.padStart(7),
    'LCP ms'.padStart(7),
    'TBT ms'.padStart(7),
    'CLS'.padStart(6),
    'scores'.padStart(16),
    'CPU index'.padStart(10),
  );
  for (const { page, runs, error } of results) {
    const m = (pick: (r: Run) => number) => median(runs.map(pick));
    const score = m((r) => r.score);
    const verdict = Number.isNaN(score) ? 'n/a' : score >= page.target ? 'ok' : 'MISSED';
    console.log(
      page.name.padEnd(14),
      (Number.isNaN(score) ? '--' : String(score)).padStart(6),
      `≥ ${page.target}`.padStart(7),
      verdict.padStart(7),
      m((r) => r.fcp)
        .toFixed(0)
        .padStart(7),
      m((r) => r.lcp)
        .toFixed(0)
        .padStart(7),
      m((r) => r.tbt)
        .toFixed(0)
        .padStart(7),
      m((r) => r.cls)
        .toFixed(3)
        .padStart(6),
      runs
        .map((r) => r.score)
        .join(' ')
        .padStart(16),
      m((r) => r.benchmarkIndex)
        .toFixed(0)
        .padStart(10),
    );
    if (runs.length < RUNS) console.log(`  (${RUNS - runs.length} run(s) failed: ${error})`);
    recordPage(page, runs);
  }
  if (a11y) recordAccessibility(a11y);
  console.log(
    `Targets: /home and /trading-list ≥ 95, /kline ≥ 90 (quality targets); LCP ≤ 2,000 ms on lists, ` +
      `TBT ≤ 150 ms, CLS ≤ 0.02 (quality targets). (Lighthouse bench took ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
};

const recordPage = (page: (typeof PAGES)[number], runs: Run[]): void => {
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

const recordAccessibility = (scores: A11yScore[]): void => {
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

main().catch((e: unknown) => {
  console.error('Lighthouse bench failed:', e instanceof Error ? e.message : e);
  process.exit(1);
});
