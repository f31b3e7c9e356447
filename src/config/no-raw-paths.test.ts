// Links are built from the route table (`routes.x.href(…)`), never spelled out: a renamed route or
// a changed query then fails to compile instead of leaving a dead link. This test reads every source
// file of the app and fails on a string that spells a route's path.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ROUTES } from './routes';

const SRC = join(process.cwd(), 'src');
/** The route table itself and the contract (backend paths, not routes). */
const ALLOWED = new Set(['config/routes.ts', 'config/no-raw-paths.test.ts']);
const SKIPPED_DIRS = new Set(['api', 'electron', 'locales']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const routePaths = new Set(ROUTES.map((r) => r.path.toLowerCase()));

/** Code without its comment lines (comments may name the routes they are about). */
const codeOf = (text: string): string =>
  text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');

/** A quoted or template string starting with a route's path: '/home', `/kline?${q}`, "/user". */
const rawPathsIn = (text: string): string[] =>
  [...codeOf(text).matchAll(/(['"`])(\/[A-Za-z][\w-]*)(?=['"`?#$])/g)]
    .map((m) => m[2]!)
    .filter((path) => routePaths.has(path.toLowerCase()));

describe('links come from the route table', () => {
  it('finds a raw path when there is one (the check can fail)', () => {
    expect(rawPathsIn("navigate('/warehouse?tab=open')")).toEqual(['/warehouse']);
    expect(rawPathsIn('<Link to="/MyList">')).toEqual(['/MyList']);
    expect(rawPathsIn('`/kline?${q}`')).toEqual(['/kline']);
    expect(rawPathsIn("request('/user/getUserInfo.do')")).toEqual([]);
    expect(rawPathsIn('routes.kline.href({ code })')).toEqual([]);
    expect(rawPathsIn("// opens '/home'")).toEqual([]);
  });

  it('no source file outside the route table spells a route path', () => {
    const offenders = sourceFiles(SRC)
      .map((file) => ({ file: relative(SRC, file), paths: rawPathsIn(readFileSync(file, 'utf8')) }))
      .filter(({ file, paths }) => !ALLOWED.has(file) && paths.length > 0)
      .map(({ file, paths }) => `${file}: ${paths.join(', ')}`);
    expect(offenders).toEqual([]);
  });
});
