// What the trader already holds in the ticket's instrument (an order merges into it; the
// confirmation names it). The positions module (its requests and schemas) is fetched with the
// first lookup rather than with the ticket's code: the ticket's first screen does not wait for it.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { bareCode } from '@/lib/market/instrument';
import { KEY_ROOTS } from '@/lib/queries/keys';
import { liveStaleTime } from '@/lib/queries/poll';
import type { HoldingRows } from '@/lib/queries/positions';

import {
  positionsOfFutures,
  positionsOfIndices,
  positionsOfStocks,
  type BookedPosition,
} from '../model/reconcile';
import type { TicketKind } from '../model/ticket-config';

/** The key positions.ts gives a holding (positionKeys.holding): one cache, refreshed by afterWrite. */
export const holdingKey = (kind: TicketKind, code: string) =>
  [...KEY_ROOTS.positions, kind, 'holding', bareCode(code)] as const;

const fetchRows = async (kind: TicketKind, code: string, signal?: AbortSignal) =>
  (await import('@/lib/queries/positions')).fetchHolding(kind, bareCode(code), { signal });

const bookedOf = (holding: HoldingRows): BookedPosition[] => {
  switch (holding.account) {
    case 'stock':
    case 'funds':
      return positionsOfStocks(holding.rows);
    case 'index':
      return positionsOfIndices(holding.rows);
    case 'futures':
      return positionsOfFutures(holding.rows);
  }
};

/** Open positions (state 0) of the ticket's account in one instrument, as evidence rows. */
export const fetchOpenPositions = async (
  kind: TicketKind,
  code: string,
): Promise<BookedPosition[]> => bookedOf(await fetchRows(kind, code));

/** What the trader already holds in this instrument (an order merges into it). */
export const useHolding = (kind: TicketKind, code: string, enabled: boolean) => {
  const query = useQuery({
    queryKey: holdingKey(kind, code),
    queryFn: ({ signal }) => fetchRows(kind, code, signal),
    enabled: enabled && code !== '',
    staleTime: liveStaleTime(5_000),
    retry: false,
  });
  const data = useMemo(() => query.data && bookedOf(query.data), [query.data]);
  return { ...query, data };
};
