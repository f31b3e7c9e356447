// Start-up: find the API base address (product-spec §4). The cached address wins; otherwise the
// config addresses are tried in order and the first document that yields `ads` is kept (and
// cached). Failures are logged with the texts product-spec §8 lists. Both the cached address and
// a document's `ads` must be on a host the build allows (ADR 0020): storage is writable by any
// script that ever ran on the app's origin, and a planted address would receive the token.
import { appConfig } from '@/api/contracts/config';

import { API_ORIGINS_SETTING } from './env';
import {
  allowedApiOrigins,
  isAllowedApiBase,
  type OriginPattern,
} from './resolve-api-base-origins';

export type ResolveSource = 'cache' | 'config';

export type ResolveResult =
  { ok: true; base: string; source: ResolveSource; configUrl?: string } | { ok: false };

/** A snapshot's address, to use now; `live` is the config chain's answer, revalidating it. */
export interface SnapshotResult {
  ok: true;
  base: string;
  source: 'snapshot';
  live: Promise<ResolveResult>;
}

export interface ResolveDeps {
  configUrls: readonly string[];
  readCache: () => string | null;
  writeCache: (base: string) => void;
  /** Resolves to the HTTP status and the parsed body (or throws on a network failure). */
  fetchJson: (url: string) => Promise<{ status: number; body: unknown }>;
  log: (message: string, detail?: unknown) => void;
  /** Where the API may be; by default the build's rule for `configUrls`. */
  allowedOrigins?: readonly OriginPattern[];
  /** The build's config snapshot (ADR 0035); null or absent: none, or not to be used. */
  snapshot?: string | null;
}

export const CONFIG_LOG = {
  httpError: 'network response error, status code',
  noAds: 'API address not found in config',
  allFailed: 'all config addresses are unavailable',
  cacheRejected: 'cached API address is not an allowed host; resolving it again',
} as const;

export const resolveApiBase = async (
  deps: ResolveDeps,
): Promise<ResolveResult | SnapshotResult> => {
  const allowed = deps.allowedOrigins ?? allowedApiOrigins(deps.configUrls, API_ORIGINS_SETTING);
  const cached = deps.readCache();
  if (isAllowedApiBase(cached, allowed)) return { ok: true, base: cached, source: 'cache' };
  if (cached) deps.log(CONFIG_LOG.cacheRejected, cached);
  // The build checked it too; the same rule here keeps one place deciding what is allowed.
  if (isAllowedApiBase(deps.snapshot, allowed)) {
    return {
      ok: true,
      base: deps.snapshot,
      source: 'snapshot',
      live: resolveFromConfig(deps, allowed),
    };
  }
  return resolveFromConfig(deps, allowed);
};

/** The config addresses in order; the first usable document's `ads` is cached and returned. */
const resolveFromConfig = async (
  deps: ResolveDeps,
  allowed: readonly OriginPattern[],
): Promise<ResolveResult> => {
  for (const url of deps.configUrls) {
    try {
      const { status, body } = await deps.fetchJson(url);
      if (status < 200 || status >= 300) {
        deps.log(`${CONFIG_LOG.httpError} ${status}`, url);
        continue;
      }
      const parsed = appConfig.safeParse(body);
      if (!parsed.success || !isAllowedApiBase(parsed.data.ads, allowed)) {
        deps.log(CONFIG_LOG.noAds, url);
        continue;
      }
      deps.writeCache(parsed.data.ads);
      return { ok: true, base: parsed.data.ads, source: 'config', configUrl: url };
    } catch (e) {
      deps.log(`${CONFIG_LOG.httpError} 0`, { url, error: String(e) });
    }
  }
  deps.log(CONFIG_LOG.allFailed);
  return { ok: false };
};
