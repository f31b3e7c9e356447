// Block trades (大宗交易): the offers (`/api/stock/getDzList.do`, §8.10; public) and my block-trade
// positions (`/user/buyStockDzList.do`, §12.9). The records are positions (positionType 3), so
// their key sits under `positions`: a block-trade booking refreshes them with every other
// position list (writes.ts `booking`).
import { useQuery } from '@tanstack/react-query';

import { buyStockDzList } from '@/api/contracts/endpoints/ipo';
import { getDzList } from '@/api/contracts/endpoints/market';
import { request } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

import { KEY_ROOTS } from './keys';
import { livePoll, liveStaleTime } from './poll';

/** The offer price follows the live price × discount. */
export const OFFERS_POLL_MS = 5_000;

export const blockTradeKeys = {
  offers: [...KEY_ROOTS.blockTrades, 'offers'] as const,
  records: [...KEY_ROOTS.positions, 'block-trades'] as const,
};

const quiet = (signal?: AbortSignal) => ({ alert: 'none', signal }) as const;

export const useBlockTradeOffers = () =>
  useQuery({
    queryKey: blockTradeKeys.offers,
    queryFn: async ({ signal }) => (await request(getDzList, {}, quiet(signal))).data,
    refetchInterval: livePoll(OFFERS_POLL_MS),
    staleTime: liveStaleTime(2_000),
  });

export const useBlockTradeRecords = () => {
  const token = useAppStore((s) => s.token);
  return useQuery({
    queryKey: blockTradeKeys.records,
    queryFn: async ({ signal }) => (await request(buyStockDzList, {}, quiet(signal))).data,
    enabled: token !== '',
  });
};
