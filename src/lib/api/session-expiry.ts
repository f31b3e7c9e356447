// product-spec §8: a "please log in first" reply shows one localized toast, removes the stored
// token and, after 1 s, replaces the route with /login. Many requests failing together (a page
// firing N calls with a dead token) still give exactly one toast and one redirect.
import { i18n } from '@/lib/i18n';
import { loadOverlays } from '@/lib/load-overlays';
import { currentAppPath, navigateTo } from '@/lib/navigation';
import { getAppState } from '@/stores/app-store';

export const LOGIN_REDIRECT_DELAY_MS = 1000;
/** After the redirect, further failures of requests that were already in flight stay quiet. */
const QUIET_AFTER_REDIRECT_MS = 2000;

let handling = false;

export const isHandlingSessionExpiry = (): boolean => handling;

export const handleSessionExpired = (): void => {
  if (handling) return;
  handling = true;
  // Rare enough to load the toast on demand (kept out of the start-up bundle).
  void loadOverlays().then(({ Toast }) =>
    Toast.show({ content: i18n.t('errors.notLoggedIn'), position: 'center' }),
  );
  getAppState().clearSession();
  const from = currentAppPath();
  setTimeout(() => {
    if (!from.toLowerCase().startsWith('/login')) {
      navigateTo('/login', { replace: true, state: { from } });
    }
    setTimeout(() => {
      handling = false;
    }, QUIET_AFTER_REDIRECT_MS);
  }, LOGIN_REDIRECT_DELAY_MS);
};

/** Test hook: forget an expiry in progress. */
export const resetSessionExpiry = (): void => {
  handling = false;
};
