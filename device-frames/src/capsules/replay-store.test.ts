import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ReplaySummary } from '../controls/control-client';

import { createReplayStore } from './replay-store';

const summary = (frame: string, bundle = 0): ReplaySummary => ({
  frame,
  createdAt: '2026-11-18T02:00:00.000Z',
  timeZoneOffsetMinutes: 480,
  app: { version: '1', commit: 'c', mode: 'production' },
  route: '/User',
  language: 'en',
  theme: 'red',
  isLoggedIn: true,
  isTruncated: false,
  replies: 3,
  paths: [],
  answered: { bundle, fixtures: 0 },
});

afterEach(() => vi.useRealTimers());

describe('the frames in replay, as the mock lists them', () => {
  it('polls while shown, tells listeners of changes only, and stops when nothing shows it', async () => {
    vi.useFakeTimers();
    const answers = [[summary('f2')], [summary('f2')], [], []];
    const load = vi.fn(() => Promise.resolve(answers.shift() ?? []));
    const store = createReplayStore(load, 1000);
    const seen: string[][] = [];
    const stop = store.subscribe(() => seen.push(store.snapshot().map((s) => s.frame)));

    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(2000);
    // f2 appeared, stayed the same on the next poll, then its replay ended (a reset).
    expect(seen).toEqual([['f2'], []]);

    stop();
    const calls = load.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(load.mock.calls.length).toBe(calls);
  });

  it('keeps the last list while the mock cannot be reached', async () => {
    const load = vi
      .fn<() => Promise<ReplaySummary[]>>()
      .mockResolvedValueOnce([summary('f3')])
      .mockRejectedValueOnce(new Error('502'));
    const store = createReplayStore(load, 60_000);
    await store.refresh();
    await store.refresh();
    expect(store.snapshot().map((s) => s.frame)).toEqual(['f3']);
  });
});
