// `tsx mock-server/main.ts [--port 8091] [--seed N] [--host 0.0.0.0] [--quiet]
//   [--data DIR | --no-persist] [--fresh] [--scenario NAME] [--control-token TOKEN]`
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

import { DEFAULT_SEED } from '../fixtures/src/random';

import { createMockServer } from './src/create-app';

const readOption = (name: string): string | undefined => {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === `--${name}`) return args[i + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
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
const host = readOption('host') ?? '0.0.0.0';
const isQuiet = process.argv.includes('--quiet');
const DEFAULT_DATA_DIR = fileURLToPath(new URL('./data/', import.meta.url));
const dataDir = process.argv.includes('--no-persist')
  ? undefined
  : (readOption('data') ?? DEFAULT_DATA_DIR);
const scenario = readOption('scenario');

let mock: ReturnType<typeof createMockServer>;
try {
  mock = createMockServer({
    seed,
    log: (line) => console.warn(line),
    requestLog: isQuiet ? undefined : (line) => console.log(line),
    dataDir,
    isFresh: process.argv.includes('--fresh'),
    scenario,
    controlToken: readOption('control-token') ?? process.env.MOCK_CONTROL_TOKEN,
  });
} catch (e) {
  console.error(`mock server: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(2);
}
const { app } = mock;

const sockets = new Set<Socket>();
const server = createServer(app);
server.listen(port, host, () => {
  console.log(`mock server: host ${host}, seed ${mock.store.seed}`);
  console.log(
    dataDir ? `mock server: state kept in ${dataDir}` : 'mock server: state in memory only',
  );
  if (scenario) console.log(`mock server: started in scenario ${scenario}`);
  console.log(`mock server: control API at http://localhost:${port}/__harness/`);
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

let isStopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (isStopping) return;
  isStopping = true;
  console.log(`mock server stopping (${signal})`);
  void mock.close().finally(() => {
    server.close(() => process.exit(0));
    for (const socket of sockets) socket.destroy();
  });
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
