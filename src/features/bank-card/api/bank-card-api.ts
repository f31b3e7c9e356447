// The user's one bank card (api-contract §13.1, §13.2): query, key and the add call. "No card"
// comes back as a status-1 reply (未添加银行信息); the query answers null for it.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { bankAdd, getBankInfo } from '@/api/contracts/endpoints/money';
import type { UserBankInfoVO } from '@/api/contracts/models/money';
import { isApiError } from '@/lib/api/api-error';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';

export const bankInfoKey = ['user', 'bankInfo'] as const;

export const fetchBankInfo = async (): Promise<UserBankInfoVO | null> => {
  try {
    return (await request(getBankInfo)).data;
  } catch (e) {
    if (isApiError(e) && e.kind === 'business') return null;
    throw e;
  }
};

/** The card, mirrored into the session store's `bankInfo` (product-spec §3). */
export const useBankInfo = () => {
  const token = useAppStore((s) => s.token);
  const setBankInfo = useAppStore((s) => s.setBankInfo);
  const query = useQuery({ queryKey: bankInfoKey, queryFn: fetchBankInfo, enabled: token !== '' });
  useEffect(() => {
    if (query.isSuccess) setBankInfo(query.data);
  }, [query.isSuccess, query.data, setBankInfo]);
  return query;
};

export interface NewBankCard {
  bankName: string;
  bankAddress: string;
  bankNo: string;
}

/** One request however often the button is tapped; the card query is refreshed after. */
export const addBankCard = async (card: NewBankCard) => {
  const result = await request(bankAdd, card, { intentKey: 'bank.add', alert: 'none' });
  await queryClient.invalidateQueries({ queryKey: bankInfoKey });
  return result;
};
