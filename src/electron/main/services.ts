// Starting what the harness drives when nobody started it for us: the mock server and the app's
// dev server, each in an Electron utility process (Node without a window, ended with the app).
import { createServer } from 'node:net';
import { join } from 'node:path';

import { utilityProcess, type UtilityProcess } from 'electron';

import { appConfigUrls } from './host-plan';
import { log } from './log';
import mockProcessPath from './mock-process?modulePath';
import { MOCK_ENTRY_ENV } from './services-env';

const READY_TIMEOUT_MS = 60_000;

const isPortFree = (port: number): Promise<boolean> =>
  new Promise((ok) => {
    const probe = createServer();
    probe.once('error', () => ok(false));
    probe.listen(port, () => probe.close(() => ok(true)));
  });

const anyFreePort = (): Promise<number> =>
  new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => ok(port));
    });
  });

/** The preferred port when it is free, else any free one. */
export const pickPort = async (preferred: number): Promise<number> =>
  (await isPortFree(preferred)) ? preferred : anyFreePort();

const fork = (
  name: string,
  modulePath: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
  ready: RegExp,
): Promise<UtilityProcess> =>
  new Promise((ok, fail) => {
    const child = utilityProcess.fork(modulePath, args, {
      ...options,
      serviceName: `harness ${name}`,
      stdio: 'pipe',
    });
    let isReady = false;
    const timer = setTimeout(() => {
      child.kill();
      fail(new Error(`${name} was not ready within ${READY_TIMEOUT_MS / 1000} s`));
    }, READY_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      for (const line of text.split('\n')) if (line.trim()) log(`[${name}] ${line}`);
      if (!isReady && ready.test(text)) {
        isReady = true;
        clearTimeout(timer);
        ok(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!isReady) fail(new Error(`${name} exited with code ${code} before it was ready`));
    });
  });

/** The mock server on loopback; resolves with its origin. */
export const startMock = async (
  root: string,
  preferredPort: number,
): Promise<{ process: UtilityProcess; origin: string }> => {
  const port = await pickPort(preferredPort);
  const child = await fork(
    'mock',
    mockProcessPath,
    ['--port', String(port), '--host', '127.0.0.1'],
    { cwd: root, env: { ...process.env, [MOCK_ENTRY_ENV]: join(root, 'mock-server/main.ts') } },
    /listening/i,
  );
  return { process: child, origin: `http://localhost:${port}` };
};

/** The app's Vite dev server, pointed at the mock's config documents. */
export const startApp = async (
  root: string,
  preferredPort: number,
  mockOrigin: string,
): Promise<{ process: UtilityProcess; port: number }> => {
  const port = await pickPort(preferredPort);
  const child = await fork(
    'app',
    join(root, 'node_modules/vite/bin/vite.js'),
    ['--port', String(port), '--strictPort'],
    { cwd: root, env: { ...process.env, VITE_CONFIG_URLS: appConfigUrls(mockOrigin) } },
    /Local:/,
  );
  return { process: child, port };
};
