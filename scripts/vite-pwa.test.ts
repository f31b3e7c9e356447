// The service worker never answers for the API, the config documents or another origin (ADR
// 0034): a real sw.js is generated with the build's workbox options over a small folder that also
// holds API- and config-like files, and what it would cache is read back from it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSW } from 'workbox-build';

import {
  NEVER_FROM_CACHE,
  PUBLIC_IMAGE_URL,
  PUBLIC_IMAGES_CACHE,
  PUBLIC_IMAGES_PATH,
  PWA_OPTIONS,
  SW_NETWORK_ROUTES,
  WEB_MANIFEST,
} from './vite-pwa';

const FILES = [
  'index.html',
  'assets/app-abc.js',
  'assets/app-abc.css',
  'icons/icon-192.png',
  'config/primary.json',
  'api/user/info.json',
  'mock-data.json',
];

let dir: string;
let sw: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sw-options-'));
  for (const file of FILES) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), file);
  }
  const workbox = PWA_OPTIONS.workbox!;
  await generateSW({
    ...workbox,
    globDirectory: dir,
    swDest: join(dir, 'sw.js'),
    mode: 'development',
    // The workbox runtime in a file of its own, as in the build: sw.js is then only what the
    // options generate.
    inlineWorkboxRuntime: false,
  });
  sw = readFileSync(join(dir, 'sw.js'), 'utf8');
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const precached = (): string[] => [...sw.matchAll(/"url":\s*"([^"]+)"/g)].map(([, url]) => url!);

describe('the generated service worker', () => {
  it('precaches the build: index.html, scripts, styles and icons', () => {
    expect(precached()).toEqual(
      expect.arrayContaining([
        'index.html',
        'assets/app-abc.js',
        'assets/app-abc.css',
        'icons/icon-192.png',
      ]),
    );
  });

  it('precaches no config document, API reply or other data file', () => {
    expect(precached().filter((url) => url.endsWith('.json'))).toEqual([]);
  });

  it('has one runtime route, for public pictures: 200 replies only, kept by count and age', () => {
    // Besides the precache: the navigation fallback to index.html and the pictures' route.
    const routes = [...sw.matchAll(/registerRoute\(/g)].length;
    expect(routes).toBe(2);
    expect(sw).toMatch(/registerRoute\(new workbox\.NavigationRoute/);
    expect(PWA_OPTIONS.workbox?.runtimeCaching).toHaveLength(1);
    expect(sw).toContain(
      `registerRoute(${String(PUBLIC_IMAGE_URL)}, new workbox.StaleWhileRevalidate(`,
    );
    expect(sw).toMatch(new RegExp(`"cacheName":\\s*"${PUBLIC_IMAGES_CACHE}"`));
    expect(sw).toMatch(/new workbox\.CacheableResponsePlugin\(\{\s*statuses: \[200\]\s*\}\)/);
    expect(sw).toMatch(/new workbox\.ExpirationPlugin\(\{\s*maxEntries: 60,/);
    expect(sw).toMatch(/"ignoreVary":\s*true/);
  });

  it('keeps banners and news pictures, never a QR code, an ID photo, an API reply or a page', () => {
    for (const url of [
      'http://localhost:8091/upload/site/banner-1.svg',
      'https://api.example/upload/site/news-12.png?v=2',
    ]) {
      expect(PUBLIC_IMAGE_URL.test(url), url).toBe(true);
    }
    for (const url of [
      // A user's upload (identity photo, payment proof) and a deposit channel's QR code.
      'http://localhost:8091/upload/5f0c.jpg',
      'https://api.example/upload/pay/qr-1.png',
      'https://api.example/api/site/getBannerByPlat.do',
      'https://api.example/upload/site/',
      'https://api.example/other/upload/site/banner-1.svg',
      'data:image/svg+xml;charset=utf-8,<svg/>',
    ]) {
      expect(PUBLIC_IMAGE_URL.test(url), url).toBe(false);
    }
  });

  it('answers no API, config or control navigation with the app shell', () => {
    const denied = (path: string) => NEVER_FROM_CACHE.some((re) => re.test(path));
    for (const path of ['/api/user/info', '/config/primary.json', '/__harness/x', '/__mock/1/y']) {
      expect(denied(path)).toBe(true);
    }
    for (const path of ['/', '/index.html', '/home']) expect(denied(path)).toBe(false);
  });

  it('waits for the trader before a new version takes over', () => {
    expect(PWA_OPTIONS.registerType).toBe('prompt');
    expect(PWA_OPTIONS.injectRegister).toBe(false);
    // skipWaiting only as the answer to the banner's message, never on install.
    expect(sw.match(/self\.skipWaiting\(\)/g)).toHaveLength(1);
    expect(sw).toMatch(/data\.type === 'SKIP_WAITING'\) \{\s*self\.skipWaiting\(\)/);
  });
});

describe('requests the worker never answers', () => {
  it('are routed past it: sw.js imports the static routes', () => {
    expect(sw).toContain(`importScripts("${SW_NETWORK_ROUTES}")`);
  });

  it('are another origin and the API, config and control paths (public/sw-network-routes.js)', () => {
    // The browser's URLPattern, reduced to the fields the rules give it.
    class URLPattern {
      constructor(readonly init: Record<string, string>) {}
    }
    const listeners: ((event: unknown) => void)[] = [];
    const self = {
      location: { href: 'https://app.example:8443/sw.js' },
      addEventListener: (_: string, listener: (event: unknown) => void) => listeners.push(listener),
    };
    const code = readFileSync(join('public', SW_NETWORK_ROUTES), 'utf8');
    new Function('self', 'URLPattern', code)(self, URLPattern);
    let rules: unknown[] = [];
    const waited: Promise<unknown>[] = [];
    listeners.forEach((listener) =>
      listener({
        addRoutes: (r: unknown[]) => ((rules = r), Promise.resolve()),
        waitUntil: (p: Promise<unknown>) => waited.push(p),
      }),
    );
    expect(waited).toHaveLength(1);
    expect(JSON.parse(JSON.stringify(rules))).toEqual([
      // The public pictures of any origin reach the worker's image route.
      {
        condition: { urlPattern: { init: { pathname: `${PUBLIC_IMAGES_PATH}*` } } },
        source: 'fetch-event',
      },
      {
        condition: {
          not: {
            urlPattern: { init: { protocol: 'https', hostname: 'app.example', port: '8443' } },
          },
        },
        source: 'network',
      },
      ...['/api/*', '/config/*', '/__harness/*', '/__mock/*'].map((pathname) => ({
        condition: { urlPattern: { init: { pathname } } },
        source: 'network',
      })),
    ]);
    // The same paths are never answered with the app shell.
    for (const path of ['/api/x', '/config/x', '/__harness/x', '/__mock/x']) {
      expect(NEVER_FROM_CACHE.some((re) => re.test(path))).toBe(true);
    }
  });
});

describe('the web app manifest', () => {
  it('opens standalone on /home, with 192 and 512 icons and a maskable one', () => {
    expect(WEB_MANIFEST).toMatchObject({ display: 'standalone', start_url: './#/home' });
    const icons = WEB_MANIFEST.icons ?? [];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});
