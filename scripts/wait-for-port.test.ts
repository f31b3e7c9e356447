// npm start's readiness: a port that opens late is waited for, a port that never opens gives up
// with the port and what to check, and a child that dies ends the wait at once.
import { createServer, type Server } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { freePort, waitForPort } from './wait-for-port';

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

describe('waitForPort', () => {
  it('waits for a server that starts listening later', async () => {
    const port = await freePort();
    setTimeout(() => {
      server = createServer().listen(port, '127.0.0.1');
    }, 300);
    await expect(waitForPort(port, { name: 'app', timeoutMs: 5000 })).resolves.toBeUndefined();
  });

  it('gives up after the limit, naming the port', async () => {
    const port = await freePort();
    await expect(waitForPort(port, { name: 'the app', timeoutMs: 400 })).rejects.toThrow(
      `the app did not open port ${port}`,
    );
  });

  it('stops at once when the child has failed', async () => {
    const port = await freePort();
    const started = Date.now();
    await expect(
      waitForPort(port, {
        name: 'app',
        timeoutMs: 10_000,
        failed: () => new Error('app exited with code 1'),
      }),
    ).rejects.toThrow('app exited with code 1');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
