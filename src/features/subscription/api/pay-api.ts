// Paying in an allotment (`/user/submitSubscribe.do`, api-contract §12.5), once per intent. A pay-in
// whose reply was lost went through when the row is paid (status 4) — or already listed (5).
import { SubscriptionStatus } from '@/api/contracts/codes';
import { submitSubscribe } from '@/api/contracts/endpoints/ipo';
import { request } from '@/lib/api-client';
import type { IntentRecord } from '@/lib/intent/in-flight';
import { fetchMySubscriptions } from '@/lib/queries/new-shares';

export const PAY_SCOPE = 'subscription.pay';

export interface PayParams {
  id: number;
}

export const sendPay = async ({ id }: PayParams): Promise<string> =>
  (await request(submitSubscribe, { id }, { alert: 'none', intentKey: `${PAY_SCOPE}:${id}` }))
    .message;

export const findPayEvidence = async (record: IntentRecord<PayParams>): Promise<boolean> => {
  const rows = await fetchMySubscriptions();
  const row = rows.find((r) => r.id === record.params.id);
  return (
    row?.status === SubscriptionStatus.PAID || row?.status === SubscriptionStatus.MOVED_TO_POSITION
  );
};

export const parsePayParams = (v: unknown): PayParams | null =>
  typeof v === 'object' && v !== null && Number.isInteger((v as { id?: unknown }).id)
    ? { id: (v as { id: number }).id }
    : null;
