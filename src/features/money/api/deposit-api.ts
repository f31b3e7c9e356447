// Deposit requests (api-contract §10.3, §13.7): the site's deposit channels, one channel by id,
// and the deposit order itself. The channels are read only by the money pages, so their keys live
// here under the money root; the order's evidence is read from the deposit records' home.
import { useQuery } from '@tanstack/react-query';

import { inMoney } from '@/api/contracts/endpoints/money';
import { getPayInfo, getPayInfoById } from '@/api/contracts/endpoints/site';
import { request } from '@/lib/api-client';
import type { IntentRecord } from '@/lib/intent/in-flight';

export const payChannelKeys = {
  all: ['money', 'pay-channels'] as const,
  one: (id: number) => ['money', 'pay-channels', 'one', id] as const,
};

export const usePayChannels = () =>
  useQuery({
    queryKey: payChannelKeys.all,
    queryFn: async () => (await request(getPayInfo, {}, { alert: 'none' })).data,
    staleTime: 60_000,
  });

export const usePayChannel = (id: number | undefined) =>
  useQuery({
    queryKey: payChannelKeys.one(id ?? -1),
    queryFn: async () =>
      (await request(getPayInfoById, { payId: id ?? -1 }, { alert: 'none' })).data,
    enabled: id !== undefined,
    staleTime: 60_000,
  });

/** What one deposit order asks for (every field but the ignored password). */
export interface DepositRequest {
  amt: string;
  /** The channel's `ctype` as text (stored as `payChannel`). */
  payType: string;
  payId: number;
  payUsername: string;
  channelAccount: string;
  channelType: string;
  channelName: string;
  payUrl: string;
}

export const DEPOSIT_SCOPE = 'money.deposit';

/** Creates the order; resolves with the server's text, throws the ApiError (status 1 included). */
export const sendDeposit = async (params: DepositRequest): Promise<string> =>
  (await request(inMoney, { ...params, password: '' }, { alert: 'none', intentKey: DEPOSIT_SCOPE }))
    .message;

/** True when the newest deposit orders hold this one (lost reply or reload mid-submit). */
export const findDepositEvidence = async (record: IntentRecord<DepositRequest>) => {
  // Only after a lost reply: the records' request and date parsing load then.
  const [{ fetchRechargePage }, { isDepositEvidence }] = await Promise.all([
    import('@/lib/queries/recharges'),
    import('../model/deposit-evidence'),
  ]);
  const page = await fetchRechargePage(1);
  return page.rows.some((row) =>
    isDepositEvidence(row, { amt: record.params.amt, payId: record.params.payId }, record.at),
  );
};

/** A stored record of this form's shape, else null (dropped). */
export const parseDepositRequest = (v: unknown): DepositRequest | null => {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  const texts = [
    'amt',
    'payType',
    'payUsername',
    'channelAccount',
    'channelType',
    'channelName',
    'payUrl',
  ];
  if (!texts.every((k) => typeof r[k] === 'string') || typeof r.payId !== 'number') return null;
  return r as unknown as DepositRequest;
};
