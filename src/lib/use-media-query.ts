// Whether a CSS media query matches now, following its changes (a rotated or resized window).
// Without matchMedia (tests' DOM) nothing matches.
import { useCallback, useSyncExternalStore } from 'react';

const listOf = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;

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
