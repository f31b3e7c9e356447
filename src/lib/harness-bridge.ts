// The app side of the device-frame harness (issue 4). A harness frame loads the app from its own
// `f<N>.localhost` origin with its identity in the query string; this module copies that identity
// into the storage keys the app already reads, before the store and i18n read them, then removes
// the parameters from the address. On any other host it does nothing at all.
//
// It also answers one question from the harness page (the matrix view): "which text overflows its
// box?". Only the parent window, from the origin that embeds this frame, is answered, and only
// messages that match the schema.
//
// And it tells that same embedder what the frame shows — language, theme, route — at start and
// whenever one changes inside the app (issue 23), so the harness's controls follow the app.
//
// The host pattern, parameter names and message shapes are the harness's too: they are written
// once, in src/electron/shared/frame-protocol.ts (pure, imports nothing), which both sides import.
import { z } from 'zod/mini';

import { LANGUAGES, type Language } from '@/api/contracts/constants';
import { STORAGE_KEYS } from '@/config/storage-keys';
import {
  FRAME_PARAMS,
  isFrameHost,
  OVERFLOW_ID_MAX_LENGTH,
  OVERFLOW_MAX_ITEMS,
  OVERFLOW_REQUEST,
  overflowReport,
  POLLS_HELD,
  type MeasuredOverflow,
} from '@/electron/shared/frame-protocol';

import { setHarnessFrame, type HarnessFrame } from './harness-frame';
import { readTheme, reportShown, type Shown } from './harness-frame-state';
import { removeStorage, writeStorage } from './storage';

const MAX_TOKEN_LENGTH = 256;
/** How often the hash is read where the browser cannot report navigations. */
const ROUTE_POLL_MS = 500;

/** What the bridge touches, injectable for tests. */
export type { HarnessFrame, Shown };

export interface BridgeEnv {
  location: Pick<Location, 'hostname' | 'href'>;
  history: Pick<History, 'replaceState' | 'state'>;
  /** The embedding page's origin, or null when unknown (not framed). */
  parentOrigin: string | null;
  addMessageListener: (listener: (event: MessageEvent) => void) => void;
  reply: (message: unknown, targetOrigin: string) => void;
  isFromParent: (event: MessageEvent) => boolean;
  measure: () => MeasuredOverflow[];
  /** What the app shows now, as it mirrors it on `<html>` (`lang`, `data-theme`) and the hash. */
  readShown: () => Shown;
  /** Calls back whenever that may have changed. */
  watchShown: (onChange: () => void) => void;
}

/** The protocol's names and shapes are shared with the harness; the app still validates. */
const overflowRequest = z.strictObject({
  type: z.literal(OVERFLOW_REQUEST),
  id: z.string().check(z.minLength(1), z.maxLength(OVERFLOW_ID_MAX_LENGTH)),
});

const readLanguage = (value: string | null): Language | null =>
  LANGUAGES.find((code) => code === value) ?? null;

/** A token is opaque text: printable ASCII without spaces, at most 256 characters. */
const readToken = (value: string | null): string | null =>
  value !== null && value.length <= MAX_TOKEN_LENGTH && /^[\x21-\x7e]*$/.test(value) ? value : null;

const readFrameName = (value: string | null): string | null =>
  value !== null && /^[\w-]{1,32}$/.test(value) ? value : null;

/** Reads, stores and strips the harness parameters; null (and no effect) off a harness host. */
export const applyHarnessFrame = (env: BridgeEnv): HarnessFrame | null => {
  if (!isFrameHost(env.location.hostname)) return null;
  const url = new URL(env.location.href);
  const params = url.searchParams;
  const frame: HarnessFrame = {
    frame: readFrameName(params.get(FRAME_PARAMS.frame)),
    language: readLanguage(params.get(FRAME_PARAMS.language)),
    theme: readTheme(params.get(FRAME_PARAMS.theme)),
  };
  if (params.get(FRAME_PARAMS.polls) === POLLS_HELD) frame.polls = POLLS_HELD;
  if (frame.language) writeStorage(STORAGE_KEYS.language, frame.language);
  if (frame.theme) writeStorage(STORAGE_KEYS.theme, frame.theme);
  const token = readToken(params.get(FRAME_PARAMS.token));
  // An empty token is the harness choosing "visitor": log the frame out.
  if (token === '') removeStorage(STORAGE_KEYS.token);
  else if (token) writeStorage(STORAGE_KEYS.token, token);
  if (params.get(FRAME_PARAMS.coldStart) === '1') removeStorage(STORAGE_KEYS.apiBase);

  const names: string[] = Object.values(FRAME_PARAMS);
  if (names.some((name) => params.has(name))) {
    for (const name of names) params.delete(name);
    env.history.replaceState(env.history.state, '', url.toString());
  }

  const { parentOrigin } = env;
  if (parentOrigin) {
    env.addMessageListener((event) => {
      if (event.origin !== parentOrigin || !env.isFromParent(event)) return;
      const request = overflowRequest.safeParse(event.data);
      if (!request.success) return;
      env.reply(overflowReport(request.data.id, frame.frame, env.measure()), parentOrigin);
    });
    reportShown(env, frame.frame, parentOrigin);
  }
  return frame;
};

/** Text elements whose content is wider than their box (scrollWidth > clientWidth). */
export const measureOverflow = (root: ParentNode = document): MeasuredOverflow[] => {
  const found: MeasuredOverflow[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('body *')) {
    if (found.length >= OVERFLOW_MAX_ITEMS) break;
    const hasOwnText = Array.from(el.childNodes).some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
    // Inline boxes report clientWidth 0; they overflow through their block parent.
    if (!hasOwnText || el.clientWidth === 0 || el.scrollWidth <= el.clientWidth + 1) continue;
    const box = el.getBoundingClientRect();
    found.push({
      tag: el.tagName.toLowerCase(),
      text: (el.textContent ?? '').trim().slice(0, 60),
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      rect: { x: box.x, y: box.y, width: box.width, height: box.height },
    });
  }
  return found;
};

const parentOriginOf = (win: Window): string | null => {
  if (win.parent === win) return null;
  // Chromium names the embedder exactly; elsewhere the referrer carries its origin.
  const ancestor = win.location.ancestorOrigins?.[0];
  if (ancestor && ancestor !== 'null') return ancestor;
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
};

const browserEnv = (win: Window): BridgeEnv => {
  // index.html ships `lang` and `data-theme` defaults; only what the app itself wrote is true
  // (a frame loaded in English would otherwise first report the page's zh-CN).
  const written = new Set<string | null>();
  const attribute = (name: string): string | null =>
    written.has(name) ? win.document.documentElement.getAttribute(name) : null;
  return {
    location: win.location,
    history: win.history,
    parentOrigin: parentOriginOf(win),
    addMessageListener: (listener) => win.addEventListener('message', listener),
    reply: (message, targetOrigin) => win.parent.postMessage(message, targetOrigin),
    isFromParent: (event) => event.source === win.parent,
    measure: () => measureOverflow(win.document),
    readShown: () => ({
      lang: attribute('lang'),
      theme: attribute('data-theme'),
      hash: win.location.hash,
    }),
    watchShown: (onChange) => {
      const observer = new MutationObserver((records) => {
        for (const record of records) written.add(record.attributeName);
        onChange();
      });
      observer.observe(win.document.documentElement, {
        attributes: true,
        attributeFilter: ['lang', 'data-theme'],
      });
      // The router moves with pushState, which fires no hashchange: Chromium's Navigation API
      // reports every move; elsewhere a light poll of the hash does.
      const navigation = (win as { navigation?: EventTarget }).navigation;
      if (navigation) navigation.addEventListener('currententrychange', onChange);
      else win.setInterval(onChange, ROUTE_POLL_MS);
      win.addEventListener('hashchange', onChange);
      win.addEventListener('popstate', onChange);
    },
  };
};

// Runs once, when first imported: main.tsx imports this module before the start-up, and only on a
// harness frame's host, so the parameters reach storage before anything reads it.
setHarnessFrame(typeof window === 'undefined' ? null : applyHarnessFrame(browserEnv(window)));
