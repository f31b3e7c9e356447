import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { chunkGroups, isReexportIndex, STARTUP_LIBRARIES, STARTUP_STEPS } from './vite-first-load';

describe('start-up chunking (ADR 0014)', () => {
  it('knows a library index that only re-exports from one that does work', () => {
    const nm = '/app/node_modules/ahooks/es/index.js';
    expect(isReexportIndex(nm, "export { default as a } from './a';\nexport * from './b';")).toBe(
      true,
    );
    expect(isReexportIndex(nm, "import './global';\nexport { x } from './x';")).toBe(true);
    // A stylesheet's module, a component's index with code, and the app's own modules are not.
    expect(isReexportIndex('/app/node_modules/x/a.css', '')).toBe(false);
    expect(
      isReexportIndex(nm, "import './badge.css';\nimport { B } from './b';\nexport default B;"),
    ).toBe(false);
    expect(isReexportIndex('/app/src/index.ts', "export { a } from './a';")).toBe(false);
  });

  it("puts each start-up step's new modules in one chunk, not the entry's, a library's or what lies behind an index", () => {
    const root = '/app';
    const graph: Record<string, { importedIds: string[]; code: string }> = {
      '/app/src/main.tsx': { importedIds: ['/app/src/shared.ts'], code: '' },
      '/app/src/shared.ts': { importedIds: [], code: '' },
      '/app/src/lib/api-client.ts': {
        importedIds: [
          '/app/src/shared.ts',
          '/app/node_modules/axios/index.js',
          '/app/src/lib/a.ts',
        ],
        code: '',
      },
      '/app/src/lib/a.ts': { importedIds: [], code: '' },
      '/app/node_modules/axios/index.js': { importedIds: [], code: 'export default 1;' },
      '/app/src/app/app.tsx': {
        importedIds: ['/app/src/lib/a.ts', '/app/src/app/layout.tsx'],
        code: '',
      },
      '/app/src/app/layout.tsx': {
        importedIds: ['/app/node_modules/ui/es/button.js'],
        code: '',
      },
      '/app/node_modules/ui/es/button.js': {
        importedIds: ['/app/node_modules/icons/es/index.js'],
        code: '',
      },
      '/app/node_modules/icons/es/index.js': {
        importedIds: ['/app/node_modules/icons/es/Left.js', '/app/node_modules/icons/es/Right.js'],
        code: "export { default as Left } from './Left.js';\nexport { default as Right } from './Right.js';",
      },
      '/app/src/boot.tsx': {
        importedIds: ['/app/src/app/app.tsx', '/app/src/boot-only.ts'],
        code: '',
      },
      '/app/src/boot-only.ts': { importedIds: [], code: '' },
    };
    const [libs, steps] = chunkGroups(root);
    expect(libs!.test).toBe(STARTUP_LIBRARIES);
    const ctx = { getModuleInfo: (id: string) => graph[id] ?? null };
    const name = steps!.name as (id: string, c: typeof ctx) => string | null;
    expect(name('/app/src/lib/a.ts', ctx)).toBe('startup-api-client');
    expect(name('/app/src/app/layout.tsx', ctx)).toBe('startup-app');
    expect(name('/app/node_modules/ui/es/button.js', ctx)).toBe('startup-app');
    expect(name('/app/src/boot-only.ts', ctx)).toBe('startup-boot');
    // The entry's own modules, each step's own module, the libraries and what an index
    // re-exports (not all of it is used) are left to the other rules.
    expect(name('/app/src/shared.ts', ctx)).toBeNull();
    expect(name('/app/src/boot.tsx', ctx)).toBeNull();
    expect(name('/app/node_modules/axios/index.js', ctx)).toBeNull();
    expect(name('/app/node_modules/icons/es/Left.js', ctx)).toBeNull();
  });
});

describe('the start-up steps (ADR 0013, 0014)', () => {
  it("main.tsx evaluates exactly the build's step modules, in the same order", () => {
    // main.tsx's STEPS, as the modules they import (`@/…` and `./…` are under src/).
    const main = readFileSync('src/main.tsx', 'utf8');
    const steps = /const STEPS[^\n]*= \[\n([\s\S]*?)\n\];/.exec(main)?.[1] ?? '';
    const modules = [...steps.matchAll(/import\('([^']+)'\)/g)].map((m) =>
      m[1]!.replace(/^@\//, 'src/').replace(/^\.\//, 'src/'),
    );
    // The libraries step has its own chunk group (STARTUP_LIBRARIES), then one chunk per step;
    // boot.tsx is imported after the steps, as the last step of the build's list.
    expect(modules[0]).toBe('src/startup/libraries');
    expect([...modules.slice(1), 'src/boot']).toEqual(
      STARTUP_STEPS.map((file) => file.replace(/\.tsx?$/, '')),
    );
    expect(main).toContain("await import('./boot')");
  });
});
