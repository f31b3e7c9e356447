import { describe, expect, it, vi } from 'vitest';

import { parseConfigUrls } from './env';
import { CONFIG_LOG, resolveApiBase, type ResolveDeps } from './resolve-api-base';

const A = 'https://cfg-a.example/app.json';
const B = 'https://cfg-b.example/app.json';

// Where these tests' config documents may point the app (the build's VITE_API_ORIGINS).
const ALLOWED = [
  'http://cached.example:8091',
  'http://api-a.example:8091',
  'http://api-b.example:8091',
  'http://api-a.example',
];

const setup = (
  replies: Record<string, { status: number; body: unknown } | Error>,
  cache: string | null = null,
  allowedOrigins: readonly string[] = ALLOWED,
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
    allowedOrigins,
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

describe('the cached API address is checked against the hosts the build allows (ADR 0020)', () => {
  const PROD = ['https://*.broker.example', 'https://api.broker-backup.example'];
  const docs = { [A]: { status: 200, body: { ads: 'https://api2.broker.example' } } };

  it.each([
    'https://evil.example',
    'http://api2.broker.example', // plain http to an allowed name
    'https://api2.broker.example.evil.example',
    'https://broker.example.evil.example',
    'https://evilbroker.example',
    'https://api2.broker.example:8443', // another port
    'https://user:pw@api2.broker.example',
    'https://api2.broker.example/?to=evil',
    'http://localhost:8091', // loopback is a dev build's, not a production one's
    'javascript:alert(1)//api2.broker.example',
  ])('a planted %s is ignored: the config documents are asked again', async (planted) => {
    const { deps, fetchJson, cache, log } = setup(docs, planted, PROD);
    await expect(resolveApiBase(deps)).resolves.toEqual({
      ok: true,
      base: 'https://api2.broker.example',
      source: 'config',
      configUrl: A,
    });
    expect(fetchJson).toHaveBeenCalledWith(A);
    expect(cache()).toBe('https://api2.broker.example');
    expect(log).toHaveBeenCalledWith(CONFIG_LOG.cacheRejected, planted);
  });

  it.each(['https://api2.broker.example', 'https://api.broker-backup.example/v1'])(
    'an allowed %s is used as before, without a config fetch',
    async (good) => {
      const { deps, fetchJson } = setup(docs, good, PROD);
      await expect(resolveApiBase(deps)).resolves.toMatchObject({ base: good, source: 'cache' });
      expect(fetchJson).not.toHaveBeenCalled();
    },
  );

  it('a config document naming a host outside the allowed ones is skipped like one without ads', async () => {
    const { deps, log, cache } = setup(
      {
        [A]: { status: 200, body: { ads: 'https://evil.example' } },
        [B]: { status: 200, body: { ads: 'https://api.broker-backup.example' } },
      },
      null,
      PROD,
    );
    await expect(resolveApiBase(deps)).resolves.toMatchObject({ configUrl: B });
    expect(log).toHaveBeenCalledWith(CONFIG_LOG.noAds, A);
    expect(cache()).toBe('https://api.broker-backup.example');
  });

  it("by default, the build's rule: the config documents' origins, and any loopback port in a dev build", async () => {
    const local = 'http://localhost:8091/config/primary.json';
    const own = setup({}, 'http://localhost:40123');
    own.deps.configUrls = [local];
    delete own.deps.allowedOrigins;
    await expect(resolveApiBase(own.deps)).resolves.toMatchObject({ source: 'cache' });

    const planted = setup(
      { [A]: { status: 200, body: { ads: 'https://cfg-a.example' } } },
      'http://localhost:40123',
    );
    delete planted.deps.allowedOrigins;
    await expect(resolveApiBase(planted.deps)).resolves.toMatchObject({
      base: 'https://cfg-a.example',
      source: 'config',
    });
  });
});

describe('a build with a config snapshot (ADR 0035)', () => {
  const SNAPSHOT = 'http://api-a.example:8091';

  it('starts on the snapshot at once and revalidates it through the chain', async () => {
    const { deps, fetchJson, cache } = setup({
      [A]: { status: 200, body: { ads: 'http://api-b.example:8091' } },
    });
    const result = await resolveApiBase({ ...deps, snapshot: SNAPSHOT });
    expect(result).toMatchObject({ ok: true, base: SNAPSHOT, source: 'snapshot' });
    expect(fetchJson).toHaveBeenCalledWith(A);
    const live = result.ok && result.source === 'snapshot' ? await result.live : null;
    expect(live).toMatchObject({ ok: true, base: 'http://api-b.example:8091', source: 'config' });
    // The chain's answer is what is cached, never the snapshot.
    expect(cache()).toBe('http://api-b.example:8091');
  });

  it('a cached address still wins; a snapshot the build does not allow is ignored', async () => {
    const cached = setup({}, 'http://cached.example:8091');
    await expect(resolveApiBase({ ...cached.deps, snapshot: SNAPSHOT })).resolves.toMatchObject({
      source: 'cache',
    });
    const planted = setup({ [A]: { status: 200, body: { ads: SNAPSHOT } } });
    await expect(
      resolveApiBase({ ...planted.deps, snapshot: 'https://elsewhere.example' }),
    ).resolves.toMatchObject({ base: SNAPSHOT, source: 'config' });
  });

  it('the live answer reports the chain failing', async () => {
    const { deps } = setup({ [A]: { status: 503, body: null }, [B]: new Error('offline') });
    const result = await resolveApiBase({ ...deps, snapshot: SNAPSHOT });
    expect(result.ok && result.source === 'snapshot' && (await result.live)).toEqual({
      ok: false,
    });
  });
});

describe('parseConfigUrls', () => {
  it('splits the comma-separated build setting', () => {
    expect(parseConfigUrls(` ${A}, ${B} ,`)).toEqual([A, B]);
    expect(parseConfigUrls(undefined)).toEqual([]);
  });
});
