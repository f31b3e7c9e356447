// What `npm start` left running, read from /proc (Linux, as on CI): the whole tree under npm,
// vite and tsx included — they run in process groups of their own, so a stop that forgets one
// leaves it serving. Elsewhere these return nothing and the spec relies on the ports closing.
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface ProcessInfo {
  pid: number;
  /** Start time in clock ticks since boot: tells a process from a later one given its pid. */
  startTicks: string;
  command: string;
}

const hasProc = existsSync('/proc/self/stat');

/** A live process's parent and start time; null once it is gone (or a zombie: it has exited). */
const statOf = (pid: number): { ppid: number; startTicks: string } | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (2nd field) may hold spaces and brackets: fields count from its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z') return null;
    return { ppid: Number(fields[1]), startTicks: fields[19] ?? '' };
  } catch {
    return null;
  }
};

const commandOf = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
};

const allPids = (): number[] =>
  hasProc
    ? readdirSync('/proc')
        .filter((d) => /^\d+$/.test(d))
        .map(Number)
    : [];

/** Every process under `rootPid` (itself included), as it stands now. */
export const processTree = (rootPid: number): ProcessInfo[] => {
  const children = new Map<number, number[]>();
  for (const pid of allPids()) {
    const stat = statOf(pid);
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  }
  const tree: ProcessInfo[] = [];
  const queue = [rootPid];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    const stat = statOf(pid);
    if (!stat) continue;
    tree.push({ pid, startTicks: stat.startTicks, command: commandOf(pid) });
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
};

/** Those of `processes` still running (the same process, not a later one with its pid). */
export const stillRunning = (processes: readonly ProcessInfo[]): ProcessInfo[] =>
  processes.filter((p) => statOf(p.pid)?.startTicks === p.startTicks);

/** A Vite dev server is a node process running Vite's CLI (not `vite build`, not Vitest). */
export const isViteServer = (command: string): boolean =>
  /(node_modules\/\.bin\/vite|vite\/bin\/vite\.js)(\s|$)/.test(command) &&
  !/\sbuild(\s|$)/.test(command);

/**
 * Vite dev servers running in `root` (this checkout), e.g. a developer's `npm start`: removing
 * the optimizer caches under them would break their pages, and their optimizer would race ours.
 */
export const devServersIn = (root: string): ProcessInfo[] =>
  allPids().flatMap((pid) => {
    const command = commandOf(pid);
    if (!isViteServer(command)) return [];
    let cwd = '';
    try {
      cwd = readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      return [];
    }
    return cwd === root ? [{ pid, startTicks: statOf(pid)?.startTicks ?? '', command }] : [];
  });

/** Ends what is left of a failed run (its own processes only, by pid). */
export const killAll = (processes: readonly ProcessInfo[]): void => {
  for (const p of stillRunning(processes)) {
    try {
      process.kill(p.pid, 'SIGKILL');
    } catch {
      // Gone between the check and the kill.
    }
  }
};
