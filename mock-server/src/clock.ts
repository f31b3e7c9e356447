// The mock server's notion of "now". Everything time-dependent (sessions, captchas, trading hours,
// the market engine, T+1, deadlines) reads it from here. It follows a source clock (real time, or
// a test's fake clock) and the control API can freeze it, jump it to any instant, shift it, or
// run it faster: mock time = anchor + (source − sourceAnchor) × speed.
import { z } from 'zod';

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

/** What the control API shows and persistence keeps. */
export interface ClockState {
  /** Mock time now, epoch ms. */
  now: number;
  /** 0 when frozen; 1 is real speed. */
  speed: number;
  isFrozen: boolean;
  /** True when the clock equals the source (no jump, no speed change). */
  isLive: boolean;
  /** Mock time minus source time, ms. */
  offsetMs: number;
}

export const MAX_SPEED = 10_000;

/** The persisted form: enough to continue where the clock was. */
export const clockSnapshot = z.object({
  isLive: z.boolean(),
  isFrozen: z.boolean(),
  speed: z.number().positive().max(MAX_SPEED),
  /** Mock time at the moment the snapshot was taken. */
  at: z.number().int(),
});
export type ClockSnapshot = z.infer<typeof clockSnapshot>;

export class ControlledClock implements Clock {
  private anchor: number;
  private sourceAnchor: number;
  private speed = 1;
  private isFrozen = false;
  private isLive = true;

  constructor(private readonly source: () => number = Date.now) {
    this.anchor = source();
    this.sourceAnchor = this.anchor;
  }

  /**
   * The source's reading (real time, or a test's fake clock), for limits that must expire even
   * while mock time stands still or jumps.
   */
  sourceNow(): number {
    return this.source();
  }

  now(): number {
    if (this.isLive) return this.source();
    if (this.isFrozen) return this.anchor;
    return Math.floor(this.anchor + (this.source() - this.sourceAnchor) * this.speed);
  }

  state(): ClockState {
    const now = this.now();
    return {
      now,
      speed: this.isFrozen ? 0 : this.speed,
      isFrozen: this.isFrozen,
      isLive: this.isLive,
      offsetMs: now - this.source(),
    };
  }

  /** Back to the source clock, real speed. */
  live(): void {
    this.isLive = true;
    this.isFrozen = false;
    this.speed = 1;
  }

  /** Jumps to an instant; keeps frozen/speed as they were. */
  set(epochMs: number): void {
    this.rebase(epochMs);
  }

  /** Shifts by `ms` (negative goes back). */
  shift(ms: number): void {
    this.rebase(this.now() + ms);
  }

  freeze(): void {
    this.rebase(this.now());
    this.isFrozen = true;
  }

  /** Runs again from where it stands, at the current speed. */
  resume(): void {
    this.rebase(this.now());
    this.isFrozen = false;
  }

  setSpeed(speed: number): void {
    if (!(speed > 0 && speed <= MAX_SPEED))
      throw new RangeError(`speed must be in (0, ${MAX_SPEED}]`);
    this.rebase(this.now());
    this.speed = speed;
  }

  snapshot(): ClockSnapshot {
    return { isLive: this.isLive, isFrozen: this.isFrozen, speed: this.speed, at: this.now() };
  }

  /** Continues from a snapshot: a frozen clock stays at its instant, a running one resumes there. */
  restore(snapshot: ClockSnapshot): void {
    if (snapshot.isLive) {
      this.live();
      return;
    }
    this.speed = snapshot.speed;
    this.isFrozen = snapshot.isFrozen;
    this.rebase(snapshot.at);
  }

  private rebase(mockNow: number): void {
    this.anchor = mockNow;
    this.sourceAnchor = this.source();
    this.isLive = false;
  }
}

export const createClock = (source: () => number = Date.now): ControlledClock =>
  new ControlledClock(source);
