import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { afterEach, describe, expect, it } from 'vitest';

import { BUDGET_KIB, budgetProblems, budgetVerdict, jsBudgetKib } from './budgets';
import { formatFigureTable, meetsTarget } from './bench-figures';
import { readFirstLoads } from './first-load';
import { routePageModules } from './route-page-modules';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A build with an entry, boot, the zh-CN locale, /home's page and a library only /home uses. */
const fakeBuild = () => {
  const dist = mkdtempSync(join(tmpdir(), 'first-load-'));
  dirs.push(dist);
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  const home = routePageModules().get('home')!;
  const text = (n: number, seed: string) =>
    Array.from({ length: n }, (_, i) => `${seed}${(i * 7919) % 104729}`).join(';');
  const files = {
    'assets/entry.js': text(400, 'e'),
    'assets/boot.js': text(300, 'b'),
    'assets/zh.js': text(50, 'z'),
    'assets/home.js': text(200, 'h'),
    'assets/lib.js': text(900, 'l'),
    'assets/home.css': text(100, 'c'),
  };
  for (const [f, body] of Object.entries(files)) writeFileSync(join(dist, f), body);
  const manifest = {
    'index.html': { file: 'assets/entry.js', isEntry: true, dynamicImports: ['src/boot.tsx'] },
    'src/boot.tsx': { file: 'assets/boot.js', isDynamicEntry: true },
    'src/locales/zh-CN/common.json': { file: 'assets/zh.js', isDynamicEntry: true },
    [home]: {
      file: 'assets/home.js',
      isDynamicEntry: true,
      imports: ['_lib'],
      css: ['assets/home.css'],
    },
    _lib: { file: 'assets/lib.js' },
  };
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    join(dist, '.vite/modules.json'),
    JSON.stringify({
      'assets/lib.js': [
        { id: 'node_modules/big-lib/index.js', bytes: 800 },
        { id: 'node_modules/small-lib/index.js', bytes: 100 },
      ],
      'assets/entry.js': [{ id: 'src/main.tsx', bytes: 400 }],
    }),
  );
  const gz = (f: keyof typeof files) => gzipSync(Buffer.from(files[f]), { level: 9 }).length;
  return { dist, gz };
};

describe('first-load sizes from the build manifest', () => {
  it('counts the shell (entry, boot, default locale) for every route and the page closure on top', () => {
    const { dist, gz } = fakeBuild();
    const rows = readFirstLoads(dist);
    const shell = rows[0]!;
    expect(shell.route).toBe('(shell)');
    expect(shell.jsGz).toBe(gz('assets/entry.js') + gz('assets/boot.js') + gz('assets/zh.js'));
    const home = rows.find((r) => r.route === '/home')!;
    expect(home.jsGz).toBe(shell.jsGz + gz('assets/home.js') + gz('assets/lib.js'));
    expect(home.cssGz).toBe(gz('assets/home.css'));
    expect(home.modules[0]!.id).toBe('node_modules/big-lib/index.js');
    expect(home.modules[0]!.gzEstimate).toBeCloseTo((gz('assets/lib.js') * 800) / 900, 5);
  });

  it('fails without a manifest, naming the file', () => {
    const dist = mkdtempSync(join(tmpdir(), 'first-load-'));
    dirs.push(dist);
    expect(() => readFirstLoads(dist)).toThrow(/manifest/);
  });
});

describe('budgets', () => {
  it('gives the shell and /home their own JS budgets and every other route the route budget', () => {
    expect(jsBudgetKib('(shell)')).toBe(BUDGET_KIB.shellJs);
    expect(jsBudgetKib('/home')).toBe(BUDGET_KIB.homeJs);
    expect(jsBudgetKib('/warehouse')).toBe(BUDGET_KIB.routeJs);
  });

  it('names what a route breaks and nothing when it is within', () => {
    const kib = 1024;
    expect(budgetProblems({ route: '/warehouse', jsGz: 200 * kib, cssGz: 10 * kib })).toEqual([]);
    expect(budgetProblems({ route: '/warehouse', jsGz: 200.2 * kib, cssGz: 10.5 * kib })).toEqual([
      'JS 200.2 KiB > 200 KiB',
      'CSS 10.5 KiB > 10 KiB',
    ]);
    expect(budgetProblems({ route: '/home', jsGz: 190 * kib, cssGz: 0 })).toEqual([
      'JS 190.0 KiB > 185 KiB',
    ]);
  });
});

describe('routes known to be over budget', () => {
  const kib = 1024;
  const known = { '/buy': { ceilingKib: 218, why: 'decimal.js' } };

  it('passes a known route under its ceiling and fails it past the ceiling', () => {
    expect(budgetVerdict({ route: '/buy', jsGz: 217.7 * kib, cssGz: 0 }, known).kind).toBe(
      'known-over',
    );
    const grown = budgetVerdict({ route: '/buy', jsGz: 218.1 * kib, cssGz: 0 }, known);
    expect(grown).toEqual({
      kind: 'over',
      problems: ['JS 218.1 KiB > 200 KiB', 'its known-over ceiling is 218 KiB'],
    });
  });

  it('fails a known route once it is within budget, so the allowance is removed', () => {
    expect(budgetVerdict({ route: '/buy', jsGz: 199 * kib, cssGz: 0 }, known).kind).toBe(
      'stale-allowance',
    );
  });

  it('gives no allowance to other routes or to CSS', () => {
    expect(budgetVerdict({ route: '/detail', jsGz: 201 * kib, cssGz: 0 }, known).kind).toBe('over');
    expect(budgetVerdict({ route: '/buy', jsGz: 210 * kib, cssGz: 11 * kib }, known).kind).toBe(
      'over',
    );
  });
});

describe('the bench figures table', () => {
  it('shows each figure with its target and whether it is met', () => {
    const figures = [
      {
        group: 'g',
        name: 'lcp',
        value: 900,
        unit: 'ms',
        target: { op: '<=' as const, value: 1000 },
      },
      {
        group: 'g',
        name: 'score',
        value: 93,
        unit: 'score',
        target: { op: '>=' as const, value: 95 },
      },
      { group: 'g', name: 'missing', value: null, unit: 'ms', note: 'no browser' },
    ];
    expect(figures.map(meetsTarget)).toEqual([true, false, undefined]);
    const table = formatFigureTable(figures).split('\n');
    expect(table[2]).toMatch(/lcp\s+900 ms\s+≤ 1,000 ms\s+✓/);
    expect(table[3]).toMatch(/score\s+93 score\s+≥ 95 score\s+✗/);
    expect(table[4]).toMatch(/missing\s+n\/a\s+—\s+no browser/);
  });
});
