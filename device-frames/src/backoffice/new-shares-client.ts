// The control API's new-share desk (`/__harness/new-shares`, mock-server/src/control/
// new-share-routes.ts), reached through the page's own origin like every control call. Only the
// fields the panel shows are typed (the harness may not import the contract).
type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface DeskShare {
  id: number;
  code: string;
  name: string;
  type: number | null;
  market: string | null;
  price: number | null;
  subscribeAt: number | null;
  publishAt: number | null;
  deadline: number | null;
  listAt: number | null;
  phase: string;
  applications: number;
}

export interface DeskApplication {
  id: number;
  userId: number | null;
  phone: string | null;
  realName: string | null;
  code: string;
  name: string | null;
  type: number | null;
  applyNums: number | null;
  bond: number | null;
  addTime: string | null;
  phase: string;
  drawWouldAllot: boolean;
}

export interface DeskView {
  rate: number;
  now: number;
  shares: DeskShare[];
  applications: DeskApplication[];
}

export type DeskOutcome =
  | { kind: 'done' }
  | { kind: 'already'; why: string }
  | { kind: 'gone'; why: string }
  | { kind: 'failed'; why: string };

const errorOf = async (res: Response): Promise<string> => {
  const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string' ? body.error : `HTTP ${res.status}`;
};

export const createNewSharesClient = (base: string, fetchImpl: Fetch = fetch) => {
  const root = `${base}/__harness/new-shares`;

  const send = async (method: 'POST' | 'PUT', path: string, body: object = {}) => {
    let res: Response;
    try {
      res = await fetchImpl(`${root}${path}`, {
        method,
        // The mock refuses a write that is not JSON (control guard).
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (e) {
      return { kind: 'failed', why: e instanceof Error ? e.message : String(e) } as const;
    }
    if (res.ok) return { kind: 'done' } as const;
    const why = await errorOf(res);
    if (res.status === 409) return { kind: 'already', why } as const;
    if (res.status === 404 && !why.startsWith('no control operation')) {
      return { kind: 'gone', why } as const;
    }
    return { kind: 'failed', why } as const;
  };

  return {
    view: async (): Promise<DeskView> => {
      const res = await fetchImpl(root);
      if (!res.ok) throw new Error(await errorOf(res));
      const body = (await res.json()) as Partial<DeskView>;
      if (!Array.isArray(body.shares) || !Array.isArray(body.applications)) {
        throw new Error('the reply has no calendar');
      }
      return body as DeskView;
    },
    setRate: (rate: number): Promise<DeskOutcome> => send('PUT', '/rate', { rate }),
    draw: (code?: string): Promise<DeskOutcome> =>
      send('POST', '/draw', code === undefined ? {} : { code }),
    decide: (id: number, action: 'allot' | 'not-allot'): Promise<DeskOutcome> =>
      send('POST', `/applications/${id}/${action}`),
    list: (code: string): Promise<DeskOutcome> => send('POST', '/list', { code }),
    lapse: (code: string): Promise<DeskOutcome> => send('POST', '/lapse', { code }),
  };
};

export type NewSharesClient = ReturnType<typeof createNewSharesClient>;

/** Beijing "MM-dd HH:mm" of an instant (the mock's calendar is Beijing time). */
export const beijingShort = (ms: number | null): string =>
  ms == null ? '—' : new Date(ms + 8 * 3_600_000).toISOString().slice(5, 16).replace('T', ' ');
