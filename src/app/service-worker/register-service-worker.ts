// The lazy half of the service worker (ADR 0034): registers /sw.js through workbox-window, tells
// the update banner when a new version is waiting, and checks for one now and then over a long
// trading day. The page reloads only after the trader taps "reload", never by itself.
import { Workbox } from 'workbox-window';

import { setUpdateWaiting } from './update-state';

export { UpdateBanner } from './update-banner';

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 30 * 60_000;

export const registerServiceWorker = async (): Promise<void> => {
  const base = import.meta.env.BASE_URL;
  const wb = new Workbox(`${base}sw.js`, { scope: base });
  let accepted = false;
  wb.addEventListener('waiting', ({ sw: next }) => {
    setUpdateWaiting(() => {
      if (accepted) return;
      accepted = true;
      setUpdateWaiting(null);
      // Reload once the new worker is in charge, so the page loads the new version's files: on
      // controllerchange, or as soon as it is activated should that event not come (a reload is
      // served by the active worker either way).
      let reloading = false;
      const reload = () => {
        if (reloading) return;
        reloading = true;
        window.location.reload();
      };
      wb.addEventListener('controlling', reload);
      next?.addEventListener('statechange', () => {
        if (next.state === 'activated') reload();
      });
      wb.messageSkipWaiting();
    });
  });
  const registration = await wb.register();
  if (!registration) return;
  const check = () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
  };
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', check);
};
