// npm start / npm run dev: the mock server, the app with hot reload, then the device-frame
// harness — in Electron when its binary is installed, else in a browser (the URL is printed).
// `--dev` runs the harness with hot reload too. Options: --mock-port, --port, --harness-port, and
// the mock's --fresh, --no-persist, --scenario NAME. Each server counts as started once its port
// accepts a connection (log text carries colour codes under CI / FORCE_COLOR), with a time limit;
// stopping ends each child's whole process group (vite and tsx run under npx).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

import { relative } from 'node:path';

import { createMockProxy } from '../device-frames/server/mock-proxy';
import { controlTokenPath } from '../mock-server/src/control/token-file';
import { appConfigUrls } from '../src/electron/main/host-plan';

import { readArgs } from './args';
import { electronBinary } from './electron-binary';
import { startStaticServer } from './serve-static';
import { waitForPort } from './wait-for-port';
import {
  HARNESS_BUILD_DIR,
  HARNESS_VITE_CONFIG,
  planHarness,
  startMessage,
  type Command,
} from './start-plan';

const args = readArgs();
const mockPort = args.int('mock-port', 8091);
const appPort = args.int('port', 5173);
const harnessPort = args.int('harness-port', 5174);
const mockOrigin = `http://localhost:${mockPort}`;
// The mock's world options pass through (`npm start -- --fresh`, as its stale-state notice says).
const mockArgs = [
  '--port',
  String(mockPort),
  ...(args.has('fresh') ? ['--fresh'] : []),
  ...(args.has('no-persist') ? ['--no-persist'] : []),
  ...(args.has('scenario') ? ['--scenario', args.get('scenario', '')] : []),
];

const children: ChildProcess[] = [];

/** How long each server may take to open its port before `npm start` gives up and says so. */
const READY_MS = { mock: 60_000, vite: 120_000 } as const;

/**
 * Starts a child, echoing its lines with a tag; resolves once `ready` (its port) accepts a
 * connection — never by matching its log text, which colours break — or at once without one.
 */
const run = (
  name: string,
  command: Command,
  ready: { port: number; timeoutMs: number } | null,
): Promise<void> => {
  const child = spawn(command.cmd, command.args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...command.env },
    // A group of its own, so stopping takes npx's children (vite, tsx) along.
    detached: process.platform !== 'win32',
  });
  children.push(child);
  let exited: Error | null = null;
  let isReady = ready === null;
  const onData = (chunk: Buffer) => {
    // The mock tags its own lines `[mock]` (for `npm run mock`); one tag per line here.
    const own = `[${name}] `;
    for (const line of chunk.toString().split('\n')) {
      if (line.trim()) console.log(line.startsWith(own) ? line : `${own}${line}`);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  child.on('exit', (code) => {
    if (!isReady)
      exited = new Error(`${name} exited with code ${code ?? 'null'} before it was ready`);
    else shutdown(code ?? 0);
  });
  if (!ready) return Promise.resolve();
  return waitForPort(ready.port, {
    name,
    timeoutMs: ready.timeoutMs,
    failed: () => exited,
  }).then(() => {
    isReady = true;
  });
};

const shutdown = (code = 0) => {
  for (const child of children) {
    try {
      if (process.platform === 'win32' || child.pid === undefined) throw new Error('no group');
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  process.exit(code);
};
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const main = async () => {
  await run(
    'mock',
    { cmd: 'npx', args: ['tsx', 'mock-server/main.ts', ...mockArgs], env: {} },
    { port: mockPort, timeoutMs: READY_MS.mock },
  );
  await run(
    'app',
    {
      cmd: 'npx',
      args: ['vite', '--port', String(appPort), '--strictPort'],
      env: { VITE_CONFIG_URLS: process.env.VITE_CONFIG_URLS ?? appConfigUrls(mockOrigin) },
    },
    { port: appPort, timeoutMs: READY_MS.vite },
  );

  const launch = planHarness({
    findElectron: electronBinary,
    hasHarnessViteConfig: existsSync(HARNESS_VITE_CONFIG),
    hasHarnessBuild: existsSync(`${HARNESS_BUILD_DIR}/index.html`),
    isDev: args.has('dev'),
    mockOrigin,
    appPort,
    harnessPort,
  });
  if (launch.kind === 'electron') await run('electron', launch.command, null);
  else if (launch.kind === 'browser-dev') {
    await run('harness', launch.command, { port: harnessPort, timeoutMs: READY_MS.vite });
  } else if (launch.kind === 'browser-static') {
    // The built page reaches the mock through this server (ADR 0018).
    await startStaticServer(launch.dir, harnessPort, '127.0.0.1', {
      before: createMockProxy(),
    });
  }

  console.log('');
  for (const line of startMessage(launch, {
    mock: mockOrigin,
    app: `http://localhost:${appPort}/`,
    // The mock writes it at every start (mock-server/main.ts); relative reads better in a banner.
    controlTokenFile: relative(process.cwd(), controlTokenPath(mockPort)),
  }))
    console.log(line);
  console.log('');
};

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  shutdown(1);
});
