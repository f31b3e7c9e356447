// False while a component's first frame is being produced, true once it has been painted: work the
// trader need not wait for to see it (starting a sheet's requests) runs after that frame rather than
// before it (issue 24: the close sheet is on screen, then asks for its sellable shares).
import { useEffect, useState } from 'react';

/** Frames do not come in a hidden tab: the flag turns true by then at the latest. */
const FALLBACK_MS = 200;

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(fallback);
      setPainted(true);
    };
    const fallback = setTimeout(done, FALLBACK_MS);
    // A frame's callbacks run before it is painted; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(done, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, []);
  return painted;
}
