// Production-build trims of library code the app can never run, each of which kept bytes on every
// route's first load (issue 6). They apply to `vite build` only: dev, Vitest and the type checker
// see the libraries untouched. A trim that no longer finds its target (after a library upgrade)
// warns at the end of the build instead of failing, so a regression shows up in `npm run bench`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type { Plugin } from 'vite';

import { trimDecimal } from './decimal-trim.js';

const require = createRequire(import.meta.url);
const packageDir = (name: string): string => dirname(require.resolve(`${name}/package.json`));

const STUB_PREFIX = '\0dependency-trim:';

/** Names a module exports (`export const|function|class|let x`, `export { a as b }`). */
export const exportNamesOf = (source: string): string[] => {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export (?:const|let|var|function|class) (\w+)/gm)) {
    names.add(m[1]!);
  }
  for (const m of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  if (/^export default /m.test(source)) names.add('default');
  return [...names];
};

interface Stub {
  /** Why the replaced code cannot run in the app (kept in the generated module). */
  reason: string;
  /** The importing library file (or app file, `src/…`), as a path suffix with forward slashes. */
  importer: string;
  /** The import specifier to replace, exactly as the importer writes it. */
  source: string;
  /** The module text: either fixed, or one value for every export of the real module. */
  code: { fixed: string } | { eachExport: string };
}

// antd-mobile's renderer switch without its legacy default (see the STUBS entry below).
const BRIDGED_RENDER =
  'let current = () => { throw new Error(REASON); };\n' +
  'export function unstableSetRender(render) {\n' +
  '  if (render) current = render;\n' +
  '  return current;\n' +
  '}\n';

const STUBS: readonly Stub[] = [
  // (zod needs no trim: the app uses `zod/mini`, whose unused JSON Schema output the bundler drops
  // by itself, ADR 0033.)
  {
    // axios tries its adapters in the order xhr → http → fetch; every browser the app supports has
    // XMLHttpRequest, so the fetch adapter (~4 KiB gzip) is never chosen. `getFetch` answering
    // false is axios's own "not supported in this environment".
    reason: 'the axios fetch adapter is not bundled in the web app (XMLHttpRequest is used)',
    importer: 'axios/lib/adapters/adapters.js',
    source: './fetch.js',
    code: { eachExport: '() => false' },
  },
  {
    // antd-mobile's default renderer is the legacy ReactDOM.render, which React 19 removed; the
    // app installs a createRoot bridge before anything renders (src/lib/antd-react19.ts, decision
    // 0002). The dead default dragged rc-util's render and the regenerator runtime into the shell.
    reason: 'antd-mobile render bridge missing: import src/lib/antd-react19.ts first',
    importer: 'antd-mobile/es/index.js',
    source: './utils/unstable-render',
    code: { fixed: BRIDGED_RENDER },
  },
  {
    reason: 'antd-mobile render bridge missing: import src/lib/antd-react19.ts first',
    importer: 'antd-mobile/es/utils/render-to-body.js',
    source: './unstable-render',
    code: { fixed: BRIDGED_RENDER },
  },
  {
    // The app's bridge, its import rewritten off the index (vite-barrel-imports.ts): it must set
    // the renderer on the stand-in the two importers above share.
    reason: 'antd-mobile render bridge missing: import src/lib/antd-react19.ts first',
    importer: 'src/lib/antd-react19.ts',
    source: 'antd-mobile/es/utils/unstable-render',
    code: { fixed: BRIDGED_RENDER },
  },
];

const stubText = (stub: Stub, realFile: string): string => {
  const header =
    `// Build-time stand-in (scripts/vite-dependency-trims.ts).\n` +
    `const REASON = ${JSON.stringify(stub.reason)};\n` +
    'const unavailable = () => {\n  throw new Error(REASON);\n};\n';
  if ('fixed' in stub.code) return header + stub.code.fixed;
  const value = stub.code.eachExport;
  const names = exportNamesOf(readFileSync(realFile, 'utf8'));
  return (
    header +
    names
      .map((n) => (n === 'default' ? `export default ${value};` : `export const ${n} = ${value};`))
      .join('\n')
  );
};

const posix = (p: string): string => p.replaceAll('\\', '/');

/**
 * Library files replaced by minimal stand-ins, plus two resolutions that drop duplicate or
 * development-only copies: antd-mobile's CommonJS `rc-util/lib/*` imports resolve to the ES build
 * the rest of the tree already ships, and react-router resolves to its production build (the same
 * code with development warnings off; its package exports only the development folder).
 */
export function dependencyTrims(): Plugin {
  const applied = new Set<string>();
  const reactRouter = packageDir('react-router');
  const stubFiles = new Map<string, { stub: Stub; realFile: string }>();
  return {
    name: 'dependency-trims',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      const from = posix(importer);
      if (source === 'react-router' || source === 'react-router/dom') {
        applied.add('react-router');
        const file = source === 'react-router' ? 'index.mjs' : 'dom-export.mjs';
        return join(reactRouter, 'dist/production', file);
      }
      if (source.startsWith('rc-util/lib/') && /\/node_modules\/antd-mobile\/es\//.test(from)) {
        applied.add('rc-util');
        return this.resolve(source.replace('rc-util/lib/', 'rc-util/es/'), importer, {
          skipSelf: true,
        });
      }
      for (const stub of STUBS) {
        const suffix = stub.importer.startsWith('src/')
          ? stub.importer
          : `node_modules/${stub.importer}`;
        if (source !== stub.source || !from.endsWith(`/${suffix}`)) continue;
        const real = await this.resolve(source, importer, { skipSelf: true });
        if (!real) return null;
        // One id per real module, so every importer shares one stand-in (antd-mobile's two
        // importers of unstable-render must see the same current renderer).
        const id = `${STUB_PREFIX}${posix(real.id)}`;
        stubFiles.set(id, { stub, realFile: real.id });
        applied.add(`${stub.importer} → ${stub.source}`);
        return id;
      }
      return null;
    },
    load(id) {
      const entry = stubFiles.get(id);
      return entry ? stubText(entry.stub, entry.realFile) : null;
    },
    transform(code, id) {
      // decimal.js without the members the app never calls (scripts/decimal-trim.ts, ADR 0036).
      if (!posix(id).endsWith('/node_modules/decimal.js/decimal.mjs')) return null;
      const trim = trimDecimal(code);
      if (trim.removed.length > 0) applied.add('decimal.js');
      for (const name of trim.missing) this.warn(`trim "decimal.js" found no ${name}`);
      return { code: trim.code, map: null };
    },
    buildEnd() {
      const expected = [
        'react-router',
        'rc-util',
        'decimal.js',
        ...STUBS.map((s) => `${s.importer} → ${s.source}`),
      ];
      for (const name of expected) {
        if (!applied.has(name)) this.warn(`trim "${name}" found nothing to replace`);
      }
    },
  };
}
