// The mock server as a child process of a bench: started on a port of the bench's own, waited for
// until it serves its config document, and ended with its whole process group (npx → tsx → node).
import { spawn, type ChildProcess } from 'node:child_process';

/** Starts `mock-server/main.ts` on `port` (no saved world) and resolves once it answers. */
export const startMockProcess = async (port: number): Promise<ChildProcess> => {
  // detached: the mock runs in its own process group, ended as one by stopMockProcess.
  const child = spawn(
    'npx',
    ['tsx', 'mock-server/main.ts', '--port', String(port), '--no-persist', '--quiet'],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  const url = `http://localhost:${port}/config/primary.json`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`mock server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  stopMockProcess(child);
  throw new Error(`mock server did not answer ${url} within 60 s`);
};

export const stopMockProcess = (child: ChildProcess): void => {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
