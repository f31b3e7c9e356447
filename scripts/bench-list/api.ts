// What entry.tsx puts on the bench page's window, shared with scripts/bench-list.ts.
export interface MountTiming {
  /** root.render → layout effects of the first commit. */
  commit: number;
  /** root.render → the commit's synchronous follow-up (the list's scroll-margin re-render) done and
   *  laid out: main-thread work without waiting for a frame. */
  layout: number;
  /** root.render → after the next frame (waits for vsync, then style, layout, paint). */
  frame: number;
  /** DOM elements inside the list. */
  nodes: number;
}

export interface ListBenchApi {
  mount(rows: number): Promise<MountTiming>;
  unmount(): Promise<void>;
  /** Scrolls the window by `px`. */
  scrollBy(px: number): Promise<ScrollTiming>;
}

export interface ScrollTiming {
  /** scroll event → the list's re-render (flushSync in its scroll listener) done and laid out. */
  work: number;
  /** scrollBy → after the frame that shows the new rows (includes waiting for vsync). */
  frame: number;
}
