// Control API for the request journal, mounted under `/__harness`: a filtered list, a clear, and a
// live Server-Sent Events stream (one `data:` JSON per entry, a heartbeat comment so proxies and
// idle timeouts keep the connection open). Entries show secrets masked; `?raw=1` shows them as
// sent and answered (the caller holds the control token anyway).
import type { Router } from 'express';
import { z } from 'zod';

import {
  matchesFilter,
  rawView,
  type Journal,
  type JournalEntry,
  type JournalFilter,
} from './journal';
import { badRequest, zodError, type Operation } from './operations';

export const JOURNAL_OPERATIONS: readonly Operation[] = [
  {
    method: 'GET',
    path: '/__harness/journal',
    purpose:
      'Recent requests, oldest first (?frame, userId, path, status|none, since, limit; raw=1: secrets unmasked)',
  },
  { method: 'DELETE', path: '/__harness/journal', purpose: 'Empty the journal' },
  {
    method: 'GET',
    path: '/__harness/journal/stream',
    purpose: 'Live journal as Server-Sent Events (same filters, raw=1 too)',
  },
];

export const HEARTBEAT_MS = 15_000;

const count = z.coerce.number().int().nonnegative();

const journalQuery = z.object({
  frame: z.string().min(1).optional(),
  userId: z.coerce.number().int().positive().optional(),
  path: z.string().min(1).optional(),
  status: z.union([z.literal('none'), z.coerce.number().int().min(100).max(599)]).optional(),
  since: count.optional(),
  limit: count.optional(),
  raw: z.enum(['0', '1']).optional(),
});

type View = (entry: JournalEntry) => JournalEntry;
type Parsed = { ok: true; filter: JournalFilter; view: View } | { ok: false; error: string };

const masked: View = (entry) => entry;

const parseFilter = (query: unknown): Parsed => {
  const parsed = journalQuery.safeParse(query);
  if (parsed.success) {
    const { raw, ...filter } = parsed.data;
    return { ok: true, filter, view: raw === '1' ? rawView : masked };
  }
  return { ok: false, error: `invalid journal filter: ${zodError(parsed.error)}` };
};

const event = (entry: JournalEntry): string =>
  `id: ${entry.seq}\ndata: ${JSON.stringify(entry)}\n\n`;

export interface JournalRouteDeps {
  journal: Journal;
  /** Heartbeat period of the SSE stream (tests shorten it). */
  heartbeatMs?: number;
}

export const journalRoutes = (
  router: Router,
  { journal, heartbeatMs = HEARTBEAT_MS }: JournalRouteDeps,
): void => {
  router.get('/journal', (req, res) => {
    const parsed = parseFilter(req.query);
    if (!parsed.ok) {
      badRequest(res, parsed.error);
      return;
    }
    res.json({ entries: journal.list(parsed.filter).map(parsed.view) });
  });

  router.delete('/journal', (_req, res) => {
    res.json({ removed: journal.clear() });
  });

  router.get('/journal/stream', (req, res) => {
    const parsed = parseFilter(req.query);
    if (!parsed.ok) {
      badRequest(res, parsed.error);
      return;
    }
    const { filter, view } = parsed;
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    res.flushHeaders();
    res.write(': journal stream\n\n');
    if (filter.since !== undefined)
      for (const entry of journal.list(filter)) res.write(event(view(entry)));
    const unsubscribe = journal.subscribe((entry) => {
      if (matchesFilter(entry, filter)) res.write(event(view(entry)));
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
    res.once('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
};
