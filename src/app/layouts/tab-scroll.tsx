// Each kept tab page remembers where the window was scrolled while it was shown, and puts the
// window back there when it shows again; a tab opened for the first time starts at the top. The
// pages scroll the window (lists are virtualized against it), so one offset per tab is enough.
import { useLayoutEffect, useRef } from 'react';

export function TabScroll({ tab, shown }: { tab: string; shown: boolean }) {
  const offset = useRef(0);
  // A layout effect placed before the page: the window is back in place before the page's own
  // layout effects (a virtual list reading its offset) run, and listening stops before the next
  // page changes the document's height.
  useLayoutEffect(() => {
    if (!shown) return;
    // Reading scrollY lays the page out inside the commit; a scroll to the top needs no layout
    // (it is never clamped), so a tab at the top, and the app's first screen, skip the read.
    if (offset.current === 0) window.scrollTo(0, 0);
    else if (window.scrollY !== offset.current) window.scrollTo(0, offset.current);
    const keep = () => {
      offset.current = window.scrollY;
    };
    window.addEventListener('scroll', keep, { passive: true });
    return () => window.removeEventListener('scroll', keep);
  }, [tab, shown]);
  return null;
}
