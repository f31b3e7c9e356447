// The logged-in user with balances (`/user/getUserInfo.do`), shared by every page that shows or
// checks the account: one cache entry, refetched after account writes (lib/queries/writes.ts).
// Disabled for visitors.
import { useQuery } from '@tanstack/react-query';

import type { UserInfo } from '@/api/contracts/models/user';
import { getUserInfo } from '@/api/contracts/endpoints/user';
import { request } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

import { KEY_ROOTS } from './keys';
import { livePoll } from './poll';

export const userInfoKey = KEY_ROOTS.user;

export const fetchUserInfo = async (): Promise<UserInfo> => (await request(getUserInfo)).data;

/**
 * Screens that show balances (money screens, the profile tab, /account) poll them (`pollMs`): a
 * deposit approved or a withdrawal rejected in the back office shows within one poll on the screen
 * the trader is looking at.
 */
export const USER_INFO_POLL_MS = 5_000;

export const useUserInfo = ({ pollMs }: { pollMs?: number } = {}) => {
  const token = useAppStore((s) => s.token);
  // Every page that shows the account asks again when it opens (as the reference does): a review
  // decision, a deposit credited or a session ended elsewhere shows on the next screen. Pages open
  // at the same time still share one request.
  return useQuery({
    queryKey: userInfoKey,
    queryFn: fetchUserInfo,
    enabled: token !== '',
    refetchOnMount: 'always',
    refetchInterval: pollMs === undefined ? false : livePoll(pollMs),
  });
};
