// Account calls (api-contract §6.7, §10.4, §11.12, §13.10, §13.11): key factories, hooks and
// writes with intent keys (a double tap sends one request).
import { useQuery } from '@tanstack/react-query';

import { getMessagelist, updateMessageStatus } from '@/api/contracts/endpoints/money';
import { getInfo } from '@/api/contracts/endpoints/site';
import { findIdWithPwd, insertWithPwd } from '@/api/contracts/endpoints/trading';
import { changePassword } from '@/api/contracts/endpoints/user';
import { isApiError } from '@/lib/api/api-error';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { unreadCountKey } from '@/lib/queries/unread-count';
import { useAppStore } from '@/stores/app-store';

export const accountKeys = {
  unread: unreadCountKey,
  messages: ['account', 'messages'] as const,
  siteInfo: ['site', 'info'] as const,
  fundPassword: ['account', 'fund-password'] as const,
};

export const useMessages = () => {
  const token = useAppStore((s) => s.token);
  return useQuery({
    queryKey: accountKeys.messages,
    // userId 0 = my own messages; the page size is ignored by the reference (all come back).
    queryFn: async () =>
      (await request(getMessagelist, { pageNum: 1, pageSize: 10, userId: 0 })).data.list,
    enabled: token !== '',
  });
};

export const markAllRead = async (): Promise<void> => {
  await request(updateMessageStatus, {}, { intentKey: 'account.messages.read', alert: 'all' });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: accountKeys.messages }),
    queryClient.invalidateQueries({ queryKey: accountKeys.unread }),
  ]);
};

export const useSiteInfo = () =>
  useQuery({
    queryKey: accountKeys.siteInfo,
    queryFn: async () => (await request(getInfo)).data,
    staleTime: 5 * 60_000,
  });

export const changeLoginPassword = (oldPwd: string, newPwd: string) =>
  request(changePassword, { oldPwd, newPwd }, { intentKey: 'account.login-password' });

/** The stored funds password (the reference answers it in `msg`), or null when none is set. */
export const fetchFundPassword = async (): Promise<string | null> => {
  try {
    return (await request(findIdWithPwd, {}, { alert: 'transport' })).message || null;
  } catch (e) {
    if (isApiError(e) && e.kind === 'business') return null;
    throw e;
  }
};

export const useFundPassword = () => {
  const token = useAppStore((s) => s.token);
  return useQuery({
    queryKey: accountKeys.fundPassword,
    queryFn: fetchFundPassword,
    enabled: token !== '',
    staleTime: 0,
  });
};

export const saveFundPassword = async (withPwd: string) => {
  const result = await request(insertWithPwd, { withPwd }, { intentKey: 'account.fund-password' });
  await queryClient.invalidateQueries({ queryKey: accountKeys.fundPassword });
  return result;
};
