// SMS verification codes (api-contract §7.1: the reference keeps Redis `AliyunSmsCode:<phone>`).
// No SMS leaves the machine: the control API lists the codes so people and tests can read them.
// Validity follows product-spec §9 (1 minute) unless a test or scenario changes it.
import { VERIFICATION_CODE_VALIDITY_MS } from '../../../src/api/contracts/constants';
import type { Clock } from '../clock';

export type SmsPurpose = 'register' | 'forget';

export interface SmsCode {
  phone: string;
  code: string;
  purpose: SmsPurpose;
  sentAt: number;
  expiresAt: number;
  /** Wrong codes typed for this one (issue 17: a code survives only a few). */
  wrongTries: number;
  /** Too many wrong tries: refused even when right, until a new code is sent. */
  isVoid: boolean;
}

/** What typing a code for a phone gives. */
export type CodeVerdict = 'right' | 'wrong' | 'void' | 'none';

export class SmsCodeStore {
  private readonly codes = new Map<string, SmsCode>();

  constructor(
    private readonly clock: Clock,
    public ttlMs: number = VERIFICATION_CODE_VALIDITY_MS,
  ) {}

  /** Stores a new code for the phone (the previous one is replaced, as in Redis). */
  issue(phone: string, code: string, purpose: SmsPurpose): SmsCode {
    const now = this.clock.now();
    const entry = {
      phone,
      code,
      purpose,
      sentAt: now,
      expiresAt: now + this.ttlMs,
      wrongTries: 0,
      isVoid: false,
    };
    this.codes.set(phone, entry);
    return entry;
  }

  /** The live code of a phone, or undefined (expired and void ones are not live). */
  get(phone: string): SmsCode | undefined {
    const entry = this.entry(phone);
    return entry?.isVoid ? undefined : entry;
  }

  /**
   * Checks a code typed for a phone. A wrong one counts, and the `maxWrong`-th wrong one voids the
   * code ('void'): from then on every try is refused, the right code too, until a new one is sent.
   * A right code is not used up here (`consume` does that once the request succeeded).
   */
  verify(phone: string, typed: string, maxWrong: number): CodeVerdict {
    const entry = this.entry(phone);
    if (!entry) return 'none';
    if (entry.isVoid) return 'void';
    if (entry.code === typed) return 'right';
    entry.wrongTries += 1;
    if (entry.wrongTries < maxWrong) return 'wrong';
    entry.isVoid = true;
    return 'void';
  }

  /** A code is used once. */
  consume(phone: string): void {
    this.codes.delete(phone);
  }

  /** Newest first, live ones only. */
  list(): SmsCode[] {
    const now = this.clock.now();
    return [...this.codes.values()]
      .filter((c) => c.expiresAt > now && !c.isVoid)
      .sort((a, b) => b.sentAt - a.sentAt);
  }

  /** The unexpired entry of a phone, void or not (expired ones are dropped). */
  private entry(phone: string): SmsCode | undefined {
    const entry = this.codes.get(phone);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock.now()) {
      this.codes.delete(phone);
      return undefined;
    }
    return entry;
  }

  clear(): void {
    this.codes.clear();
  }
}
