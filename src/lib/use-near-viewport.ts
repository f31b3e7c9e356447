// Content below the fold loads when it is about to be seen, or once the page has settled, so the
// first screen's requests and render are not shared with it. Once true it stays true.
import { useEffect, useState, type RefObject } from 'react';

export interface NearViewportOptions {
  /** How far outside the viewport counts as near (IntersectionObserver rootMargin). */
  rootMargin?: string;
  /**
   * Whether the page's first screen has what it asked for: only then does an idle moment load the
   * content (the main thread is idle while requests are in flight too).
   */
  settled?: boolean;
  /** Longest wait for an idle moment, once settled, before loading anyway, in ms. */
  idleTimeoutMs?: number;
}

export function useNearViewport(
  ref: RefObject<Element | null>,
  { rootMargin = '100px 0px', settled = true, idleTimeoutMs = 3000 }: NearViewportOptions = {},
): boolean {
  const canWatch =
    typeof IntersectionObserver !== 'undefined' && typeof requestIdleCallback !== 'undefined';
  // Without the browser APIs (old engines, jsdom) the content simply loads at once.
  const [near, setNear] = useState(!canWatch);
  useEffect(() => {
    const el = ref.current;
    if (near || !el || !canWatch) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    io.observe(el);
    // The first idle moment after the first screen: the main thread and the line are free then.
    const idle = settled
      ? requestIdleCallback(() => setNear(true), { timeout: idleTimeoutMs })
      : undefined;
    return () => {
      io.disconnect();
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [near, canWatch, ref, rootMargin, settled, idleTimeoutMs]);
  return near;
}
