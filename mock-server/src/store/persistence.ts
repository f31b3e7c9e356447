// Keeps the state on disk so a restart continues where the server stopped. Saves are debounced
// and atomic: the document goes to a temporary file, is flushed to disk, then renamed over the
// old one — a crash or kill mid-write leaves either the old file or the new one, never half.
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { join } from 'node:path';

import { exportState, parseStateDoc, type StateDoc } from './state-io';
import type { MockStore } from './store';

export const STATE_FILE = 'state.json';
export const SAVE_DEBOUNCE_MS = 250;

export interface Persistence {
  readonly file: string;
  /** Writes now if anything is pending; resolves when the file is on disk. */
  flush(): Promise<void>;
  /** Stops saving (after a final flush). */
  close(): Promise<void>;
}

type Log = (line: string) => void;

/**
 * The saved state of `dir`, or undefined when there is none or it is unusable; an unreadable file
 * is moved aside (`state.json.corrupt-<time>`) so it can be inspected, and never loaded.
 */
export const loadSavedState = (
  dir: string,
  expectedTables: readonly string[],
  log: Log,
): StateDoc | undefined => {
  const file = join(dir, STATE_FILE);
  if (!existsSync(file)) return undefined;
  let reason: string;
  try {
    const parsed = parseStateDoc(JSON.parse(readFileSync(file, 'utf8')), expectedTables);
    if (parsed.ok) return parsed.doc;
    reason = parsed.error;
  } catch (e) {
    reason = e instanceof Error ? e.message : String(e);
  }
  const aside = `${file}.corrupt-${Date.now()}`;
  renameSync(file, aside);
  log(
    `[mock] saved state unusable (${reason.split('\n')[0]}); moved to ${aside}, starting from fixtures`,
  );
  return undefined;
};

const writeAtomically = async (file: string, text: string): Promise<void> => {
  const tmp = `${file}.${process.pid}.tmp`;
  const handle = await open(tmp, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, file);
};

export const attachPersistence = (
  store: MockStore,
  dir: string,
  { debounceMs = SAVE_DEBOUNCE_MS, log = () => {} }: { debounceMs?: number; log?: Log } = {},
): Persistence => {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, STATE_FILE);
  let timer: NodeJS.Timeout | undefined;
  let isDirty = false;
  let isClosed = false;
  let writing: Promise<void> = Promise.resolve();

  const save = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (!isDirty) return writing;
    isDirty = false;
    const text = JSON.stringify(exportState(store));
    writing = writing
      .then(() => writeAtomically(file, text))
      .catch((e: unknown) => log(`[mock] could not save state: ${String(e)}`));
    return writing;
  };

  store.onChange(() => {
    if (isClosed) return;
    isDirty = true;
    timer ??= setTimeout(() => void save(), debounceMs);
  });

  return {
    file,
    flush: save,
    close: async () => {
      await save();
      isClosed = true;
    },
  };
};
