// Whether a new version of the app is waiting (its service worker installed, not yet in charge),
// and how to switch to it: set by the registration, read by the update banner.
import { useSyncExternalStore } from 'react';

type Accept = () => void;

let accept: Accept | null = null;
const listeners = new Set<() => void>();

/** Called by the registration when a new version waits (or with null once it is taken). */
export const setUpdateWaiting = (next: Accept | null): void => {
  accept = next;
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The switch to the waiting version, or null when none waits. */
export const useWaitingUpdate = (): Accept | null => useSyncExternalStore(subscribe, () => accept);
