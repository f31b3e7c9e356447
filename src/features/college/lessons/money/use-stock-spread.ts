// A real stock's spread rate for the fees example: its live quote (the change % the rules read)
// and findSpreadRateOne asked as the order ticket asks it (§6.5: change %, order value, code,
// price), so the lesson charges the spread the ticket would for the same order.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { findSpreadRateOne } from '@/api/contracts/endpoints/user';
import { cents } from '@/api/contracts/trading-math';
import { request } from '@/lib/api-client';
import { useQuote } from '@/lib/queries/stock-quote';

/** A-share codes as the ticket takes them: six digits. */
export const STOCK_CODE = /^\d{6}$/;

export interface StockSpread {
  stock: { name: string; price: number | null } | null;
  /** The code names no stock. */
  isUnknown: boolean;
  /** The rate for this order, undefined while asked. */
  rate: number | undefined;
}

const num = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : Number(value ?? NaN);
  return Number.isFinite(n) ? n : null;
};

export const useStockSpread = (code: string, price: number, shares: number): StockSpread => {
  const isCode = STOCK_CODE.test(code);
  const quote = useQuote(isCode ? code : '');
  const stock = isCode ? quote.data?.stock : undefined;
  // The change % of the moment the rate is asked; a tick does not ask again.
  const changePct = useRef(0);
  useEffect(() => {
    changePct.current = num(stock?.hcrate) ?? 0;
  });
  const spread = useQuery({
    queryKey: ['college', 'spread', code, shares, price],
    queryFn: async () =>
      (
        await request(
          findSpreadRateOne,
          {
            applies: changePct.current,
            turnover: cents(price).times(shares).toNumber(),
            code,
            unitprice: price,
          },
          { alert: 'none' },
        )
      ).data?.spreadRate ?? 0,
    enabled: stock !== undefined && price > 0 && shares > 0,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
  return {
    stock: stock ? { name: stock.name, price: num(stock.nowPrice) } : null,
    isUnknown: isCode && quote.isError && quote.data === undefined,
    rate: stock ? spread.data : undefined,
  };
};
