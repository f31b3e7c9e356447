// The mock proxy (ADR 0018) as a Vite plugin, for every Vite server of the harness page: its own
// dev and preview servers (device-frames/vite.config.ts) and electron-vite's renderer dev server.
// Mounted before Vite's own middlewares, so `/__mock/*` never reaches the page's file serving.
import type { Plugin } from 'vite';

import { createMockProxy, type MockProxyOptions } from './mock-proxy.js';

export const mockProxyPlugin = (options: MockProxyOptions = {}): Plugin => {
  const proxy = createMockProxy(options);
  return {
    name: 'harness-mock-proxy',
    configureServer: (server) => {
      server.middlewares.use(proxy);
    },
    configurePreviewServer: (server) => {
      server.middlewares.use(proxy);
    },
  };
};
