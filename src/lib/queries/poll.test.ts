// The cadence of a live poll as the app sets it up (`refetchInterval: livePoll(ms)` on the app's
// query defaults), against a backend whose replies take as long as each test says.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { queryClient as appClient } from '@/lib/query-client';

import { livePoll } from './poll';

const POLL_MS = 1000;

/** A backend answering request n (from 0) after `latency(n)` ms with the value n. */
const backend = (latency: (n: number) => number) => {
  const starts: number[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const fetch = () => {
    const n = starts.length;
    starts.push(Date.now());
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    return new Promise<number>((resolve) =>
      setTimeout(() => {
        inFlight--;
        resolve(n);
      }, latency(n)),
    );
  };
  return { fetch, starts, mostInFlight: () => mostInFlight };
};

let client: QueryClient;
let stop: () => void = () => {};

const poll = (fetch: () => Promise<number>) => {
  const observer = new QueryObserver(client, {
    queryKey: ['live'],
    queryFn: fetch,
    refetchInterval: livePoll(POLL_MS),
    staleTime: 0,
  });
  stop = observer.subscribe(() => {});
  return observer;
};

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  client = new QueryClient({ defaultOptions: appClient.getDefaultOptions() });
});

afterEach(() => {
  stop();
  client.clear();
  vi.useRealTimers();
});

describe('a live poll', () => {
  it('waits its interval after each reply: the period is interval + reply time', async () => {
    const server = backend(() => 300);
    poll(server.fetch);
    await vi.advanceTimersByTimeAsync(4 * POLL_MS + 50);
    expect(server.starts).toEqual([0, 1300, 2600, 3900]);
  });

  it('never has two requests in flight, however slow a reply', async () => {
    const server = backend((n) => (n === 1 ? 1400 : 200));
    poll(server.fetch);
    await vi.advanceTimersByTimeAsync(4 * POLL_MS + 50);
    expect(server.mostInFlight()).toBe(1);
    expect(server.starts).toEqual([0, 1200, 3600]);
  });

  it('asks once per period however many screens show the query (the detail page and a ticket)', async () => {
    const server = backend(() => 100);
    poll(server.fetch);
    await vi.advanceTimersByTimeAsync(400);
    const second = new QueryObserver(client, {
      queryKey: ['live'],
      queryFn: server.fetch,
      refetchInterval: livePoll(POLL_MS),
      staleTime: 5_000,
    });
    const stopSecond = second.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(3 * POLL_MS);
    stopSecond();
    expect(server.starts).toEqual([0, 1100, 2200, 3300]);
  });

  it('shows the newest reply: a refresh during a slow poll is not overwritten by that poll', async () => {
    const server = backend((n) => (n === 1 ? 900 : 100));
    const observer = poll(server.fetch);
    await vi.advanceTimersByTimeAsync(POLL_MS + 100);
    // A write refreshes the screen (lib/queries/writes.ts) while poll 1 is still out.
    void client.invalidateQueries({ queryKey: ['live'] });
    await vi.advanceTimersByTimeAsync(150);
    expect(observer.getCurrentResult().data).toBe(2);
    // Poll 1's reply arrives late: the screen keeps the refresh's newer value.
    await vi.advanceTimersByTimeAsync(700);
    expect(observer.getCurrentResult().data).toBe(2);
  });
});
