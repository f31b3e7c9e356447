// The list's scroll position per tab, so Back from a detail lands where the reader left the list.
// Kept while the list is mounted (a layout effect: it stops listening before the next page
// shrinks the document) and restored only on a history step back (POP) with the rows in cache.
import { useLayoutEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';

const positions = new Map<number, number>();

export function useScrollMemory(tab: number, rowsShown: number) {
  const isBack = useNavigationType() === 'POP';
  const restored = useRef<number | null>(null);

  useLayoutEffect(() => {
    const keep = () => positions.set(tab, window.scrollY);
    window.addEventListener('scroll', keep, { passive: true });
    return () => window.removeEventListener('scroll', keep);
  }, [tab]);

  useLayoutEffect(() => {
    if (!isBack || restored.current === tab || rowsShown === 0) return;
    restored.current = tab;
    const y = positions.get(tab);
    if (y) window.scrollTo(0, y);
  }, [isBack, tab, rowsShown]);
}
