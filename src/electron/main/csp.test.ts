// The headers main adds per response: which documents get which policy, and that the app's policy
// inside a device frame allows no inline code but its own index.html's blocks.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { webCspPolicy } from '../../../scripts/vite-csp';

import {
  appFrameCsp,
  documentHeaders,
  harnessCsp,
  inlineHashesOf,
  mergeHeaders,
  type AppDocument,
} from './csp';
import type { OriginPolicy } from './url-policy';

const policy: OriginPolicy = {
  harnessOrigin: 'http://127.0.0.1:40123',
  mockOrigin: 'http://localhost:8091',
  appPort: 5173,
};

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const SKELETON = 'body{margin:0}';
const PREAMBLE = 'import { injectIntoGlobalHook } from "/@react-refresh";';
const built: AppDocument = { isDevServer: false, inline: { scripts: [], styles: [sha(SKELETON)] } };
const dev: AppDocument = {
  isDevServer: true,
  inline: { scripts: [sha(PREAMBLE)], styles: [sha(SKELETON)] },
};

/** One directive's sources, e.g. `sources(csp, 'script-src')` → ["'self'"]. */
const sources = (csp: string, name: string): string[] | undefined =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directive]) => directive === name)
    ?.slice(1);

describe('the policy of each response', () => {
  const csp = { harness: 'HARNESS', app: 'APP' };
  const policyOf = (url: string, resourceType = 'subFrame') =>
    documentHeaders(url, resourceType, policy, csp)?.['Content-Security-Policy'] ?? null;

  it.each([
    'http://f1.localhost:5173/',
    'http://f12.localhost:5173/#/trade?hf_lang=en',
    'http://f9999.localhost:5173/index.html',
    'http://localhost:5173/',
  ])('gives the app in a device frame its policy: %s', (url) => {
    expect(policyOf(url)).toBe('APP');
  });

  it('gives the harness page in the top frame the harness policy', () => {
    expect(policyOf('http://127.0.0.1:40123/', 'mainFrame')).toBe('HARNESS');
  });

  it.each([
    ['http://f1.localhost.evil.com:5173/', 'subFrame'],
    ['http://f1.localhost:5174/', 'subFrame'],
    ['https://f1.localhost:5173/', 'subFrame'],
    ['http://localhost:8091/__db', 'subFrame'],
    ['http://127.0.0.1:40123/matrix', 'subFrame'],
    ['http://f1.localhost:5173/assets/index.js', 'script'],
    ['http://127.0.0.1:40123/assets/index.js', 'script'],
    ['http://localhost:8091/api/site/getInfo.do', 'xhr'],
  ])('leaves %s (%s) as its server sent it', (url, resourceType) => {
    expect(policyOf(url, resourceType)).toBeNull();
  });

  it('adds nosniff and a referrer policy to the documents it covers', () => {
    expect(documentHeaders('http://f1.localhost:5173/', 'subFrame', policy, csp)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
    });
  });
});

describe("the app's policy inside a device frame", () => {
  it.each([
    ['built app', built],
    ['Vite dev server', dev],
  ])('never allows inline script or eval (%s)', (_name, app) => {
    const csp = appFrameCsp({ ...policy, app });
    expect(csp).not.toContain('unsafe-eval');
    expect(sources(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(sources(csp, 'script-src')).not.toContain('*');
    expect(sources(csp, 'object-src')).toEqual(["'none'"]);
    expect(sources(csp, 'frame-ancestors')).toEqual([policy.harnessOrigin]);
    expect(sources(csp, 'default-src')).toEqual(["'none'"]);
    expect(sources(csp, 'base-uri')).toEqual(["'none'"]);
    expect(sources(csp, 'form-action')).toEqual(["'none'"]);
  });

  it('allows the built skeleton style by hash, and requests only to the app and the mock', () => {
    const csp = appFrameCsp({ ...policy, app: built });
    expect(sources(csp, 'script-src')).toEqual(["'self'"]);
    expect(sources(csp, 'style-src')).toEqual(["'self'", sha(SKELETON)]);
    expect(sources(csp, 'connect-src')).toEqual(["'self'", policy.mockOrigin]);
    expect(sources(csp, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      policy.mockOrigin,
    ]);
  });

  it("allows the dev server's React refresh preamble by hash, its HMR socket and its <style>s", () => {
    const csp = appFrameCsp({ ...policy, app: dev });
    expect(sources(csp, 'script-src')).toEqual(["'self'", sha(PREAMBLE)]);
    // Vite injects each CSS module as a <style>: a hash here would switch 'unsafe-inline' off.
    expect(sources(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(sources(csp, 'connect-src')).toEqual([
      "'self'",
      policy.mockOrigin,
      'ws://*.localhost:5173',
      'ws://localhost:5173',
    ]);
  });

  it("is the web build's policy (ADR 0020) wherever the two can be the same", () => {
    const web = webCspPolicy({
      configUrls: [`${policy.mockOrigin}/config/primary.json`],
      apiOrigins: undefined,
      styleHashes: built.inline.styles,
    });
    const frame = appFrameCsp({ ...policy, app: built });
    const same = [
      'default-src',
      'script-src',
      'worker-src',
      'style-src',
      'font-src',
      'manifest-src',
    ];
    for (const name of [...same, 'base-uri', 'form-action', 'object-src']) {
      expect([name, sources(frame, name)]).toEqual([name, sources(web, name)]);
    }
    // Where the web build allows any loopback port, the frames allow exactly the harness's mock.
    expect(sources(web, 'connect-src')).toContain('http://localhost:*');
    expect(sources(frame, 'connect-src')).toEqual(["'self'", policy.mockOrigin]);
  });

  it('hashes exactly the inline blocks of a document, not external scripts', () => {
    const html = `<script type="module">${PREAMBLE}</script><script src="/@vite/client"></script>
      <style>${SKELETON}</style><script type="module" src="/src/main.tsx"></script>`;
    expect(inlineHashesOf(html)).toEqual({ scripts: [sha(PREAMBLE)], styles: [sha(SKELETON)] });
  });

  it("finds the app's skeleton style and its kept-banner script in index.html", () => {
    const hashes = inlineHashesOf(readFileSync('index.html', 'utf8'));
    expect(hashes.scripts).toHaveLength(1);
    expect(hashes.styles).toHaveLength(1);
  });
});

describe('the harness policy', () => {
  it('frames only the app hosts and the mock, and is never framed itself', () => {
    const csp = harnessCsp({ ...policy, isDev: false });
    expect(sources(csp, 'frame-src')).toEqual([
      'http://*.localhost:5173',
      'http://localhost:5173',
      policy.mockOrigin,
      "'self'",
    ]);
    expect(sources(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(sources(csp, 'script-src')).toEqual(["'self'"]);
  });
});

describe('merging with what the server sent', () => {
  it("keeps a server's own CSP beside ours and replaces the other headers", () => {
    const merged = mergeHeaders(
      {
        'content-security-policy': ["default-src 'none'"],
        'referrer-policy': ['unsafe-url'],
        'Content-Type': ['text/html'],
      },
      { 'Content-Security-Policy': 'APP', 'Referrer-Policy': 'no-referrer' },
    );
    expect(merged).toEqual({
      'content-security-policy': ["default-src 'none'", 'APP'],
      'Referrer-Policy': ['no-referrer'],
      'Content-Type': ['text/html'],
    });
  });
});
