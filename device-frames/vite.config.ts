// Browser-mode build and dev server of the harness page (Electron builds the same root through
// electron.vite.config.ts). Output: dist/harness. Both servers forward `/__mock/<port>/` to the
// mock with its control token (ADR 0018).
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { mockProxyPlugin } from './server/vite-mock-proxy.js';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

/**
 * Vite's dev server injects an inline script (React refresh), and its client pings a restarted
 * server from a blob: worker (so the page reloads itself after `npm start` restarts); the built
 * page needs neither.
 */
const devCsp = (): Plugin => ({
  name: 'harness-dev-csp',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html
      .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
      .replace("object-src 'none'", "worker-src 'self' blob:; object-src 'none'"),
});

export default defineConfig({
  root,
  base: './',
  plugins: [react(), devCsp(), mockProxyPlugin()],
  envPrefix: 'VITE_HARNESS_',
  // Its own optimizer cache: with the app's (node_modules/.vite) shared, each server's
  // re-optimization invalidated the other's deps and the frames' app stayed on its skeleton with
  // "504 Outdated Optimize Dep" (issue 23).
  cacheDir: '../node_modules/.vite-harness',
  build: {
    outDir: '../dist/harness',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: { port: 18652, strictPort: false },
});
