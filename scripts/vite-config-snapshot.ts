// The config document's snapshot (ADR 0035): the API address a build ships with, the first
// candidate when the browser has none cached. `VITE_CONFIG_SNAPSHOT` says where it comes from:
//   unset / `none`  no snapshot (the config chain of product-spec §4 runs first, as before);
//   `fetch`         the first config address, asked at build time (3 s); none when unreachable;
//   a file path     a JSON document like the config's, `{"ads": "https://api.example.com"}`.
// The address must be one the build allows (resolve-api-base-origins.ts, the CSP's connect-src),
// or the build fails. The app reads it as __CONFIG_SNAPSHOT__ ('' for none), and the built
// index.html preconnects to its origin.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { loadEnv, type Plugin } from 'vite';

import { allowedApiOrigins, isAllowedApiBase } from '../src/config/resolve-api-base-origins.js';

export const SNAPSHOT_FETCH_TIMEOUT_MS = 3_000;

export interface SnapshotSource {
  /** VITE_CONFIG_SNAPSHOT as written. */
  setting: string | undefined;
  configUrls: readonly string[];
  apiOrigins: string | undefined;
  root: string;
  /** Fetches a config document (tests pass their own). */
  fetchJson?: (url: string) => Promise<unknown>;
  warn?: (message: string) => void;
}

const fetchJsonQuickly = async (url: string): Promise<unknown> => {
  const res = await fetch(url, { signal: AbortSignal.timeout(SNAPSHOT_FETCH_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
};

const adsOf = (doc: unknown): string | null => {
  const ads = (doc as { ads?: unknown } | null)?.ads;
  return typeof ads === 'string' && ads.trim() ? ads.trim() : null;
};

/** The snapshot's API address, or '' for none; throws when a given file is unusable. */
export const readConfigSnapshot = async (source: SnapshotSource): Promise<string> => {
  const setting = source.setting?.trim() ?? '';
  if (!setting || setting === 'none') return '';
  const allowed = allowedApiOrigins(source.configUrls, source.apiOrigins);
  if (setting === 'fetch') {
    const url = source.configUrls[0];
    const warn = source.warn ?? ((m: string) => console.warn(m));
    if (!url) throw new Error('VITE_CONFIG_SNAPSHOT=fetch needs VITE_CONFIG_URLS');
    try {
      const ads = adsOf(await (source.fetchJson ?? fetchJsonQuickly)(url));
      if (isAllowedApiBase(ads, allowed)) return ads;
      warn(`config snapshot: ${url} named no allowed API address; building without a snapshot`);
    } catch (e) {
      warn(`config snapshot: ${url} unreachable (${String(e)}); building without a snapshot`);
    }
    return '';
  }
  const file = resolve(source.root, setting);
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`VITE_CONFIG_SNAPSHOT: cannot read ${file} as JSON (${String(e)})`);
  }
  const ads = adsOf(doc);
  if (!isAllowedApiBase(ads, allowed)) {
    throw new Error(
      `VITE_CONFIG_SNAPSHOT: ${file} must hold {"ads": <API address>} on an origin the build allows (${allowed.join(' ') || 'none'}; VITE_API_ORIGINS, ADR 0020)`,
    );
  }
  return ads;
};

/** The preconnect tag for the snapshot's origin: API calls send cookies (use-credentials). */
export const preconnectTag = (ads: string) => ({
  tag: 'link',
  attrs: { rel: 'preconnect', href: new URL(ads).origin, crossorigin: 'use-credentials' },
  injectTo: 'head' as const,
});

export const configSnapshot = (): Plugin => {
  let ads = '';
  return {
    name: 'config-snapshot',
    async config(user, { command, mode }) {
      // Dev server and tests start without one: the local mock answers at once.
      if (command === 'build') {
        const root = user.root ?? process.cwd();
        const env = loadEnv(mode, root, 'VITE_');
        ads = await readConfigSnapshot({
          setting: env.VITE_CONFIG_SNAPSHOT,
          configUrls: (env.VITE_CONFIG_URLS ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
          apiOrigins: env.VITE_API_ORIGINS,
          root,
        });
      }
      return { define: { __CONFIG_SNAPSHOT__: JSON.stringify(ads) } };
    },
    transformIndexHtml() {
      return ads ? [preconnectTag(ads)] : [];
    },
  };
};
