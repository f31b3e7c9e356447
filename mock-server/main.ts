// `tsx mock-server/main.ts [--port 8091] [--seed N] [--host 0.0.0.0] [--quiet]`
import type { Socket } from 'node:net';

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
const seed = readInt('seed', DEFAULT_SEED);
const host = readOption('host') ?? '0.0.0.0';
const isQuiet = process.argv.includes('--quiet');

const { app } = createMockServer({
  seed,
  log: (line) => console.warn(line),
  requestLog: isQuiet ? undefined : (line) => console.log(line),
});

const sockets = new Set<Socket>();
const server = app.listen(port, host, () => {
  console.log(`mock server: host ${host}, seed ${seed}`);
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
  server.close(() => process.exit(0));
  for (const socket of sockets) socket.destroy();
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
