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
}

export class SmsCodeStore {
  private readonly codes = new Map<string, SmsCode>();

  constructor(
    private readonly clock: Clock,
    public ttlMs: number = VERIFICATION_CODE_VALIDITY_MS,
  ) {}

  /** Stores a new code for the phone (the previous one is replaced, as in Redis). */
  issue(phone: string, code: string, purpose: SmsPurpose): SmsCode {
    const now = this.clock.now();
    const entry = { phone, code, purpose, sentAt: now, expiresAt: now + this.ttlMs };
    this.codes.set(phone, entry);
    return entry;
  }

  /** The live code of a phone, or undefined (expired ones are dropped). */
  get(phone: string): SmsCode | undefined {
    const entry = this.codes.get(phone);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock.now()) {
      this.codes.delete(phone);
      return undefined;
    }
    return entry;
  }

  /** A code is used once. */
  consume(phone: string): void {
    this.codes.delete(phone);
  }

  /** Newest first, live ones only. */
  list(): SmsCode[] {
    const now = this.clock.now();
    return [...this.codes.values()]
      .filter((c) => c.expiresAt > now)
      .sort((a, b) => b.sentAt - a.sentAt);
  }

  clear(): void {
    this.codes.clear();
  }
}
