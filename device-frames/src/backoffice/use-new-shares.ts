// The new-share desk's view, asked again every POLL_MS like the money lists, so an application a
// frame sends (or a draw the clock triggers) shows within one poll. A failed read keeps the last
// view and says so; one read runs at a time, and an action waits for it before reading again.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { useHarness } from '../harness-context';

import { createNewSharesClient, type DeskView, type NewSharesClient } from './new-shares-client';
import { POLL_MS } from './use-pending-money';

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
  const running = useRef<Promise<void> | null>(null);
  const isMounted = useRef(true);

  const read = useCallback((): Promise<void> => {
    const reading = (async () => {
      try {
        const next = await client.view();
        if (!isMounted.current) return;
        setView(next);
        setError(null);
      } catch (e) {
        if (isMounted.current) setError(e instanceof Error ? e.message : String(e));
      }
    })().finally(() => {
      running.current = null;
    });
    running.current = reading;
    return reading;
  }, [client]);

  const poll = useCallback(() => {
    if (!running.current) void read();
  }, [read]);

  const refresh = useCallback(async (): Promise<void> => {
    while (running.current) await running.current;
    await read();
  }, [read]);

  useEffect(() => {
    isMounted.current = true;
    poll();
    const timer = setInterval(poll, pollMs);
    return () => {
      isMounted.current = false;
      clearInterval(timer);
    };
  }, [poll, pollMs]);

  return { client, view, error, refresh };
};
