// The harness page's way to the mock's control API (ADR 0018). The mock answers `/__harness/*`,
// `/__db` and the journal only with its control token and sends no CORS headers, so the page asks
// its own origin instead: `/__mock/<port>/<rest>` is forwarded to `http://127.0.0.1:<port>/<rest>`
// with `x-harness-token` read from that mock's token file at request time (a restarted mock's new
// token is picked up). Mounted by every server of the harness page: its Vite config (dev and
// preview), electron-vite's renderer dev server, Electron's static server, scripts/serve-static.
//
// Guards, because the proxy holds the token: the caller must be on this machine, the Host must be
// a loopback name on this server's own port (a DNS-rebound name is refused), a present Origin must
// be this origin, a present Sec-Fetch-Site must be same-origin or none (another site's page, form
// or image is refused), and no cookie travels either way.
import {
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';

import { controlTokenPath, readControlToken } from '../../mock-server/src/control/token-file.js';
import { MOCK_PROXY_PREFIX } from '../../src/electron/shared/mock-proxy-route.js';

/** Names the token folder of a mock started with `--data DIR` (it writes its token there). */
export const TOKEN_DIR_ENV = 'HARNESS_MOCK_TOKEN_DIR';

export interface MockProxyOptions {
  /** Folder of the mock's token files; default $HARNESS_MOCK_TOKEN_DIR, else `mock-server/data/`. */
  tokenDir?: string;
}

export type NextHandler = (error?: unknown) => void;
export type MockProxy = (req: IncomingMessage, res: ServerResponse, next?: NextHandler) => void;

const TOKEN_HEADER = 'x-harness-token';

/** Never forwarded upstream: hop-by-hop headers, the browser's context and its cookies. */
const DROPPED_REQUEST_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'cookie',
  'origin',
  'referer',
  TOKEN_HEADER,
]);

/** Never passed back to the page: hop-by-hop headers, cookies and any CORS grant. */
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'set-cookie',
  'set-cookie2',
]);

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?$/;

export const isMockProxyPath = (url: string | undefined): boolean =>
  url !== undefined && url.startsWith(MOCK_PROXY_PREFIX);

/** `http://<host>` when the Host header is a loopback name on the port this request came in on. */
export const ownOriginOf = (
  host: string | undefined,
  localPort: number | undefined,
): string | null => {
  const match = LOOPBACK_HOST.exec((host ?? '').toLowerCase());
  if (!match) return null;
  const port = match[2] === undefined ? 80 : Number(match[2]);
  return port === localPort ? `http://${(host ?? '').toLowerCase()}` : null;
};

/** 127.0.0.0/8 or ::1, also as an IPv4-mapped IPv6 address. */
export const isLoopbackAddress = (address: string | undefined): boolean =>
  address !== undefined && /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$|^::1$/i.test(address);

/** Why the request may not use the proxy, or null when it may. */
export const refusalOf = (req: IncomingMessage): string | null => {
  // A server started with --host 0.0.0.0 still lends the token to this machine only.
  if (!isLoopbackAddress(req.socket.remoteAddress)) return 'only this machine may use it';
  const origin = ownOriginOf(req.headers.host, req.socket.localPort);
  if (origin === null) return 'the Host is not this loopback server';
  const from = req.headers.origin;
  if (from !== undefined && from.toLowerCase() !== origin)
    return `requests from ${from} are refused`;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return `${site} requests are refused`;
  }
  return null;
};

/** The mock port and the upstream path (with query) of `/__mock/<port>/<rest>`; null if invalid. */
export const parseProxyPath = (url: string): { port: number; path: string } | null => {
  const tail = url.slice(MOCK_PROXY_PREFIX.length);
  const match = /^(\d{1,5})(?=[/?]|$)(.*)$/.exec(tail);
  if (!match) return null;
  const port = Number(match[1]);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) return null;
  const rest = match[2] ?? '';
  return { port, path: rest.startsWith('/') ? rest : `/${rest}` };
};

const sendJson = (res: ServerResponse, status: number, body: Record<string, unknown>): void => {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(JSON.stringify(body));
};

const upstreamHeaders = (
  incoming: IncomingHttpHeaders,
  port: number,
  token: string,
): Record<string, string | string[]> => {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || DROPPED_REQUEST_HEADERS.has(name)) continue;
    if (name.startsWith('sec-fetch-') || name.startsWith('proxy-')) continue;
    headers[name] = value;
  }
  headers.host = `127.0.0.1:${port}`;
  headers[TOKEN_HEADER] = token;
  return headers;
};

const downstreamHeaders = (incoming: IncomingHttpHeaders): Record<string, string | string[]> => {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || DROPPED_RESPONSE_HEADERS.has(name)) continue;
    if (name.startsWith('access-control-')) continue;
    headers[name] = value;
  }
  return headers;
};

export const createMockProxy = (options: MockProxyOptions = {}): MockProxy => {
  const tokenDir = options.tokenDir ?? (process.env[TOKEN_DIR_ENV] || undefined);
  return (req, res, next) => {
    if (!isMockProxyPath(req.url)) {
      if (next) next();
      else sendJson(res, 404, { error: 'not found' });
      return;
    }
    const refusal = refusalOf(req);
    if (refusal !== null) {
      sendJson(res, 403, { error: `harness mock proxy: ${refusal}` });
      return;
    }
    const target = parseProxyPath(req.url ?? '');
    if (target === null) {
      sendJson(res, 400, { error: 'harness mock proxy: expected /__mock/<port 1-65535>/<path>' });
      return;
    }
    const { port, path } = target;
    const tokenFile = controlTokenPath(port, tokenDir);
    const token = readControlToken(port, tokenDir);
    if (token === null) {
      sendJson(res, 502, {
        error: `no control token for the mock on port ${port}: is it running? Its token file should be ${tokenFile}`,
        mockPort: port,
        tokenFile,
      });
      return;
    }

    let upstream: ReturnType<typeof request>;
    try {
      upstream = request({
        host: '127.0.0.1',
        port,
        method: req.method,
        path,
        headers: upstreamHeaders(req.headers, port, token),
      });
    } catch (error) {
      sendJson(res, 400, { error: `harness mock proxy: ${(error as Error).message}` });
      return;
    }
    upstream.on('response', (reply) => {
      res.writeHead(reply.statusCode ?? 502, downstreamHeaders(reply.headers));
      // Server-Sent Events (the journal) must reach the page as they come.
      res.flushHeaders();
      reply.pipe(res);
      reply.on('error', () => res.destroy());
    });
    upstream.on('error', (error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(res, 502, {
        error: `the mock on port ${port} is not reachable (${error.message}); its token file is ${tokenFile}`,
        mockPort: port,
        tokenFile,
      });
    });
    // The page went away (a closed tab, a closed EventSource): end the upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
};
