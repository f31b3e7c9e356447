// Previous / next on the detail, within the item's own tab in the list's order: read from the
// list's loaded pages when /news showed them, otherwise pages of that type are fetched from the
// first until the item and its older neighbour are in hand. Pages fetched here join the list's
// cache, so the list (and the next step) reuses them.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import type { SiteNews } from '@/api/contracts/models/site';
import { allRows } from '@/lib/queries/page-rows';
import { fetchNewsPage, NEWS_STALE_MS, newsKeys, type NewsPages } from '@/lib/queries/news';

import { neighboursIn, type Neighbours } from '../model/neighbours';

/** A bound on the search (600 items): an item further down is treated as not in the tab. */
export const MAX_NEIGHBOUR_PAGES = 40;

export const findNewsNeighbours = async (
  client: QueryClient,
  type: number,
  id: number,
  signal?: AbortSignal,
): Promise<Neighbours> => {
  const cached = client.getQueryData<NewsPages>(newsKeys.list(type));
  let pages = cached?.pages ?? [];
  let pageParams = cached?.pageParams ?? [];
  for (;;) {
    const last = pages.at(-1);
    const isComplete = last !== undefined && last.nextPage === undefined;
    const result = neighboursIn(allRows(pages), id, isComplete);
    if (result) return result;
    if (pages.length >= MAX_NEIGHBOUR_PAGES) return { found: false };
    const pageNum = last?.nextPage ?? 1;
    const page = await fetchNewsPage(type, pageNum, signal);
    pages = [...pages, page];
    pageParams = [...pageParams, pageNum];
    client.setQueryData<NewsPages>(newsKeys.list(type), { pages, pageParams });
  }
};

/** The neighbours of a shown item; nothing is asked for a missing or disabled one. */
export const useNewsNeighbours = (item: SiteNews | null | undefined) => {
  const client = useQueryClient();
  const type = item?.type ?? 0;
  const id = item?.id ?? 0;
  return useQuery({
    queryKey: newsKeys.neighbours(type, id),
    queryFn: ({ signal }) => findNewsNeighbours(client, type, id, signal),
    enabled: !!item && item.status === 1,
    staleTime: NEWS_STALE_MS,
  });
};
