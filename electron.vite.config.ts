// electron-vite: the harness's main process, its sandboxed preload and the renderer (the harness
// page in device-frames/). `npm run build:electron` writes out/{main,preload,renderer}.
import { resolve } from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

import { mockProxyPlugin } from './device-frames/server/vite-mock-proxy';

/**
 * device-frames/index.html's CSP meta allows no inline script; the dev server's React refresh
 * preamble is one (device-frames/vite.config.ts does the same for the browser dev server).
 */
const devInlineScripts = (): Plugin => ({
  name: 'harness-dev-inline-scripts',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
});

export default defineConfig({
  main: {
    // Main sees only MAIN_VITE_* at build time; the app's VITE_* settings stay out of it.
    envPrefix: ['MAIN_VITE_'],
    build: {
      // tsx stays a runtime import: the mock's utility process loads it to run TypeScript.
      externalizeDeps: { include: ['tsx'] },
      rolldownOptions: { input: { index: resolve('src/electron/main/index.ts') } },
    },
  },
  preload: {
    envPrefix: ['PRELOAD_VITE_'],
    build: {
      // A sandboxed preload must be one CommonJS file: no ESM, no require of node_modules.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve('src/electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'device-frames',
    envPrefix: ['RENDERER_VITE_', 'VITE_HARNESS_'],
    // The page reaches the mock's control API on its own origin (ADR 0018).
    plugins: [react(), devInlineScripts(), mockProxyPlugin()],
    // 5173 is the app's dev server.
    server: { port: 5174 },
    build: {
      outDir: resolve('out/renderer'),
      emptyOutDir: true,
      rolldownOptions: { input: { index: resolve('device-frames/index.html') } },
    },
  },
});
