// npm start / npm run dev: the mock server plus the app with hot reload.
// The device-frame harness (and Electron, when its binary is installed) joins in its own issue;
// until then this prints the app's URL to open in a browser.
import { spawn, type ChildProcess } from 'node:child_process';

import { readArgs } from './args';
import { electronBinary } from './electron-binary';

const args = readArgs();
const mockPort = args.int('mock-port', 8091);
const appPort = args.int('port', 5173);

const children: ChildProcess[] = [];

const run = (
  name: string,
  cmd: string,
  cmdArgs: string[],
  ready: RegExp,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> =>
  new Promise((ok, fail) => {
    const child = spawn(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'pipe'], env });
    children.push(child);
    let isReady = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      for (const line of text.split('\n')) if (line.trim()) console.log(`[${name}] ${line}`);
      if (!isReady && ready.test(text)) {
        isReady = true;
        ok();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      if (!isReady)
        fail(new Error(`${name} exited with code ${code ?? 'null'} before it was ready`));
      else if (code) shutdown(code);
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
    'npx',
    ['tsx', 'mock-server/main.ts', '--port', String(mockPort)],
    /listening/i,
  );
  // The app finds the API through the mock's two config documents (product-spec §4).
  const configUrls = ['primary', 'secondary']
    .map((n) => `http://localhost:${mockPort}/config/${n}.json`)
    .join(',');
  await run('app', 'npx', ['vite', '--port', String(appPort), '--strictPort'], /Local:/, {
    ...process.env,
    VITE_CONFIG_URLS: process.env.VITE_CONFIG_URLS ?? configUrls,
  });
  const url = `http://localhost:${appPort}/`;
  console.log('');
  console.log(
    `  Mock server: http://localhost:${mockPort}/  (raw state: /__db, control API: /__harness/)`,
  );
  console.log(`  Trader app:  ${url}`);
  console.log(
    electronBinary()
      ? '  Electron binary found; the desktop harness arrives with its issue. Open the app URL above.'
      : '  Electron binary not installed: open the app URL above in a browser.',
  );
  console.log('');
};

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  shutdown(1);
});
