// Cancelling a withdrawal still under review (`/user/withdraw/cancel.do`, api-contract §13.9): the
// server returns the amount to the A-share account and marks the request cancelled. Whether a
// cancel whose reply was lost went through is read from the withdrawal records: the request is
// then cancelled (a request paid or rejected meanwhile was not cancelled by us).
import { WithdrawStatus } from '@/api/contracts/codes';
import { withdrawCancel } from '@/api/contracts/endpoints/money';
import { request } from '@/lib/api-client';
import type { IntentRecord } from '@/lib/intent/in-flight';
import { fetchWithdrawPage } from '@/lib/queries/withdrawals';

export const WITHDRAW_CANCEL_SCOPE = 'money.withdrawCancel';

export interface WithdrawCancelParams {
  withId: number;
}

/** Sends the cancel; resolves with the server's text, throws the ApiError (status 1 included). */
export const sendWithdrawCancel = async ({ withId }: WithdrawCancelParams): Promise<string> =>
  (
    await request(
      withdrawCancel,
      { withId },
      { alert: 'none', intentKey: `${WITHDRAW_CANCEL_SCOPE}:${withId}` },
    )
  ).message;

/** Cancelled requests are few; a handful of pages reaches far back. */
const EVIDENCE_PAGES = 5;

/** True when the records show this request cancelled. */
export const findWithdrawCancelEvidence = async (
  record: IntentRecord<WithdrawCancelParams>,
): Promise<boolean> => {
  for (let pageNum = 1; pageNum <= EVIDENCE_PAGES; pageNum += 1) {
    const page = await fetchWithdrawPage(pageNum, { status: WithdrawStatus.CANCELLED });
    if (page.rows.some((r) => r.id === record.params.withId)) return true;
    if (page.nextPage === undefined) return false;
  }
  return false;
};

export const parseWithdrawCancelParams = (v: unknown): WithdrawCancelParams | null =>
  typeof v === 'object' && v !== null && Number.isInteger((v as { withId?: unknown }).withId)
    ? { withId: (v as { withId: number }).withId }
    : null;
