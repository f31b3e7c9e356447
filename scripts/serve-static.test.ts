// A served build hands out its service worker, index.html and manifest fresh on every visit (a
// stale sw.js would keep an old version of the app, ADR 0034), and its hashed assets for a year.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startStaticServer } from './serve-static';
import { freePort } from './wait-for-port';

let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-static-'));
  mkdirSync(join(dir, 'assets'));
  for (const file of ['index.html', 'sw.js', 'manifest.webmanifest', 'assets/app-abc.js']) {
    writeFileSync(join(dir, file), file);
  }
  const port = await freePort();
  server = await startStaticServer(dir, port);
  origin = `http://127.0.0.1:${port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

const cacheControl = async (path: string) =>
  (await fetch(`${origin}${path}`)).headers.get('cache-control');

describe('startStaticServer caching', () => {
  it('asks again for the service worker, index.html and the manifest every time', async () => {
    for (const path of ['/sw.js', '/index.html', '/', '/manifest.webmanifest', '/home']) {
      expect(await cacheControl(path), path).toBe('no-cache');
    }
  });

  it('keeps hashed assets for a year', async () => {
    expect(await cacheControl('/assets/app-abc.js')).toMatch(/max-age=31536000/);
  });
});
