// `npm run mock` as a process: it listens on loopback only, hands its control token to local tools
// through a file only this user can read, and removes the file when it stops.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { controlTokenPath, readControlToken } from './src/control/token-file';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

interface Started {
  child: ChildProcess;
  output: () => string;
}

const children: ChildProcess[] = [];

const start = (args: string[], env: NodeJS.ProcessEnv = {}): Promise<Started> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts', ...args], {
      env: { ...process.env, MOCK_CONTROL_TOKEN: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let text = '';
    const output = () => text;
    const timer = setTimeout(() => reject(new Error(`no start in 30 s:\n${text}`)), 30_000);
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('listening')) {
        clearTimeout(timer);
        resolve({ child, output });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`exited ${code}:\n${text}`)));
  });

const stop = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

afterEach(async () => {
  await Promise.all(children.splice(0).map(stop));
});

/** Resolves true when something accepts a TCP connection there. */
const accepts = (host: string, port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

const externalIPv4 = (): string | undefined =>
  Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

describe('mock-server/main.ts', () => {
  it('listens on 127.0.0.1 only and writes a fresh 0600 token file, removed on stop', async () => {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'mock-token-'));
    try {
      const { child, output } = await start(['--port', String(port), '--data', dir, '--quiet']);
      const file = controlTokenPath(port, dir);
      expect(output()).toContain(`control token in ${file}`);
      expect(output()).toContain('x-harness-token');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const token = readControlToken(port, dir);
      expect(token).toMatch(/^[\w-]{40,}$/);
      // The token is never printed.
      expect(output()).not.toContain(token);

      expect(await accepts('127.0.0.1', port)).toBe(true);
      const lan = externalIPv4();
      if (lan) expect(await accepts(lan, port)).toBe(false);

      const base = `http://127.0.0.1:${port}/__harness/clock`;
      expect((await fetch(base)).status).toBe(401);
      expect((await fetch(base, { headers: { 'x-harness-token': token ?? '' } })).status).toBe(200);

      await stop(child);
      expect(readControlToken(port, dir)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes MOCK_CONTROL_TOKEN, writes it to the default state folder even with --no-persist, and warns on --host', async () => {
    const port = await freePort();
    const token = 'an-explicit-token-for-this-test-0123';
    const { child, output } = await start(
      ['--port', String(port), '--no-persist', '--quiet', '--host', '0.0.0.0'],
      { MOCK_CONTROL_TOKEN: token },
    );
    try {
      expect(readControlToken(port)).toBe(token);
      // The warning goes to stderr, which may arrive after stdout's "listening".
      await expect.poll(output).toMatch(/WARNING listening on 0\.0\.0\.0/);
      const res = await fetch(`http://127.0.0.1:${port}/__db`, {
        headers: { 'x-harness-token': token },
      });
      expect(res.status).toBe(200);
    } finally {
      await stop(child);
    }
    expect(readControlToken(port)).toBeNull();
  });
});
