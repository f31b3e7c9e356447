// Start-up, loaded by main.tsx: load the active language and resolve the API base in parallel,
// then mount the app or the full-page "cannot connect" message (product-spec §4).
// First: a harness frame's parameters must reach storage before the store and i18n read it.
import '@/lib/harness-bridge';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import '@/lib/antd-react19';
import { App } from '@/app/app';
import { loadOpenedPagePrefetch } from '@/app/routes/page-loaders';
import { FullPageError } from '@/components/full-page-error';
import { CONFIG_URLS } from '@/config/env';
import { fetchConfigJson } from '@/config/early-config';
import { resolveApiBase } from '@/config/resolve-api-base';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { setApiBase } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { logger } from '@/lib/logger';
import { queryClient } from '@/lib/query-client';
import { readStorage, writeStorage } from '@/lib/storage';

import './styles/global.css';

const start = async (root: Root): Promise<void> => {
  const [result] = await Promise.all([
    resolveApiBase({
      configUrls: CONFIG_URLS,
      readCache: () => readStorage(STORAGE_KEYS.apiBase),
      writeCache: (base) => writeStorage(STORAGE_KEYS.apiBase, base),
      // main.tsx may have started the first address already.
      fetchJson: (url) => fetchConfigJson(url),
      log: (message, detail) => logger.error(message, detail),
    }),
    initI18n(),
  ]);
  if (result.ok) {
    setApiBase(result.base);
    // The opened page's data starts now, while its chunks load and React renders.
    void loadOpenedPagePrefetch().then(
      (page) => page?.prefetch(queryClient),
      () => undefined, // the page asks again when it mounts
    );
    // A transition: React renders the first screen in slices of a few milliseconds, yielding
    // between them, so taps and paints are not held for the whole first render (the skeleton
    // stays until it commits).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  } else {
    root.render(<FullPageError onRetry={() => start(root)} />);
  }
};

const container = document.getElementById('root');
if (container) void start(createRoot(container));
