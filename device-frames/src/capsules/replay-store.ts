// Which frames the mock answers from a support bundle, asked of the mock itself (GET /replays):
// a reset or a scenario load ends every replay there, and the frames' badges must follow. One
// store per control client, shared by every toolbar, polling only while something shows it.
import { useSyncExternalStore } from 'react';

import type { ControlClient, ReplaySummary } from '../controls/control-client';
import { useHarness } from '../harness-context';

export const REPLAY_POLL_MS = 3000;

export interface ReplayStore {
  subscribe: (listener: () => void) => () => void;
  snapshot: () => readonly ReplaySummary[];
  /** Asks the mock now (after starting or ending a replay). */
  refresh: () => Promise<void>;
}

const NONE: readonly ReplaySummary[] = [];

export const createReplayStore = (
  load: () => Promise<readonly ReplaySummary[]>,
  intervalMs = REPLAY_POLL_MS,
): ReplayStore => {
  let frames = NONE;
  let seen = '[]';
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const refresh = async () => {
    try {
      const next = await load();
      const text = JSON.stringify(next);
      if (text === seen) return;
      seen = text;
      frames = next;
      for (const listener of listeners) listener();
    } catch {
      /* the mock is down or restarting: keep what was last known */
    }
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1) {
        void refresh();
        timer = setInterval(() => void refresh(), intervalMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) clearInterval(timer);
      };
    },
    snapshot: () => frames,
    refresh,
  };
};

const stores = new WeakMap<ControlClient, ReplayStore>();

const storeOf = (control: ControlClient): ReplayStore => {
  let store = stores.get(control);
  if (!store) {
    store = createReplayStore(async () => (await control.replays()).replays);
    stores.set(control, store);
  }
  return store;
};

/** The frames in replay now, and a way to ask again at once. */
export const useReplays = () => {
  const store = storeOf(useHarness().control);
  const frames = useSyncExternalStore(store.subscribe, store.snapshot);
  return { frames, refresh: store.refresh };
};
