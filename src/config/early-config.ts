// The first config document, asked for by the small entry (main.tsx) while the start-up's modules
// are still downloading: on a cold start the chain document → start-up code → config → API →
// first screen loses the config round trip (and the connection set-up to the config host).
// resolveApiBase (boot.tsx) takes the answer through fetchConfigJson, once; the order of the
// config addresses and what counts as a usable answer stay resolveApiBase's.
import { API_ORIGINS_SETTING, CONFIG_SNAPSHOT, CONFIG_URLS } from './env';
import { fetchJsonWithTimeout } from './fetch-json';
import { preconnect } from './preconnect';
import { allowedApiOrigins, isAllowedApiBase } from './resolve-api-base-origins';
import { STORAGE_KEYS } from './storage-keys';
import { readStorage } from '@/lib/storage';

type ConfigAnswer = Promise<{ status: number; body: unknown }>;

const early = new Map<string, ConfigAnswer>();

/**
 * Starts fetching the first config address when no API address is cached (with one cached,
 * resolveApiBase never fetches; the same rule: an unusable or disallowed one still fetches). With
 * a snapshot it is the revalidation (ADR 0035). A failure stays inside the promise for
 * resolveApiBase to log.
 */
export const startEarlyConfigFetch = (
  urls: readonly string[] = CONFIG_URLS,
  fetchJson: (url: string) => ConfigAnswer = fetchJsonWithTimeout,
  snapshot: string | null = CONFIG_SNAPSHOT,
): void => {
  const first = urls[0];
  const allowed = allowedApiOrigins(urls, API_ORIGINS_SETTING);
  const cached = readStorage(STORAGE_KEYS.apiBase);
  // The API's connection opens now, whichever way its address is known.
  if (isAllowedApiBase(cached, allowed)) return preconnect(cached);
  if (isAllowedApiBase(snapshot, allowed)) preconnect(snapshot);
  if (!first || early.has(first)) return;
  const answer = fetchJson(first);
  // Handled when taken; never an unhandled rejection meanwhile.
  answer.then(
    ({ body }) => {
      const ads = (body as { ads?: unknown } | null)?.ads;
      if (typeof ads === 'string' && isAllowedApiBase(ads.trim(), allowed)) preconnect(ads.trim());
    },
    () => undefined,
  );
  early.set(first, answer);
};

/** The early answer for `url` if one was started (handed out once: a retry fetches anew). */
export const fetchConfigJson = (
  url: string,
  fetchJson: (url: string) => ConfigAnswer = fetchJsonWithTimeout,
): ConfigAnswer => {
  const answer = early.get(url);
  if (!answer) return fetchJson(url);
  early.delete(url);
  return answer;
};

/**
 * The address boot starts on without waiting for the config chain (resolveApiBase, ADR 0035):
 * an allowed cached one, else the build's snapshot when no session token is stored; null when the
 * chain must answer first. The entry sends the opened page's early requests there (ADR 0038).
 */
export const startingApiBase = (
  urls: readonly string[] = CONFIG_URLS,
  snapshot: string | null = CONFIG_SNAPSHOT,
): string | null => {
  const allowed = allowedApiOrigins(urls, API_ORIGINS_SETTING);
  const cached = readStorage(STORAGE_KEYS.apiBase);
  if (isAllowedApiBase(cached, allowed)) return cached;
  return !readStorage(STORAGE_KEYS.token) && isAllowedApiBase(snapshot, allowed) ? snapshot : null;
};
