// The withdrawal request (`/user/withdraw/outMoney.do`, api-contract §13.8) and the check of the
// withdrawal records after a lost reply or a reload mid-submit. The records themselves have their
// home in lib/queries/withdrawals.ts.
import { outMoney } from '@/api/contracts/endpoints/money';
import { request } from '@/lib/api-client';
import type { IntentRecord } from '@/lib/intent/in-flight';

import type { WithdrawIntent } from '../model/withdraw-intent';

export const WITHDRAW_SCOPE = 'money.withdraw';

/** Sends the request; resolves with the server's text, throws the ApiError (status 1 included). */
export const sendWithdraw = async (intent: WithdrawIntent, withPwd: string): Promise<string> =>
  (
    await request(
      outMoney,
      { amt: intent.amt, withPwd },
      { alert: 'none', intentKey: WITHDRAW_SCOPE },
    )
  ).message;

/**
 * True when the newest withdrawal requests hold this one. Needed only after a lost reply or a
 * reload mid-submit, so the records' request and the date parsing load then, not with the page.
 */
export const findWithdrawEvidence = async (record: IntentRecord<WithdrawIntent>) => {
  const [{ fetchWithdrawPage }, { isWithdrawEvidence }] = await Promise.all([
    import('@/lib/queries/withdrawals'),
    import('../model/withdraw-evidence'),
  ]);
  const page = await fetchWithdrawPage(1);
  return page.rows.some((row) => isWithdrawEvidence(row, record.params, record.at));
};
