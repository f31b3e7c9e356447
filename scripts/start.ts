// npm start / npm run dev: the mock server, the app with hot reload, then the device-frame
// harness — in Electron when its binary is installed, else in a browser (the URL is printed).
// `--dev` runs the harness with hot reload too. Options: --mock-port, --port, --harness-port, and
// the mock's --fresh, --no-persist, --scenario NAME.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

import { relative } from 'node:path';

import { createMockProxy } from '../device-frames/server/mock-proxy';
import { controlTokenPath } from '../mock-server/src/control/token-file';
import { appConfigUrls } from '../src/electron/main/host-plan';

import { readArgs } from './args';
import { electronBinary } from './electron-binary';
import { startStaticServer } from './serve-static';
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

const run = (name: string, command: Command, ready: RegExp | null): Promise<void> =>
  new Promise((ok, fail) => {
    const child = spawn(command.cmd, command.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...command.env },
    });
    children.push(child);
    let isReady = ready === null;
    if (isReady) ok();
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      // The mock tags its own lines `[mock]` (for `npm run mock`); one tag per line here.
      const own = `[${name}] `;
      for (const line of text.split('\n')) {
        if (line.trim()) console.log(line.startsWith(own) ? line : `${own}${line}`);
      }
      if (!isReady && ready?.test(text)) {
        isReady = true;
        ok();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      if (!isReady)
        fail(new Error(`${name} exited with code ${code ?? 'null'} before it was ready`));
      else shutdown(code ?? 0);
    });
  });

const shutdown = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const main = async () => {
  await run(
    'mock',
    { cmd: 'npx', args: ['tsx', 'mock-server/main.ts', ...mockArgs], env: {} },
    /listening/i,
  );
  await run(
    'app',
    {
      cmd: 'npx',
      args: ['vite', '--port', String(appPort), '--strictPort'],
      env: { VITE_CONFIG_URLS: process.env.VITE_CONFIG_URLS ?? appConfigUrls(mockOrigin) },
    },
    /Local:/,
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
  else if (launch.kind === 'browser-dev') await run('harness', launch.command, /Local:/);
  else if (launch.kind === 'browser-static') {
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
