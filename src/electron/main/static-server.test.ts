import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { writeControlToken } from '../../../mock-server/src/control/token-file';

import { contentTypeOf, resolveStaticFile, serveStatic } from './static-server';

const root = resolve('/srv/harness');

describe('the built harness server', () => {
  it('maps request paths to files under its folder', () => {
    expect(resolveStaticFile(root, '/')).toBe(resolve(root, 'index.html'));
    expect(resolveStaticFile(root, '/assets/app.js?v=1')).toBe(resolve(root, 'assets/app.js'));
  });

  it.each([
    '/../secret.txt',
    '/assets/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/a%5c..%5c..%5cwin.ini',
    '/x%00.js',
    '/%E0%A4%A',
  ])('never serves %s from outside it', (path) => {
    const file = resolveStaticFile(root, path);
    expect(file === null || file.startsWith(`${root}/`)).toBe(true);
  });

  it('refuses encoded separators, backslashes and NUL outright', () => {
    expect(resolveStaticFile(root, '/..%2f..%2fetc%2fpasswd')).toBeNull();
    expect(resolveStaticFile(root, '/a%5c..%5cwin.ini')).toBeNull();
    expect(resolveStaticFile(root, '/x%00.js')).toBeNull();
    expect(resolveStaticFile(root, '/%E0%A4%A')).toBeNull();
  });

  it('labels scripts and pages so the browser runs them', () => {
    expect(contentTypeOf('/a/b.js')).toMatch(/^text\/javascript/);
    expect(contentTypeOf('/a/index.html')).toMatch(/^text\/html/);
    expect(contentTypeOf('/a/blob.bin')).toBe('application/octet-stream');
  });
});

describe('the built harness server in Electron', () => {
  it('forwards /__mock/<port>/ to that mock with the token from the folder it is given', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'harness-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    const tokenDir = join(dir, 'tokens');
    const upstream = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ token: req.headers['x-harness-token'] ?? null }));
    });
    await new Promise<void>((ok) => upstream.listen(0, '127.0.0.1', ok));
    const mockPort = (upstream.address() as AddressInfo).port;
    writeControlToken(mockPort, 'ELECTRON-TOKEN', tokenDir);
    const { server, port } = await serveStatic(dir, tokenDir);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/__mock/${mockPort}/__harness/clock`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ token: 'ELECTRON-TOKEN' });
      // A page under another name (DNS rebinding) gets nothing.
      const foreign = await fetch(`http://127.0.0.1:${port}/__mock/${mockPort}/__harness/clock`, {
        headers: { 'Sec-Fetch-Site': 'cross-site' },
      });
      expect(foreign.status).toBe(403);
    } finally {
      server.close();
      upstream.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
