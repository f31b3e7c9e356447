// Image-captcha texts (api-contract §7.2): the reference stores Redis `code_<uid>` for 300 s.
import { CAPTCHA_TTL_MS } from '../../../src/api/contracts/constants';
import type { Clock } from '../clock';

/** Captchas kept at most: `uid` is the caller's choice, so without a cap it grows per request. */
export const MAX_CAPTCHAS = 10_000;

interface Entry {
  code: string;
  expiresAt: number;
}

export class CaptchaStore {
  private readonly codes = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    readonly ttlMs: number = CAPTCHA_TTL_MS,
  ) {}

  set(uid: string, code: string): void {
    this.codes.delete(uid);
    this.codes.set(uid, { code, expiresAt: this.clock.now() + this.ttlMs });
    // Oldest first in a Map: past the cap the oldest captchas go (issue 17, bounded memory).
    for (const key of this.codes.keys()) {
      if (this.codes.size <= MAX_CAPTCHAS) break;
      this.codes.delete(key);
    }
  }

  get size(): number {
    return this.codes.size;
  }

  /** The live code of a uid (what the Redis key `code_<uid>` would hold), or undefined. */
  get(uid: string): string | undefined {
    const entry = this.codes.get(uid);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock.now()) {
      this.codes.delete(uid);
      return undefined;
    }
    return entry.code;
  }

  clear(): void {
    this.codes.clear();
  }
}
