// The web build's Content-Security-Policy (ADR 0020), written into dist/…/index.html as a meta tag
// by `webCsp()`; scripts/security-headers.ts sends the same policy as a header. The inline style
// (the skeleton, ADR 0013) and inline script (the skeleton's kept banner, ADR 0040 addendum 2) are
// allowed by their hashes, taken from the HTML the build writes; an inline style or event
// attribute, which no hash can allow, fails the build.
import { createHash } from 'node:crypto';

import type { Plugin } from 'vite';

import {
  allowedApiOrigins,
  isLoopbackBuild,
  parseOriginPatterns,
} from '../src/config/resolve-api-base-origins.js';

/** No Referer leaves for another origin (API hosts, image hosts, links); ADR 0020. */
export const REFERRER_POLICY = 'same-origin';

export interface CspInput {
  /** VITE_CONFIG_URLS, split. */
  configUrls: readonly string[];
  /** VITE_API_ORIGINS as written. */
  apiOrigins: string | undefined;
  /** Hash sources of the inline `<style>` blocks. */
  styleHashes: readonly string[];
  /** Hash sources of the inline `<script>` blocks (none: scripts from the build's files only). */
  scriptHashes?: readonly string[];
}

/** `'sha256-…'` of a text as a CSP hash source. */
export const sha256Source = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Throws when the setting is unusable: a pattern it cannot read, or none at all while the config
 * documents live off this machine (they may then name any host, and the build must say which).
 */
export const checkApiOriginsSetting = (
  configUrls: readonly string[],
  setting: string | undefined,
): void => {
  const { patterns, invalid } = parseOriginPatterns(setting);
  if (invalid.length > 0) {
    throw new Error(
      `VITE_API_ORIGINS: not an origin pattern: ${invalid.join(', ')} (write https://api.example.com, https://*.example.com, https://host:8443 or https:)`,
    );
  }
  if (configUrls.length > 0 && !isLoopbackBuild(configUrls) && patterns.length === 0) {
    throw new Error(
      'VITE_API_ORIGINS is required when VITE_CONFIG_URLS are not on this machine: list the origins the config documents may name (e.g. https://*.example.com), or `https:` for any https host (ADR 0020)',
    );
  }
};

const unique = (items: readonly string[]): string[] => [...new Set(items)];

/** The policy text, directives in a fixed order. */
export const webCspPolicy = ({
  configUrls,
  apiOrigins,
  styleHashes,
  scriptHashes = [],
}: CspInput): string => {
  const api = allowedApiOrigins(configUrls, apiOrigins);
  // Server images (news, banners, KYC photos) come from https hosts, or from a plain-http API
  // host the build allows (a dev build's mock); data: for the inline logo, blob: for the photo
  // a user has just picked.
  const httpApi = api.filter((origin) => origin.startsWith('http:'));
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    // pdf.js's worker (ADR 0026): the build's own asset, never blob: or another origin.
    ['worker-src', ["'self'"]],
    ['style-src', ["'self'", ...styleHashes]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...httpApi]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...api]],
    ['manifest-src', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
};

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_ATTRIBUTE = /<[a-z][^>]*\s(style|on[a-z]+)\s*=/i;

/** Adds the policy (and the referrer policy) to built HTML; throws on inline code it cannot allow. */
export const withCsp = (
  html: string,
  input: Omit<CspInput, 'styleHashes' | 'scriptHashes'>,
): string => {
  const scriptHashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, body]) => body?.trim())
    .map(([, body]) => sha256Source(body ?? ''));
  const attribute = INLINE_ATTRIBUTE.exec(html.replace(/<!--[\s\S]*?-->/g, ''));
  if (attribute) throw new Error(`index.html: inline ${attribute[1]}= is not allowed by the CSP`);
  const styleHashes = [...html.matchAll(INLINE_STYLE)].map(([, body]) => sha256Source(body ?? ''));
  const policy = webCspPolicy({ ...input, styleHashes, scriptHashes });
  const tags =
    `<meta http-equiv="Content-Security-Policy" content="${policy}" />` +
    `<meta name="referrer" content="${REFERRER_POLICY}" />`;
  // First in <head>: a meta policy governs only what the parser meets after it.
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}\n    ${tags}`);
  if (!/<head>/i.test(html)) throw new Error('index.html: no <head> for the CSP meta');
  return html.replace(/<head>/i, `<head>\n    ${tags}`);
};

/**
 * The plugin: checks VITE_API_ORIGINS (dev server and build), and in a build writes the policy
 * into index.html once Vite has written that file (its inline style minified), so the hash is of
 * the bytes the browser gets.
 */
export const webCsp = (): Plugin => {
  let input: Omit<CspInput, 'styleHashes'> = { configUrls: [], apiOrigins: undefined };
  return {
    name: 'web-csp',
    enforce: 'post',
    configResolved(config) {
      const env = config.env as Record<string, string | undefined>;
      const configUrls = (env.VITE_CONFIG_URLS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      checkApiOriginsSetting(configUrls, env.VITE_API_ORIGINS);
      input = { configUrls, apiOrigins: env.VITE_API_ORIGINS };
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue;
        const html =
          typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        file.source = withCsp(html, input);
      }
    },
  };
};
