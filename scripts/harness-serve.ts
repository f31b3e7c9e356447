// Serves the harness page to a browser (no Electron):
//   npx tsx scripts/harness-serve.ts [--port 18652] [--mock http://localhost:8091] [--app-port 5173]
//                                    [--dev] [--dir dist/harness] [--host 127.0.0.1]
//                                    [--token-dir DIR]  (the mock's --data DIR, if it has one)
// Static mode serves the `npm run build:harness` output and prints the URL with the endpoints in
// its query (the build has none baked in); --dev runs Vite with hot reload and passes them as env.
// Both forward `/__mock/<port>/` to the mock with its control token (ADR 0018).
import { spawn } from 'node:child_process';

import { createMockProxy, TOKEN_DIR_ENV } from '../device-frames/server/mock-proxy';

import { readArgs } from './args';
import { startStaticServer } from './serve-static';

const args = readArgs();
const port = args.int('port', 18652);
const host = args.get('host', '127.0.0.1');
const mock = args.get('mock', 'http://localhost:8091');
const appPort = args.int('app-port', 5173);
// Where the mock wrote its control token; the proxy (and the Vite child) read it from the env.
if (args.has('token-dir')) process.env[TOKEN_DIR_ENV] = args.get('token-dir', '');

const query = new URLSearchParams({ mock, appPort: String(appPort) });
const url = `http://localhost:${port}/?${query.toString()}`;

if (args.has('dev')) {
  const child = spawn(
    'npx',
    ['vite', '--config', 'device-frames/vite.config.ts', '--port', String(port), '--strictPort'],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_HARNESS_MOCK_ORIGIN: mock,
        VITE_HARNESS_APP_PORT: String(appPort),
      },
    },
  );
  child.on('exit', (code) => process.exit(code ?? 0));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  console.log(`harness (dev) at ${url}`);
} else {
  startStaticServer(args.get('dir', 'dist/harness'), port, host, { before: createMockProxy() })
    .then(() => console.log(`harness served at ${url}`))
    .catch((e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    });
}
