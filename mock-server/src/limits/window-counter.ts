// Events per key in a sliding window: "at most `max` in any `windowMs`". Each key keeps at most
// `max` times, and keys whose newest event left the window are swept now and then, so a caller
// cycling through phone numbers cannot grow it without bound.
import type { WindowLimit } from './limit-config';

/** Keys kept at most; past this the oldest keys are dropped (memory stays bounded). */
const MAX_KEYS = 100_000;
/** Sweep expired keys every this many hits. */
const SWEEP_EVERY = 1_000;

export class WindowCounter {
  private readonly times = new Map<string, number[]>();
  private hits = 0;

  constructor(private readonly limit: () => WindowLimit) {}

  /** Milliseconds until one more event is allowed for `key`; 0 when it is allowed now. */
  waitMs(key: string, now: number): number {
    const { max, windowMs } = this.limit();
    const recent = this.recent(key, now, windowMs);
    if (recent.length < max) return 0;
    // The oldest event that still counts must leave the window first.
    const oldest = recent[recent.length - max] ?? now;
    return Math.max(1, oldest + windowMs - now);
  }

  hit(key: string, now: number): void {
    const { max, windowMs } = this.limit();
    const recent = this.recent(key, now, windowMs);
    recent.push(now);
    if (recent.length > max) recent.splice(0, recent.length - max);
    // Re-inserted: the map's order stays oldest-touched first for the overflow drop.
    this.times.delete(key);
    this.times.set(key, recent);
    if (++this.hits % SWEEP_EVERY === 0) this.sweep(now, windowMs);
    while (this.times.size > MAX_KEYS) {
      const first = this.times.keys().next();
      if (first.done) break;
      this.times.delete(first.value);
    }
  }

  /** Events of `key` still in the window. */
  count(key: string, now: number): number {
    return this.recent(key, now, this.limit().windowMs).length;
  }

  /** Keys with events in the window and how many (at most `limit` keys, busiest first). */
  top(now: number, limit: number): [string, number][] {
    const { windowMs } = this.limit();
    return [...this.times.keys()]
      .map((key): [string, number] => [key, this.recent(key, now, windowMs).length])
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit);
  }

  get size(): number {
    return this.times.size;
  }

  clear(): void {
    this.times.clear();
    this.hits = 0;
  }

  private recent(key: string, now: number, windowMs: number): number[] {
    const all = this.times.get(key) ?? [];
    const from = all.findIndex((t) => t > now - windowMs);
    return from === -1 ? [] : from === 0 ? all : all.slice(from);
  }

  private sweep(now: number, windowMs: number): void {
    for (const [key, all] of this.times) {
      if ((all.at(-1) ?? 0) <= now - windowMs) this.times.delete(key);
    }
  }
}
