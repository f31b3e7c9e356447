// The back office's lists are asked again every POLL_MS (control calls are cheap and never
// journalled), so what a frame sends shows within one poll. One read runs at a time: a poll skips
// its turn while one runs, and after an action `refresh` waits for it and reads again (a read that
// started before the action may miss it).
import { useCallback, useEffect, useRef } from 'react';

export const POLL_MS = 2000;

/** An error's text for the panel. */
export const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * Runs `load` now and every `pollMs` while mounted; `load` (stable: wrap it in useCallback) reads
 * and returns what to apply, which runs only if the component is still mounted. `load` must not
 * reject: it turns a failed read into state (keeping the last rows and saying so).
 */
export const usePolling = (
  load: () => Promise<() => void>,
  pollMs: number = POLL_MS,
): (() => Promise<void>) => {
  const running = useRef<Promise<void> | null>(null);
  const isMounted = useRef(true);

  const read = useCallback((): Promise<void> => {
    const reading = load()
      .then((apply) => {
        if (isMounted.current) apply();
      })
      .finally(() => {
        running.current = null;
      });
    running.current = reading;
    return reading;
  }, [load]);

  const poll = useCallback(() => {
    if (!running.current) void read();
  }, [read]);

  const refresh = useCallback(async (): Promise<void> => {
    while (running.current) await running.current;
    await read();
  }, [read]);

  useEffect(() => {
    isMounted.current = true;
    poll();
    const timer = setInterval(poll, pollMs);
    return () => {
      isMounted.current = false;
      clearInterval(timer);
    };
  }, [poll, pollMs]);

  return refresh;
};
