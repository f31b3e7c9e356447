import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from './storage-keys';

const A = 'https://cfg-a.example/app.json';
const B = 'https://cfg-b.example/app.json';
const answer = (ads: string) => ({ status: 200, body: { ads } });

// The early answer is module state: each test gets a fresh module.
const load = async () => {
  vi.resetModules();
  const early = await import('./early-config');
  const { resolveApiBase } = await import('./resolve-api-base');
  return { ...early, resolveApiBase };
};

describe('the entry starts the first config fetch before boot (ADR 0014)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.querySelectorAll('link[rel="preconnect"]').forEach((link) => link.remove());
    // The API hosts these tests use (ADR 0020: a build names where the API may be).
    vi.stubEnv('VITE_API_ORIGINS', 'https://*.example');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('fetches the first address once and hands that answer to boot', async () => {
    const { startEarlyConfigFetch, fetchConfigJson } = await load();
    const fetchJson = vi.fn(async () => answer('https://api.example'));
    startEarlyConfigFetch([A, B], fetchJson);
    startEarlyConfigFetch([A, B], fetchJson); // a second start does not ask again
    expect(fetchJson).toHaveBeenCalledTimes(1);
    expect(fetchJson).toHaveBeenCalledWith(A);

    const later = vi.fn(async () => answer('https://other.example'));
    await expect(fetchConfigJson(A, later)).resolves.toEqual(answer('https://api.example'));
    expect(later).not.toHaveBeenCalled();
    // Handed out once: a retry (the "cannot connect" page's button) asks the server again.
    await expect(fetchConfigJson(A, later)).resolves.toEqual(answer('https://other.example'));
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('does not fetch when an API address is cached (boot will not need the config)', async () => {
    localStorage.setItem(STORAGE_KEYS.apiBase, 'https://cached.example');
    const { startEarlyConfigFetch } = await load();
    const fetchJson = vi.fn(async () => answer('https://api.example'));
    startEarlyConfigFetch([A, B], fetchJson);
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('a cached address on a host the build does not allow is no reason to skip the fetch', async () => {
    localStorage.setItem(STORAGE_KEYS.apiBase, 'https://api.attacker.test');
    const { startEarlyConfigFetch } = await load();
    const fetchJson = vi.fn(async () => answer('https://api.example'));
    startEarlyConfigFetch([A, B], fetchJson);
    expect(fetchJson).toHaveBeenCalledWith(A);
  });

  it('an early failure is logged by boot, which then tries the second address', async () => {
    const { startEarlyConfigFetch, fetchConfigJson, resolveApiBase } = await load();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    startEarlyConfigFetch([A, B], async () => {
      throw new Error('offline');
    });
    await new Promise((r) => setTimeout(r, 0)); // the failure lands before boot asks
    const log = vi.fn();
    const second = vi.fn(async () => answer('https://backup.example'));
    const result = await resolveApiBase({
      configUrls: [A, B],
      readCache: () => null,
      writeCache: () => undefined,
      fetchJson: (url) => fetchConfigJson(url, second),
      log,
    });
    process.off('unhandledRejection', unhandled);
    expect(result).toMatchObject({ ok: true, base: 'https://backup.example', configUrl: B });
    expect(second).toHaveBeenCalledWith(B);
    expect(log).toHaveBeenCalledWith('network response error, status code 0', expect.anything());
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('preconnects to the API as soon as its address is known', async () => {
    const preconnects = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map(
        (link) => link.href,
      );
    localStorage.setItem(STORAGE_KEYS.apiBase, 'https://cached.example');
    (await load()).startEarlyConfigFetch([A, B], vi.fn());
    expect(preconnects()).toEqual(['https://cached.example/']);

    localStorage.clear();
    const fetchJson = vi.fn(async () => answer('https://api.example/v1'));
    (await load()).startEarlyConfigFetch([A, B], fetchJson, 'https://snapshot.example');
    expect(preconnects()).toContain('https://snapshot.example/');
    // With a snapshot the first document is still asked at once: the revalidation (ADR 0035).
    expect(fetchJson).toHaveBeenCalledWith(A);
    await new Promise((r) => setTimeout(r, 0));
    expect(preconnects()).toContain('https://api.example/');
  });

  it('does nothing without config addresses', async () => {
    const { startEarlyConfigFetch } = await load();
    const fetchJson = vi.fn(async () => answer('https://api.example'));
    startEarlyConfigFetch([], fetchJson);
    expect(fetchJson).not.toHaveBeenCalled();
  });
});

describe('the address the entry sends early requests to (ADR 0038)', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubEnv('VITE_API_ORIGINS', 'https://*.example');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('is the cached address, else the snapshot without a session, else none', async () => {
    const { startingApiBase } = await load();
    const snapshot = 'https://snap.example';
    expect(startingApiBase([A], snapshot)).toBe(snapshot);
    expect(startingApiBase([A], null)).toBeNull();
    expect(startingApiBase([A], 'https://planted.test')).toBeNull();
    // A stored token goes only where the cache or the chain vouches (ADR 0035).
    localStorage.setItem(STORAGE_KEYS.token, 'USERabc');
    expect(startingApiBase([A], snapshot)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.apiBase, 'https://cached.example');
    expect(startingApiBase([A], snapshot)).toBe('https://cached.example');
  });
});
