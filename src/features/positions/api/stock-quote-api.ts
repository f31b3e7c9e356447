// The stock's live change % (`/api/stock/getSingleStock.do`, api-contract §8.8) while a close is
// being prepared: a long position cannot be sold at limit-down (§11.4), which the position list
// alone cannot tell.
import { useQuery } from '@tanstack/react-query';

import { getSingleStock } from '@/api/contracts/endpoints/market';
import { request } from '@/lib/api-client';

const QUOTE_POLL_MS = 3000;

export const stockQuoteKey = (code: string) => ['positions', 'quote', code] as const;

export interface StockChange {
  price: string;
  /** Change %, null when the source gives none. */
  changePct: number | null;
}

export const useStockChange = (code: string, enabled: boolean) =>
  useQuery({
    queryKey: stockQuoteKey(code),
    queryFn: async (): Promise<StockChange> => {
      const { stock } = (await request(getSingleStock, { code }, { alert: 'none' })).data;
      const pct = stock.hcrate === null || stock.hcrate === undefined ? NaN : Number(stock.hcrate);
      return { price: stock.nowPrice, changePct: Number.isFinite(pct) ? pct : null };
    },
    enabled: enabled && code !== '',
    refetchInterval: QUOTE_POLL_MS,
    staleTime: 0,
  });
