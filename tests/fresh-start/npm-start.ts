// `npm start` as a newcomer runs it: in a terminal of its own (a process group npm leads), with
// or without CI's colour variables, stopped with Ctrl-C (SIGINT to that group).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

import { controlTokenPath } from '../../mock-server/src/control/token-file';
import { waitForPort } from '../../scripts/wait-for-port';

import { processTree, stillRunning, type ProcessInfo } from './processes';

export interface Ports {
  mock: number;
  app: number;
  harness: number;
}

/** `ci`: CI=true FORCE_COLOR=1 (Vite colours its lines); `plain`: neither set. */
export type StartEnv = 'ci' | 'plain';

const envFor = (kind: StartEnv): NodeJS.ProcessEnv => {
  const env = { ...process.env };
  // Playwright's own runner sets these; a newcomer's shell has none of them.
  for (const name of ['CI', 'FORCE_COLOR', 'NO_COLOR', 'TEST_WORKER_INDEX', 'TEST_PARALLEL_INDEX'])
    delete env[name];
  return kind === 'ci' ? { ...env, CI: 'true', FORCE_COLOR: '1' } : env;
};

const isOpen = (port: number): Promise<boolean> =>
  waitForPort(port, { name: `port ${port}`, timeoutMs: 0 }).then(
    () => true,
    () => false,
  );

export class NpmStart {
  private readonly child: ChildProcess;
  private output = '';
  private exitCode: number | null | undefined;

  constructor(
    readonly ports: Ports,
    kind: StartEnv,
    mockArgs: readonly string[],
  ) {
    const args = ['start', '--', '--mock-port', String(ports.mock), '--port', String(ports.app)];
    args.push('--harness-port', String(ports.harness), ...mockArgs);
    this.child = spawn('npm', args, {
      env: envFor(kind),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const keep = (chunk: Buffer) => (this.output += chunk.toString());
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    this.child.on('exit', (code) => (this.exitCode = code));
  }

  /** Everything npm start printed so far (for the report of a failed run). */
  get log(): string {
    return this.output;
  }

  /** The harness address npm start prints for a browser (no Electron binary here). */
  async harnessUrl(timeoutMs: number): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = /open the harness at (http\S+)/.exec(this.output);
      if (found?.[1]) return found[1];
      if (this.exitCode !== undefined)
        throw new Error(`npm start exited (${this.exitCode}) before printing the harness URL`);
      if (Date.now() > deadline)
        throw new Error(`npm start printed no harness URL within ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /** npm and everything under it now (vite and tsx included). */
  processes(): ProcessInfo[] {
    return this.child.pid === undefined ? [] : processTree(this.child.pid);
  }

  /** Ctrl-C; resolves with what still runs and which ports still answer after at most `graceMs`. */
  async interrupt(graceMs: number): Promise<{ running: ProcessInfo[]; openPorts: number[] }> {
    const started = this.processes();
    if (this.child.pid !== undefined) process.kill(-this.child.pid, 'SIGINT');
    const deadline = Date.now() + graceMs;
    for (;;) {
      const running = stillRunning(started);
      const openPorts: number[] = [];
      for (const port of Object.values(this.ports)) if (await isOpen(port)) openPorts.push(port);
      if ((running.length === 0 && openPorts.length === 0) || Date.now() > deadline)
        return { running, openPorts };
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /** The mock removes its control token file on a clean stop; a stale one misleads scripts. */
  isTokenFileLeft(): boolean {
    return existsSync(controlTokenPath(this.ports.mock));
  }
}
