// Standalone build and dev server of the trader app (dist/web) and the Vitest projects.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { dependencyTrims } from './scripts/vite-dependency-trims.js';
import { barrelImports } from './scripts/vite-barrel-imports.js';
import { configSnapshot } from './scripts/vite-config-snapshot.js';
import { bootPreload, chunkFileNames, chunkGroups } from './scripts/vite-first-load.js';
import { webCsp } from './scripts/vite-csp.js';
import { moduleStats } from './scripts/vite-module-stats.js';
import { preloadInSteps } from './scripts/vite-preload-in-steps.js';
import { serviceWorker } from './scripts/vite-pwa.js';

const root = fileURLToPath(new URL('.', import.meta.url)).replace(/[\\/]$/, '');
const src = `${root}/src`;

/** The build's version for /about and settings: package.json's, and the commit when git has one. */
const appVersion = (JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { version: string })
  .version;
const appCommit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return '';
  }
})();

export default defineConfig({
  // Library trims for a smaller first load; `vite build` only (see the file). webCsp: the
  // Content-Security-Policy meta of the build (ADR 0020). moduleStats: what each chunk holds, for
  // the budget check (scripts/check-budgets.ts).
  plugins: [
    barrelImports(),
    react(),
    dependencyTrims(),
    bootPreload(),
    // Vite's loader appends a dynamic import's preloads a few per task (ADR 0041).
    preloadInSteps(),
    webCsp(),
    // VITE_CONFIG_SNAPSHOT: the API address the build ships with (ADR 0035).
    configSnapshot(),
    moduleStats(root),
    // Service worker and manifest, `vite build` only (ADR 0034).
    serviceWorker(),
  ],
  resolve: { alias: { '@': src } },
  // Read through src/config/build-info.ts only.
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
    __APP_COMMIT__: JSON.stringify(appCommit),
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The bench reads the manifest to size each route's first load.
    manifest: true,
    chunkSizeWarningLimit: 400,
    // First-load chunking (issue 6): scripts/vite-first-load.ts.
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[hash].js',
        chunkFileNames,
        codeSplitting: { groups: chunkGroups(root) },
      },
    },
  },
  // The dev server pre-bundles what the app's own page imports. Left to itself it scans every
  // *.html under the root: the harness page, bench pages, builds in dist/ and test reports — one
  // of those rewritten meanwhile failed the scan, and the first start then found the app's
  // dependencies one by one, reloading the page each time (issue 23).
  optimizeDeps: { entries: ['index.html'] },
  server: {
    port: 5173,
    strictPort: false,
    // Builds and test output land inside the root: an e2e build (dist/e2e-*) while `npm start`
    // runs must not reload the app in every frame.
    watch: { ignored: ['**/dist/**', '**/test-results/**', '**/mock-server/data/**'] },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'contracts',
          environment: 'node',
          include: ['src/api/contracts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/api/contracts/**', 'src/electron/**'],
          setupFiles: ['src/testing/setup.ts'],
          // Several waits of up to 5 s each (setup.ts) in one journey on a busy machine.
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'mock',
          environment: 'node',
          include: ['mock-server/**/*.test.ts', 'fixtures/**/*.test.ts'],
          testTimeout: 20000,
        },
      },
      {
        // The Electron shell's pure policies and the start script's plan; Electron never launches.
        extends: true,
        test: {
          name: 'electron',
          environment: 'node',
          include: ['src/electron/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        // The device-frame harness page (device-frames/), in a browser-like DOM.
        extends: true,
        test: {
          name: 'harness',
          environment: 'jsdom',
          include: ['device-frames/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
