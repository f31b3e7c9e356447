// The funding desk's view, polled like the other desks (use-polling.ts), so an application a frame
// sends shows within one poll. A failed read keeps the last view and says so.
import { useCallback, useMemo, useState } from 'react';

import { useHarness } from '../harness-context';

import { createFundsClient, type FundsClient, type FundsDeskView } from './funds-client';
import { messageOf, POLL_MS, usePolling } from './use-polling';

export interface FundsDesk {
  client: FundsClient;
  view: FundsDeskView | null;
  error: string | null;
  refresh: () => Promise<void>;
}

export const useFundsDesk = (pollMs: number = POLL_MS): FundsDesk => {
  const { control } = useHarness();
  const client = useMemo(() => createFundsClient(control.base), [control]);
  const [view, setView] = useState<FundsDeskView | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const next = await client.view();
      return () => {
        setView(next);
        setError(null);
      };
    } catch (e) {
      return () => setError(messageOf(e));
    }
  }, [client]);

  const refresh = usePolling(load, pollMs);
  return { client, view, error, refresh };
};
