// Writes `.vite/modules.json` beside Vite's manifest: for each emitted JS chunk, the modules in it
// and their rendered sizes. The budget check (scripts/check-budgets.ts) and the bench read it to
// name the largest modules a route pulls in, which the manifest alone cannot say.
import type { Plugin } from 'vite';

export interface ModuleStat {
  /** Module id relative to the project root (node_modules paths kept from `node_modules/`). */
  id: string;
  /** Bytes of the module's code in the chunk after minification (the bundler's renderedLength). */
  bytes: number;
}
/** Chunk file (as in the manifest, e.g. `assets/abc.js`) → its modules, largest first. */
export type ModuleStats = Record<string, ModuleStat[]>;

export const MODULE_STATS_FILE = '.vite/modules.json';

export const shortModuleId = (id: string, root: string): string => {
  const clean = id.replace(/\?.*$/, '').replace(/\\/g, '/');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) return clean.slice(nm + 1);
  const r = root.replace(/\\/g, '/').replace(/\/$/, '');
  return clean.startsWith(`${r}/`) ? clean.slice(r.length + 1) : clean;
};

export const moduleStats = (root: string): Plugin => ({
  name: 'trader:module-stats',
  apply: 'build',
  generateBundle(_options, bundle) {
    const stats: ModuleStats = {};
    for (const item of Object.values(bundle)) {
      if (item.type !== 'chunk') continue;
      stats[item.fileName] = Object.entries(item.modules)
        .map(([id, m]) => ({ id: shortModuleId(id, root), bytes: m.renderedLength }))
        .filter((m) => m.bytes > 0)
        .sort((a, b) => b.bytes - a.bytes);
    }
    this.emitFile({
      type: 'asset',
      fileName: MODULE_STATS_FILE,
      source: JSON.stringify(stats),
    });
  },
});
