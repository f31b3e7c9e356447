// A tab-bar tap's shown page refetches its stale data after the first frame, not inside the tap;
// any other mount (and a query without data) asks at once, as before.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { queryClient as appClient } from '@/lib/query-client';

import { deferStaleRefetchesToNextFrame } from './reveal-refetch';

let client: QueryClient;
const stops: (() => void)[] = [];

/** An observer of ['rows'] (or `key`) counting its requests, subscribed as a mounting page would. */
const mount = (fetches: { count: number }, key = 'rows') => {
  const observer = new QueryObserver(client, {
    queryKey: [key],
    queryFn: () => {
      fetches.count++;
      return Promise.resolve(fetches.count);
    },
  });
  stops.push(observer.subscribe(() => {}));
};

/** Cached data already older than the app's staleTime. */
const staleData = (key = 'rows') => {
  client.setQueryData([key], 0);
  vi.advanceTimersByTime(60_000);
};

beforeEach(() => {
  vi.useFakeTimers({
    now: 0,
    toFake: ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  client = new QueryClient({ defaultOptions: appClient.getDefaultOptions() });
});

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.runAllTimers();
  client.clear();
  vi.useRealTimers();
});

describe('stale refetches around a tab-bar tap', () => {
  it('a page mounting without a tap refetches its stale data at once', () => {
    staleData();
    const fetches = { count: 0 };
    mount(fetches);
    expect(fetches.count).toBe(1);
  });

  it('a page shown by a tap refetches its stale data after the next frame, once', async () => {
    staleData();
    const fetches = { count: 0 };
    deferStaleRefetchesToNextFrame(client);
    mount(fetches);
    expect(fetches.count).toBe(0);
    // One frame (16 ms), then the task after it: well before the 200 ms fallback.
    await vi.advanceTimersByTimeAsync(17);
    expect(fetches.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetches.count).toBe(1);
  });

  it('fresh data is not asked again, and a query without data loads at once', async () => {
    client.setQueryData(['fresh'], 0);
    const fresh = { count: 0 };
    const empty = { count: 0 };
    deferStaleRefetchesToNextFrame(client);
    mount(fresh, 'fresh');
    mount(empty, 'empty');
    expect(empty.count).toBe(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(fresh.count).toBe(0);
    expect(empty.count).toBe(1);
  });

  it('after that frame, a mount refetches at once again', async () => {
    deferStaleRefetchesToNextFrame(client);
    await vi.advanceTimersByTimeAsync(300);
    staleData();
    const fetches = { count: 0 };
    mount(fetches);
    expect(fetches.count).toBe(1);
  });
});
