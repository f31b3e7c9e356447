import { describe, expect, it, vi } from 'vitest';

import { parseConfigUrls } from './env';
import { CONFIG_LOG, resolveApiBase, type ResolveDeps } from './resolve-api-base';

const A = 'https://cfg-a.example/app.json';
const B = 'https://cfg-b.example/app.json';

const setup = (
  replies: Record<string, { status: number; body: unknown } | Error>,
  cache: string | null = null,
) => {
  let cached = cache;
  const log = vi.fn();
  const fetchJson = vi.fn(async (url: string) => {
    const r = replies[url];
    if (!r || r instanceof Error) throw r ?? new Error('unreachable');
    return r;
  });
  const deps: ResolveDeps = {
    configUrls: [A, B],
    readCache: () => cached,
    writeCache: (b) => {
      cached = b;
    },
    fetchJson,
    log,
  };
  return { deps, log, fetchJson, cache: () => cached };
};

describe('resolveApiBase (product-spec §4)', () => {
  it('uses the cached address first without fetching config', async () => {
    const { deps, fetchJson } = setup({}, 'http://cached.example:8091');
    await expect(resolveApiBase(deps)).resolves.toEqual({
      ok: true,
      base: 'http://cached.example:8091',
      source: 'cache',
    });
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('takes the first config address that yields ads and caches it', async () => {
    const { deps, fetchJson, cache } = setup({
      [A]: { status: 200, body: { ads: 'http://api-a.example:8091' } },
      [B]: { status: 200, body: { ads: 'http://api-b.example:8091' } },
    });
    const r = await resolveApiBase(deps);
    expect(r).toEqual({
      ok: true,
      base: 'http://api-a.example:8091',
      source: 'config',
      configUrl: A,
    });
    expect(fetchJson).toHaveBeenCalledTimes(1);
    expect(cache()).toBe('http://api-a.example:8091');
  });

  it('falls back to the second address when the first fails, logging the status code', async () => {
    const { deps, log } = setup({
      [A]: { status: 503, body: null },
      [B]: { status: 200, body: { ads: 'http://api-b.example:8091' } },
    });
    await expect(resolveApiBase(deps)).resolves.toMatchObject({ ok: true, configUrl: B });
    expect(log).toHaveBeenCalledWith(`${CONFIG_LOG.httpError} 503`, A);
  });

  it('falls back when the first is unreachable', async () => {
    const { deps } = setup({
      [A]: new Error('ECONNREFUSED'),
      [B]: { status: 200, body: { ads: 'http://api-b.example:8091' } },
    });
    await expect(resolveApiBase(deps)).resolves.toMatchObject({
      ok: true,
      base: 'http://api-b.example:8091',
    });
  });

  it('skips a document without ads and logs that the API address was not found', async () => {
    const { deps, log } = setup({
      [A]: { status: 200, body: { other: 1 } },
      [B]: { status: 200, body: { ads: 'http://api-b.example:8091' } },
    });
    await expect(resolveApiBase(deps)).resolves.toMatchObject({ ok: true, configUrl: B });
    expect(log).toHaveBeenCalledWith(CONFIG_LOG.noAds, A);
  });

  it('reports failure (full-page message) when both addresses fail, and caches nothing', async () => {
    const { deps, log, cache } = setup({
      [A]: new Error('down'),
      [B]: { status: 200, body: { ads: '' } },
    });
    await expect(resolveApiBase(deps)).resolves.toEqual({ ok: false });
    expect(log).toHaveBeenLastCalledWith(CONFIG_LOG.allFailed);
    expect(cache()).toBeNull();
  });

  it('ignores a corrupt cached value', async () => {
    const { deps } = setup(
      { [A]: { status: 200, body: { ads: 'http://api-a.example' } } },
      'garbage',
    );
    await expect(resolveApiBase(deps)).resolves.toMatchObject({ source: 'config' });
  });
});

describe('parseConfigUrls', () => {
  it('splits the comma-separated build setting', () => {
    expect(parseConfigUrls(` ${A}, ${B} ,`)).toEqual([A, B]);
    expect(parseConfigUrls(undefined)).toEqual([]);
  });
});
