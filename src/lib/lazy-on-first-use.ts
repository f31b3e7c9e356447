// A component that is not in its page's first load (a sheet, a dialog) but must open without a
// wait: `warm()` starts fetching its code — call it when the trader reaches for the button that
// opens it (pointerdown, focus) — and `useWarmWhenIdle` fetches it once the first screen has
// settled, so by the time it is tapped it is usually there already. Once the code is there it is
// rendered directly: a `React.lazy` suspends on its first render even then, and React holds the
// reveal of a boundary that showed its fallback for ~300 ms (issue 24: the first close sheet).
import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';

import { whenIdle } from './when-idle';

export interface LazyOnFirstUse<P> {
  Component: ComponentType<P>;
  /** Starts loading the code (once; later calls share the same promise); settles when loaded. */
  warm: () => Promise<void>;
}

export function lazyOnFirstUse<P>(load: () => Promise<ComponentType<P>>): LazyOnFirstUse<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  // A failed fetch is forgotten, so the next warm-up or render tries again.
  const once = () =>
    (loading ??= load().then(
      (c) => (loaded = c),
      (e: unknown) => {
        loading = null;
        throw e;
      },
    ));
  const Lazy = lazy(() => once().then((c) => ({ default: c })));
  // Chosen once per mount: switching an instance from `Lazy` to `loaded` would remount its subtree.
  function LazyOnFirstUse(props: P) {
    const [direct] = useState(() => loaded);
    return createElement((direct ?? Lazy) as ComponentType<object>, props as object);
  }
  return {
    Component: LazyOnFirstUse as ComponentType<P>,
    warm: () =>
      once().then(
        () => undefined,
        () => undefined,
      ),
  };
}

/** Calls `warm` at the first idle moment after mount while `when` holds (default: at once). */
export function useWarmWhenIdle(warm: () => void, when = true, timeoutMs = 2000): void {
  useEffect(() => {
    if (!when) return;
    return whenIdle(warm, { timeoutMs, fallbackMs: 200 });
  }, [warm, when, timeoutMs]);
}
