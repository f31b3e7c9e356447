// Start-up, loaded by main.tsx: load the active language and resolve the API base in parallel,
// then mount the app or the full-page "cannot connect" message (product-spec §4).
// (Inside a harness frame, main.tsx has run the harness bridge before this module.)
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import '@/lib/antd-react19';
import { App } from '@/app/app';
import {
  loadOpenedPage,
  loadOpenedPagePrefetch,
  openedPageNamespaces,
} from '@/app/routes/page-loaders';
import { FullPageError } from '@/components/full-page-error';
import { CONFIG_SNAPSHOT, CONFIG_URLS } from '@/config/env';
import { fetchConfigJson } from '@/config/early-config';
import { followSnapshot, whenNotBusy } from '@/config/follow-snapshot';
import { resolveApiBase } from '@/config/resolve-api-base';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { skeletonBannerShown } from '@/lib/api/skeleton-banner';
import { http, setApiBase } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { logger } from '@/lib/logger';
import { queryClient } from '@/lib/query-client';
import { readStorage, writeStorage } from '@/lib/storage';

import './styles/global.css';

/** The longest the app's first render waits for the skeleton's banner image to paint. */
const SKELETON_BANNER_WAIT_MS = 1000;

const start = async (root: Root, useSnapshot = true): Promise<void> => {
  // The language files and the opened page's chunk are asked for first: the first screen's
  // paint waits for them, not for the prefetch's query code (ADR 0041). main.tsx's own call to
  // loadOpenedPage reuses this load.
  const i18nReady = initI18n(undefined, openedPageNamespaces());
  void loadOpenedPage().catch(() => undefined);
  let failed = false;
  const resolving = resolveApiBase({
    configUrls: CONFIG_URLS,
    readCache: () => readStorage(STORAGE_KEYS.apiBase),
    writeCache: (base) => writeStorage(STORAGE_KEYS.apiBase, base),
    // main.tsx may have started the first address already.
    fetchJson: (url) => fetchConfigJson(url),
    log: (message, detail) => logger.error(message, detail),
    // A retry after "cannot connect" asks the config chain only, and a stored session token goes
    // only to an address the cache or the chain vouches for (ADR 0035).
    snapshot: useSnapshot && !readStorage(STORAGE_KEYS.token) ? CONFIG_SNAPSHOT : null,
  }).then((result) => {
    if (!result.ok) return result;
    setApiBase(result.base);
    if (result.source === 'snapshot') {
      followSnapshot({
        http,
        snapshot: result.base,
        live: result.live,
        switchTo: (base) => {
          setApiBase(base);
          void queryClient.resetQueries();
        },
        fail: () => {
          failed = true;
          const idle = whenNotBusy(() => queryClient.isFetching() > 0);
          void Promise.all([i18nReady, idle]).then(() =>
            root.render(<FullPageError onRetry={() => start(root, false)} />),
          );
        },
      });
    }
    // The opened page's data starts now, while the language loads, its chunks load and React
    // renders.
    void loadOpenedPagePrefetch().then(
      (page) => page?.prefetch(queryClient),
      () => undefined, // the page asks again when it mounts
    );
    return result;
  });
  const [result] = await Promise.all([resolving, i18nReady]);
  // /home's first banner painted by the skeleton stays until it is on screen (ADR 0040).
  await skeletonBannerShown(SKELETON_BANNER_WAIT_MS);
  if (failed) return;
  if (result.ok) {
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
    root.render(<FullPageError onRetry={() => start(root, false)} />);
  }
};

const container = document.getElementById('root');
if (container) void start(createRoot(container));
