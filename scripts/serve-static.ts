// Serves a built web app compressed, with SPA fallback to index.html (vite preview does not
// compress). Used by `npm run preview:web`, the end-to-end tests and the bench.
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';

import compression from 'compression';
import express, { type RequestHandler } from 'express';

import { securityHeaders, type SecurityHeaderOptions } from './security-headers';

export interface StaticServerOptions {
  /**
   * Runs ahead of compression and the files: the harness's mock proxy (ADR 0018) is mounted
   * there, so the journal's event stream is never held back by the compressor.
   */
  before?: RequestHandler;
  /** The app's security headers (its build's CSP, frame-ancestors…); ADR 0020. */
  security?: SecurityHeaderOptions;
}

export const startStaticServer = (
  dir: string,
  port: number,
  host = '127.0.0.1',
  options: StaticServerOptions = {},
): Promise<Server> => {
  const { before, security } = options;
  const root = resolve(dir);
  if (!existsSync(resolve(root, 'index.html'))) {
    throw new Error(`${root}/index.html not found: build first (npm run build:web)`);
  }
  const app = express();
  app.disable('x-powered-by');
  if (security) app.use(securityHeaders(root, security));
  if (before) app.use(before);
  app.use(compression());
  app.use(
    '/assets',
    express.static(resolve(root, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  // The service worker, its manifest and index.html are asked again on every visit (ADR 0034): a
  // stale sw.js held by the HTTP cache would keep an old version of the app.
  app.use(
    express.static(root, {
      index: 'index.html',
      maxAge: 0,
      setHeaders: (res, path) => {
        if (/(?:^|[\\/])(?:sw\.js|index\.html|manifest\.webmanifest)$/.test(path)) {
          res.setHeader('Cache-Control', 'no-cache');
        }
      },
    }),
  );
  // SPA fallback: any other GET that wants HTML gets the app shell.
  app.get('*', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(resolve(root, 'index.html'));
  });
  return new Promise((ok, fail) => {
    const server = app.listen(port, host, () => ok(server));
    server.on('error', fail);
  });
};
