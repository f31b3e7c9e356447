// Where a running mock keeps its control token for the local user's scripts, the harness servers
// and the tests: `<state dir>/control-token-<port>`, mode 0600 (only this OS user can read it).
// One file per port, so several mocks (tests start one per worker) never overwrite each other.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The mock's default state folder (`mock-server/data/`), also used with `--no-persist`. */
export const DEFAULT_STATE_DIR = fileURLToPath(new URL('../../data/', import.meta.url));

/** A fresh token: 32 random bytes, URL-safe. */
export const generateControlToken = (): string => randomBytes(32).toString('base64url');

export const controlTokenPath = (port: number, dir: string = DEFAULT_STATE_DIR): string =>
  join(dir, `control-token-${port}`);

/** Writes atomically (temp file, then rename) with mode 0600; returns the file's path. */
export const writeControlToken = (
  port: number,
  token: string,
  dir: string = DEFAULT_STATE_DIR,
): string => {
  mkdirSync(dir, { recursive: true });
  const path = controlTokenPath(port, dir);
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${token}\n`, { mode: 0o600 });
  chmodSync(temp, 0o600); // the umask cannot widen it, but an existing temp file keeps its mode
  renameSync(temp, path);
  return path;
};

/** The token of the mock on `port`, or null when no readable file names one. */
export const readControlToken = (port: number, dir: string = DEFAULT_STATE_DIR): string | null => {
  try {
    const token = readFileSync(controlTokenPath(port, dir), 'utf8').trim();
    return token === '' ? null : token;
  } catch {
    return null;
  }
};

/** Removes the file when the mock stops (a crash leaves it; the next start overwrites it). */
export const removeControlToken = (port: number, dir: string = DEFAULT_STATE_DIR): void => {
  rmSync(controlTokenPath(port, dir), { force: true });
};
