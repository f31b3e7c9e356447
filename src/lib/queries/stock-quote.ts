// The live quote of one instrument (`getSingleStock.do`, which also serves index `sh…`/`sz…` and
// futures `hf_…` codes), polled every second while the page is visible. Shared by the detail page
// and the order tickets, so both read one cache entry per code.
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { getSingleStock } from '@/api/contracts/endpoints/stock-quote';
import { request } from '@/lib/api-client';

import { KEY_ROOTS } from './keys';
import { livePoll } from './poll';

export const QUOTE_POLL_MS = 1000;

export const quoteKey = (code: string) => [...KEY_ROOTS.quote, code] as const;

export const useQuote = (code: string) =>
  useQuery({
    queryKey: quoteKey(code),
    queryFn: async () => (await request(getSingleStock, { code }, { alert: 'none' })).data,
    enabled: code !== '',
    refetchInterval: livePoll(QUOTE_POLL_MS),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
