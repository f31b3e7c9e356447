// Grabbing a share that lists today (`/user/buyNewStockQc.do`, api-contract §12.7), once per
// intent; the server books it as a type-3 application, where a lost reply is looked for.
import { SubscribeType } from '@/api/contracts/codes';
import { buyNewStockQc } from '@/api/contracts/endpoints/ipo';
import { request } from '@/lib/api-client';
import type { IntentRecord } from '@/lib/intent/in-flight';
import { fetchMySubscriptions } from '@/lib/queries/new-shares';

import { isAtOrAfter } from './apply-api';

export const GRAB_SCOPE = 'subscription.grab';

export interface GrabParams {
  code: string;
  /** Shares: lots × 100. */
  num: number;
}

export const sendGrab = async (params: GrabParams): Promise<string> =>
  (await request(buyNewStockQc, params, { alert: 'none', intentKey: GRAB_SCOPE })).message;

export const findGrabEvidence = async (record: IntentRecord<GrabParams>): Promise<boolean> => {
  const rows = await fetchMySubscriptions();
  return rows.some(
    (r) =>
      r.type === SubscribeType.NEW_STOCK_GRAB &&
      r.newCode === record.params.code &&
      r.applyNums === record.params.num &&
      isAtOrAfter(r.addTime, record.at),
  );
};

export const parseGrabParams = (v: unknown): GrabParams | null => {
  if (typeof v !== 'object' || v === null) return null;
  const { code, num } = v as Record<string, unknown>;
  return typeof code === 'string' && Number.isInteger(num) ? { code, num: num as number } : null;
};

/** The placement grab's once-per-intent wiring (useIntentSubmit's options). */
export const GRAB_INTENT = {
  scope: GRAB_SCOPE,
  send: sendGrab,
  findEvidence: findGrabEvidence,
  parse: parseGrabParams,
};
