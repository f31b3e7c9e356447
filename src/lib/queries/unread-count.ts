// Unread in-site messages (`/user/cash/getUnreadCount.do`), polled every 10 s like the reference
// (api-contract §13.11); shown on the home header and the profile tab. Visitors have none.
import { useQuery } from '@tanstack/react-query';

import { getUnreadCount } from '@/api/contracts/endpoints/money';
import { request } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

import { KEY_ROOTS } from './keys';
import { livePoll } from './poll';

export const UNREAD_POLL_MS = 10_000;
export const unreadCountKey = KEY_ROOTS.unread;

export const useUnreadCount = () => {
  const token = useAppStore((s) => s.token);
  return useQuery({
    queryKey: unreadCountKey,
    queryFn: async () => (await request(getUnreadCount, {}, { alert: 'none' })).data,
    enabled: token !== '',
    refetchInterval: livePoll(UNREAD_POLL_MS),
  });
};
