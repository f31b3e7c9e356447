import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { contentTypeOf, resolveStaticFile } from './static-server';

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
