// Readiness by the port, not by a child's log text: with CI or FORCE_COLOR set, Vite colours its
// "Local:" line (codes between "Local" and ":"), and `npm start` waited for it forever (issue 23).
// A server is ready once it accepts a TCP connection; give up with a clear message after a limit.
import { connect, createServer } from 'node:net';

const accepts = (port: number, host: string): Promise<boolean> =>
  new Promise((done) => {
    const socket = connect({ port, host });
    const finish = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
    socket.setTimeout(1000, () => finish(false));
  });

export interface WaitOptions {
  /** What the port belongs to, for the message ("the app's dev server"). */
  name: string;
  timeoutMs: number;
  host?: string;
  intervalMs?: number;
  /** Stops waiting early (the child exited): rejects with this error. */
  failed?: () => Error | null;
}

/** Resolves once `port` accepts a connection; rejects after `timeoutMs` with what to do. */
export const waitForPort = async (port: number, options: WaitOptions): Promise<void> => {
  // 'localhost' as the servers are told (Vite may bind ::1 only; connect tries both families).
  const { name, timeoutMs, host = 'localhost', intervalMs = 200 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const failure = options.failed?.();
    if (failure) throw failure;
    if (await accepts(port, host)) return;
    if (Date.now() >= deadline) {
      throw new Error(
        `${name} did not open port ${port} within ${Math.round(timeoutMs / 1000)} s: ` +
          `see its lines above; is the port taken by another program (lsof -i :${port})?`,
      );
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
};

/** A port nothing listens on now (the OS picks it), for a server started next. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
