// Sellable shares of a position (`/user/getCanSell.do`, api-contract §11.13): shares of lots not
// bought today (T+1). Asked again each time the close sheet opens.
import { useQuery } from '@tanstack/react-query';

import { getCanSell } from '@/api/contracts/endpoints/trading';
import { request } from '@/lib/api-client';

export const canSellKey = (positionSn: string) => ['positions', 'canSell', positionSn] as const;

export const fetchCanSell = async (positionSn: string): Promise<number> =>
  (await request(getCanSell, { positionSn }, { alert: 'none' })).data;

export const useCanSell = (positionSn: string, enabled: boolean) =>
  useQuery({
    queryKey: canSellKey(positionSn),
    queryFn: () => fetchCanSell(positionSn),
    enabled: enabled && positionSn !== '',
    staleTime: 0,
    gcTime: 0,
  });
