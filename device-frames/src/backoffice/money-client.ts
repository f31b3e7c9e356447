// The control API's money review operations (mock-server/src/control/, `/__harness/money/…`),
// reached like every control call through the page's own origin (`/__mock/<port>/`, ADR 0018).
// Rows are the contract's deposit and withdrawal rows plus the owner's phone and real name; the
// harness may not import the contract, so only the fields the panel shows are typed here.
import type { ReviewAction, ReviewKind } from './texts';

type Money = number | string;
type Text = string | null | undefined;

export interface PendingDeposit {
  id: number;
  userId?: number | null;
  phone?: Text;
  realName?: Text;
  orderSn?: Text;
  payAmt: Money;
  payChannel?: Text;
  channelType?: Text;
  channelName?: Text;
  payUsername?: Text;
  payUrl?: Text;
  addTime?: Text;
}

export interface PendingWithdrawal {
  id: number;
  userId?: number | null;
  phone?: Text;
  realName?: Text;
  withAmt: Money;
  withFee?: Money | null;
  bankName?: Text;
  bankNo?: Text;
  applyTime?: Text;
}

/** How one review call ended, as the panel reports it. */
export type ReviewOutcome =
  | { kind: 'done' }
  | { kind: 'already'; why: string }
  | { kind: 'gone' }
  | { kind: 'failed'; why: string };

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const PATHS: Record<ReviewKind, string> = { deposit: 'deposits', withdrawal: 'withdrawals' };

const errorOf = async (res: Response): Promise<string> => {
  const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string' ? body.error : `HTTP ${res.status}`;
};

/** `base`: the mock's prefix on the page's origin (`ControlClient.base`, e.g. `/__mock/8091`). */
export const createMoneyClient = (base: string, fetchImpl: Fetch = fetch) => {
  const list = async <T>(kind: ReviewKind): Promise<T[]> => {
    const res = await fetchImpl(`${base}/__harness/money/${PATHS[kind]}?status=0`);
    if (!res.ok) throw new Error(await errorOf(res));
    const body = (await res.json()) as { rows?: unknown };
    if (!Array.isArray(body.rows)) throw new Error('the reply has no rows');
    return body.rows as T[];
  };

  const review = async (
    kind: ReviewKind,
    id: number,
    action: ReviewAction,
    reason?: string,
  ): Promise<ReviewOutcome> => {
    let res: Response;
    try {
      res = await fetchImpl(`${base}/__harness/money/${PATHS[kind]}/${id}/${action}`, {
        method: 'POST',
        // The mock refuses a write that is not JSON (control guard), body or not.
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(action === 'reject' ? { reason } : {}),
      });
    } catch (e) {
      return { kind: 'failed', why: e instanceof Error ? e.message : String(e) };
    }
    if (res.ok) return { kind: 'done' };
    const why = await errorOf(res);
    if (res.status === 409) return { kind: 'already', why };
    // A mock without these operations answers 404 too, naming the missing operation.
    if (res.status === 404 && !why.startsWith('no control operation')) return { kind: 'gone' };
    return { kind: 'failed', why };
  };

  return {
    deposits: () => list<PendingDeposit>('deposit'),
    withdrawals: () => list<PendingWithdrawal>('withdrawal'),
    review,
  };
};

export type MoneyClient = ReturnType<typeof createMoneyClient>;
