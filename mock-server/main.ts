// `tsx mock-server/main.ts [--port 8091] [--seed N] [--host 127.0.0.1] [--quiet]
//   [--data DIR | --no-persist] [--fresh] [--scenario NAME] [--scenario-dir DIR]
//   [--control-token TOKEN]
//   [--allow-origin ORIGIN[,ORIGIN…]]… [--public-origin http://HOST:PORT]`
// Listens on 127.0.0.1 only unless `--host` says otherwise. The control surface (`/__harness`,
// `/__db`) needs a token in `x-harness-token`: `--control-token` / MOCK_CONTROL_TOKEN, else a fresh
// one per start, written (mode 0600) to `<data dir>/control-token-<port>` for local tools.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Socket } from 'node:net';

import { DEFAULT_SEED } from '../fixtures/src/random';

import { CONTROL_TOKEN_HEADER } from './src/control/control-guard';
import {
  controlTokenPath,
  DEFAULT_STATE_DIR,
  generateControlToken,
  removeControlToken,
  writeControlToken,
} from './src/control/token-file';
import { createMockServer } from './src/create-app';
import { canonicalOrigin } from './src/http/cors';

const readOption = (name: string): string | undefined => {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === `--${name}`) return args[i + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
};

/** Every value of a repeatable option, comma-separated lists split. */
const readOptions = (name: string): string[] => {
  const args = process.argv.slice(2);
  const values: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === `--${name}`) values.push(args[i + 1] ?? '');
    else if (arg.startsWith(`--${name}=`)) values.push(arg.slice(name.length + 3));
  }
  return values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
};

const readInt = (name: string, fallback: number): number => {
  const text = readOption(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    console.error(`--${name} must be an integer, got ${text}`);
    process.exit(2);
  }
  return value;
};

const port = readInt('port', 8091);
// Given explicitly, a seed other than the saved state's starts a fresh world.
const seed = readOption('seed') === undefined ? undefined : readInt('seed', DEFAULT_SEED);
const host = readOption('host') ?? '127.0.0.1';
const isLoopbackHost = ['127.0.0.1', 'localhost', '::1'].includes(host) || host.startsWith('127.');
const isQuiet = process.argv.includes('--quiet');
const dataDir = process.argv.includes('--no-persist')
  ? undefined
  : (readOption('data') ?? DEFAULT_STATE_DIR);
const scenario = readOption('scenario');
// Saved scenarios go here (and are read from here too) instead of fixtures/scenarios/.
const scenarioDir = readOption('scenario-dir');
// The token file sits beside the state; with --no-persist in the default state folder, where the
// harness servers and tests look for it by port.
const tokenDir = dataDir ?? DEFAULT_STATE_DIR;
const tokenFile = controlTokenPath(port, tokenDir);
const givenToken = (readOption('control-token') ?? process.env.MOCK_CONTROL_TOKEN ?? '').trim();
const controlToken = givenToken === '' ? generateControlToken() : givenToken;
if (givenToken !== '' && givenToken.length < 16) {
  console.warn('mock server: the control token is short; anyone who guesses it drives the mock');
}
const allowOrigins = readOptions('allow-origin').map((origin) => {
  const canonical = canonicalOrigin(origin);
  if (canonical === null) {
    console.error(
      `--allow-origin must be an http(s) origin like https://qa.example.com, got ${origin}`,
    );
    process.exit(2);
  }
  return canonical;
});

let mock: ReturnType<typeof createMockServer>;
try {
  mock = createMockServer({
    seed,
    log: (line) => console.warn(line),
    requestLog: isQuiet ? undefined : (line) => console.log(line),
    dataDir,
    isFresh: process.argv.includes('--fresh'),
    scenario,
    scenarioDir,
    controlToken,
    controlTokenFile: tokenFile,
    allowOrigins,
    allowHosts: [host],
    // Where upload URLs and the operator's pictures point (issue 17: never the request's Host).
    publicOrigin: readOption('public-origin') ?? `http://localhost:${port}`,
  });
} catch (e) {
  console.error(`mock server: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(2);
}
const { app } = mock;

const sockets = new Set<Socket>();
const server = createServer(app);
let isTokenWritten = false;
server.listen(port, host, () => {
  // Written once the port is ours: a second mock failing with EADDRINUSE must not replace the
  // running one's token.
  try {
    writeControlToken(port, controlToken, tokenDir);
    isTokenWritten = true;
  } catch (e) {
    console.warn(`mock server: could not write ${tokenFile}: ${(e as Error).message}`);
  }
  console.log(`mock server: host ${host}, seed ${mock.store.seed}`);
  if (!isLoopbackHost) {
    console.warn(
      `mock server: WARNING listening on ${host}: the app API (logins, balances, orders) is reachable from the network. The control API still needs the token.`,
    );
  }
  console.log(
    dataDir ? `mock server: state kept in ${dataDir}` : 'mock server: state in memory only',
  );
  if (scenario) console.log(`mock server: started in scenario ${scenario}`);
  console.log(`mock server: control API at http://localhost:${port}/__harness/ and /__db`);
  console.log(
    `mock server: control token in ${tokenFile} (send it as ${CONTROL_TOKEN_HEADER}; JSON bodies for changes)`,
  );
  if (allowOrigins.length > 0) {
    console.log(`mock server: app API also open to ${allowOrigins.join(', ')}`);
  }
  console.log(`mock server listening on http://localhost:${port}`);
});
server.on('connection', (socket: Socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `port ${port} is already in use`
      : `mock server: ${error.message}`,
  );
  process.exit(1);
});

/** Removes the token file unless another mock on this port has written its own since. */
const removeOwnToken = (): void => {
  if (!isTokenWritten) return;
  try {
    if (readFileSync(tokenFile, 'utf8').trim() === controlToken) removeControlToken(port, tokenDir);
  } catch {
    // Already gone.
  }
};

let isStopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (isStopping) return;
  isStopping = true;
  console.log(`mock server stopping (${signal})`);
  removeOwnToken();
  void mock.close().finally(() => {
    server.close(() => process.exit(0));
    for (const socket of sockets) socket.destroy();
  });
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
