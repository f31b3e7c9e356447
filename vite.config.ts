// Standalone build and dev server of the trader app (dist/web) and the Vitest projects.
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src } },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The bench reads the manifest to size each route's first load.
    manifest: true,
    chunkSizeWarningLimit: 400,
  },
  server: { port: 5173, strictPort: false },
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
    ],
  },
});
