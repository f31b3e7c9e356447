// Whether a CSS media query matches now, following its changes (a rotated or resized window).
// Without matchMedia (tests' DOM) nothing matches.
import { useCallback, useSyncExternalStore } from 'react';

/** One list per query: a render reads it, and matchMedia built a new one each time (issue 24). */
const lists = new Map<string, MediaQueryList | null>();

const listOf = (query: string): MediaQueryList | null => {
  if (!lists.has(query)) {
    lists.set(
      query,
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(query)
        : null,
    );
  }
  return lists.get(query) ?? null;
};

export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listOf(query)?.matches ?? false,
    () => false,
  );
};
