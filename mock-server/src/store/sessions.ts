// Login sessions (api-contract §3): the reference keeps `token → user JSON` in Redis for 48 h and
// resets the TTL on every authenticated `/user/**` call. Here: token → {userId, expiresAt}. The
// control API can expire them (all, or one user's) and change the TTL, so the next call gets the
// reference's not-logged-in reply.
import { randomBytes } from 'node:crypto';

import { TOKEN_TTL_MS } from '../../../src/api/contracts/constants';
import type { Clock } from '../clock';

import type { WriteHooks } from './mutations';

export interface Session {
  userId: number;
  /** Epoch ms; the session is gone at this instant. */
  expiresAt: number;
}

export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly clock: Clock,
    public ttlMs: number = TOKEN_TTL_MS,
    /** Creations and ends go to the write-ahead log; TTL resets do not (ADR 0019). */
    private readonly writes: WriteHooks = {},
  ) {}

  /** `"USER" + id`, like the reference's `"USER" + <servlet session id>` (32 upper-case hex). */
  create(userId: number): string {
    const token = `USER${randomBytes(16).toString('hex').toUpperCase()}`;
    this.put(token, { userId, expiresAt: this.clock.now() + this.ttlMs });
    return token;
  }

  /** Sets a session as it is (login, or replaying the log). */
  put(token: string, session: Session): void {
    this.sessions.set(token, { ...session });
    this.writes.record?.({ s: token, v: session });
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

  /** The live session of a token, its TTL reset to the full TTL (authenticated `/user/**` call). */
  touch(token: string | undefined): Session | undefined {
    const session = this.peek(token);
    if (session) session.expiresAt = this.clock.now() + this.ttlMs;
    return session;
  }

  delete(token: string | undefined): void {
    if (token && this.sessions.delete(token)) this.writes.record?.({ s: token });
  }

  /** Ends every session (or only `userId`'s); returns how many ended. */
  expire(userId?: number): number {
    let count = 0;
    for (const [token, session] of this.sessions) {
      if (userId === undefined || session.userId === userId) {
        this.sessions.delete(token);
        count++;
      }
    }
    if (count > 0) this.writes.record?.({ x: userId ?? null });
    return count;
  }

  clear(): void {
    this.sessions.clear();
  }

  /** Live sessions, for persistence and the control API. */
  entries(): [string, Session][] {
    const now = this.clock.now();
    return [...this.sessions].filter(([, s]) => s.expiresAt > now).map(([t, s]) => [t, { ...s }]);
  }

  load(entries: readonly (readonly [string, Session])[]): void {
    this.sessions.clear();
    for (const [token, session] of entries) this.sessions.set(token, { ...session });
  }

  get size(): number {
    return this.sessions.size;
  }
}
