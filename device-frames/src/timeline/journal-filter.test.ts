import { describe, expect, it } from 'vitest';

import type { JournalEntry } from '../controls/control-client';

import { appendEntries, distinct, EMPTY_FILTER, matches, parseEntry } from './journal-filter';

const entry = (seq: number, patch: Partial<JournalEntry> = {}): JournalEntry => ({
  seq,
  time: 0,
  method: 'POST',
  path: '/user/position/list.do',
  params: {},
  hasToken: true,
  status: 200,
  latencyMs: 3,
  bodyBytes: 10,
  ...patch,
});

describe('timeline filter', () => {
  const list = [
    entry(1, { userId: 7, frame: 'f1' }),
    entry(2, {
      userId: 1,
      path: '/api/stock/getStock.do',
      status: 500,
      fault: { id: 'a', kind: 'http500' },
    }),
    entry(3, { userId: 7, status: null, fault: { id: 'b', kind: 'reset' } }),
    entry(4, { status: 404, path: '/api/nothing.do' }),
    entry(5, { frame: 'f2', replay: 'bundle' }),
    entry(6, { frame: 'f2', replay: 'fixtures' }),
  ];
  const seqs = (f: Partial<typeof EMPTY_FILTER>) =>
    list.filter((e) => matches(e, { ...EMPTY_FILTER, ...f })).map((e) => e.seq);

  it('filters by user, frame, endpoint text, status band and replay mark', () => {
    expect(seqs({})).toEqual([1, 2, 3, 4, 5, 6]);
    expect(seqs({ userId: '7' })).toEqual([1, 3]);
    expect(seqs({ replay: 'any' })).toEqual([5, 6]);
    expect(seqs({ replay: 'bundle' })).toEqual([5]);
    expect(seqs({ replay: 'fixtures' })).toEqual([6]);
    expect(seqs({ frame: 'f1' })).toEqual([1]);
    expect(seqs({ path: 'GETSTOCK' })).toEqual([2]);
    expect(seqs({ status: '5xx' })).toEqual([2]);
    expect(seqs({ status: '4xx' })).toEqual([4]);
    expect(seqs({ status: 'none' })).toEqual([3]);
    expect(seqs({ status: 'fault' })).toEqual([2, 3]);
  });

  it('appends live entries once, in order, keeping the newest', () => {
    const first = appendEntries([], [entry(1), entry(2)], 3);
    // A reconnect replays entries already shown.
    const next = appendEntries(first, [entry(2), entry(3), entry(4)], 3);
    expect(next.map((e) => e.seq)).toEqual([2, 3, 4]);
  });

  it('lists distinct users for the menu and reads only well-formed events', () => {
    expect(distinct(list, (e) => e.userId)).toEqual(['1', '7']);
    expect(parseEntry(JSON.stringify(entry(9)))?.seq).toBe(9);
    expect(parseEntry('{"hello":1}')).toBeNull();
    expect(parseEntry('not json')).toBeNull();
  });
});
