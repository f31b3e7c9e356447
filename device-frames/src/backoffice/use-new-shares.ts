// The new-share desk's view, polled like the money lists (use-polling.ts), so an application a
// frame sends (or a draw the clock triggers) shows within one poll. A failed read keeps the last
// view and says so.
import { useCallback, useMemo, useState } from 'react';

import type { DeskView } from '../../../src/electron/shared/new-share-desk';
import { useHarness } from '../harness-context';

import { createNewSharesClient, type NewSharesClient } from './new-shares-client';
import { messageOf, POLL_MS, usePolling } from './use-polling';

export interface NewSharesDesk {
  client: NewSharesClient;
  view: DeskView | null;
  error: string | null;
  refresh: () => Promise<void>;
}

export const useNewShares = (pollMs: number = POLL_MS): NewSharesDesk => {
  const { control } = useHarness();
  const client = useMemo(() => createNewSharesClient(control.base), [control]);
  const [view, setView] = useState<DeskView | null>(null);
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
