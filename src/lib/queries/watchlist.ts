// The watchlist (api-contract §11.1–§11.2), shared by the detail pages and the watchlist tab.
// The reference's isOption answers inverted — status 0 "未添加" means NOT in the list and status 1
// "已添加" (reported as an error) means it is — so the truth is decoded here, once.
import { useQuery } from '@tanstack/react-query';

import { addOption, delOption, isOption } from '@/api/contracts/endpoints/trading';
import { isApiError } from '@/lib/api/api-error';
import { request } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';

import { KEY_ROOTS } from './keys';
import { afterWrite } from './writes';

export const watchlistKeys = {
  all: KEY_ROOTS.watchlist,
  contains: (code: string) => [...KEY_ROOTS.watchlist, 'contains', code] as const,
  list: (keyWords: string) => [...KEY_ROOTS.watchlist, 'list', keyWords] as const,
};

/** The text of isOption's status-1 reply, the only "error" that means "yes". */
export const IN_LIST_MESSAGE = '已添加';

export const fetchIsInWatchlist = async (code: string): Promise<boolean> => {
  try {
    await request(isOption, { code }, { alert: 'none' });
    return false;
  } catch (e) {
    if (isApiError(e) && e.kind === 'business' && e.serverMessage.includes(IN_LIST_MESSAGE)) {
      return true;
    }
    throw e;
  }
};

export const useIsInWatchlist = (code: string) => {
  const token = useAppStore((s) => s.token);
  return useQuery({
    queryKey: watchlistKeys.contains(code),
    queryFn: () => fetchIsInWatchlist(code),
    enabled: token !== '' && code !== '',
  });
};

const afterChange = (code: string, inList: boolean): Promise<void> => {
  queryClient.setQueryData(watchlistKeys.contains(code), inList);
  return afterWrite('watchlist');
};

/** Adds a code; the server's refusal (index, already there, unknown) is thrown as its message. */
export const addToWatchlist = async (code: string): Promise<string> => {
  const result = await request(
    addOption,
    { code },
    { intentKey: `watchlist.add.${code}`, alert: 'none' },
  );
  await afterChange(code, true);
  return result.message;
};

export const removeFromWatchlist = async (code: string): Promise<string> => {
  const result = await request(
    delOption,
    { code },
    { intentKey: `watchlist.del.${code}`, alert: 'none' },
  );
  await afterChange(code, false);
  return result.message;
};
