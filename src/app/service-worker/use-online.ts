// The browser's own word on the connection (navigator.onLine and its online/offline events). A
// page reloaded while offline hears no event, so the first value is read, not waited for.
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine);
