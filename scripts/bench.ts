// npm run bench: prints figures, never asserts them. Builds dist/web and reports the JavaScript
// each route needs on first load (gzip and brotli), from Vite's manifest.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { ROUTES } from '../src/config/routes';

import { routePageModules } from './route-page-modules';

const DIST = 'dist/web';
const TARGET_HOME_KIB = 200;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, Chunk>;

// `--money`: only the money-under-concurrency figures (scripts/bench-money.ts, issue 19).
if (process.argv.includes('--money')) {
  execSync('npx tsx scripts/bench-money.ts', { stdio: 'inherit' });
  process.exit(0);
}

if (!process.argv.includes('--no-build')) {
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
const sizes = new Map<string, { gz: number; br: number }>();
const size = (file: string) => {
  let s = sizes.get(file);
  if (!s) {
    const buf = readFileSync(join(DIST, file));
    s = {
      gz: gzipSync(buf, { level: 9 }).length,
      br: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(file, s);
  }
  return s;
};

/** Static-import closure of a manifest key: what loads before the chunk runs. */
const closure = (key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
};

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');
const entry = closure(entryKey);
// main.tsx imports the start-up dynamically, but every page loads it first (preloaded by index.html).
const bootKey = Object.keys(manifest).find((k) => k.endsWith('src/boot.tsx'));
if (!bootKey) throw new Error('no src/boot.tsx chunk in the manifest');
closure(bootKey, entry);
// The active language's common namespace loads at start (zh-CN by default).
const localeKey = Object.keys(manifest).find((k) => k.endsWith('locales/zh-CN/common.json'));

const kib = (n: number) => (n / 1024).toFixed(1);
const routeFirstLoad = (moduleSrc: string | undefined) => {
  const keys = new Set(entry);
  if (localeKey) for (const k of closure(localeKey)) keys.add(k);
  if (moduleSrc) {
    const key = Object.keys(manifest).find((k) => k === moduleSrc);
    if (key) for (const k of closure(key)) keys.add(k);
  }
  let gz = 0;
  let br = 0;
  let cssGz = 0;
  for (const k of keys) {
    const chunk = manifest[k];
    if (!chunk) continue;
    const s = size(chunk.file);
    gz += s.gz;
    br += s.br;
    for (const css of chunk.css ?? []) cssGz += size(css).gz;
  }
  return { gz, br, cssGz, files: keys.size };
};

const PAGE_MODULES = routePageModules();
const sourceOf = (meta: (typeof ROUTES)[number]): string | undefined =>
  PAGE_MODULES.get(meta.name) ?? undefined;

console.log(`\nFirst-load JavaScript per route of ${DIST} (${new Date().toISOString()})`);
console.log(
  'route'.padEnd(26),
  'JS gzip KiB'.padStart(12),
  'JS brotli KiB'.padStart(14),
  'CSS gzip KiB'.padStart(13),
  'files'.padStart(6),
);
const seen = new Set<string>();
for (const r of ROUTES) {
  const src = sourceOf(r);
  const key = src ?? '(shell)';
  const f = routeFirstLoad(src);
  if (!src && seen.has(key)) continue;
  seen.add(key);
  const label = src ? r.path : `${r.path} (+ not-built pages)`;
  console.log(
    label.padEnd(26),
    kib(f.gz).padStart(12),
    kib(f.br).padStart(14),
    kib(f.cssGz).padStart(13),
    String(f.files).padStart(6),
  );
}
const homeMeta = ROUTES.find((r) => r.path === '/home');
const home = routeFirstLoad(homeMeta ? sourceOf(homeMeta) : undefined);
const shell = routeFirstLoad(undefined);
console.log(
  `\n/home first-load JS: ${kib(home.gz)} KiB gzip (target ≤ ${TARGET_HOME_KIB} KiB, stretch 170; previous front end 1,872 KiB); shell alone ${kib(shell.gz)} KiB`,
);

if (!process.argv.includes('--web-only')) {
  execSync('npx tsx scripts/bench-mock.ts', { stdio: 'inherit' });
  execSync('npx tsx scripts/bench-money.ts', { stdio: 'inherit' });
}

// Web figures in Chromium (they run with --web-only too): mounting the 5,000-row quote list at CPU
// 1×/4× (scripts/bench-list.ts) and Lighthouse mobile on /home, /trading-list, /kline
// (scripts/bench-lighthouse.ts, its own build against a bench mock). --no-list / --no-lighthouse
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
if (!process.argv.includes('--no-lighthouse')) {
  const runsAt = process.argv.indexOf('--lighthouse-runs');
  const runs = runsAt >= 0 ? Number(process.argv[runsAt + 1]) : 5;
  runWebBench(`npx tsx scripts/bench-lighthouse.ts --runs ${Number.isInteger(runs) ? runs : 5}`);
}
