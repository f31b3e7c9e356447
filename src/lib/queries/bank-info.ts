// The user's one bank card (`/user/bank/getBankInfo.do`, api-contract §13.2): the bank-card pages
// and the withdrawal gates read it. "No card" comes back as a status-1 reply (未添加银行信息); the
// query answers null for it.
import { useQuery } from '@tanstack/react-query';

import { getBankInfo } from '@/api/contracts/endpoints/money';
import type { UserBankInfoVO } from '@/api/contracts/models/money';
import { isApiError } from '@/lib/api/api-error';
import { request } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

import { KEY_ROOTS } from './keys';

export const bankInfoKey = KEY_ROOTS.bankInfo;

export const fetchBankInfo = async (): Promise<UserBankInfoVO | null> => {
  try {
    return (await request(getBankInfo)).data;
  } catch (e) {
    if (isApiError(e) && e.kind === 'business') return null;
    throw e;
  }
};

export const useBankInfo = () => {
  const token = useAppStore((s) => s.token);
  return useQuery({ queryKey: bankInfoKey, queryFn: fetchBankInfo, enabled: token !== '' });
};
