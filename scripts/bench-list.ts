// npm run bench (list part), or `npx tsx scripts/bench-list.ts [--runs 10] [--rows 5000]`: mounts
// the shared virtualized QuoteList (src/components/quote-list.tsx) with 5,000 rows in headless
// Chromium at DPR 3, CPU 1× and 4× (CDP throttling), on two screens (SCREENS: the targets' recipe
// and a full iPhone 14 screen), and prints median / p95 of root.render → commit → next frame, the
// list's DOM size, and scroll steps.
// Figures are printed, never asserted. The page is scripts/bench-list/entry.tsx, built with Vite.
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { chromium, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

import { readArgs } from './args';
import { recordFigure } from './bench-figures';
import { QUIET_CHROMIUM_FLAGS } from './chromium-flags';
import type { ListBenchApi, MountTiming, ScrollTiming } from './bench-list/api';
import { startStaticServer } from './serve-static';

declare const window: { listBench?: ListBenchApi };

const args = readArgs();
const ROOT = process.cwd();
const RUNS = args.int('runs', 10);
const ROWS = args.int('rows', 5000);
const WARMUP = 2;
const SCROLL_STEPS = 10;

/**
 * Screens the list is measured on: the recipe the targets were set with (quality-targets §1b: a
 * 700 px scroller, +800 px per scroll step) and a full iPhone 14 screen with 2,000 px steps, where
 * a fifth more rows mount and every step replaces all of them.
 */
const SCREENS = [
  { name: 'recipe of quality-targets §1b', height: 700, scrollPx: 800 },
  { name: 'iPhone 14 screen', height: 844, scrollPx: 2000 },
] as const;
type Screen = (typeof SCREENS)[number];
const RATES = [1, 4] as const;
const TARGETS = { mount4x: 50, scrollP95_4x: 50, nodes: 300 };
const OUT = join(ROOT, 'node_modules/.cache/bench-list');

const quantile = (xs: readonly number[], q: number): number => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
};
const median = (xs: readonly number[]): number => quantile(xs, 0.5);
const ms = (x: number) => `${x.toFixed(1)} ms`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

const bundle = async (): Promise<void> => {
  await build({
    configFile: false,
    root: join(ROOT, 'scripts/bench-list'),
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { '@': join(ROOT, 'src') } },
    build: { outDir: OUT, emptyOutDir: true, target: 'es2022', sourcemap: false },
  });
};

interface RateResult {
  rate: number;
  mounts: MountTiming[];
  scrolls: ScrollTiming[];
}

const measure = async (page: Page, rate: number, scrollPx: number): Promise<RateResult> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const mounts: MountTiming[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const t = await page.evaluate((n) => window.listBench!.mount(n), ROWS);
    if (i >= WARMUP) mounts.push(t);
    if (i < WARMUP + RUNS - 1) await page.evaluate(() => window.listBench!.unmount());
  }
  // The last mount stays: scroll it down in 2,000 px steps.
  const scrolls: ScrollTiming[] = [];
  for (let i = 0; i < SCROLL_STEPS; i++) {
    scrolls.push(await page.evaluate((px) => window.listBench!.scrollBy(px), scrollPx));
  }
  await page.evaluate(() => window.listBench!.unmount());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return { rate, mounts, scrolls };
};

const report = (screen: Screen, results: readonly RateResult[]): void => {
  const rows = ROWS.toLocaleString('en-US');
  console.log(
    `\n${rows}-row QuoteList in Chromium, 390×${screen.height} DPR 3 (${screen.name}), ${RUNS} mounts after ${WARMUP} warm-ups ` +
      `and ${SCROLL_STEPS} scroll steps of ${screen.scrollPx} px per CPU rate (ms; median / p95)`,
  );
  console.log(
    'CPU'.padEnd(4),
    'mount→frame'.padStart(15),
    'mount→layout'.padStart(15),
    'commit'.padStart(7),
    'nodes'.padStart(6),
    'scroll work'.padStart(13),
    'scroll→frame'.padStart(15),
  );
  const pair = (xs: readonly number[]) =>
    `${median(xs).toFixed(1)} / ${quantile(xs, 0.95).toFixed(1)}`;
  for (const r of results) {
    console.log(
      `${r.rate}×`.padEnd(4),
      pair(r.mounts.map((m) => m.frame)).padStart(15),
      pair(r.mounts.map((m) => m.layout)).padStart(15),
      median(r.mounts.map((m) => m.commit))
        .toFixed(1)
        .padStart(7),
      String(Math.max(...r.mounts.map((m) => m.nodes))).padStart(6),
      pair(r.scrolls.map((x) => x.work)).padStart(13),
      pair(r.scrolls.map((x) => x.frame)).padStart(15),
    );
  }
  console.log(
    '(→frame waits for the next vsync, up to 16.7 ms, then style/layout/paint; →layout and scroll ' +
      'work are main-thread work only)',
  );
  const at = (rate: number) => results.find((r) => r.rate === rate)!;
  const summary = (rate: number) => {
    const frames = at(rate).mounts.map((m) => m.frame);
    return `median ${ms(median(frames))}, p95 ${ms(quantile(frames, 0.95))} @${rate}×`;
  };
  const mount4 = median(at(4).mounts.map((m) => m.frame));
  const scroll4 = quantile(
    at(4).scrolls.map((x) => x.frame),
    0.95,
  );
  const nodes = Math.max(...results.flatMap((r) => r.mounts.map((m) => m.nodes)));
  console.log(
    `\n${rows}-row quote list mount: ${summary(1)}; ${summary(4)} ` +
      `(target ≤ ${TARGETS.mount4x} ms @4×: ${verdict(mount4 <= TARGETS.mount4x)})`,
  );
  console.log(
    `Scroll step of ${screen.scrollPx.toLocaleString('en-US')} px to the next frame: p95 ${ms(scroll4)} @4× ` +
      `(target ≤ ${TARGETS.scrollP95_4x} ms: ${verdict(scroll4 <= TARGETS.scrollP95_4x)}); ` +
      `DOM nodes in the list: ${nodes} (target ≤ ${TARGETS.nodes}: ${verdict(nodes <= TARGETS.nodes)})`,
  );
  const where = screen.height === 700 ? 'recipe screen' : `390×${screen.height}`;
  const figure = (name: string, value: number, unit: string, target: number, note: string) =>
    recordFigure({
      group: 'list',
      name: `${rows}-row quote list ${name} (${where})`,
      value: Number(value.toFixed(1)),
      unit,
      target: { op: '<=', value: target },
      note,
    });
  figure('mount → frame @4×', mount4, 'ms', TARGETS.mount4x, `median of ${RUNS}`);
  figure(
    `scroll ${screen.scrollPx} px → frame p95 @4×`,
    scroll4,
    'ms',
    TARGETS.scrollP95_4x,
    `${SCROLL_STEPS} steps`,
  );
  figure('DOM nodes', nodes, 'nodes', TARGETS.nodes, 'most in any mount');
};

const main = async (): Promise<void> => {
  const started = Date.now();
  await bundle();
  const server = await startStaticServer(OUT, 0);
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...QUIET_CHROMIUM_FLAGS],
  });
  const measured: { screen: Screen; results: RateResult[] }[] = [];
  try {
    for (const screen of SCREENS) {
      const context = await browser.newContext({
        viewport: { width: 390, height: screen.height },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        locale: 'zh-CN',
      });
      const results: RateResult[] = [];
      for (const rate of RATES) {
        const page = await context.newPage();
        await page.goto(`http://127.0.0.1:${port}/index.html`);
        await page.waitForFunction(() => window.listBench !== undefined);
        results.push(await measure(page, rate, screen.scrollPx));
        await page.close();
      }
      await context.close();
      measured.push({ screen, results });
    }
  } finally {
    await browser.close();
    server.close();
  }
  for (const { screen, results } of measured) report(screen, results);
  console.log(`(list bench took ${((Date.now() - started) / 1000).toFixed(0)} s)`);
};

main().catch((e: unknown) => {
  console.error('list bench failed:', e instanceof Error ? e.message : e);
  process.exit(1);
});
