// Vite's loader for a dynamic import (its "preload helper") appends one <link> per chunk and
// stylesheet the import needs, all in one task, before it imports. Each append costs ≈ 1.4 ms at
// 1× CPU, and a cold /home asks for ≈ 36 in its first two imports (its page, then the sections
// below the banners), so the bursts alone were long tasks on a slow phone (ADR 0041). This build step has the loader append them a few per task instead: the
// first few at once, the rest in the tasks that follow, and the import itself still waits until
// every link is in (and every stylesheet loaded), as before.
import type { Plugin } from 'vite';

/** Links appended in one task (≈ 6 ms at 1× CPU, ≈ 25 ms at 4×: under a long task's 50). */
export const LINKS_PER_TASK = 4;

const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** Where the helper appends a link; it must occur exactly once in the helper's code. */
const APPEND = /document\.head\.appendChild\(link\);/g;

/**
 * Returns `append(link)`: appends at once while the current task has appended fewer than
 * `perTask` (and settles nothing, as the helper's own append did), else queues the link for the
 * next task with room and returns a promise that settles once it is in. Injected into the helper
 * by its source text, so it must not refer to anything outside itself; kept small, since the
 * helper is in the shell's first load.
 */
export function createStepAppender<T>(perTask: number, parent: { appendChild(node: T): unknown }) {
  const queue: [T, () => void][] = [];
  let used = 0; // links appended in the current task
  let armed = false; // a later task is due to start a fresh count
  const arm = () => {
    armed = true;
    setTimeout(() => {
      armed = false;
      used = 0;
      for (; used < perTask && queue.length > 0; used++) {
        const [node, done] = queue.shift()!;
        parent.appendChild(node);
        done();
      }
      // Appends in this task (or in its microtasks) count until the next one starts afresh.
      if (used) arm();
    });
  };
  return (node: T): Promise<void> | undefined => {
    if (!armed) {
      used = 0;
      arm();
    }
    if (used < perTask && !queue.length) {
      used++;
      parent.appendChild(node);
      return;
    }
    return new Promise<void>((done) => queue.push([node, done]));
  };
}

/** The helper's code with its appends going through `createStepAppender`. */
export const patchPreloadHelper = (code: string, perTask = LINKS_PER_TASK): string => {
  const found = code.match(APPEND)?.length ?? 0;
  if (found !== 1) {
    throw new Error(
      `preload-in-steps: Vite's preload helper appends its links ${found} times (expected 1); ` +
        'its code changed — update scripts/vite-preload-in-steps.ts',
    );
  }
  // A stylesheet's promise already waits for its load; a module preload's now waits for its
  // append, so the import starts only once every link is in, as it did.
  return (
    `const __appendInSteps = (${createStepAppender.toString()})(${perTask}, document.head);\n` +
    code.replace(APPEND, 'const appended = __appendInSteps(link);\nif (!isCss) return appended;')
  );
};

export const preloadInSteps = (): Plugin => ({
  name: 'preload-in-steps',
  apply: 'build',
  transform(code, id) {
    if (id !== PRELOAD_HELPER_ID) return null;
    return { code: patchPreloadHelper(code), map: null };
  },
});
