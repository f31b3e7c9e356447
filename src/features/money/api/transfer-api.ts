// A transfer between accounts (`/user/transAmt.do`, api-contract §11.10). Whether a transfer whose
// reply was lost went through is read from the funds ledger, where the mock books each transfer
// as a 资金互转 line (cash-detail-types.ts).
import { transAmt } from '@/api/contracts/endpoints/trading';
import { request } from '@/lib/api-client';
import type { IntentRecord } from '@/lib/intent/in-flight';

import { directionOf, type TransferParams } from '../model/transfer-directions';

export const TRANSFER_SCOPE = 'money.transfer';

/** Sends the transfer; resolves with the server's text, throws the ApiError (status 1 included). */
export const sendTransfer = async (params: TransferParams): Promise<string> =>
  (await request(transAmt, params, { alert: 'none', intentKey: TRANSFER_SCOPE })).message;

/** The newest ledger lines: a transfer made moments ago is among them. */
const EVIDENCE_PAGES = 2;

export const findTransferEvidence = async (
  record: IntentRecord<TransferParams>,
): Promise<boolean> => {
  // Only after a lost reply: the ledger reader and the decimal check load then (as the deposit and
  // withdrawal evidence do), not with the form.
  const [{ fetchCashPage }, { isTransferEvidence }] = await Promise.all([
    import('@/lib/queries/cash-records'),
    import('../model/transfer'),
  ]);
  for (let pageNum = 1; pageNum <= EVIDENCE_PAGES; pageNum += 1) {
    const page = await fetchCashPage(pageNum);
    if (page.rows.some((r) => isTransferEvidence(r, record.params, record.at))) return true;
    if (page.nextPage === undefined) return false;
  }
  return false;
};

export const parseTransferParams = (v: unknown): TransferParams | null => {
  if (typeof v !== 'object' || v === null) return null;
  const { amt, type } = v as { amt?: unknown; type?: unknown };
  return Number.isInteger(amt) && typeof type === 'number' && directionOf(type)
    ? { amt: amt as number, type }
    : null;
};
