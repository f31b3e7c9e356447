// A module a page needs soon but not for its first paint (decimal maths, say): fetched after the
// component mounts, kept once loaded, so a later visit has it from the first render.
import { useEffect, useState } from 'react';

const loaded = new Map<() => Promise<unknown>, unknown>();

/** Loads `load()` (a stable `() => import(...)`) once; the module, or undefined until it is in. */
export const useLoaded = <T>(load: () => Promise<T>): T | undefined => {
  const [mod, setMod] = useState(() => loaded.get(load) as T | undefined);
  useEffect(() => {
    if (mod !== undefined) return;
    let live = true;
    void load().then((m) => {
      loaded.set(load, m);
      if (live) setMod(m);
    });
    return () => {
      live = false;
    };
  }, [load, mod]);
  return mod;
};
