// The server's time (serverNow) for views that change at a deadline (countdowns, phases): read
// again when `resync` changes (new data — the reply that brought it also set the server clock, so
// the first render with the rows already judges them on the mock's time) and when `delayFor(now)`
// says the view next changes (a countdown's next second or minute).
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

import { serverNow } from '@/lib/server-clock';

export const useServerNow = (delayFor: (now: number) => number, resync?: unknown): number => {
  const [tick, setTick] = useState(0);
  // Read on a tick or new data, not on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const now = useMemo(() => serverNow(), [tick, resync]);
  const latest = useRef(delayFor);
  useLayoutEffect(() => {
    latest.current = delayFor;
  });
  useEffect(() => {
    // A few ms late, so the redraw lands past the boundary.
    const id = setTimeout(() => setTick((n) => n + 1), latest.current(now) + 5);
    return () => clearTimeout(id);
  }, [now]);
  return now;
};
