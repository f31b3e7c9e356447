// Touch/mouse gesture logic of the charts, without the DOM (the hook in use-chart-gestures.ts
// feeds it pointer events). One finger held still for ~400 ms → crosshair until the finger lifts;
// one finger moving mostly sideways → pan; two fingers → pinch; one finger moving mostly up/down →
// nothing (the page scrolls: the container has `touch-action: pan-y`).

export type GestureMode = 'idle' | 'pending' | 'pan' | 'pinch' | 'crosshair';

export interface GestureCallbacks {
  /** Horizontal drag: pixels moved since the previous call (positive = fingers moved right). */
  onPan?: (dx: number) => void;
  /** Pinch: `scale` = distance at start ÷ distance now (> 1 = fingers closer = zoom out). */
  onPinch?: (scale: number, anchorX: number, phase: 'start' | 'move') => void;
  /** Crosshair at a point, or null when released. */
  onCrosshair?: (point: { x: number; y: number } | null) => void;
}

export interface GestureOptions {
  longPressMs: number;
  /** Movement that cancels a long-press and decides between pan and scroll. */
  slop: number;
  /** Pan and pinch enabled (the time-share chart only has the crosshair). */
  panAndPinch: boolean;
}

export const DEFAULT_GESTURE_OPTIONS: GestureOptions = {
  longPressMs: 400,
  slop: 8,
  panAndPinch: true,
};

interface Timers {
  set: (fn: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const defaultTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface Point {
  x: number;
  y: number;
}

export class GestureTracker {
  private mode: GestureMode = 'idle';
  private readonly pointers = new Map<number, Point>();
  private start: Point = { x: 0, y: 0 };
  private lastX = 0;
  private pinchDistance = 0;
  private timer: unknown = null;
  private readonly options: GestureOptions;

  constructor(
    private readonly callbacks: GestureCallbacks,
    options: Partial<GestureOptions> = {},
    private readonly timers: Timers = defaultTimers,
  ) {
    this.options = { ...DEFAULT_GESTURE_OPTIONS, ...options };
  }

  getMode(): GestureMode {
    return this.mode;
  }

  /** The page must not scroll now (the touchmove default is prevented). */
  isCapturing(): boolean {
    return this.mode === 'pan' || this.mode === 'pinch' || this.mode === 'crosshair';
  }

  down(id: number, x: number, y: number): void {
    this.pointers.set(id, { x, y });
    if (this.pointers.size === 1) {
      this.mode = 'pending';
      this.start = { x, y };
      this.lastX = x;
      this.clearTimer();
      this.timer = this.timers.set(() => {
        this.timer = null;
        if (this.mode !== 'pending') return;
        this.mode = 'crosshair';
        const p = this.pointers.values().next().value;
        if (p) this.callbacks.onCrosshair?.({ x: p.x, y: p.y });
      }, this.options.longPressMs);
      return;
    }
    if (this.pointers.size === 2 && this.options.panAndPinch && this.mode !== 'crosshair') {
      this.clearTimer();
      this.mode = 'pinch';
      const [a, b] = [...this.pointers.values()] as [Point, Point];
      this.pinchDistance = Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
      this.callbacks.onPinch?.(1, (a.x + b.x) / 2, 'start');
    }
  }

  move(id: number, x: number, y: number): void {
    const p = this.pointers.get(id);
    if (!p) return;
    p.x = x;
    p.y = y;
    switch (this.mode) {
      case 'pending': {
        const dx = x - this.start.x;
        const dy = y - this.start.y;
        if (Math.hypot(dx, dy) < this.options.slop) return;
        this.clearTimer();
        if (this.options.panAndPinch && Math.abs(dx) >= Math.abs(dy)) {
          this.mode = 'pan';
          this.callbacks.onPan?.(x - this.lastX);
          this.lastX = x;
        } else {
          // Vertical: the browser scrolls the page; this touch is not ours any more.
          this.mode = 'idle';
        }
        return;
      }
      case 'pan': {
        const dx = x - this.lastX;
        this.lastX = x;
        if (dx !== 0) this.callbacks.onPan?.(dx);
        return;
      }
      case 'pinch': {
        if (this.pointers.size < 2) return;
        const [a, b] = [...this.pointers.values()] as [Point, Point];
        const distance = Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
        this.callbacks.onPinch?.(this.pinchDistance / distance, (a.x + b.x) / 2, 'move');
        return;
      }
      case 'crosshair':
        this.callbacks.onCrosshair?.({ x, y });
        return;
      default:
        return;
    }
  }

  up(id: number): void {
    if (!this.pointers.delete(id)) return;
    if (this.mode === 'crosshair') {
      if (this.pointers.size === 0) {
        this.mode = 'idle';
        this.callbacks.onCrosshair?.(null);
      }
      return;
    }
    if (this.mode === 'pinch' && this.pointers.size === 1) {
      // One finger left after a pinch: continue as a pan from where it is, without a jump.
      const rest = this.pointers.values().next().value;
      this.mode = 'pan';
      this.lastX = rest?.x ?? 0;
      return;
    }
    if (this.pointers.size === 0) {
      this.clearTimer();
      this.mode = 'idle';
    }
  }

  /** The browser took the touch over (scroll) or the element went away. */
  cancel(id: number): void {
    this.up(id);
  }

  reset(): void {
    const hadCrosshair = this.mode === 'crosshair';
    this.clearTimer();
    this.pointers.clear();
    this.mode = 'idle';
    if (hadCrosshair) this.callbacks.onCrosshair?.(null);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }
}

/** Live data is drawn at most this often: 4 times a second. */
export const LIVE_UPDATE_INTERVAL_MS = 250;

/**
 * Calls `fn` with the latest value at most once per `minIntervalMs`, on an animation frame.
 * Used for live ticks (≤ 4 renders per second) and for pointer moves (one render per frame).
 */
export class FrameThrottle<T> {
  private pending: { value: T } | null = null;
  private frame: number | null = null;
  private timeout: ReturnType<typeof setTimeout> | null = null;
  private last = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly fn: (value: T) => void,
    private readonly minIntervalMs = 0,
    private readonly now: () => number = () => performance.now(),
  ) {}

  push(value: T): void {
    this.pending = { value };
    if (this.frame !== null || this.timeout !== null) return;
    const wait = this.last + this.minIntervalMs - this.now();
    if (wait > 0) {
      this.timeout = setTimeout(() => {
        this.timeout = null;
        this.schedule();
      }, wait);
    } else {
      this.schedule();
    }
  }

  /** Apply a pending value now (e.g. before unmount or a structural change). */
  flush(): void {
    this.cancelScheduled();
    this.run();
  }

  cancel(): void {
    this.cancelScheduled();
    this.pending = null;
  }

  private schedule(): void {
    this.frame = requestAnimationFrame(() => {
      this.frame = null;
      this.run();
    });
  }

  private run(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    this.last = this.now();
    this.fn(pending.value);
  }

  private cancelScheduled(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    if (this.timeout !== null) clearTimeout(this.timeout);
    this.frame = null;
    this.timeout = null;
  }
}
