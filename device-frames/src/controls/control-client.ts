// A typed client of the mock server's control API (`/__harness/`, plain JSON) and of the one app
// endpoint the harness calls itself (login, to hand a frame its token). One place knows the paths.
// Every call goes to the harness page's own origin, `/__mock/<mock port>/…`, whose server forwards
// it to the mock with the mock's control token (ADR 0018): the page never holds the token, and the
// mock answers no other origin. The frames' app still talks to the mock directly.
import { mockProxyBase } from '../../../src/electron/shared/mock-proxy-route';

import type { ScenarioFile, ScenarioFrame, ScenarioSnapshot } from './scenario-types';

export type Phase =
  'pre-open' | 'auction' | 'open' | 'lunch' | 'closed' | 'weekend' | 'holiday' | (string & {});
export type TradingHoursMode = 'auto' | 'open' | 'closed';
export type ConfigDocMode =
  'normal' | 'primary-fails' | 'secondary-fails' | 'both-fail' | 'no-ads' | 'slow';

export interface ClockView {
  now: number;
  speed: number;
  isFrozen: boolean;
  isLive: boolean;
  offsetMs: number;
  beijing: string;
  phases: { aShares: Phase; hk: Phase; us: Phase };
  tradingHours: TradingHoursMode;
  aShares: { isOpen: boolean; reason?: string } | null;
}

export interface ClockChange {
  at?: string | number;
  shiftMs?: number;
  frozen?: boolean;
  speed?: number;
  live?: true;
}

export interface FaultScope {
  path?: string;
  userId?: number;
  frame?: string;
}

export interface FaultRuleInput {
  scope: FaultScope;
  kind: string;
  probability?: number;
  times?: number;
  latencyMs?: number;
}

export interface FaultRule extends FaultRuleInput {
  id: string;
  hits: number;
  active: boolean;
}

export interface FaultTargets {
  kinds: string[];
  paths: string[];
}

export interface Scenario {
  name: string;
  description?: string;
  user?: string | null;
  /** The frames with their users resolved; absent or empty: the scenario keeps the harness's. */
  frames?: ScenarioFrame[];
  /** The file cannot be read (then there is nothing else). */
  error?: string;
}

export interface JournalEntry {
  seq: number;
  time: number;
  method: string;
  path: string;
  params: Record<string, string | string[]>;
  hasToken: boolean;
  userId?: number;
  frame?: string;
  status: number | null;
  latencyMs: number;
  fault?: { id: string; kind: string; droppedStatus?: number };
  body?: string;
  bodyBytes: number;
  note?: string;
  /** A call of a frame in support-bundle replay: answered from the bundle or the fixtures. */
  replay?: 'bundle' | 'fixtures';
}

/** A frame in support-bundle replay (mock-server/src/control/replay-registry.ts). */
export interface ReplaySummary {
  frame: string;
  createdAt: string;
  timeZoneOffsetMinutes: number;
  app: { version: string; commit: string; mode: string };
  route: string;
  language: string;
  theme: string;
  isLoggedIn: boolean;
  isTruncated: boolean;
  replies: number;
  paths: string[];
  answered: { bundle: number; fixtures: number };
}

export interface SessionView {
  token: string;
  userId: number;
  phone: string | null;
  expiresAt: number;
}

export interface CapsuleImport {
  userId: number;
  phone: string;
  rows: number;
}

export class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ControlError';
  }
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const errorText = async (res: Response): Promise<string> => {
  try {
    const body = (await res.json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : `HTTP ${res.status}`;
  } catch {
    return `HTTP ${res.status}`;
  }
};

interface LoginReply {
  status?: unknown;
  msg?: unknown;
  data?: { token?: unknown } | null;
}

/** The port of the mock at `mockOrigin` (the scheme's default when it names none). */
export const mockPortOf = (mockOrigin: string): number => {
  const url = new URL(mockOrigin);
  return url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
};

export const createControlClient = (mockOrigin: string, fetchImpl: Fetch = fetch) => {
  // Relative: the page's own origin, whichever server (Vite, Electron, harness-serve) serves it.
  const base = mockProxyBase(mockPortOf(mockOrigin));

  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetchImpl(`${base}/__harness${path}`, {
      method,
      // The mock refuses a state change that is not JSON (a cross-site form cannot send JSON),
      // so every write says it is, with a body or without.
      headers: method === 'GET' ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new ControlError(res.status, await errorText(res));
    return (await res.json()) as T;
  };

  return {
    /** The path prefix on the page's origin that stands for the mock, e.g. `/__mock/8091`. */
    base,
    clock: () => call<ClockView>('GET', '/clock'),
    setClock: (change: ClockChange) => call<ClockView>('PUT', '/clock', change),
    setTradingHours: (mode: TradingHoursMode) => call<ClockView>('PUT', '/trading-hours', { mode }),
    sessions: () => call<{ ttlMs: number; sessions: SessionView[] }>('GET', '/sessions'),
    /** Ends every session, or one user's (by phone). */
    expireSessions: (phone?: string) =>
      call<unknown>('POST', '/sessions/expire', phone ? { phone } : {}),
    configDocs: () => call<{ mode: ConfigDocMode; delayMs: number }>('GET', '/config-docs'),
    setConfigDocs: (mode: ConfigDocMode) =>
      call<{ mode: ConfigDocMode; delayMs: number }>('PUT', '/config-docs', { mode }),
    faultTargets: () => call<FaultTargets>('GET', '/faults/targets'),
    faults: () => call<{ rules: FaultRule[] }>('GET', '/faults'),
    addFault: (rule: FaultRuleInput) => call<unknown>('POST', '/faults', rule),
    removeFault: (id: string) => call<unknown>('DELETE', `/faults/${encodeURIComponent(id)}`),
    clearFaults: () => call<unknown>('DELETE', '/faults'),
    resetState: () => call<unknown>('POST', '/state/reset', {}),
    scenarios: () => call<{ scenarios: Scenario[] }>('GET', '/scenarios'),
    loadScenario: (name: string) =>
      call<{ loaded: string; user: string | null; frames?: ScenarioFrame[] }>(
        'POST',
        `/scenarios/${encodeURIComponent(name)}`,
      ),
    /** The world now, with the capsules of `users` (phones). */
    scenarioSnapshot: (users: readonly string[]) =>
      call<ScenarioSnapshot>(
        'GET',
        `/scenario-snapshot?users=${users.map(encodeURIComponent).join(',')}`,
      ),
    /** Writes `<name>.json` in the mock's scenario folder; 409 when it exists, unless replaced. */
    saveScenario: (name: string, scenario: ScenarioFile, isReplace = false) =>
      call<{ saved: string; file: string }>(
        'PUT',
        `/scenarios/${encodeURIComponent(name)}${isReplace ? '?replace=1' : ''}`,
        scenario,
      ),
    /** The capsule as text, exactly as the mock wrote it (it goes to a file unchanged). */
    exportCapsule: async (user: string, isScrubbed = false): Promise<string> => {
      const query = isScrubbed ? '?scrub=1' : '';
      const res = await fetchImpl(`${base}/__harness/capsules/${encodeURIComponent(user)}${query}`);
      if (!res.ok) throw new ControlError(res.status, await errorText(res));
      return res.text();
    },
    importCapsule: (capsuleText: string): Promise<CapsuleImport> => {
      let doc: unknown;
      try {
        doc = JSON.parse(capsuleText);
      } catch {
        return Promise.reject(new ControlError(400, 'the file is not JSON'));
      }
      return call<CapsuleImport>('POST', '/capsules', doc);
    },
    clearJournal: () => call<unknown>('DELETE', '/journal'),
    replays: () => call<{ replays: ReplaySummary[] }>('GET', '/replays'),
    /** Answers `frame`'s calls from a support bundle (the mock validates it: 400 names what is wrong). */
    startReplay: (frame: string, bundle: unknown) =>
      call<ReplaySummary>('POST', '/replays', { frame, bundle }),
    endReplay: (frame: string) => call<unknown>('DELETE', `/replays/${encodeURIComponent(frame)}`),
    journalStreamUrl: (since = 0) => `${base}/__harness/journal/stream?since=${since}`,
    /** Logs in as the app does (form post, envelope reply, through the same proxy); resolves the token. */
    login: async (phone: string, password: string): Promise<string> => {
      const res = await fetchImpl(`${base}/api/user/login.do`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ phone, userPwd: password }).toString(),
      });
      const body = (await res.json().catch(() => null)) as LoginReply | null;
      const token = body?.data?.token;
      if (res.ok && body?.status === 0 && typeof token === 'string') return token;
      throw new ControlError(res.status, typeof body?.msg === 'string' ? body.msg : 'login failed');
    },
  };
};

export type ControlClient = ReturnType<typeof createControlClient>;
