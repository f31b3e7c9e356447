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
 * Names still imported from the index. None since issue 24: the render bridge
 * (`unstableSetRender`) is imported from its module, which the dependency trims replace with the
 * same stand-in antd-mobile's own importers get (vite-dependency-trims.ts), so the app's bridge
 * sets the renderer toasts and dialogs use. Through the index, the shell reached every component.
 */
export const KEEP_ON_INDEX: ReadonlySet<string> = new Set();

/**
 * Indexes antd-mobile's own modules import (`import { useMemoizedFn } from 'ahooks'`,
 * `import { LeftOutline } from 'antd-mobile-icons'`): through them one nav bar reached every icon
 * and every hook (dayjs with ahooks' countdown), and the chunking placed what any page used beside
 * the first module that reached it — the shell's header and tab bar.
 */
export const LIBRARY_BARRELS = ['ahooks', 'antd-mobile-icons'] as const;

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

/** ahooks' index form: `import useX from './useX';` (or `import { x } from './x';`) lines. */
export const readImportBarrel = (pkg: string, indexSource: string): Map<string, BarrelExport> => {
  const table = new Map<string, BarrelExport>();
  for (const m of indexSource.matchAll(/^import (?:(\w+)|\{ (\w+) \}) from '(\.[^']+)';$/gm)) {
    const from = `${pkg}/es/${m[3]!.replace(/^\.\//, '')}`;
    if (m[1]) table.set(m[1], { from, imported: 'default' });
    else if (m[2]) table.set(m[2], { from, imported: m[2] });
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
      const source = readFileSync(index, 'utf8');
      table = pkg === 'ahooks' ? readImportBarrel(pkg, source) : readBarrel(pkg, source);
      tables.set(pkg, table);
    }
    return table;
  };
  return {
    name: 'barrel-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (/[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/].*\.js$/.test(id)) {
        let out = code;
        for (const pkg of LIBRARY_BARRELS) {
          if (out.includes(`'${pkg}'`)) out = rewriteBarrelImports(out, tableOf(pkg), pkg);
        }
        return out === code ? null : { code: out, map: null };
      }
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('antd-mobile')) return null;
      let out = code;
      for (const { pkg, first } of BARRELS) {
        if (out.includes(`'${pkg}'`)) out = rewriteBarrelImports(out, tableOf(pkg), pkg, first);
      }
      return out === code ? null : { code: out, map: null };
    },
  };
};
