// The service worker and web app manifest of the production build (ADR 0034), from
// vite-plugin-pwa (generateSW). Only `vite build` writes them: the dev server has no service
// worker, so `npm start`, `npm run dev` and the Electron dev harness load the app as before. The
// app registers the worker itself, late and lazily (src/app/service-worker/), so the plugin
// injects no script (an inline one would fail the CSP, ADR 0020).
import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';
import { VitePWA } from 'vite-plugin-pwa';

/** The red theme's brand fill and page background (tokens.css; src/app/theme-color.test.ts). */
export const THEME_COLOR = '#c0232a';
export const BACKGROUND_COLOR = '#ffffff';

export const WEB_MANIFEST: Partial<ManifestOptions> = {
  name: '行情交易 · Quotes & Trading',
  short_name: '行情交易',
  description: 'Stock quotes and trading (technical test station, no real trading)',
  lang: 'zh-CN',
  start_url: './#/home',
  scope: './',
  id: './',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: [
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: 'icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};

/**
 * Paths a navigation must never be answered from the cache for: the API, the config documents,
 * the mock's control API and the harness proxy, when a deployment serves them on the app's origin.
 */
export const NEVER_FROM_CACHE = [/^\/api\//, /^\/config\//, /^\/__harness\//, /^\/__mock\//];

/**
 * Where the operator's public pictures live on the API's upload server — banners, news and
 * announcement pictures, never a deposit QR code or an identity photo (ADR 0034, addendum): the
 * one runtime route keeps these. public/sw-network-routes.js hands the same path to the worker.
 */
export const PUBLIC_IMAGES_PATH = '/upload/site/';

/** Any origin's public picture (Workbox matches another origin's URL only from its start). */
export const PUBLIC_IMAGE_URL = new RegExp(
  `^https?://[^/?#]+${PUBLIC_IMAGES_PATH}[^/?#]+(?:\\?[^#]*)?$`,
);

/** The cache that keeps them, by count and age; only 200 replies (never opaque ones). */
export const PUBLIC_IMAGES_CACHE = 'public-images';

/** The worker's static routes to the network (public/, so the build copies it beside sw.js). */
export const SW_NETWORK_ROUTES = 'sw-network-routes.js';

export const PWA_OPTIONS: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  manifest: WEB_MANIFEST,
  workbox: {
    // The build's own files only: the shell, every page's chunks and stylesheets, the locale
    // chunks (JavaScript, split per language and namespace), index.html and the icons; the plugin
    // adds the manifest itself.
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    // The largest chunk (the chart library) is about 0.5 MB: the limit guards against a stray
    // large file being downloaded by every first visit.
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: NEVER_FROM_CACHE,
    // One runtime route: the operator's public pictures, served stale while a fresh copy is
    // fetched. API replies, config documents, deposit QR codes, identity photos and anything else
    // on another origin always go to the network (vite-pwa.test.ts).
    runtimeCaching: [
      {
        urlPattern: PUBLIC_IMAGE_URL,
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: PUBLIC_IMAGES_CACHE,
          expiration: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
          // Kept by address: a server's `Vary: Origin` would keep the cors copy from matching
          // the <img>'s own request, which carries no Origin.
          matchOptions: { ignoreVary: true },
          // An <img> asks without CORS, whose opaque reply cannot be checked: the worker asks in
          // cors mode (no cookies) and keeps the reply only when it is a readable 200.
          fetchOptions: { mode: 'cors', credentials: 'omit' },
          // A server that answers without CORS: the page's own request, passed through, not kept.
          plugins: [{ handlerDidError: async ({ request }) => fetch(request) }],
        },
      },
    ],
    // ...and those requests bypass the worker altogether (public/sw-network-routes.js).
    importScripts: [SW_NETWORK_ROUTES],
    cleanupOutdatedCaches: true,
    // A new worker waits until the trader taps "reload" (the update prompt).
    skipWaiting: false,
    clientsClaim: false,
  },
  devOptions: { enabled: false },
};

/** The plugins; `disable` when the build sets VITE_SERVICE_WORKER=off (ADR 0034). */
export const serviceWorker = (env: Record<string, string | undefined> = process.env) =>
  VitePWA({ ...PWA_OPTIONS, disable: env.VITE_SERVICE_WORKER === 'off' });
