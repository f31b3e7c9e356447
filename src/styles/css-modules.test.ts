// CSS module class names are plain strings to TypeScript: a misspelt `styles.x` compiles and
// renders an element without its look, and a rule whose last reader went away stays in the build.
// This test reads the sources: every class a module reads from a stylesheet it imports must be
// defined there, and every class a stylesheet defines must be read by a module that imports it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const SRC = join(ROOT, 'src');

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });

const files = walk(SRC);
const show = (path: string) => relative(ROOT, path).split('\\').join('/');

interface Stylesheet {
  /** Classes that appear in a selector: the keys of the module's export. */
  classes: Set<string>;
  /** Local classes named by `composes:` (so read through the class that composes them). */
  composed: Set<string>;
  /** `composes: a from './b.module.css'`. */
  composedFrom: { from: string; names: string[] }[];
}

/** The classes of a selector, leaving out `:global(…)` and what is inside `[…]`. */
const classesOf = (selector: string): string[] =>
  [
    ...selector
      .replace(/:global\([^)]*\)/g, '')
      .replace(/\[[^\]]*\]/g, '')
      .matchAll(/\.(-?[_a-zA-Z][\w-]*)/g),
  ].map((m) => m[1] ?? '');

const parseStylesheet = (text: string): Stylesheet => {
  const sheet: Stylesheet = { classes: new Set(), composed: new Set(), composedFrom: [] };
  let chunk = '';
  for (const ch of text.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (ch !== '{' && ch !== '}' && ch !== ';') {
      chunk += ch;
      continue;
    }
    const part = chunk.trim();
    chunk = '';
    if (ch === '{') {
      // A selector, or an at-rule's prelude (`@media …`, `@keyframes name`): no classes there.
      if (!part.startsWith('@')) classesOf(part).forEach((name) => sheet.classes.add(name));
      continue;
    }
    const composes = /^composes\s*:\s*(.+?)(?:\s+from\s+(?:(['"])(.+)\2|(global)))?$/s.exec(part);
    if (!composes) continue;
    const names = (composes[1] ?? '').split(/\s+/).filter(Boolean);
    if (composes[3]) sheet.composedFrom.push({ from: composes[3], names });
    else if (!composes[4]) names.forEach((name) => sheet.composed.add(name));
  }
  return sheet;
};

const sheets = new Map<string, Stylesheet>();
const stylesheet = (path: string): Stylesheet => {
  let sheet = sheets.get(path);
  if (!sheet) {
    sheet = parseStylesheet(readFileSync(path, 'utf8'));
    sheets.set(path, sheet);
  }
  return sheet;
};

/** Comments out of a module's source (lines kept), so a comment naming `styles` is not a read. */
const withoutComments = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

interface StylesheetImport {
  file: string;
  sheet: string;
  /** Classes read as `x.name`, `x?.name` or `x['name']`. */
  names: { name: string; line: number }[];
  /** Reads that cannot be checked: `x[key]`, `{ …x }`, `f(x)`. */
  unchecked: { text: string; line: number }[];
}

const IMPORT = /^import\s+(?:\*\s+as\s+)?(\w+)\s+from\s+['"]([^'"]+\.module\.css)['"];?\s*$/gm;
const OTHER_IMPORT = /^import\s+(?!(?:\*\s+as\s+)?\w+\s+from)[^;]*['"][^'"]+\.module\.css['"]/gm;

const stylesheetImports: StylesheetImport[] = [];
const importProblems: string[] = [];
for (const file of files.filter((f) => /\.tsx?$/.test(f))) {
  const source = withoutComments(readFileSync(file, 'utf8'));
  for (const other of source.matchAll(OTHER_IMPORT)) {
    importProblems.push(`${show(file)}: use a default import: ${other[0]}`);
  }
  for (const match of source.matchAll(IMPORT)) {
    const [statement, local = '', spec = ''] = match;
    const sheet = spec.startsWith('@/') ? join(SRC, spec.slice(2)) : resolve(dirname(file), spec);
    if (!files.includes(sheet)) {
      importProblems.push(`${show(file)}: ${spec} does not exist`);
      continue;
    }
    const entry: StylesheetImport = { file, sheet, names: [], unchecked: [] };
    const lineAt = (index: number) => source.slice(0, index).split('\n').length;
    const afterImport = match.index + statement.length;
    const body = source.slice(afterImport);
    for (const use of body.matchAll(new RegExp(`(?<![\\w$./'"-])${local}(?![\\w$])`, 'g'))) {
      const rest = body.slice(use.index + local.length);
      const read =
        /^\s*\??\.\s*([A-Za-z_$][\w$]*)/.exec(rest) ?? /^\s*\[\s*(['"])([^'"]+)\1\s*\]/.exec(rest);
      const line = lineAt(afterImport + use.index);
      if (read) entry.names.push({ name: read[2] ?? read[1] ?? '', line });
      else entry.unchecked.push({ text: `${local}${/^[^\s,;)}]*/.exec(rest)?.[0] ?? ''}`, line });
    }
    stylesheetImports.push(entry);
  }
}

describe('CSS modules', () => {
  it('are imported as a default import of a file that exists', () => {
    expect(importProblems).toEqual([]);
  });

  it('are read by class name, never by a computed key or as a whole object', () => {
    const unchecked = stylesheetImports.flatMap(({ file, unchecked }) =>
      unchecked.map(({ text, line }) => `${show(file)}:${line}: ${text}`),
    );
    expect(unchecked).toEqual([]);
  });

  it('every class a module reads is defined in the stylesheet it imports', () => {
    const missing = stylesheetImports.flatMap(({ file, sheet, names }) => {
      const { classes } = stylesheet(sheet);
      return names
        .filter(({ name }) => !classes.has(name))
        .map(({ name, line }) => `${show(file)}:${line}: .${name} is not in ${show(sheet)}`);
    });
    expect(missing).toEqual([]);
  });

  it('compose only classes of their own file', () => {
    // Vite copies a stylesheet composed from another file into the CSS of every chunk that
    // composes it, after the rules it already had there: duplicated rules and a changed cascade
    // (vitejs/vite#7504). A shared look is a stylesheet of its own that the component imports.
    const problems = files
      .filter((f) => f.endsWith('.module.css'))
      .flatMap((sheet) => {
        const { classes, composed, composedFrom } = stylesheet(sheet);
        return [
          ...composedFrom.map(
            ({ from, names }) => `${show(sheet)}: ${names.join(' ')} from ${from}`,
          ),
          ...[...composed]
            .filter((name) => !classes.has(name))
            .map((name) => `${show(sheet)}: composes .${name}, which it does not define`),
        ];
      });
    expect(problems).toEqual([]);
  });

  it('every class a stylesheet defines is read by a module that imports it', () => {
    const read = new Map<string, Set<string>>();
    for (const { sheet, names } of stylesheetImports) {
      const set = read.get(sheet) ?? new Set<string>();
      names.forEach(({ name }) => set.add(name));
      read.set(sheet, set);
    }
    const unused = files
      .filter((f) => f.endsWith('.module.css'))
      .flatMap((sheet) => {
        const names = read.get(sheet);
        if (!names) return [`${show(sheet)}: not imported by any module`];
        const { classes, composed } = stylesheet(sheet);
        return [...classes]
          .filter((name) => !names.has(name) && !composed.has(name))
          .map((name) => `${show(sheet)}: .${name}`);
      });
    expect(unused).toEqual([]);
  });

  it('finds the stylesheets it checks', () => {
    // Guards the test itself: a broken import pattern would make every check above pass.
    expect(stylesheetImports.length).toBeGreaterThan(50);
    expect(stylesheetImports.every(({ names }) => names.length > 0)).toBe(true);
  });
});
