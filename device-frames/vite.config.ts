// Browser-mode build and dev server of the harness page (Electron builds the same root through
// electron.vite.config.ts). Output: dist/harness.
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

/** Vite's dev server injects an inline script (React refresh); the built page needs none. */
const devCsp = (): Plugin => ({
  name: 'harness-dev-csp',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
});

export default defineConfig({
  root,
  base: './',
  plugins: [react(), devCsp()],
  envPrefix: 'VITE_HARNESS_',
  build: {
    outDir: '../dist/harness',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: { port: 18652, strictPort: false },
});
