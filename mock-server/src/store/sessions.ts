// Login sessions (api-contract §3): the reference keeps `token → user JSON` in Redis for 48 h and
// resets the TTL on every authenticated `/user/**` call. Here: token → {userId, expiresAt}.
import { randomBytes } from 'node:crypto';

import { TOKEN_TTL_MS } from '../../../src/api/contracts/constants';
import type { Clock } from '../clock';

export interface Session {
  userId: number;
  /** Epoch ms; the session is gone at this instant. */
  expiresAt: number;
}

export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly clock: Clock,
    readonly ttlMs: number = TOKEN_TTL_MS,
  ) {}

  /** `"USER" + id`, like the reference's `"USER" + <servlet session id>` (32 upper-case hex). */
  create(userId: number): string {
    const token = `USER${randomBytes(16).toString('hex').toUpperCase()}`;
    this.sessions.set(token, { userId, expiresAt: this.clock.now() + this.ttlMs });
    return token;
  }

  /** The live session of a token, without extending it; expired ones are dropped. */
  peek(token: string | undefined): Session | undefined {
    if (!token) return undefined;
    const session = this.sessions.get(token);
    if (!session) return undefined;
    if (session.expiresAt <= this.clock.now()) {
      this.sessions.delete(token);
      return undefined;
    }
    return session;
  }

  /** The live session of a token, its TTL reset to the full 48 h (authenticated `/user/**` call). */
  touch(token: string | undefined): Session | undefined {
    const session = this.peek(token);
    if (session) session.expiresAt = this.clock.now() + this.ttlMs;
    return session;
  }

  delete(token: string | undefined): void {
    if (token) this.sessions.delete(token);
  }

  get size(): number {
    return this.sessions.size;
  }
}
