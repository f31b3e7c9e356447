// The calendar rows of the shares some applications name, as a lookup for the payment plan and the
// records' phases (payment-plan.ts). One request per distinct code, cached under useNewShare's key,
// so a detail page opened after the records reads the same entry.
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import type { StockSubscribe } from '@/api/contracts/models/ipo';
import { newShareQuery } from '@/lib/queries/new-shares';

import type { ShareLookup } from './payment-plan';

export const useShareLookup = (codes: readonly string[]): ShareLookup => {
  const unique = useMemo(() => [...new Set(codes)].sort(), [codes]);
  const results = useQueries({ queries: unique.map((code) => newShareQuery(code)) });
  const found = new Map<string, StockSubscribe | null | undefined>();
  unique.forEach((code, i) => found.set(code, results[i]?.data));
  const signature = unique.map((c) => `${c}:${found.get(c)?.subscriptionTime ?? ''}`).join();
  // Stable while the rows' dates stay the same.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((code: string) => found.get(code), [signature]);
};
