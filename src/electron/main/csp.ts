// Content-Security-Policy headers the main process adds to the documents the harness window shows:
// the harness page itself and the trader app inside every device frame (pages may add a stricter
// meta tag; both apply). Pure: security.ts asks `documentHeaders` for each response.
import { createHash } from 'node:crypto';

import { isAppFrameUrl, normalizeOrigin, type OriginPolicy } from './url-policy';

export interface CspOptions extends OriginPolicy {
  /** The electron-vite dev server needs inline module preambles and its HMR socket. */
  isDev: boolean;
}

const serialize = (directives: Record<string, string>): string =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

export const harnessCsp = ({ mockOrigin, appPort, isDev, harnessOrigin }: CspOptions): string => {
  const hmr = isDev ? ` ${harnessOrigin.replace(/^http/, 'ws')}` : '';
  return serialize({
    'default-src': "'self'",
    'script-src': isDev ? "'self' 'unsafe-inline'" : "'self'",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'font-src': "'self' data:",
    'connect-src': `'self' ${mockOrigin}${hmr}`,
    'frame-src': `http://*.localhost:${appPort} http://localhost:${appPort} ${mockOrigin} 'self'`,
    'worker-src': "'self' blob:",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'none'",
    'frame-ancestors': "'none'",
  });
};

/** CSP hash sources (`'sha256-…'`) of a document's inline `<script>` and `<style>` blocks. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const hashSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The inline blocks of the app's own index.html (the skeleton's style; in dev, Vite's React
 * refresh preamble), hashed so the policy can allow exactly them and no other inline code.
 */
export const inlineHashesOf = (html: string): InlineHashes => {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , body = '']) => body)
    .filter((body) => body.trim() !== '');
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(
    ([, body = '']) => body,
  );
  return { scripts: scripts.map(hashSource), styles: styles.map(hashSource) };
};

/** What main learned from the app server's index.html when the window opened. */
export interface AppDocument {
  /** Vite's dev server (serves `/@vite/client`): it injects CSS as `<style>` elements. */
  isDevServer: boolean;
  inline: InlineHashes;
}

export interface AppCspOptions extends OriginPolicy {
  app: AppDocument;
}

/**
 * The app's policy inside a device frame: the web build's (ADR 0020, scripts/vite-csp.ts) for the
 * harness's origins — scripts only from the app's origin plus its own hashed inline blocks (never
 * `unsafe-inline`/`unsafe-eval`), requests to the app and the mock only — and framed by the
 * harness page alone. Vite's dev server injects every CSS module as a `<style>` element, so there
 * styles allow inline (a hash would switch that off) and its HMR socket may connect; the built app
 * needs only the skeleton's hash.
 */
export const appFrameCsp = ({ mockOrigin, appPort, harnessOrigin, app }: AppCspOptions): string => {
  const hmr = app.isDevServer ? ` ws://*.localhost:${appPort} ws://localhost:${appPort}` : '';
  const styles = app.isDevServer ? "'unsafe-inline'" : app.inline.styles.join(' ');
  return serialize({
    'default-src': "'none'",
    'script-src': ["'self'", ...app.inline.scripts].join(' '),
    // pdf.js's worker, as the web build (ADR 0026).
    'worker-src': "'self'",
    'style-src': `'self' ${styles}`.trim(),
    // KYC photos preview from blob: URLs; uploads and banners come from the mock or https.
    'img-src': `'self' data: blob: https: ${mockOrigin}`,
    'font-src': "'self'",
    'connect-src': `'self' ${mockOrigin}${hmr}`,
    'manifest-src': "'self'",
    'base-uri': "'none'",
    'form-action': "'none'",
    'object-src': "'none'",
    'frame-ancestors': harnessOrigin,
  });
};

/** The web build's referrer policy (scripts/vite-csp.ts): no Referer to another origin. */
export const REFERRER_POLICY = 'same-origin';

const DOCUMENT_TYPES = new Set(['mainFrame', 'subFrame']);

/** Headers main adds; a server's own CSP stays too (several policies all apply). */
export type HeaderLines = Record<string, string[]>;

/**
 * The security headers to add to one response, or null to leave it as the server sent it. Only
 * documents carry a policy: the harness page in the top frame and the app in a device frame; the
 * mock's raw pages and every sub-resource keep their headers.
 */
export const documentHeaders = (
  url: string,
  resourceType: string,
  policy: OriginPolicy,
  csp: { harness: string; app: string },
): Record<string, string> | null => {
  if (!DOCUMENT_TYPES.has(resourceType)) return null;
  const common = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': REFERRER_POLICY };
  if (normalizeOrigin(url) === policy.harnessOrigin) {
    // Its `frame-ancestors 'none'` would blank a harness page shown in one of its own frames.
    return resourceType === 'mainFrame'
      ? { 'Content-Security-Policy': csp.harness, ...common }
      : null;
  }
  if (isAppFrameUrl(url, policy.appPort)) {
    return { 'Content-Security-Policy': csp.app, ...common };
  }
  return null;
};

/**
 * `extra` added to `headers`: a Content-Security-Policy the server sent is kept beside ours
 * (each policy must allow a load, so the result is never looser); other names are replaced
 * whatever their case.
 */
export const mergeHeaders = (
  headers: HeaderLines | undefined,
  extra: Record<string, string>,
): HeaderLines => {
  const merged: HeaderLines = {};
  const extraNames = new Set(Object.keys(extra).map((name) => name.toLowerCase()));
  for (const [name, lines] of Object.entries(headers ?? {})) {
    const lower = name.toLowerCase();
    if (lower === 'content-security-policy' || !extraNames.has(lower)) merged[name] = lines;
  }
  for (const [name, value] of Object.entries(extra)) {
    const existing = Object.entries(merged).find(
      ([key]) => key.toLowerCase() === name.toLowerCase(),
    );
    if (existing) merged[existing[0]] = [...existing[1], value];
    else merged[name] = [value];
  }
  return merged;
};
