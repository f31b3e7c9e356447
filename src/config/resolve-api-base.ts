// Start-up: find the API base address (product-spec §4). The cached address wins; otherwise the
// config addresses are tried in order and the first document that yields `ads` is kept (and
// cached). Failures are logged with the texts product-spec §8 lists.
import { appConfig } from '@/api/contracts/config';

import { isUsableApiBase } from './env';

export type ResolveSource = 'cache' | 'config';

export type ResolveResult =
  { ok: true; base: string; source: ResolveSource; configUrl?: string } | { ok: false };

export interface ResolveDeps {
  configUrls: readonly string[];
  readCache: () => string | null;
  writeCache: (base: string) => void;
  /** Resolves to the HTTP status and the parsed body (or throws on a network failure). */
  fetchJson: (url: string) => Promise<{ status: number; body: unknown }>;
  log: (message: string, detail?: unknown) => void;
}

export const CONFIG_LOG = {
  httpError: 'network response error, status code',
  noAds: 'API address not found in config',
  allFailed: 'all config addresses are unavailable',
} as const;

export const resolveApiBase = async (deps: ResolveDeps): Promise<ResolveResult> => {
  const cached = deps.readCache();
  if (isUsableApiBase(cached)) return { ok: true, base: cached, source: 'cache' };

  for (const url of deps.configUrls) {
    try {
      const { status, body } = await deps.fetchJson(url);
      if (status < 200 || status >= 300) {
        deps.log(`${CONFIG_LOG.httpError} ${status}`, url);
        continue;
      }
      const parsed = appConfig.safeParse(body);
      if (!parsed.success) {
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
