// Applying for a new share (`/user/add.do`, api-contract §12.2), once per intent. Whether an
// application whose reply was lost went through is read from my applications: a row for the same
// code and quantity added at or after the intent's time (addTime has whole seconds).
import { addSubscribe } from '@/api/contracts/endpoints/ipo';
import { request } from '@/lib/api-client';
import type { IntentRecord } from '@/lib/intent/in-flight';
import { parseBeijingText } from '@/lib/new-shares/payment-plan';
import { fetchMySubscriptions } from '@/lib/queries/new-shares';

export const APPLY_SCOPE = 'subscription.apply';

export interface ApplyParams {
  newCode: string;
  applyNums: number;
  /** 1 IPO, 2 offline placement. */
  type: number;
  phone?: string;
}

export const sendApply = async (params: ApplyParams): Promise<string> =>
  (await request(addSubscribe, params, { alert: 'none', intentKey: APPLY_SCOPE })).message;

/** addTime is to the second: an application made in the intent's second counts. */
export const isAtOrAfter = (addTime: string | null | undefined, at: number): boolean => {
  const added = parseBeijingText(addTime);
  return added !== null && added >= Math.floor(at / 1000) * 1000;
};

export const findApplyEvidence = async (record: IntentRecord<ApplyParams>): Promise<boolean> => {
  const { newCode, applyNums, type } = record.params;
  const rows = await fetchMySubscriptions();
  return rows.some(
    (r) =>
      r.newCode === newCode &&
      r.applyNums === applyNums &&
      r.type === type &&
      isAtOrAfter(r.addTime, record.at),
  );
};

export const parseApplyParams = (v: unknown): ApplyParams | null => {
  if (typeof v !== 'object' || v === null) return null;
  const { newCode, applyNums, type, phone } = v as Record<string, unknown>;
  if (typeof newCode !== 'string' || !Number.isInteger(applyNums) || typeof type !== 'number') {
    return null;
  }
  return {
    newCode,
    applyNums: applyNums as number,
    type,
    ...(typeof phone === 'string' ? { phone } : {}),
  };
};

/** The application's once-per-intent wiring (useIntentSubmit's options). */
export const APPLY_INTENT = {
  scope: APPLY_SCOPE,
  send: sendApply,
  findEvidence: findApplyEvidence,
  parse: parseApplyParams,
};
