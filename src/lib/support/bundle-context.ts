// What the app knows about itself when a support bundle is made: build, route, language, theme,
// session, clocks and screen. Read at that moment, nothing kept.
import { APP_COMMIT, APP_VERSION } from '@/config/build-info';
import { currentLanguage } from '@/lib/i18n';
import { currentAppPath } from '@/lib/navigation';
import { serverNow } from '@/lib/server-clock';
import { getAppState } from '@/stores/app-store';

import type { SupportBundle } from '@/api/contracts/support-bundle';

import { buildBundle, type BundleContext } from './build-bundle';
import { replyLog } from './reply-log';

export const currentBundleContext = (): BundleContext => {
  const state = getAppState();
  const now = new Date();
  return {
    now,
    app: { version: APP_VERSION, commit: APP_COMMIT, mode: import.meta.env.MODE },
    route: currentAppPath(),
    language: currentLanguage(),
    theme: state.theme,
    isLoggedIn: state.token !== '',
    serverOffsetMs: serverNow() - now.getTime(),
    viewport: { width: window.innerWidth, height: window.innerHeight },
    userAgent: navigator.userAgent,
  };
};

/** A bundle of what the log holds now (masked, validated). */
export const snapshotBundle = (): SupportBundle =>
  buildBundle(replyLog.snapshot(), currentBundleContext());
