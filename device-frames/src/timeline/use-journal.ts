// The mock's journal, live over Server-Sent Events. EventSource reconnects by itself and resends
// the last event id, so the mock resumes where the stream broke.
import { useCallback, useEffect, useRef, useState } from 'react';

import type { JournalEntry } from '../controls/control-client';
import { useHarness } from '../harness-context';

import { appendEntries, parseEntry } from './journal-filter';

const MAX_ENTRIES = 1000;
/** Entries are batched per animation frame so a burst of calls renders once. */
const FLUSH_MS = 150;

export const useJournal = () => {
  const { control } = useHarness();
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  const [isConnected, setIsConnected] = useState(false);
  const pending = useRef<JournalEntry[]>([]);

  useEffect(() => {
    const source = new EventSource(control.journalStreamUrl(0));
    source.onopen = () => setIsConnected(true);
    source.onerror = () => setIsConnected(false);
    source.onmessage = (event: MessageEvent<string>) => {
      const entry = parseEntry(event.data);
      if (entry) pending.current.push(entry);
    };
    const timer = setInterval(() => {
      if (pending.current.length === 0) return;
      const batch = pending.current;
      pending.current = [];
      setEntries((list) => appendEntries(list, batch, MAX_ENTRIES));
    }, FLUSH_MS);
    return () => {
      clearInterval(timer);
      source.close();
    };
  }, [control]);

  const clear = useCallback(() => {
    void control.clearJournal().catch(() => undefined);
    setEntries([]);
  }, [control]);

  return { entries, isConnected, clear };
};
