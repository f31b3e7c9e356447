import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it, vi } from 'vitest';

import { preconnectTag, readConfigSnapshot } from './vite-config-snapshot';

const LOCAL = ['http://localhost:8091/config/primary.json'];
const REMOTE = ['https://cfg.example.com/app.json'];

const fileWith = (body: string): string => {
  const dir = mkdtempSync(join(tmpdir(), 'snapshot-test-'));
  writeFileSync(join(dir, 'config.json'), body);
  return join(dir, 'config.json');
};

const read = (
  setting: string | undefined,
  extra: Partial<Parameters<typeof readConfigSnapshot>[0]> = {},
) =>
  readConfigSnapshot({
    setting,
    configUrls: REMOTE,
    apiOrigins: 'https://*.example.com',
    root: '/',
    ...extra,
  });

describe('the config snapshot a build ships with (ADR 0035)', () => {
  it('none unless asked for', async () => {
    await expect(read(undefined)).resolves.toBe('');
    await expect(read('none')).resolves.toBe('');
  });

  it('reads a config document from a file, on an origin the build allows', async () => {
    await expect(read(fileWith('{"ads": " https://api.example.com "}'))).resolves.toBe(
      'https://api.example.com',
    );
    await expect(read(fileWith('{"ads": "https://api.other.net"}'))).rejects.toThrow(
      /origin the build allows/,
    );
    await expect(read(fileWith('{"api": "x"}'))).rejects.toThrow(/must hold/);
    await expect(read(fileWith('not json'))).rejects.toThrow(/cannot read/);
  });

  it('fetches the first config address, or builds without one when it cannot', async () => {
    const warn = vi.fn();
    const fetchJson = vi.fn(async () => ({ ads: 'http://localhost:8091' }));
    await expect(read('fetch', { configUrls: LOCAL, fetchJson, warn })).resolves.toBe(
      'http://localhost:8091',
    );
    expect(fetchJson).toHaveBeenCalledWith(LOCAL[0]);

    const down = vi.fn(async () => {
      throw new Error('ECONNREFUSED');
    });
    await expect(read('fetch', { fetchJson: down, warn })).resolves.toBe('');
    const elsewhere = vi.fn(async () => ({ ads: 'https://api.other.net' }));
    await expect(read('fetch', { fetchJson: elsewhere, warn })).resolves.toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('preconnects the built page to the snapshot origin, with credentials', () => {
    expect(preconnectTag('https://api.example.com/base/').attrs).toEqual({
      rel: 'preconnect',
      href: 'https://api.example.com',
      crossorigin: 'use-credentials',
    });
  });
});
