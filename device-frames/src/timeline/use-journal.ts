// The mock's journal, live over Server-Sent Events. EventSource reconnects by itself and resends
// the last event id, so the mock resumes where the stream broke. While the mock is down the
// harness's proxy answers 502 (ADR 0018), which makes EventSource give up for good: then a new
// stream is opened after a pause, from the last entry seen.
import { useCallback, useEffect, useRef, useState } from 'react';

import type { JournalEntry } from '../controls/control-client';
import { useHarness } from '../harness-context';

import { appendEntries, parseEntry } from './journal-filter';

const MAX_ENTRIES = 1000;
/** Entries are batched per animation frame so a burst of calls renders once. */
const FLUSH_MS = 150;
const REOPEN_MS = 2000;

export const useJournal = () => {
  const { control } = useHarness();
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  const [isConnected, setIsConnected] = useState(false);
  const pending = useRef<JournalEntry[]>([]);

  useEffect(() => {
    let lastSeq = 0;
    let source: EventSource;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(control.journalStreamUrl(lastSeq));
      source.onopen = () => setIsConnected(true);
      source.onerror = () => {
        setIsConnected(false);
        if (source.readyState === EventSource.CLOSED) reopen = setTimeout(open, REOPEN_MS);
      };
      source.onmessage = (event: MessageEvent<string>) => {
        const entry = parseEntry(event.data);
        if (!entry) return;
        lastSeq = Math.max(lastSeq, entry.seq);
        pending.current.push(entry);
      };
    };
    open();
    const timer = setInterval(() => {
      if (pending.current.length === 0) return;
      const batch = pending.current;
      pending.current = [];
      setEntries((list) => appendEntries(list, batch, MAX_ENTRIES));
    }, FLUSH_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(reopen);
      source.close();
    };
  }, [control]);

  const clear = useCallback(() => {
    void control.clearJournal().catch(() => undefined);
    setEntries([]);
  }, [control]);

  return { entries, isConnected, clear };
};
