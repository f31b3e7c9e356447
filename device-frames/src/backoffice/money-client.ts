// The control API's money review operations (mock-server/src/control/, `/__harness/money/…`),
// reached like every control call through the page's own origin (`/__mock/<port>/`, ADR 0018).
// Rows are the contract's deposit and withdrawal rows plus the owner's phone and real name; the
// harness may not import the contract, so only the fields the panel shows are typed here.
import { readControl, writeControl, type ControlOutcome, type Fetch } from './control-call';
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
export type ReviewOutcome = ControlOutcome;

const PATHS: Record<ReviewKind, string> = { deposit: 'deposits', withdrawal: 'withdrawals' };

/** `base`: the mock's prefix on the page's origin (`ControlClient.base`, e.g. `/__mock/8091`). */
export const createMoneyClient = (base: string, fetchImpl: Fetch = fetch) => {
  const list = async <T>(kind: ReviewKind): Promise<T[]> => {
    const body = (await readControl(
      fetchImpl,
      `${base}/__harness/money/${PATHS[kind]}?status=0`,
    )) as { rows?: unknown };
    if (!Array.isArray(body.rows)) throw new Error('the reply has no rows');
    return body.rows as T[];
  };

  const review = (
    kind: ReviewKind,
    id: number,
    action: ReviewAction,
    reason?: string,
  ): Promise<ReviewOutcome> =>
    writeControl(
      fetchImpl,
      `${base}/__harness/money/${PATHS[kind]}/${id}/${action}`,
      'POST',
      action === 'reject' ? { reason } : {},
    );

  return {
    deposits: () => list<PendingDeposit>('deposit'),
    withdrawals: () => list<PendingWithdrawal>('withdrawal'),
    review,
  };
};

export type MoneyClient = ReturnType<typeof createMoneyClient>;
