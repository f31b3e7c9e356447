// Work that can wait for a moment the main thread has nothing else to do: `requestIdleCallback`
// where the browser has it, a plain delay where it does not (Safari, jsdom).

export interface WhenIdleOptions {
  /** Longest wait for an idle moment before running anyway, in ms. */
  timeoutMs: number;
  /** The delay used instead where the browser has no idle callbacks, in ms. */
  fallbackMs: number;
}

/** Calls `run` once, at the first idle moment (or the timeout); returns a cancel. */
export const whenIdle = (run: () => void, { timeoutMs, fallbackMs }: WhenIdleOptions) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, fallbackMs);
  return () => clearTimeout(id);
};
