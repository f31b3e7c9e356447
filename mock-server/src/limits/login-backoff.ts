// Login backoff per phone: after `freeFailures` wrong passwords in a row, every further try waits
// `firstWaitMs`, doubled for each more failure, up to `maxWaitMs`. Tries during the wait are
// refused without looking at the password (so a guesser learns nothing) and do not lengthen it
// (so the owner is never locked out for longer than the cap). A right password ends the run.
import type { LimitConfig } from './limit-config';

interface Run {
  failures: number;
  lastAt: number;
}

const MAX_PHONES = 100_000;

export class LoginBackoff {
  private readonly runs = new Map<string, Run>();

  constructor(private readonly config: () => LimitConfig['loginBackoff']) {}

  /** Milliseconds this phone must still wait before a try is looked at; 0 = go ahead. */
  waitMs(phone: string, now: number): number {
    const run = this.live(phone, now);
    if (!run) return 0;
    const wait = this.waitAfter(run.failures);
    return Math.max(0, run.lastAt + wait - now);
  }

  /** Counts a wrong password; answers the wait it starts (0 while still within the free tries). */
  fail(phone: string, now: number): number {
    const run = this.live(phone, now) ?? { failures: 0, lastAt: now };
    run.failures += 1;
    run.lastAt = now;
    this.runs.delete(phone);
    this.runs.set(phone, run);
    while (this.runs.size > MAX_PHONES) {
      const first = this.runs.keys().next();
      if (first.done) break;
      this.runs.delete(first.value);
    }
    return this.waitAfter(run.failures);
  }

  succeed(phone: string): void {
    this.runs.delete(phone);
  }

  failures(phone: string, now: number): number {
    return this.live(phone, now)?.failures ?? 0;
  }

  get size(): number {
    return this.runs.size;
  }

  clear(): void {
    this.runs.clear();
  }

  private waitAfter(failures: number): number {
    const { freeFailures, firstWaitMs, maxWaitMs } = this.config();
    if (failures < freeFailures) return 0;
    // 2^30 already passes any sensible cap; the exponent is clamped so the number stays finite.
    return Math.min(maxWaitMs, firstWaitMs * 2 ** Math.min(30, failures - freeFailures));
  }

  private live(phone: string, now: number): Run | undefined {
    const run = this.runs.get(phone);
    if (!run) return undefined;
    // Forgotten after a quiet spell, counted from the end of the last wait.
    if (now - run.lastAt > this.waitAfter(run.failures) + this.config().forgetAfterMs) {
      this.runs.delete(phone);
      return undefined;
    }
    return run;
  }
}
