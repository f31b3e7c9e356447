// Work that should not delay the frame now being prepared (a tap's shown page, a sheet's first
// paint) runs right after it has been painted: a frame's callbacks run before its paint, a task
// queued from one runs after it (issue 24).

/** Frames do not come in a hidden document: `run` then waits no longer than this. */
const FALLBACK_MS = 200;

/** Calls `run` once, after the next frame has been painted (or FALLBACK_MS); returns a cancel. */
export const afterNextFrame = (run: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
  const done = () => {
    cancel();
    run();
  };
  const fallback = setTimeout(done, FALLBACK_MS);
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(done, 0);
  });
  return cancel;
};
