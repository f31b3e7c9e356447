// Which URLs the harness window may show, frame or hand to the OS browser. Pure: the Electron glue
// (security.ts) asks these before letting anything load. Every check parses the URL and compares
// exact origins, never prefixes, so `http://f1.localhost.evil.com` cannot pass for a frame.

/** The origins the harness works with, fixed when the window opens. */
export interface OriginPolicy {
  /** Origin the harness page itself is served from (dev server or the built renderer). */
  harnessOrigin: string;
  /** Origin of the mock server and its control API. */
  mockOrigin: string;
  /** Port the trader app is served on; frames load it from `f<N>.localhost:<appPort>`. */
  appPort: number;
}

/** A frame's own host (`f1.localhost` … `f9999.localhost`), or plain `localhost` (shared session). */
const APP_HOST = /^(?:f\d{1,4}\.)?localhost$/;

/** Frames start blank before the harness points them at the app. */
const BLANK_FRAME_URLS = new Set(['about:blank', 'about:srcdoc']);

export const parseUrl = (text: string): URL | null => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/** Canonical origin of an http(s) origin string, or null (e.g. for `null`, `file:`, junk). */
export const normalizeOrigin = (text: string): string | null => {
  const url = parseUrl(text);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return url.origin;
};

/** True for the app served to one device frame: `http://f<N>.localhost:<appPort>`. */
export const isAppFrameUrl = (text: string, appPort: number): boolean => {
  const url = parseUrl(text);
  return (
    url !== null &&
    url.protocol === 'http:' &&
    APP_HOST.test(url.hostname) &&
    url.port === String(appPort) &&
    url.username === '' &&
    url.password === ''
  );
};

const hasOrigin = (text: string, origin: string): boolean => {
  const url = parseUrl(text);
  return url !== null && url.origin !== 'null' && url.origin === normalizeOrigin(origin);
};

/**
 * May this navigation happen? The top frame stays on the harness; sub-frames (the device frames,
 * the matrix cells) may show the app, the mock (e.g. its raw state) or harness pages.
 */
export const isAllowedNavigation = (
  text: string,
  policy: OriginPolicy,
  isMainFrame: boolean,
): boolean => {
  if (hasOrigin(text, policy.harnessOrigin)) return true;
  if (isMainFrame) return false;
  return (
    BLANK_FRAME_URLS.has(text) ||
    isAppFrameUrl(text, policy.appPort) ||
    hasOrigin(text, policy.mockOrigin)
  );
};

/** Why an address stays inside (logged by the caller), or the normalised one the OS may open. */
export type ExternalDecision =
  | { allowed: true; href: string }
  | { allowed: false; reason: 'not a URL' | 'not https' | 'credentials in URL' | 'not listed' };

const httpsCandidate = (text: string): ExternalDecision => {
  const url = parseUrl(text);
  if (!url) return { allowed: false, reason: 'not a URL' };
  // http, file, javascript, data, blob, mailto, tel and every custom scheme an app registers.
  if (url.protocol !== 'https:') return { allowed: false, reason: 'not https' };
  if (url.username !== '' || url.password !== '') {
    return { allowed: false, reason: 'credentials in URL' };
  }
  return { allowed: true, href: url.href };
};

/** Only https pages, without credentials in the URL, can go to the system browser. */
export const externalCandidate = (text: string): string | null => {
  const candidate = httpsCandidate(text);
  return candidate.allowed ? candidate.href : null;
};

/**
 * May `text` open in the OS browser? Only when it is, after normalising, exactly one of the
 * allow-listed addresses (the site's customer-service link): nothing else leaves the harness.
 * The caller opens `href` (the normalised form that was checked), not `text`.
 */
export const externalDecision = (text: string, allowList: readonly string[]): ExternalDecision => {
  const candidate = httpsCandidate(text);
  if (!candidate.allowed) return candidate;
  return allowList.some((allowed) => externalCandidate(allowed) === candidate.href)
    ? candidate
    : { allowed: false, reason: 'not listed' };
};

export const isExternalAllowed = (text: string, allowList: readonly string[]): boolean =>
  externalDecision(text, allowList).allowed;
