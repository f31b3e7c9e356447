// Mock-server figures (issue 3): start-up time with the fixtures, and throughput / latency of the
// hot endpoints under autocannon on loopback with 10 connections. The server runs in its own
// process so the load generator does not share its event loop. Prints figures; asserts nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';

import autocannon from 'autocannon';

const PORT = 18_591;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

const startServer = (): Promise<{ child: ChildProcess; ms: number }> =>
  new Promise((ok, fail) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'mock-server/main.ts', '--port', String(PORT), '--no-persist', '--quiet'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) ok({ child, ms: performance.now() - started });
    });
    child.on('exit', (code) => fail(new Error(`mock server exited (${code})`)));
  });

const stop = (child: ChildProcess) =>
  new Promise((ok) => {
    child.removeAllListeners('exit');
    child.once('exit', ok);
    child.kill('SIGTERM');
  });

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

const login = async (): Promise<string> => {
  const res = await fetch(`${BASE}/api/user/login.do`, {
    method: 'POST',
    headers: FORM,
    body: form({ phone: '13800000007', userPwd: 'trader123' }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error('bench login failed');
  return body.data.token;
};

interface Case {
  name: string;
  target: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Bodies sent in turn on each connection (instead of `body`). */
  bodies?: string[];
  auth?: boolean;
}

const CASES: Case[] = [
  {
    name: 'quote by code (getSingleStock.do) *',
    target: '≥ 3,000 req/s',
    path: '/api/stock/getSingleStock.do',
    method: 'POST',
    body: form({ code: '600519' }),
  },
  {
    name: 'paged list (getStock.do, 15 rows) *',
    target: '≥ 1,500 req/s',
    path: '/api/stock/getStock.do?pageNum=1&pageSize=15',
  },
  {
    name: 'user info (getUserInfo.do, session)',
    target: '—',
    path: '/user/getUserInfo.do',
    method: 'POST',
    auth: true,
  },
  {
    name: 'write: login.do (session + log row)',
    target: 'writes ≥ 800 req/s, p99 ≤ 30 ms',
    path: '/api/user/login.do',
    method: 'POST',
    body: form({ phone: '13800000007', userPwd: 'trader123' }),
  },
  {
    // Financing → index account and back: a ledger step and a transfer row per call.
    name: 'money write: transAmt.do, ¥1 each way',
    target: 'writes ≥ 800 req/s, p99 ≤ 30 ms',
    path: '/user/transAmt.do',
    method: 'POST',
    bodies: [form({ type: '1', amt: '1' }), form({ type: '2', amt: '1' })],
    auth: true,
  },
];

// The host's own ceilings, so the figures above can be read on any machine: a fixed JSON answer to
// the same request from plain Express 4 (what json-server is built on; the mock's write endpoints
// go through it) and from Node's bare HTTP server (what the fast path, ADR 0012, builds on).
const CEILINGS = {
  'bare Express': `
const app = require('express')();
app.post('/x', (req, res) => { req.resume(); req.on('end', () => res.json({ status: 0, msg: '', data: 1 })); });
app.listen(${PORT + 1}, () => console.log('listening'));`,
  'bare Node http': `
require('node:http').createServer((req, res) => { req.resume(); req.on('end', () => {
  const text = JSON.stringify({ status: 0, msg: '', data: 1 });
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}); }).listen(${PORT + 1}, () => console.log('listening'));`,
};

const ceiling = async (source: string): Promise<number> => {
  const child = spawn(process.execPath, ['-e', source], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise<void>((ok) =>
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) ok();
    }),
  );
  try {
    const r = await autocannon({
      url: `http://127.0.0.1:${PORT + 1}/x`,
      connections: 10,
      duration: DURATION_S,
      method: 'POST',
      headers: FORM,
      body: form({ code: '600519' }),
    });
    return r.requests.average;
  } finally {
    await stop(child);
  }
};

const main = async () => {
  const startups: number[] = [];
  for (let i = 0; i < 3; i++) {
    const { child, ms } = await startServer();
    startups.push(ms);
    await stop(child);
  }
  startups.sort((a, b) => a - b);
  console.log(
    `\nMock server (${DURATION_S} s per case, 10 connections, loopback, server in its own process)`,
  );
  console.log(
    `start-up with fixtures (spawn → listening, incl. TypeScript load): median ${startups[1]?.toFixed(0)} ms of 3 (target ≤ 1,500 ms)`,
  );

  const { child } = await startServer();
  try {
    const token = await login();
    console.log(
      'case'.padEnd(40),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'non-2xx'.padStart(8),
      'errors'.padStart(7),
      '  target',
    );
    for (const c of CASES) {
      const headers: Record<string, string> = c.body || c.bodies ? { ...FORM } : {};
      if (c.auth) headers.USERTOKEN = token;
      const load = {
        url: `${BASE}${c.path}`,
        connections: 10,
        method: c.method ?? 'GET',
        headers,
        body: c.body,
        ...(c.bodies ? { requests: c.bodies.map((body) => ({ body })) } : {}),
      } as const;
      // One unrecorded second first, so the figure is the JIT-compiled server, not its warm-up.
      await autocannon({ ...load, duration: 1 });
      const r = await autocannon({ ...load, duration: DURATION_S });
      console.log(
        c.name.padEnd(40),
        r.requests.average.toFixed(0).padStart(8),
        r.latency.p50.toFixed(1).padStart(8),
        r.latency.p99.toFixed(1).padStart(8),
        String(r.non2xx).padStart(8),
        String(r.errors + r.timeouts).padStart(7),
        ` ${c.target}`,
      );
    }
    console.log(
      '* answered by the fast path outside Express (ADR 0012); the rest go through Express',
    );
  } finally {
    await stop(child);
  }
  for (const [name, source] of Object.entries(CEILINGS)) {
    const reached = await ceiling(source);
    console.log(
      `host ceiling: ${name}, fixed JSON`.padEnd(40),
      reached.toFixed(0).padStart(8),
      '  (no journal, faults, parameters or handler)',
    );
  }
};

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
