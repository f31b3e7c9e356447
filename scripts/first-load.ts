// What each route loads before it can show anything, read from a production build's manifest
// (Vite's `.vite/manifest.json`) and module stats (`.vite/modules.json`, scripts/vite-module-stats.ts).
// The bench prints it; the budget check (scripts/check-budgets.ts) enforces it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { ROUTES } from '../src/config/routes';

import { routePageModules } from './route-page-modules';
import { MODULE_STATS_FILE, type ModuleStats } from './vite-module-stats';

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

export interface FirstLoad {
  /** Route path, or `(shell)` for what every route loads. */
  route: string;
  /** The page module's manifest key; undefined for the shell and routes not built yet. */
  page?: string;
  /** Route paths served by the same page module (itself first). */
  paths: string[];
  jsGz: number;
  jsBr: number;
  cssGz: number;
  files: number;
  /** Largest modules in this route's first-load JS, with an estimate of their gzip bytes. */
  modules: Array<{ id: string; bytes: number; gzEstimate: number }>;
}

export const kib = (n: number): string => (n / 1024).toFixed(1);

/** First-load figures of the shell and of every built route (one row per page module). */
export const readFirstLoads = (dist: string): FirstLoad[] => {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath}: no manifest (build first)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const statsPath = join(dist, MODULE_STATS_FILE);
  const stats: ModuleStats = existsSync(statsPath)
    ? (JSON.parse(readFileSync(statsPath, 'utf8')) as ModuleStats)
    : {};

  const sizes = new Map<string, { gz: number; br: number }>();
  const size = (file: string) => {
    let s = sizes.get(file);
    if (!s) {
      const buf = readFileSync(join(dist, file));
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

  const keys = Object.keys(manifest);
  const entryKey = keys.find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  const shell = closure(entryKey);
  // main.tsx imports the start-up dynamically, but every page loads it first (index.html preloads it).
  const bootKey = keys.find((k) => k.endsWith('src/boot.tsx'));
  if (!bootKey) throw new Error('no src/boot.tsx chunk in the manifest');
  closure(bootKey, shell);
  // The active language's common namespace loads at start (zh-CN by default).
  const localeKey = keys.find((k) => k.endsWith('locales/zh-CN/common.json'));
  if (localeKey) closure(localeKey, shell);

  const measure = (route: string, paths: string[], page?: string): FirstLoad => {
    const all = new Set(shell);
    if (page && manifest[page]) closure(page, all);
    let jsGz = 0;
    let jsBr = 0;
    let cssGz = 0;
    const css = new Set<string>();
    const modules = new Map<string, { bytes: number; gzEstimate: number }>();
    for (const k of all) {
      const chunk = manifest[k];
      if (!chunk) continue;
      const s = size(chunk.file);
      jsGz += s.gz;
      jsBr += s.br;
      for (const c of chunk.css ?? []) css.add(c);
      const mods = stats[chunk.file] ?? [];
      const total = mods.reduce((n, m) => n + m.bytes, 0) || 1;
      for (const m of mods) {
        const prev = modules.get(m.id) ?? { bytes: 0, gzEstimate: 0 };
        modules.set(m.id, {
          bytes: prev.bytes + m.bytes,
          gzEstimate: prev.gzEstimate + (s.gz * m.bytes) / total,
        });
      }
    }
    for (const c of css) cssGz += size(c).gz;
    return {
      route,
      page,
      paths,
      jsGz,
      jsBr,
      cssGz,
      files: all.size,
      modules: [...modules.entries()]
        .map(([id, m]) => ({ id, ...m }))
        .sort((a, b) => b.gzEstimate - a.gzEstimate),
    };
  };

  const pages = routePageModules();
  const byPage = new Map<string, string[]>();
  for (const r of ROUTES) {
    const page = pages.get(r.name);
    if (!page) continue;
    byPage.set(page, [...(byPage.get(page) ?? []), r.path]);
  }
  const rows = [measure('(shell)', [])];
  for (const [page, paths] of byPage) rows.push(measure(paths[0]!, paths, page));
  return rows;
};
