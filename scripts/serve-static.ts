// Serves a built web app compressed, with SPA fallback to index.html (vite preview does not
// compress). Used by `npm run preview:web`, the end-to-end tests and the bench.
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';

import compression from 'compression';
import express from 'express';

export const startStaticServer = (
  dir: string,
  port: number,
  host = '127.0.0.1',
): Promise<Server> => {
  const root = resolve(dir);
  if (!existsSync(resolve(root, 'index.html'))) {
    throw new Error(`${root}/index.html not found: build first (npm run build:web)`);
  }
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use(
    '/assets',
    express.static(resolve(root, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  app.use(express.static(root, { index: 'index.html', maxAge: 0 }));
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
