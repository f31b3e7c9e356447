// When and whether the app registers its service worker (ADR 0034): in a production build only,
// never inside a harness frame (each frame must load the build it is pointed at, fresh) or in a
// build made with VITE_SERVICE_WORKER=off; and only once the first screen has loaded and the main
// thread is idle. Everything else (workbox-window, the update banner) is a lazy chunk.
import type { ComponentType } from 'react';

import { isHarnessFrame } from '@/lib/harness-only';
import { whenIdle } from '@/lib/when-idle';

export const serviceWorkerWanted = (): boolean =>
  import.meta.env.PROD &&
  import.meta.env.VITE_SERVICE_WORKER !== 'off' &&
  'serviceWorker' in navigator &&
  !isHarnessFrame();

const afterLoadWhenIdle = (run: () => void): void => {
  // Safari has no requestIdleCallback: a second after load stands in for it.
  const idle = () => void whenIdle(run, { timeoutMs: 5_000, fallbackMs: 1_000 });
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
};

let started = false;

/** Registers once per page; hands the update banner to the layout when the chunk has loaded. */
export const startServiceWorker = (show: (banner: ComponentType) => void): void => {
  if (started || !serviceWorkerWanted()) return;
  started = true;
  afterLoadWhenIdle(() => {
    void import('./register-service-worker')
      .then((lazy) => {
        show(lazy.UpdateBanner);
        return lazy.registerServiceWorker();
      })
      // No worker means no offline shell and no update prompt; the app itself works as before.
      .catch(() => undefined);
  });
};
