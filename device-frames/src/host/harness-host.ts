// Which host runs the harness: Electron's preload exposes `window.harness` (contextBridge);
// otherwise the page is in a plain browser and uses the browser adapter.
import type { HarnessApi } from '../../../src/electron/shared/harness-api';

import { createBrowserAdapter } from './browser-adapter';

declare global {
  interface Window {
    harness?: HarnessApi;
  }
}

export const pickHost = (): HarnessApi =>
  window.harness ??
  createBrowserAdapter({
    search: window.location.search,
    env: {
      mockOrigin: import.meta.env.VITE_HARNESS_MOCK_ORIGIN as string | undefined,
      appPort: import.meta.env.VITE_HARNESS_APP_PORT as string | undefined,
      appPath: import.meta.env.VITE_HARNESS_APP_PATH as string | undefined,
    },
  });
