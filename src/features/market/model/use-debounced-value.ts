// The value as it was `delayMs` after it last changed. The search pages wait 300 ms after the last
// keystroke (the reference waited 2 s, which feels broken on a phone; one request per pause in
// typing is what the debounce is for).
import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

export const useDebouncedValue = <T>(value: T, delayMs: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(id);
  }, [value, delayMs]);
  return settled;
};
