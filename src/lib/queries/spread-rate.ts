// The best spread rate for one stock order (findSpreadRateOne, api-contract §6.5), 0 when no rule
// matches: the order ticket, the add-on sheet and the fees lesson ask it the same way, so they
// charge the same spread for the same order. The rules follow turnover and change %, so it is asked
// again now and then. Keyed by code and quantity (plus the price where the trader types it): a
// price tick does not blank the figure; the price and change % are read when the request is sent.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { findSpreadRateOne } from '@/api/contracts/endpoints/user';
import { cents } from '@/api/contracts/trading-math';
import { request } from '@/lib/api-client';

import { KEY_ROOTS } from './keys';
import { livePoll } from './poll';

export const SPREAD_REFRESH_MS = 15_000;

export interface SpreadOrder {
  code: string;
  shares: number;
  price: number | null;
  /** The quote's change % (`hcrate`) at the moment. */
  changePct: number | null;
}

export const spreadRateKey = (code: string, shares: number, price?: number) =>
  price === undefined
    ? ([...KEY_ROOTS.spreadRate, code, shares] as const)
    : ([...KEY_ROOTS.spreadRate, code, shares, price] as const);

export const fetchSpreadRate = async ({ code, shares, price, changePct }: SpreadOrder) => {
  const unit = price ?? 0;
  const reply = await request(
    findSpreadRateOne,
    {
      applies: changePct ?? 0,
      turnover: cents(unit).times(shares).toNumber(),
      code,
      unitprice: unit,
    },
    { alert: 'none' },
  );
  return reply.data?.spreadRate ?? 0;
};

interface SpreadOptions {
  enabled?: boolean;
  /** The price is the trader's own input (not a live quote): a new price asks again. */
  keyByPrice?: boolean;
}

/** While a new quantity's rate is asked, the previous one stays (`isPlaceholderData`). */
export const useSpreadRate = (order: SpreadOrder, options: SpreadOptions = {}) => {
  const latest = useRef(order);
  useEffect(() => {
    latest.current = order;
  });
  const { code, shares, price } = order;
  return useQuery({
    queryKey: spreadRateKey(code, shares, options.keyByPrice ? (price ?? 0) : undefined),
    queryFn: () => fetchSpreadRate(latest.current),
    enabled: (options.enabled ?? true) && code !== '' && shares > 0 && (price ?? 0) > 0,
    staleTime: SPREAD_REFRESH_MS,
    refetchInterval: livePoll(SPREAD_REFRESH_MS),
    placeholderData: keepPreviousData,
  });
};
