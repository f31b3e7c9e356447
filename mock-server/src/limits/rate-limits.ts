// The attempt limits of SMS sending, code checking and login (issue 17 #3), per phone and per
// client address, on real time (the source clock): the mock clock may be frozen or moved by the
// harness, and a limit that never expires would lock a developer out. Counters live in memory and
// go with a state reset or a restart.
import type { Request, Response } from 'express';

import { loginBackoffText, tooFrequentText } from '../../../src/api/contracts/limit-texts';
import { fail, type Envelope } from '../http/envelope';

import { DEFAULT_LIMITS, type LimitConfig, type LimitConfigPatch } from './limit-config';
import { LoginBackoff } from './login-backoff';
import { WindowCounter } from './window-counter';

/** 0 = allowed; otherwise how long to wait. */
export type WaitMs = number;

/**
 * The address limits count: the socket's peer, never `X-Forwarded-For` (the mock sits behind no
 * proxy, and a header anyone can set would hand every request a fresh address).
 */
export const limitAddress = (req: Request): string => {
  const ip = req.socket.remoteAddress ?? '';
  return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
};

const copy = (config: LimitConfig): LimitConfig => structuredClone(config);

const COUNTERS = [
  'smsPerPhone',
  'smsPerAddress',
  'codeChecksPerPhone',
  'codeChecksPerAddress',
  'codeFailuresPerAddress',
  'loginsPerAddress',
  'loginFailuresPerAddress',
] as const;
export type CounterName = (typeof COUNTERS)[number];

export class RateLimits {
  private config: LimitConfig = copy(DEFAULT_LIMITS);
  private readonly counters = Object.fromEntries(
    COUNTERS.map((name) => [name, new WindowCounter(() => this.config[name])]),
  ) as Record<CounterName, WindowCounter>;
  private readonly backoff = new LoginBackoff(() => this.config.loginBackoff);

  constructor(private readonly now: () => number = Date.now) {}

  get limits(): LimitConfig {
    return copy(this.config);
  }

  /** An SMS to `phone` from `address`: counted when allowed. */
  sms(phone: string, address: string): WaitMs {
    const t = this.now();
    const wait = Math.max(
      this.counters.smsPerPhone.waitMs(phone, t),
      this.counters.smsPerAddress.waitMs(address, t),
    );
    if (wait > 0) return wait;
    this.counters.smsPerPhone.hit(phone, t);
    this.counters.smsPerAddress.hit(address, t);
    return 0;
  }

  /** A code typed for `phone` from `address`: counted when allowed (right or wrong). */
  codeCheck(phone: string, address: string): WaitMs {
    const t = this.now();
    const wait = Math.max(
      this.counters.codeChecksPerPhone.waitMs(phone, t),
      this.counters.codeChecksPerAddress.waitMs(address, t),
      this.counters.codeFailuresPerAddress.waitMs(address, t),
    );
    if (wait > 0) return wait;
    this.counters.codeChecksPerPhone.hit(phone, t);
    this.counters.codeChecksPerAddress.hit(address, t);
    return 0;
  }

  codeFailed(address: string): void {
    this.counters.codeFailuresPerAddress.hit(address, this.now());
  }

  /** Wrong tries a code survives. */
  get codeTries(): number {
    return this.config.codeTries;
  }

  /**
   * A login try: refused while the address is over its limits (`address`) or the phone is in its
   * backoff (`backoff`); counted against the address when allowed.
   */
  login(phone: string, address: string): { wait: WaitMs; reason?: 'address' | 'backoff' } {
    const t = this.now();
    const byAddress = Math.max(
      this.counters.loginsPerAddress.waitMs(address, t),
      this.counters.loginFailuresPerAddress.waitMs(address, t),
    );
    if (byAddress > 0) return { wait: byAddress, reason: 'address' };
    const byPhone = this.backoff.waitMs(phone, t);
    if (byPhone > 0) return { wait: byPhone, reason: 'backoff' };
    this.counters.loginsPerAddress.hit(address, t);
    return { wait: 0 };
  }

  /** A wrong password: answers the wait it starts for the phone (0 while tries are free). */
  loginFailed(phone: string, address: string): WaitMs {
    const t = this.now();
    this.counters.loginFailuresPerAddress.hit(address, t);
    return this.backoff.fail(phone, t);
  }

  loginSucceeded(phone: string): void {
    this.backoff.succeed(phone);
  }

  /** Changes some limits (the rest stay); counters are kept. */
  configure(patch: LimitConfigPatch): LimitConfig {
    this.config = copy({ ...this.config, ...patch });
    return this.limits;
  }

  /** Forgets every count; the limits stay. */
  clear(): void {
    for (const counter of Object.values(this.counters)) counter.clear();
    this.backoff.clear();
  }

  /** Back to the defaults with nothing counted (a state reset). */
  reset(): void {
    this.config = copy(DEFAULT_LIMITS);
    this.clear();
  }

  /**
   * What the control API shows: the limits, how many keys each counter holds, and the busiest
   * addresses with their counts in the window (how close a test run or a script came).
   */
  state(): {
    limits: LimitConfig;
    tracked: Record<string, number>;
    addresses: Record<string, Partial<Record<CounterName, number>>>;
  } {
    const t = this.now();
    const tracked: Record<string, number> = { loginBackoffPhones: this.backoff.size };
    const addresses: Record<string, Partial<Record<CounterName, number>>> = {};
    for (const name of COUNTERS) {
      tracked[name] = this.counters[name].size;
      if (!name.endsWith('PerAddress')) continue;
      for (const [address, n] of this.counters[name].top(t, 20)) {
        addresses[address] = { ...addresses[address], [name]: n };
      }
    }
    return { limits: this.limits, tracked, addresses };
  }

  /** How many events a key has in a counter's window (tests and the control API). */
  count(counter: CounterName, key: string): number {
    return this.counters[counter].count(key, this.now());
  }
}

/** Whole seconds to say in a refusal (never 0: "try again in 0 s" reads like a bug). */
export const waitSeconds = (waitMs: number): number => Math.max(1, Math.ceil(waitMs / 1000));

/** A limit's refusal: the envelope the app reads, plus `Retry-After` for scripts. */
export const tooFrequent = (res: Response, waitMs: number): Envelope<never> => {
  res.set('Retry-After', String(waitSeconds(waitMs)));
  return fail(tooFrequentText(waitSeconds(waitMs)));
};

export const loginBackoff = (res: Response, waitMs: number): Envelope<never> => {
  res.set('Retry-After', String(waitSeconds(waitMs)));
  return fail(loginBackoffText(waitSeconds(waitMs)));
};
