// @vitest-environment node
// The harness's same-origin way to the mock (ADR 0018), against real sockets: a tiny upstream
// stands in for the mock, the proxy runs in a plain Node server as the harness's servers mount it.
import { mkdtempSync, rmSync } from 'node:fs';
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { writeControlToken } from '../../mock-server/src/control/token-file';

import { createMockProxy, isLoopbackAddress, refusalOf } from './mock-proxy';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const listen = (server: Server): Promise<number> =>
  new Promise((ok) =>
    server.listen(0, '127.0.0.1', () => ok((server.address() as AddressInfo).port)),
  );

const close = (server: Server): Promise<void> =>
  new Promise((ok) => {
    server.closeAllConnections();
    server.close(() => ok());
  });

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  json: () => Record<string, unknown>;
}

let tokenDir: string;
let upstream: Server;
let upstreamPort: number;
let seen: Seen[];
let onUpstream: (req: IncomingMessage, res: ServerResponse) => void;
let proxyServer: Server;
let proxyPort: number;

/** A request to the proxy server; `host` defaults to this server's own loopback name. */
const send = (
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> =>
  new Promise((ok, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: proxyPort,
        path,
        method: options.method ?? 'GET',
        headers: { host: `localhost:${proxyPort}`, ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          ok({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: () => JSON.parse(body) as Record<string, unknown>,
          }),
        );
      },
    );
    req.on('error', fail);
    req.end(options.body);
  });

beforeEach(async () => {
  tokenDir = mkdtempSync(join(tmpdir(), 'mock-proxy-'));
  seen = [];
  onUpstream = (_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Set-Cookie': 'token=USERABC; Path=/',
      'Access-Control-Allow-Origin': '*',
    });
    res.end('{"ok":true}');
  };
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      onUpstream(req, res);
    });
  });
  upstreamPort = await listen(upstream);
  writeControlToken(upstreamPort, 'TOKEN-1', tokenDir);
  const proxy = createMockProxy({ tokenDir });
  proxyServer = createServer((req, res) => proxy(req, res));
  proxyPort = await listen(proxyServer);
});

afterEach(async () => {
  await close(proxyServer);
  await close(upstream);
  rmSync(tokenDir, { recursive: true, force: true });
});

describe('the harness mock proxy', () => {
  it("forwards to the mock on 127.0.0.1 with the mock's token, never the page's cookies", async () => {
    const reply = await send(`/__mock/${upstreamPort}/__harness/clock?since=3`, {
      headers: {
        cookie: 'session=secret',
        origin: `http://localhost:${proxyPort}`,
        'sec-fetch-site': 'same-origin',
        'x-harness-token': 'guessed-by-the-page',
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({ ok: true });
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/__harness/clock?since=3');
    expect(seen[0]?.headers).toMatchObject({
      'x-harness-token': 'TOKEN-1',
      host: `127.0.0.1:${upstreamPort}`,
    });
    expect(seen[0]?.headers.cookie).toBeUndefined();
    expect(seen[0]?.headers.origin).toBeUndefined();
  });

  it("forwards a JSON body and its content type, and answers with the mock's status", async () => {
    onUpstream = (_req, res) => {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end('{"error":"bad clock"}');
    };
    const reply = await send(`/__mock/${upstreamPort}/__harness/clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${proxyPort}` },
      body: '{"at":"2026-11-03 11:29:50"}',
    });
    expect(reply.status).toBe(400);
    expect(reply.json()).toEqual({ error: 'bad clock' });
    expect(seen[0]).toMatchObject({
      method: 'PUT',
      body: '{"at":"2026-11-03 11:29:50"}',
      headers: { 'content-type': 'application/json' },
    });
  });

  it('reads the token file at each request, so a restarted mock is reached with its new token', async () => {
    await send(`/__mock/${upstreamPort}/__harness/clock`);
    writeControlToken(upstreamPort, 'TOKEN-2', tokenDir);
    await send(`/__mock/${upstreamPort}/__harness/clock`);
    expect(seen.map((s) => s.headers['x-harness-token'])).toEqual(['TOKEN-1', 'TOKEN-2']);
  });

  it('streams Server-Sent Events live and ends the upstream request when the page leaves', async () => {
    let upstreamClosed!: () => void;
    const closed = new Promise<void>((ok) => (upstreamClosed = ok));
    upstream.removeAllListeners('request');
    upstream.on('request', (req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write('data: {"seq":1}\n\n');
      // Never ends by itself: only the page closing the stream ends it.
      res.on('close', upstreamClosed);
      req.resume();
    });
    const firstEvent = await new Promise<string>((ok, fail) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: proxyPort,
          path: `/__mock/${upstreamPort}/__harness/journal/stream?since=0`,
          headers: { host: `127.0.0.1:${proxyPort}`, accept: 'text/event-stream' },
        },
        (res) => {
          expect(res.headers['content-type']).toBe('text/event-stream');
          res.setEncoding('utf8');
          res.once('data', (chunk: string) => {
            ok(chunk);
            req.destroy();
          });
        },
      );
      req.on('error', (e) => (e.message.includes('aborted') ? undefined : fail(e)));
      req.end();
    });
    expect(firstEvent).toBe('data: {"seq":1}\n\n');
    await expect(closed).resolves.toBeUndefined();
  });

  it.each([
    ['another name resolving here (DNS rebinding)', { host: 'attacker.example' }],
    ['a rebound name with the right port', { host: 'attacker.example:PORT' }],
    ['loopback on another port', { host: 'localhost:1' }],
  ])('refuses a request whose Host is %s', async (_name, headers) => {
    const host = headers.host.replace('PORT', String(proxyPort));
    const reply = await send(`/__mock/${upstreamPort}/__harness/clock`, { headers: { host } });
    expect(reply.status).toBe(403);
    expect(seen).toEqual([]);
  });

  it('refuses a page of another origin, even a no-cors text/plain POST', async () => {
    for (const origin of ['https://evil.example', `http://f1.localhost:${proxyPort}`, 'null']) {
      const reply = await send(`/__mock/${upstreamPort}/__harness/sessions/expire`, {
        method: 'POST',
        headers: { origin, 'content-type': 'text/plain' },
        body: '{}',
      });
      expect(reply.status, origin).toBe(403);
      expect(reply.json().error).toContain('refused');
    }
    expect(seen).toEqual([]);
  });

  it.each(['cross-site', 'same-site'])(
    'refuses a %s request without an Origin (an image, a link)',
    async (site) => {
      const reply = await send(`/__mock/${upstreamPort}/__db`, {
        headers: { 'sec-fetch-site': site },
      });
      expect(reply.status).toBe(403);
      expect(seen).toEqual([]);
    },
  );

  it('accepts the address bar (Sec-Fetch-Site: none) and its own origin', async () => {
    const reply = await send(`/__mock/${upstreamPort}/__db`, {
      headers: { 'sec-fetch-site': 'none' },
    });
    expect(reply.status).toBe(200);
  });

  it('lends the token to this machine only, even when the server listens on every address', () => {
    const from = (remoteAddress: string) =>
      refusalOf({
        headers: { host: 'localhost:5174' },
        socket: { remoteAddress, localPort: 5174 },
      } as unknown as IncomingMessage);
    expect(from('192.168.1.20')).toMatch(/only this machine/);
    expect(from('::ffff:10.0.0.3')).toMatch(/only this machine/);
    expect(from('127.0.0.1')).toBeNull();
    expect(from('::ffff:127.0.0.1')).toBeNull();
    expect(from('::1')).toBeNull();
    expect(isLoopbackAddress('128.0.0.1')).toBe(false);
  });

  it.each(['/__mock/0/__db', '/__mock/65536/__db', '/__mock/abc/__db', '/__mock//__db'])(
    'refuses %s: the port must be 1-65535',
    async (path) => {
      const reply = await send(path);
      expect(reply.status).toBe(400);
      expect(seen).toEqual([]);
    },
  );

  it('answers 502 naming the port and the token file when the mock has no token file', async () => {
    const reply = await send('/__mock/9/__harness/clock');
    expect(reply.status).toBe(502);
    expect(reply.json()).toMatchObject({
      mockPort: 9,
      tokenFile: join(tokenDir, 'control-token-9'),
    });
    expect(String(reply.json().error)).toContain('port 9');
  });

  it('answers 502 when the mock is down though its token file is left', async () => {
    await close(upstream);
    const reply = await send(`/__mock/${upstreamPort}/__harness/clock`);
    expect(reply.status).toBe(502);
    expect(reply.json()).toMatchObject({ mockPort: upstreamPort });
    expect(String(reply.json().error)).toContain('not reachable');
  });

  it('leaves every other path to the next handler', async () => {
    const proxy = createMockProxy({ tokenDir });
    const other = createServer((req, res) => proxy(req, res, () => res.writeHead(204).end()));
    const port = await listen(other);
    const status = await new Promise<number>((ok) =>
      request({ host: '127.0.0.1', port, path: '/index.html' }, (res) =>
        ok(res.statusCode ?? 0),
      ).end(),
    );
    await close(other);
    expect(status).toBe(204);
  });
});
