// npm run bench (Lighthouse part), or `npx tsx scripts/bench-lighthouse.ts [--runs 5]
// [--pages home,trading-list,kline] [--no-build] [--mock-port 18391] [--accessibility]
// [--dist dist/bench-lighthouse] [--out node_modules/.cache/bench-lighthouse]`: Lighthouse 12
// mobile (default form factor, simulated throttling), performance category, on the production
// build served compressed (scripts/serve-static.ts, as `npm run preview:web`) against the mock
// server. Prints the median score and median LCP / TBT / CLS per page with the targets and records
// them for the bench table; never asserts. `--accessibility`: the accessibility category once per
// built route as well (scripts/lighthouse-a11y.ts). The build is a copy in dist/bench-lighthouse
// whose config documents (and config snapshot, ADR 0035) point at the bench's mock port
// (scripts/build-e2e.ts with E2E_MOCK_PORT / E2E_DIST); --no-build reuses it. One run:
// scripts/lighthouse-run.ts; the table and the recorded figures: scripts/lighthouse-report.ts.
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';

import { readArgs } from './args';
import { runAccessibility, type A11yScore } from './lighthouse-a11y';
import {
  printPerformance,
  recordAccessibility,
  recordPage,
  type BenchPage,
  type PageResult,
} from './lighthouse-report';
import { LIGHTHOUSE_CLI, lighthouseVersion, runLighthouse, type Run } from './lighthouse-run';
import { startMockProcess, stopMockProcess } from './mock-process';
import { startStaticServer } from './serve-static';
import { freePort } from './wait-for-port';

const args = readArgs();
const RUNS = args.int('runs', 5);
const MOCK_PORT = args.int('mock-port', 18391);
const DIST = args.get('dist', 'dist/bench-lighthouse');
const OUT = join(process.cwd(), args.get('out', 'node_modules/.cache/bench-lighthouse'));

// Targets: quality-targets.md (≥ 95 on home and quotes, ≥ 90 on the chart's detail page).
const PAGES: readonly BenchPage[] = [
  { name: 'home', hash: '#/home', target: 95 },
  { name: 'trading-list', hash: '#/trading-list', target: 95 },
  {
    name: 'kline',
    hash: `#/kline?code=600519&name=${encodeURIComponent('贵州茅台')}&type=sh`,
    target: 90,
  },
];
const selected = new Set(args.get('pages', PAGES.map((p) => p.name).join(',')).split(','));

/** RUNS runs of one page; a failed run is said and left out of the medians. */
const measurePage = async (page: BenchPage, appPort: number): Promise<PageResult> => {
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
  return { page, runs, error };
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
  const mock = await startMockProcess(MOCK_PORT);
  const onSignal = () => {
    stopMockProcess(mock);
    process.exit(130);
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  const results: PageResult[] = [];
  let a11y: A11yScore[] | undefined;
  let server: Server | undefined;
  try {
    const appPort = await freePort();
    server = await startStaticServer(DIST, appPort);
    for (const page of PAGES.filter((p) => selected.has(p.name))) {
      results.push(await measurePage(page, appPort));
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
    stopMockProcess(mock);
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
  }

  console.log(
    `\nLighthouse ${lighthouseVersion()} mobile (simulated throttling), performance, median of ` +
      `${RUNS} runs on ${DIST} served compressed (reports in ${OUT})`,
  );
  printPerformance(results, RUNS);
  results.forEach(recordPage);
  if (a11y) recordAccessibility(a11y);
  console.log(
    `Targets: /home and /trading-list ≥ 95, /kline ≥ 90 (quality targets); LCP ≤ 2,000 ms on lists, ` +
      `TBT ≤ 150 ms, CLS ≤ 0.02 (quality targets). (Lighthouse bench took ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
};

main().catch((e: unknown) => {
  console.error('Lighthouse bench failed:', e instanceof Error ? e.message : e);
  process.exit(1);
});
