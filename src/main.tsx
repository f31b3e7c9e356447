// Entry: the start-up (boot.tsx) as a dynamic import, so the document finishes loading
// (DOMContentLoaded) as soon as this small module has run, not after React and the libraries
// have, and the static skeleton of index.html can show meanwhile. The build lists boot's chunks
// as modulepreload links in index.html (scripts/vite-first-load.ts): they download from the start.
import { BCP47_BY_LANGUAGE, DEFAULT_LANGUAGE, LANGUAGES } from '@/api/contracts/constants';
import {
  loadOpenedPage,
  openedPageNamespaces,
  startOpenedPageEarlyRequests,
} from '@/app/routes/page-loaders';
import { startEarlyConfigFetch, startingApiBase } from '@/config/early-config';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { isFrameHost } from '@/electron/shared/frame-protocol';
import { setHarnessFrame } from '@/lib/harness-frame';
import { nextTask } from '@/lib/next-task';
import { readStorage } from '@/lib/storage';

/**
 * Boot's module graph, evaluated a part at a time: in one go it is one long task (about 70 ms on
 * a fast desktop, four times that on a mid-range phone) during which a tap waits. Each step is a
 * part of the graph that does not need the next; boot itself then has little left to run. The
 * build gives each step a chunk of its own (STARTUP_STEPS in scripts/vite-first-load.ts lists the
 * same modules; scripts/vite-first-load.test.ts fails when the two lists differ).
 */
const STEPS: ReadonlyArray<() => Promise<unknown>> = [
  () => import('./startup/libraries'),
  () => import('@/lib/api-client'),
  () => import('@/app/app'),
];

const startUp = async (): Promise<void> => {
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
  await import('./boot');
  // The opened page's chunks load once boot has run, while boot resolves the API address and the
  // language: asked for any earlier they share the line with boot's and delay the big libraries
  // chunk on a slow connection (measured with `npm run bench`, ADR 0013 and 0014). A failed load
  // is the route's to show.
  await loadOpenedPage().catch(() => undefined);
};

/** The first screen's language files in the default language (the shell's and /home's). */
const LANGUAGE_FILES = import.meta.glob('./locales/zh-CN/{common,validation,home}.json');

/**
 * A first visit (no language stored yet, so the default one) asks for the opened page's language
 * files now, beside the libraries chunk: boot's i18n asks for the same modules later and finds them
 * loaded, so the first render does not wait a round trip after boot (ADR 0041's next lever). Only
 * the default language: the other four would grow every route's entry, and a trader who chose one
 * has visited before (the service worker serves the files then).
 */
const preloadLanguageFiles = (): void => {
  const stored = readStorage(STORAGE_KEYS.language);
  if (stored && stored.toLowerCase() !== DEFAULT_LANGUAGE.toLowerCase()) return;
  for (const ns of ['common', 'validation', ...openedPageNamespaces()]) {
    void LANGUAGE_FILES[`./locales/${DEFAULT_LANGUAGE}/${ns}.json`]?.().catch(() => undefined);
  }
};

/**
 * index.html's skeleton shows its test-station line in <html lang>'s language: the stored one's,
 * as i18n will set it, so the line wraps as the app's and /home's banner box sits where the app's
 * will (ADR 0040).
 */
const showStoredLanguage = (): void => {
  const stored = readStorage(STORAGE_KEYS.language)?.trim().toLowerCase().replace('_', '-');
  const code = LANGUAGES.find((l) => l.toLowerCase() === stored);
  if (code) document.documentElement.lang = BCP47_BY_LANGUAGE[code];
};

// The config document (when no API address is cached) is asked for at once: it is small, and the
// first screen's data waits for it (ADR 0014). With the address known (cached, or the snapshot),
// the opened page's largest paint is asked for at once too (/home's banners, ADR 0038).
const start = (): void => {
  showStoredLanguage();
  startEarlyConfigFetch();
  startOpenedPageEarlyRequests(startingApiBase());
  preloadLanguageFiles();
  void startUp();
};

// Inside a device-frame harness frame only, the bridge first: the frame's parameters (language,
// theme, token, a cold start) must reach storage before anything reads it. Elsewhere it is never
// downloaded (issue 24).
// The bridge's shared dependencies (the languages, the frame record) are used here so that they
// live in the entry chunk: in the api-client step's chunk, loading the bridge would evaluate that
// step — the store among it — before the bridge had written the frame's parameters, and a frame
// opened logged in started as a visitor in the default theme.
if (isFrameHost(window.location.hostname) && LANGUAGES.length > 0) {
  void import('@/lib/harness-bridge').then(start, start);
} else {
  setHarnessFrame(null);
  start();
}
