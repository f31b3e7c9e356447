// Production build: the app's `import { Button, Toast } from 'antd-mobile'` (and the same from
// 'antd-mobile-icons') become imports of the modules themselves (`antd-mobile/es/components/button`
// …), with antd-mobile's global stylesheet module first, as its index does. An index imports every
// component, so through it every module that imports one component appears to need all of them;
// the chunking of the start-up (vite-first-load.ts, ADR 0014) reads the import graph and needs the
// real one. What runs and what is bundled is unchanged: the indexes only re-export. Dev, Vitest
// and the type checker see the imports as written.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

export interface BarrelExport {
  /** Module path to import from, e.g. 'antd-mobile/es/components/button'. */
  from: string;
  /** The name the module exports it under ('default' for components). */
  imported: string;
}

/** The packages whose index is rewritten, and the module their index imports first, if any. */
export const BARRELS = [
  { pkg: 'antd-mobile', first: 'antd-mobile/es/global' },
  { pkg: 'antd-mobile-icons', first: undefined },
] as const;

/**
 * Names still imported from the index: the dependency trims replace the module behind
 * `unstableSetRender` for importers inside antd-mobile, its index among them
 * (vite-dependency-trims.ts); the app's bridge must set the renderer on that same stand-in.
 */
export const KEEP_ON_INDEX: ReadonlySet<string> = new Set(['unstableSetRender']);

/** `export { default as Button } from './components/button';` lines of a package index. */
export const readBarrel = (pkg: string, indexSource: string): Map<string, BarrelExport> => {
  const table = new Map<string, BarrelExport>();
  for (const m of indexSource.matchAll(/^export \{([^}]*)\} from '(\.[^']+)';$/gm)) {
    const from = `${pkg}/es/${m[2]!.replace(/^\.\//, '')}`;
    for (const part of m[1]!.split(',')) {
      const [imported, exported = imported] = part.trim().split(/\s+as\s+/);
      if (imported && exported) table.set(exported, { from, imported });
    }
  }
  return table;
};

/**
 * Rewrites the named imports from the index in `code`; a statement naming anything the table
 * does not know is left as written. Type-only specifiers stay on an `import type` of the index.
 */
export const rewriteBarrelImports = (
  code: string,
  table: ReadonlyMap<string, BarrelExport>,
  pkg: string,
  first?: string,
): string =>
  code.replace(
    new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${pkg}['"];?`, 'g'),
    (statement, list: string) => {
      const values: string[] = [];
      const types: string[] = [];
      for (const raw of list.split(',')) {
        const spec = raw.trim();
        if (!spec) continue;
        if (/^type\s/.test(spec)) types.push(spec.replace(/^type\s+/, ''));
        else values.push(spec);
      }
      const lines: string[] = [];
      for (const spec of values) {
        const [name, local = name] = spec.split(/\s+as\s+/);
        if (name && KEEP_ON_INDEX.has(name)) return statement;
        const entry = name ? table.get(name) : undefined;
        if (!entry || !local) return statement;
        lines.push(
          entry.imported === 'default'
            ? `import ${local} from '${entry.from}';`
            : `import { ${entry.imported} as ${local} } from '${entry.from}';`,
        );
      }
      if (types.length > 0) lines.push(`import type { ${types.join(', ')} } from '${pkg}';`);
      // The index's own first import (antd-mobile: the global stylesheet and CSS variables).
      if (first && values.length > 0) lines.unshift(`import '${first}';`);
      return lines.join('\n');
    },
  );

export const barrelImports = (): Plugin => {
  const tables = new Map<string, Map<string, BarrelExport>>();
  const tableOf = (pkg: string) => {
    let table = tables.get(pkg);
    if (!table) {
      const index = join(dirname(require.resolve(`${pkg}/package.json`)), 'es/index.js');
      table = readBarrel(pkg, readFileSync(index, 'utf8'));
      tables.set(pkg, table);
    }
    return table;
  };
  return {
    name: 'barrel-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('antd-mobile')) return null;
      let out = code;
      for (const { pkg, first } of BARRELS) {
        if (out.includes(`'${pkg}'`)) out = rewriteBarrelImports(out, tableOf(pkg), pkg, first);
      }
      return out === code ? null : { code: out, map: null };
    },
  };
};
