// Something a screen derives from the server's clock that changes far less often than every second
// (a session verdict, today's date): re-evaluated every second, but the component re-renders only
// when the derived key changes. A whole order ticket re-rendered every second for a clock whose
// verdict changes a few times a day (issue 24: a key landing on that render waited for it).
import { useState, useSyncExternalStore } from 'react';

import { serverNow } from '@/lib/server-clock';

const TICK_MS = 1000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/** One timer for every subscriber, running only while there is one. */
const subscribe = (onTick: () => void): (() => void) => {
  listeners.add(onTick);
  timer ??= setInterval(() => listeners.forEach((tick) => tick()), TICK_MS);
  return () => {
    listeners.delete(onTick);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
};

/** `keyAt(now)` on the server's clock, now and at every second; a render only when it changes. */
export const useServerClockKey = (keyAt: (now: number) => string): string =>
  useSyncExternalStore(
    subscribe,
    () => keyAt(serverNow()),
    () => keyAt(serverNow()),
  );

/**
 * A server time to build from that stays the same (no render, no new object) for as long as what
 * the clock decides in it does: `keyAt` gives the same answer for it as for the time now.
 */
export const useSteadyServerNow = (keyAt: (now: number) => string): number => {
  const key = useServerClockKey(keyAt);
  const [steady, setSteady] = useState(serverNow);
  if (keyAt(steady) === key) return steady;
  const now = serverNow();
  setSteady(now);
  return now;
};
