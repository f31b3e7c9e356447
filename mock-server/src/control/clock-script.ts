// A scenario's clock script: steps that fire once each when the mock clock passes their `when`
// (e.g. skip the lunch break, speed the afternoon up, freeze at the close). It is checked on a
// short timer while steps are pending and after every control call that may move the clock, so a
// jump (PUT /clock) fires every step it passes, in order. A frozen clock fires nothing until moved.
import { z } from 'zod';

import { MAX_SPEED, type ControlledClock } from '../clock';
import { formatBeijing, parseBeijing } from '../domain/beijing-time';

const beijingText = z
  .string()
  .refine((s) => parseBeijing(s) !== undefined, 'expected "YYYY-MM-DD HH:mm:ss" (Beijing)');

export const clockStep = z
  .object({
    /** Beijing time the step fires at (once the mock clock reaches it). */
    when: beijingText,
    /** Jump to this Beijing time. */
    to: beijingText.optional(),
    speed: z.number().positive().max(MAX_SPEED).optional(),
    frozen: z.boolean().optional(),
  })
  .strict()
  .refine((s) => s.to !== undefined || s.speed !== undefined || s.frozen !== undefined, {
    error: 'a step needs to, speed or frozen',
  });
export type ClockStep = z.infer<typeof clockStep>;

/** How often pending steps are checked (mock time may run at up to MAX_SPEED). */
const CHECK_MS = 200;

interface Pending {
  at: number;
  step: ClockStep;
}

export class ClockScript {
  private pending: Pending[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly clock: ControlledClock,
    /** Told what each fired step did (the request journal shows it). */
    private readonly onFire: (note: string) => void = () => {},
  ) {}

  /** Replaces the script; steps fire in `when` order. */
  set(steps: readonly ClockStep[]): void {
    this.clear();
    this.pending = steps
      .map((step) => ({ at: parseBeijing(step.when) ?? 0, step }))
      .sort((a, b) => a.at - b.at);
    if (this.pending.length > 0) {
      this.timer = setInterval(() => this.check(), CHECK_MS);
      this.timer.unref?.();
    }
  }

  /** The steps still to fire (a snapshot keeps them). */
  steps(): ClockStep[] {
    return this.pending.map((p) => p.step);
  }

  clear(): void {
    this.pending = [];
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Fires every step the clock has passed; returns how many fired. */
  check(): number {
    let fired = 0;
    // A jump may pass later steps: they fire too, in order, within this one check.
    while (this.pending[0] && this.clock.now() >= this.pending[0].at) {
      const { step } = this.pending.shift() as Pending;
      this.fire(step);
      fired += 1;
    }
    if (this.pending.length === 0 && this.timer) this.clear();
    return fired;
  }

  private fire(step: ClockStep): void {
    const done: string[] = [];
    if (step.to !== undefined) {
      this.clock.set(parseBeijing(step.to) ?? this.clock.now());
      done.push(`to ${step.to}`);
    }
    if (step.speed !== undefined) {
      this.clock.setSpeed(step.speed);
      done.push(`speed ×${step.speed}`);
    }
    if (step.frozen === true) this.clock.freeze();
    if (step.frozen === false) this.clock.resume();
    if (step.frozen !== undefined) done.push(step.frozen ? 'frozen' : 'running');
    this.onFire(
      `clock script at ${step.when}: ${done.join(', ')} (now ${formatBeijing(this.clock.now())})`,
    );
  }
}
