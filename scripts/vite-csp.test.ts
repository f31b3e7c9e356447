// The web build's CSP (ADR 0020): what the policy allows, the inline code the build refuses, and
// the header preview:web derives from the built page.
import { describe, expect, it } from 'vitest';

import { cspHeader, cspOfHtml } from './security-headers';
import { checkApiOriginsSetting, sha256Source, webCspPolicy, withCsp } from './vite-csp';

const LOCAL = [
  'http://localhost:8091/config/primary.json',
  'http://localhost:8091/config/secondary.json',
];
const PROD = ['https://cfg1.example.net/app.json', 'https://cfg2.example.org/app.json'];

const directive = (policy: string, name: string): string[] =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

describe('webCspPolicy', () => {
  it('allows scripts from the app only, styles from the app and the hashed inline one', () => {
    const policy = webCspPolicy({
      configUrls: PROD,
      apiOrigins: 'https://*.broker.example',
      styleHashes: ["'sha256-abc='"],
    });
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
    for (const name of ['base-uri', 'form-action', 'object-src']) {
      expect(directive(policy, name)).toEqual(["'none'"]);
    }
  });

  it('connects to the config hosts and the API hosts the build names, nothing on plain http', () => {
    const policy = webCspPolicy({
      configUrls: PROD,
      apiOrigins: 'https://*.broker.example',
      styleHashes: [],
    });
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://cfg1.example.net',
      'https://cfg2.example.org',
      'https://*.broker.example',
    ]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('a dev or e2e build (config on loopback) reaches a mock on any loopback port', () => {
    const policy = webCspPolicy({ configUrls: LOCAL, apiOrigins: undefined, styleHashes: [] });
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'http://localhost:*',
      'http://127.0.0.1:*',
    ]);
    expect(directive(policy, 'img-src')).toContain('http://localhost:*');
  });
});

describe('checkApiOriginsSetting', () => {
  it('requires the API hosts when the config documents are off this machine', () => {
    expect(() => checkApiOriginsSetting(PROD, undefined)).toThrow(/VITE_API_ORIGINS is required/);
    expect(() => checkApiOriginsSetting(PROD, 'https:')).not.toThrow();
    expect(() => checkApiOriginsSetting(LOCAL, undefined)).not.toThrow();
  });

  it.each([
    '*',
    'http:',
    'api.example.com',
    'https://api.example.com/path',
    "'unsafe-inline'",
    'https://a.example; script-src *',
  ])('refuses %s', (bad) => {
    expect(() => checkApiOriginsSetting(PROD, bad)).toThrow(/not an origin pattern/);
  });
});

describe('withCsp (the built index.html)', () => {
  const page = (head: string, body = '') =>
    `<!doctype html><html><head>\n<meta charset="UTF-8" />\n${head}</head><body>${body}<script type="module" crossorigin src="/assets/a.js"></script></body></html>`;
  const input = { configUrls: LOCAL, apiOrigins: undefined };

  it('puts the policy first in <head>, with the hash of the inline style as written', () => {
    const style = '.sk{min-height:100vh}';
    const html = withCsp(page(`<style>${style}</style>`), input);
    const policy = cspOfHtml(html);
    expect(policy).not.toBeNull();
    expect(directive(policy ?? '', 'style-src')).toContain(sha256Source(style));
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<style>'));
    expect(html).toContain('<meta name="referrer" content="same-origin" />');
  });

  it('allows an inline script by the hash of its text as written, and no other', () => {
    const script = "document.title='x'";
    const policy = cspOfHtml(withCsp(page('', `<script>${script}</script>`), input)) ?? '';
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha256Source(script)]);
    expect(directive(cspOfHtml(withCsp(page(''), input)) ?? '', 'script-src')).toEqual(["'self'"]);
  });

  it.each([
    ['a style attribute', page('', '<div style="position:fixed"></div>')],
    ['an event attribute', page('', '<img src="x" onerror="alert(1)">')],
  ])('refuses %s', (_name, html) => {
    expect(() => withCsp(html, input)).toThrow(/not allowed by the CSP/);
  });
});

describe('the header preview:web sends', () => {
  it("is the build's policy plus frame-ancestors, which a meta tag cannot carry", () => {
    const built =
      '<html><head><meta charset="UTF-8" /><style>a{}</style></head><body></body></html>';
    const html = withCsp(built, { configUrls: LOCAL, apiOrigins: undefined });
    const header = cspHeader(cspOfHtml(html) ?? '', ['http://localhost:*']);
    expect(header.startsWith(cspOfHtml(html) ?? 'x')).toBe(true);
    expect(directive(header, 'frame-ancestors')).toEqual(['http://localhost:*']);
  });
});
