// Serves the built harness (out/renderer) over http on loopback, so the harness has a real origin
// (the same kind it has in the browser) instead of `file://`, whose origin is `null` and cannot be
// told apart from any other local file in sender and postMessage checks. `/__mock/<port>/` is
// forwarded to the mock with its control token (ADR 0018): the page's only way to the control API.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, resolve, sep } from 'node:path';

import { createMockProxy, isMockProxyPath } from '../../../device-frames/server/mock-proxy';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

export const contentTypeOf = (file: string): string =>
  CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * The file under `root` a request path names, or null when it would leave `root` (`..`, encoded
 * separators, NUL). `/` is the index page.
 */
export const resolveStaticFile = (root: string, requestUrl: string): string | null => {
  let path: string;
  try {
    path = decodeURIComponent(new URL(requestUrl, 'http://h').pathname);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\')) return null;
  const base = resolve(root);
  const file = resolve(base, `.${path.endsWith('/') ? `${path}index.html` : path}`);
  return file === base || file.startsWith(base + sep) ? file : null;
};

/**
 * Starts the server on 127.0.0.1 (a free port); the CSP is added by the session (security.ts).
 * `tokenDir` is where the mocks keep their control tokens: this file is bundled into out/main/, so
 * the mock's own default (relative to its source) cannot be found from here.
 */
export const serveStatic = (
  root: string,
  tokenDir: string,
): Promise<{ server: Server; port: number }> => {
  const index = resolve(root, 'index.html');
  const mockProxy = createMockProxy({ tokenDir });
  const server = createServer((req, res) => {
    if (isMockProxyPath(req.url)) {
      mockProxy(req, res);
      return;
    }
    void (async () => {
      const file = resolveStaticFile(root, req.url ?? '/');
      if (file === null || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.writeHead(400).end();
        return;
      }
      // Unknown paths get the page itself (client-side routes).
      const found = await stat(file).then(
        (s) => s.isFile(),
        () => false,
      );
      const served = found ? file : index;
      res.writeHead(200, {
        'Content-Type': contentTypeOf(served),
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
      if (req.method === 'HEAD') res.end();
      else
        createReadStream(served)
          .on('error', () => res.destroy())
          .pipe(res);
    })();
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      ok({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
};
