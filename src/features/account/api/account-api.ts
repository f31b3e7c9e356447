// Account calls (api-contract §6.7, §11.12, §13.10, §13.11): messages, passwords (sent as POST
// bodies, never in URLs); writes with intent keys (a double tap sends one request). Site info and
// whether a funds password is set live in lib/queries.
import { useQuery } from '@tanstack/react-query';

import { getMessagelist, updateMessageStatus } from '@/api/contracts/endpoints/money';
import { insertWithPwd } from '@/api/contracts/endpoints/trading';
import { changePassword } from '@/api/contracts/endpoints/user';
import { request } from '@/lib/api-client';
import { KEY_ROOTS } from '@/lib/queries/keys';
import { afterWrite } from '@/lib/queries/writes';
import { useAppStore } from '@/stores/app-store';

export const accountKeys = {
  messages: KEY_ROOTS.messages,
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
  await afterWrite('messagesRead');
};

export const changeLoginPassword = (oldPwd: string, newPwd: string) =>
  request(changePassword, { oldPwd, newPwd }, { intentKey: 'account.login-password' });

/**
 * Sets the funds password, or replaces it: then the current one goes with it and the server checks
 * it (`oldWithPwd`, ours, issue 17 — the app never sees or compares the stored one).
 */
export const saveFundPassword = async (withPwd: string, oldWithPwd?: string) => {
  const result = await request(
    insertWithPwd,
    oldWithPwd === undefined ? { withPwd } : { withPwd, oldWithPwd },
    { intentKey: 'account.fund-password' },
  );
  await afterWrite('fundsPassword');
  return result;
};
