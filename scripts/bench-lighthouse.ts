// npm run bench (Lighthouse part), or `npx tsx scripts/bench-lighthouse.ts [--runs 5]
// [--pages home,trading-list,kline] [--no-build] [--mock-port 18391]`: Lighthouse 12 mobile
// (default form factor, simulated throttling), performance category only, on the production build
// served compressed (scripts/serve-static.ts, as `npm run preview:web`) against the mock server.
// Prints the median score and median LCP / TBT / CLS per page with the targets; never asserts.
// The build is a copy in dist/bench-lighthouse whose config documents point at the bench's mock
// port (scripts/build-e2e.ts with E2E_MOCK_PORT / E2E_DIST); --no-build reuses it.
import { execFile, execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { readArgs } from './args';
import { QUIET_CHROMIUM_FLAGS } from './chromium-flags';
import { startStaticServer } from './serve-static';
import { freePort } from './wait-for-port';

const args = readArgs();
const ROOT = process.cwd();
const RUNS = args.int('runs', 5);
const MOCK_PORT = args.int('mock-port', 18391);
const DIST = 'dist/bench-lighthouse';
const OUT = join(ROOT, 'node_modules/.cache/bench-lighthouse');
const LIGHTHOUSE_CLI = join(ROOT, 'node_modules/lighthouse/cli/index.js');
const CHROME_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS];

const PAGES = [
  { name: 'home', hash: '#/home', target: 97 },
  { name: 'trading-list', hash: '#/trading-list', target: 97 },
  {
    name: 'kline',
    hash: `#/kline?code=600519&name=${encodeURIComponent('贵州茅台')}&type=sh`,
    target: 92,
  },
] as const;
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
  }
  console.log(
    `Targets: /home and /trading-list ≥ 97, /kline ≥ 92 (issue 6); LCP ≤ 2,000 ms on lists, ` +
      `TBT ≤ 150 ms, CLS ≤ 0.02 (quality targets). (Lighthouse bench took ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
};

main().catch((e: unknown) => {
  console.error('Lighthouse bench failed:', e instanceof Error ? e.message : e);
  process.exit(1);
});
