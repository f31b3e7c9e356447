// npm start / npm run dev: the mock server, the app with hot reload, then the device-frame
// harness — in Electron when its binary is installed, else in a browser (the URL is printed).
// `--dev` runs the harness with hot reload too. Options: --mock-port, --port, --harness-port, and
// the mock's --fresh, --no-persist, --scenario NAME. Each server counts as started once its port
// accepts a connection (log text carries colour codes under CI / FORCE_COLOR), with a time limit;
// stopping ends each child's whole process group (vite runs under npx) and waits for it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

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
// `npm run scenario -- NAME`: the mock starts in it and the harness opens its frames (?scenario=).
const scenario = args.has('scenario') ? args.get('scenario', '') : null;
if (scenario !== null) {
  const names = readdirSync('fixtures/scenarios')
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
  if (!names.includes(scenario)) {
    console.error(
      `${scenario ? `No scenario "${scenario}"` : 'Name a scenario'} (fixtures/scenarios/). The scenarios:\n  ${names.join('\n  ')}`,
    );
    process.exit(2);
  }
}
/** The harness address, naming the scenario to open when there is one. */
const harnessAddress = (url: string): string => {
  if (scenario === null) return url;
  const address = new URL(url);
  address.searchParams.set('scenario', scenario);
  return address.toString();
};
// The mock's world options pass through (`npm start -- --fresh`, as its stale-state notice says).
const mockArgs = [
  '--port',
  String(mockPort),
  ...(args.has('fresh') ? ['--fresh'] : []),
  ...(args.has('no-persist') ? ['--no-persist'] : []),
  ...(scenario === null ? [] : ['--scenario', scenario]),
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

/** Signals a child's whole process group (signal 0: is any of it still running?). */
const signalGroup = (child: ChildProcess, signal: NodeJS.Signals | 0): boolean => {
  try {
    if (process.platform === 'win32' || child.pid === undefined) throw new Error('no group');
    process.kill(-child.pid, signal);
    return true;
  } catch {
    if (signal === 0) return child.exitCode === null && child.signalCode === null;
    return child.kill(signal);
  }
};

/** How long the children may take to stop before they are killed. */
const STOP_MS = 5_000;
let isStopping = false;
const shutdown = (code = 0) => {
  if (isStopping) return;
  isStopping = true;
  for (const child of children) signalGroup(child, 'SIGTERM');
  // Exit only once they are gone (killed after STOP_MS): the prompt comes back with nothing left
  // running, and their last lines (the mock's clean-up) still pass through this process.
  const deadline = Date.now() + STOP_MS;
  const waitForChildren = () => {
    const running = children.filter((child) => signalGroup(child, 0));
    if (running.length > 0 && Date.now() < deadline) {
      setTimeout(waitForChildren, 100);
      return;
    }
    for (const child of running) signalGroup(child, 'SIGKILL');
    process.exit(code);
  };
  waitForChildren();
};
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const main = async () => {
  await run(
    'mock',
    // Node with tsx's loader, not the tsx CLI: when its child is slow to acknowledge a signal
    // (tens of ms on a busy machine) the CLI SIGKILLs it, and the mock left its token file
    // behind. package.json starts this script the same way.
    {
      cmd: process.execPath,
      args: ['--import', 'tsx', 'mock-server/main.ts', ...mockArgs],
      env: {},
    },
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
    scenario,
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
  const shown = 'url' in launch ? { ...launch, url: harnessAddress(launch.url) } : launch;
  for (const line of startMessage(shown, {
    mock: mockOrigin,
    app: `http://localhost:${appPort}/`,
    // The mock writes it at every start (mock-server/main.ts); relative reads better in a banner.
    controlTokenFile: relative(process.cwd(), controlTokenPath(mockPort)),
  }))
    console.log(line);
  if (scenario !== null && launch.kind === 'electron') {
    // Electron's main process adds ?scenario= to the window's address (HARNESS_SCENARIO).
    console.log(`  Scenario:    ${scenario} (the harness window opens its frames)`);
  }
  console.log('');
};

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  shutdown(1);
});
