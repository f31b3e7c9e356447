// One desk of the back office (new shares, funding): its control client, its view polled like the
// other lists (use-polling.ts) so what a frame sends shows within one poll, a failed read that keeps
// the last view and says so, and `act`, which runs one write, logs its outcome and reads again.
import { useCallback, useMemo, useState } from 'react';

import { useHarness } from '../harness-context';

import type { ControlOutcome } from './control-call';
import { useOutcomeLog, type DeskOutcomeTexts, type Logged, outcomeTextsFor } from './outcome-log';
import { messageOf, POLL_MS, usePolling } from './use-polling';

/** Runs one control write under a label ("Approve application #5") and reports how it ended. */
export type DeskAct = (what: string, run: () => Promise<ControlOutcome>) => Promise<void>;

export interface Desk<C, V> {
  client: C;
  view: V | null;
  error: string | null;
  results: Logged[];
  act: DeskAct;
}

/** `createClient` must be stable (a module-level factory). */
export const useDesk = <V, C extends { view: () => Promise<V> }>(
  createClient: (base: string) => C,
  texts: DeskOutcomeTexts,
  pollMs: number = POLL_MS,
): Desk<C, V> => {
  const { control } = useHarness();
  const client = useMemo(() => createClient(control.base), [createClient, control]);
  const [view, setView] = useState<V | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { results, note } = useOutcomeLog();

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

  const act: DeskAct = useCallback(
    async (what, run) => {
      note(await run(), outcomeTextsFor(texts, what));
      await refresh();
    },
    [note, refresh, texts],
  );

  return { client, view, error, results, act };
};
