// Mock-server figures (issue 3): start-up time with the fixtures, and throughput / latency of the
// hot endpoints under autocannon on loopback with 10 connections. The server runs in its own
// process so the load generator does not share its event loop. The write cases run twice: in
// memory (`--no-persist`) and with durable replies (`--data`: each answer waits for the
// write-ahead log's fsync, ADR 0019). Prints figures; asserts nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import autocannon from 'autocannon';

import { recordFigure } from './bench-figures';

const PORT = 18_591;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
/** The bench's own control token, so it can lift the login limit (below). */
const CONTROL_TOKEN = randomBytes(24).toString('hex');

/** `dataDir`: state kept there with durable replies; none: in memory only. */
const startServer = (dataDir?: string): Promise<{ child: ChildProcess; ms: number }> =>
  new Promise((ok, fail) => {
    const started = performance.now();
    const state = dataDir ? ['--data', dataDir] : ['--no-persist'];
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'mock-server/main.ts',
        '--port',
        String(PORT),
        ...state,
        '--quiet',
        '--control-token',
        CONTROL_TOKEN,
      ],
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

/**
 * The mock limits logins per address (issue 17, `limits/limit-config.ts`): thousands a second from
 * one address would be refused after the first few hundred, and autocannon (HTTP 200 either way)
 * would time the refusal instead of the login.
 */
const liftLoginLimit = async (): Promise<void> => {
  const res = await fetch(`${BASE}/__harness/limits`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'x-harness-token': CONTROL_TOKEN },
    body: JSON.stringify({ loginsPerAddress: { max: 1_000_000_000, windowMs: 60_000 } }),
  });
  if (!res.ok) throw new Error(`bench: could not lift the login limit (${res.status})`);
};

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
  /** Run again on a server with durable replies. */
  isWrite?: boolean;
  /** The figures' targets for the bench table (req/s at least, p99 ms at most). */
  goal?: { rps: number; p99?: number };
}

const CASES: Case[] = [
  {
    name: 'quote by code (getSingleStock.do) *',
    target: '≥ 3,000 req/s',
    goal: { rps: 3000, p99: 10 },
    path: '/api/stock/getSingleStock.do',
    method: 'POST',
    body: form({ code: '600519' }),
  },
  {
    name: 'paged list (getStock.do, 15 rows) *',
    target: '≥ 1,500 req/s',
    goal: { rps: 1500, p99: 15 },
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
    goal: { rps: 800, p99: 30 },
    isWrite: true,
    path: '/api/user/login.do',
    method: 'POST',
    body: form({ phone: '13800000007', userPwd: 'trader123' }),
  },
  {
    // Financing → index account and back: a ledger step and a transfer row per call.
    name: 'money write: transAmt.do, ¥1 each way',
    target: 'writes ≥ 800 req/s, p99 ≤ 30 ms',
    goal: { rps: 800, p99: 30 },
    isWrite: true,
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

const runCases = async (cases: Case[], suffix: string, dataDir?: string): Promise<void> => {
  const { child } = await startServer(dataDir);
  try {
    await liftLoginLimit();
    const token = await login();
    for (const c of cases) {
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
        `${c.name}${suffix}`.padEnd(48),
        r.requests.average.toFixed(0).padStart(8),
        r.latency.p50.toFixed(1).padStart(8),
        r.latency.p99.toFixed(1).padStart(8),
        String(r.non2xx).padStart(8),
        String(r.errors + r.timeouts).padStart(7),
        ` ${c.target}`,
      );
      const figure = (name: string, value: number, unit: string, op: '<=' | '>=', t?: number) =>
        recordFigure({
          group: 'mock',
          name: `${c.name.replace(/ \*$/, '')}${suffix} ${name}`,
          value: Math.round(value * 10) / 10,
          unit,
          ...(t === undefined ? {} : { target: { op, value: t } }),
          note: `${DURATION_S} s, 10 connections${r.non2xx + r.errors + r.timeouts ? `, ${r.non2xx} non-2xx, ${r.errors + r.timeouts} errors` : ''}`,
        });
      figure('throughput', r.requests.average, 'req/s', '>=', c.goal?.rps);
      figure('p99', r.latency.p99, 'ms', '<=', c.goal?.p99);
    }
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
  recordFigure({
    group: 'mock',
    name: 'start-up with fixtures',
    value: Math.round(startups[1] ?? Number.NaN),
    unit: 'ms',
    target: { op: '<=', value: 1500 },
    note: 'median of 3, spawn → listening',
  });

  console.log(
    'case'.padEnd(48),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'non-2xx'.padStart(8),
    'errors'.padStart(7),
    '  target',
  );
  await runCases(CASES, '');
  console.log(
    '* answered by the fast path outside Express (ADR 0012); the rest go through Express',
  );
  // The same writes, each reply held until its change is fsynced (group commit, ADR 0019).
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-mock-durable-'));
  try {
    await runCases(
      CASES.filter((c) => c.isWrite),
      ' (durable)',
      dataDir,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const [name, source] of Object.entries(CEILINGS)) {
    const reached = await ceiling(source);
    console.log(
      `host ceiling: ${name}, fixed JSON`.padEnd(48),
      reached.toFixed(0).padStart(8),
      '  (no journal, faults, parameters or handler)',
    );
    recordFigure({
      group: 'mock',
      name: `host ceiling: ${name}, fixed JSON`,
      value: Math.round(reached),
      unit: 'req/s',
      note: 'what this machine allows; no target',
    });
  }
};

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
