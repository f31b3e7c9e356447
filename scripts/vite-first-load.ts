// Chunking of the production build for a small first load (issue 6; measured with `npm run bench`).
import type { Plugin } from 'vite';

/**
 * Libraries every route runs from the start (React, the router, i18n, server state, the HTTP
 * client and the contract's schemas). In one chunk they compress better than in the dozen
 * fragments automatic splitting makes of them, and pages import one file instead of several. No
 * CSS lives in these packages, so stylesheet order is untouched.
 */
export const STARTUP_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|i18next-resources-to-backend|@tanstack[\\/]query-core|@tanstack[\\/]react-query|axios|zod|zustand|use-sync-external-store)[\\/]/;

/**
 * Route page chunks keep their readable name; shared chunks are named by hash only, since their
 * names are repeated in every importing chunk and in the entry's preload table.
 */
export const chunkFileNames = (chunk: {
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
}): string =>
  chunk.isDynamicEntry && chunk.facadeModuleId && /[\\/]pages[\\/]/.test(chunk.facadeModuleId)
    ? 'assets/[name]-[hash].js'
    : 'assets/[hash].js';

/**
 * The start-up's steps after the libraries, in the order main.tsx evaluates them (one task each,
 * ADR 0013). Each step's modules that neither the entry nor an earlier step has go into one chunk
 * of the step's own (ADR 0014): automatic splitting cuts them into a couple of dozen small chunks
 * by which pages share them, and on a slow line every request in flight takes its share of the
 * bandwidth, so the big libraries chunk arrives later the more small ones travel beside it.
 * main.tsx's STEPS must name the same modules: vite-first-load.test.ts compares the two lists.
 */
export const STARTUP_STEPS = ['src/lib/api-client.ts', 'src/app/app.tsx', 'src/boot.tsx'] as const;

/**
 * A library's re-exporting index (`node_modules/ahooks/es/index.js`): it imports everything the
 * package has, so what a library reaches through one is not all needed. The walk below stops at
 * one, and what is really used behind it stays with automatic splitting.
 */
export const isReexportIndex = (id: string, code: string | null | undefined): boolean => {
  if (!/[\\/]node_modules[\\/]/.test(id) || typeof code !== 'string') return false;
  const lines = code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^(\/\/|\/\*|\*)/.test(line));
  const reexports = lines.filter((line) => /^export\s*(\*|\{[^}]*\})\s*from\s/.test(line));
  // A stylesheet's module is empty: not an index.
  return (
    reexports.length > 0 &&
    lines.every((line) => reexports.includes(line) || /^import\s+['"]/.test(line))
  );
};

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

/**
 * The build's chunk groups: the start-up libraries, then one chunk per start-up step. The import
 * graph is read once, on the first module the bundler asks about; it is the real one because the
 * component libraries' indexes are bypassed (vite-barrel-imports.ts).
 */
export const chunkGroups = (root: string) => {
  let stepOf: Map<string, string> | undefined;
  const analyse = (graph: ModuleGraph): Map<string, string> => {
    const file = (path: string) => `${root}/${path}`;
    const placed = new Set<string>();
    const reach = (from: string): string[] => {
      const found: string[] = [];
      const stack = [from];
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (placed.has(id)) continue;
        const info = graph.getModuleInfo(id);
        if (isReexportIndex(id, info?.code)) continue;
        placed.add(id);
        found.push(id);
        stack.push(...(info?.importedIds ?? []));
      }
      return found;
    };
    reach(file('src/main.tsx')); // the entry's own modules stay in the entry
    const result = new Map<string, string>();
    for (const step of STARTUP_STEPS) {
      const name = `startup-${step.replace(/^.*\//, '').replace(/\.tsx?$/, '')}`;
      for (const id of reach(file(step))) {
        // The step's own module stays the chunk main.tsx imports; the libraries have theirs.
        if (id !== file(step) && !STARTUP_LIBRARIES.test(id)) result.set(id, name);
      }
    }
    return result;
  };
  return [
    { name: 'startup-libs', test: STARTUP_LIBRARIES, priority: 20 },
    {
      name: (id: string, ctx: ModuleGraph) => (stepOf ??= analyse(ctx)).get(id) ?? null,
      debugName: 'startup-steps',
      priority: 10,
      // Only the modules named here: their imports stay where the group above and automatic
      // splitting put them (otherwise the entry's modules would be pulled into a step's chunk).
      includeDependenciesRecursively: false,
    },
  ];
};

/** The start-up module main.tsx imports dynamically (see there). */
export const BOOT_MODULE = /[\\/]src[\\/]boot\.tsx$/;

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: string[];
  facadeModuleId?: string | null;
  isDynamicEntry?: boolean;
  viteMetadata?: { importedCss?: Set<string> };
}

/**
 * Lists the start-up chunk and its static imports in index.html: modulepreload links (they start
 * downloading with the page, as if main.tsx imported them statically, without holding
 * DOMContentLoaded) and preloads of their stylesheets, all at low fetch priority (ADR 0013). The
 * stylesheets are not render-blocking: the skeleton has its own inline styles in index.html, so it
 * paints as soon as the HTML is parsed; Vite's loader for `import('./boot')` applies the sheets,
 * in this same order, and waits for them before boot runs, so the app never renders unstyled.
 */
export const bootPreload = (): Plugin => {
  let base = '/';
  return {
    name: 'boot-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Record<string, BundleChunk> | undefined;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const boot = chunks.find(
          (c) => c.isDynamicEntry && BOOT_MODULE.test(c.facadeModuleId ?? ''),
        );
        if (!boot) throw new Error('boot-preload: no chunk for src/boot.tsx');
        const files: string[] = [];
        const css: string[] = [];
        // Depth first, a chunk's stylesheets after those of what it imports: the order the app's
        // imports give them (antd-mobile's variables before the app's tokens that override them).
        const visit = (fileName: string) => {
          if (files.includes(fileName) || fileName === ctx.chunk?.fileName) return;
          files.push(fileName);
          const chunk = bundle[fileName];
          for (const dep of chunk?.imports ?? []) visit(dep);
          for (const sheet of chunk?.viteMetadata?.importedCss ?? []) {
            if (!css.includes(sheet) && !html.includes(sheet)) css.push(sheet);
          }
        };
        visit(boot.fileName);
        // The entry script, like the preloads below, at low priority: the skeleton paints without
        // them, and nothing else competes for the line while they load.
        const entry = ctx.chunk?.fileName;
        const withLowEntry = entry
          ? html.replace(
              `<script type="module" crossorigin src="${base}${entry}">`,
              `<script type="module" crossorigin fetchpriority="low" src="${base}${entry}">`,
            )
          : html;
        const tags = [
          ...files.map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              fetchpriority: 'low',
              href: `${base}${file}`,
            },
            injectTo: 'head' as const,
          })),
          ...css.map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'style',
              crossorigin: true,
              fetchpriority: 'low',
              href: `${base}${file}`,
            },
            injectTo: 'head' as const,
          })),
        ];
        return { html: withLowEntry, tags };
      },
    },
  };
};
