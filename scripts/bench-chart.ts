// npm run bench (chart part), or `npx tsx scripts/bench-chart.ts`: prints ECharts K-line and
// time-share timings in headless Chromium at 390×844 CSS px, DPR 3 (the chart caps itself at 2),
// CPU 1× and 4× (CDP throttling), plus the lazy chart chunk's size from dist/web's manifest.
// Figures are printed, never asserted. The page runs the app's own controller and option builders
// (src/features/quote/chart/bench-entry.ts, bundled here with esbuild).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';
import { build } from 'esbuild';

import { recordFigure } from './bench-figures';

/** What bench-entry.ts puts on the page's window (evaluated in the browser). */
interface ChartBenchApi {
  firstPaint(n: number, visible: number): number;
  updates(count: number): Promise<number[]>;
  pan(steps: number, visible: number): Promise<number[]>;
  timeShare(count: number): Promise<{ first: number; updates: number[] }>;
}
declare const window: { chartBench?: ChartBenchApi };

const ROOT = process.cwd();
const CHART_DIR = 'src/features/quote/chart';
const DIST = 'dist/web';
const CANDLES = 1000;
const UPDATES = Number(process.env.BENCH_CHART_UPDATES ?? 200);
const PAN_STEPS = Number(process.env.BENCH_CHART_PAN_STEPS ?? 120);
const RUNS = Number(process.env.BENCH_CHART_RUNS ?? 3);

const TARGETS = {
  firstPaint: { 1: 150, 4: 350 } as Record<number, number>,
  update: { 1: 8, 4: 30 } as Record<number, number>,
  panFps: 45,
  chunkKiB: 200,
};

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
/** Bars the K-line shows when it opens (DEFAULT_VISIBLE_BARS in src/features/quote/chart/transforms-view.ts). */
const DEFAULT_VISIBLE_BARS = 60;
const median = (xs: readonly number[]): number => quantile(xs, 0.5);
const quantile = (xs: readonly number[], q: number): number => {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** The chart tokens of chart.module.css (declared on its .root) as :root declarations. */
const chartTokens = (): string => {
  const css = readFileSync(join(ROOT, CHART_DIR, 'chart.module.css'), 'utf8');
  const root = /\.root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return (root.match(/--chart-[\w-]+\s*:[^;]+;/g) ?? []).join('\n');
};

const bundle = async (): Promise<string> => {
  const result = await build({
    entryPoints: [join(ROOT, CHART_DIR, 'bench-entry.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    target: 'es2022',
    platform: 'browser',
    alias: { '@': join(ROOT, 'src') },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const out = result.outputFiles[0];
  if (!out) throw new Error('esbuild produced nothing');
  return out.text;
};

interface Manifest {
  [key: string]: { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
}

const chunkReport = (): void => {
  const path = join(DIST, '.vite/manifest.json');
  if (!existsSync(path)) {
    console.log(`\nChart chunk: ${path} not found (run \`npx vite build\` first).`);
    return;
  }
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const gz = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const entry = entryKey ? closure(entryKey) : new Set<string>();
  const engineKey = Object.keys(manifest).find((k) => k === `${CHART_DIR}/echarts.ts`);
  if (!engineKey) {
    console.log(
      `\nChart chunk: ${CHART_DIR}/echarts.ts is not in the build (no page imports the chart yet).`,
    );
    return;
  }
  const own = [...closure(engineKey)].filter((k) => !entry.has(k));
  const bytes = own.reduce((sum, k) => sum + gz(manifest[k]!.file), 0);
  const inEntry = entry.has(engineKey);
  recordFigure({
    group: 'chart',
    name: 'ECharts chunk (gzip)',
    value: Number((bytes / 1024).toFixed(1)),
    unit: 'KiB',
    target: { op: '<=', value: TARGETS.chunkKiB },
    note: inEntry ? 'IN THE ENTRY CHUNK (should not be)' : 'loaded on chart pages only',
  });
  console.log(
    `\nChart chunk (${manifest[engineKey]!.file}${own.length > 1 ? ` + ${own.length - 1} shared` : ''}): ` +
      `${(bytes / 1024).toFixed(1)} KiB gzip (target ≤ ${TARGETS.chunkKiB} KiB); ` +
      `in the entry chunk: ${inEntry ? 'YES (should not be)' : 'no'}`,
  );
};

const main = async () => {
  const code = await bundle();
  const tokens = readFileSync(join(ROOT, 'src/styles/tokens.css'), 'utf8');
  const html = `<!doctype html><html data-theme="red" data-rise="red-up"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>${tokens}\n:root{${chartTokens()}}\nbody{margin:0}#host{width:390px;height:302px}</style>
</head><body><div id="host"></div></body></html>`;

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    console.log(
      `\nECharts K-line (${CANDLES} candles + MA5/10/20/30 + volume, window 3 views ≤ 300 bars), 390×844 @ DPR 3 (chart DPR 2), medians of ${RUNS} runs`,
    );
    console.log(
      'CPU'.padEnd(4),
      'first paint'.padStart(12),
      'update med'.padStart(11),
      'update p95'.padStart(11),
      'pan 60 med'.padStart(11),
      'FPS'.padStart(5),
      'pan 120 med'.padStart(12),
      'FPS'.padStart(5),
      'pan 240 med'.padStart(12),
      'FPS'.padStart(5),
      'time-share upd'.padStart(15),
    );
    const verdicts: string[] = [];
    for (const rate of [1, 4]) {
      const runs: Record<string, number[]> = {};
      const add = (k: string, v: number) => (runs[k] ??= []).push(v);
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 3,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        await page.setContent(html);
        await page.addScriptTag({ content: code, type: 'module' });
        await page.waitForFunction(() => !!window.chartBench);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        // Warm-up (JIT), then the measured paint.
        await page.evaluate((n) => window.chartBench!.firstPaint(n, 60), CANDLES);
        add('first', await page.evaluate((n) => window.chartBench!.firstPaint(n, 60), CANDLES));
        const upd = await page.evaluate((k) => window.chartBench!.updates(k), UPDATES);
        add('updMed', median(upd));
        add('updP95', quantile(upd, 0.95));
        for (const visible of [60, 120, 240]) {
          const steps = await page.evaluate(([k, v]) => window.chartBench!.pan(k, v), [
            PAN_STEPS,
            visible,
          ] as const);
          add(`pan${visible}`, median(steps));
        }
        const ts = await page.evaluate((k) => window.chartBench!.timeShare(k), 60);
        add('tsUpd', median(ts.updates));
        await context.close();
      }
      const m = (k: string) => median(runs[k] ?? []);
      const fps = (k: string) => Math.min(999, 1000 / m(k)).toFixed(0);
      const figure = (name: string, value: number, unit: string, op: '<=' | '>=', t: number) =>
        recordFigure({
          group: 'chart',
          name: `${name} @${rate}×`,
          value: Number(value.toFixed(1)),
          unit,
          target: { op, value: t },
          note: `median of ${RUNS} runs, ${CANDLES} candles`,
        });
      figure('K-line first paint', m('first'), 'ms', '<=', TARGETS.firstPaint[rate]!);
      figure('K-line live update (median)', m('updMed'), 'ms', '<=', TARGETS.update[rate]!);
      if (rate === 4) {
        figure(
          `K-line pan, ${DEFAULT_VISIBLE_BARS} bars`,
          Number(fps('pan60')),
          'FPS',
          '>=',
          TARGETS.panFps,
        );
      } else {
        figure('time-share update (median)', m('tsUpd'), 'ms', '<=', 8);
      }
      verdicts.push(
        `${rate}×: first paint ${verdict(m('first') <= TARGETS.firstPaint[rate]!)}, update ${verdict(m('updMed') <= TARGETS.update[rate]!)}` +
          (rate === 4
            ? `, pan at the app's default view (${DEFAULT_VISIBLE_BARS} bars) ${fps('pan60')} FPS ${verdict(1000 / m('pan60') >= TARGETS.panFps)}`
            : `, time-share update ${verdict(m('tsUpd') <= 8)}`),
      );
      console.log(
        `${rate}×`.padEnd(4),
        ms(m('first')).padStart(12),
        ms(m('updMed')).padStart(11),
        ms(m('updP95')).padStart(11),
        ms(m('pan60')).padStart(11),
        fps('pan60').padStart(5),
        ms(m('pan120')).padStart(12),
        fps('pan120').padStart(5),
        ms(m('pan240')).padStart(12),
        fps('pan240').padStart(5),
        ms(m('tsUpd')).padStart(15),
      );
    }
    console.log(
      `Targets: first paint ≤ ${TARGETS.firstPaint[1]} ms @1×, ≤ ${TARGETS.firstPaint[4]} ms @4×; ` +
        `update ≤ ${TARGETS.update[1]} ms @1×, ≤ ${TARGETS.update[4]} ms @4×; ` +
        `pan ≥ ${TARGETS.panFps} FPS @4×; time-share update ≤ 8 ms @1×. ` +
        `"pan N" = N visible bars, 2 bars per step; FPS = 1000 ÷ median step.`,
    );
    for (const line of verdicts) console.log(line);
  } finally {
    await browser.close();
  }
  chunkReport();
};

await main();
