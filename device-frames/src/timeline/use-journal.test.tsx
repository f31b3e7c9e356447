// The timeline keeps following the journal when the mock goes away and comes back: the proxy's
// 502 makes EventSource give up for good (ADR 0018), so the hook opens a new stream itself.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { HarnessApi } from '../../../src/electron/shared/harness-api';
import { HarnessProvider } from '../harness-context';
import { DEFAULT_ENDPOINTS } from '../host/browser-adapter';

import { useJournal } from './use-journal';

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const entry = (seq: number) =>
  JSON.stringify({
    seq,
    time: 0,
    method: 'GET',
    path: '/user/getUserInfo.do',
    params: {},
    hasToken: true,
    status: 200,
    latencyMs: 1,
    bodyBytes: 0,
  });

const api = { host: 'browser', endpoints: () => Promise.resolve(DEFAULT_ENDPOINTS) } as HarnessApi;
const wrapper = ({ children }: { children: ReactNode }) => (
  <HarnessProvider api={api} endpoints={DEFAULT_ENDPOINTS}>
    {children}
  </HarnessProvider>
);

describe('the request timeline stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('opens the journal on its own origin and reopens it after a refused connection', () => {
    const { result, unmount } = renderHook(() => useJournal(), { wrapper });
    const first = FakeEventSource.opened[0];
    expect(first?.url).toBe('/__mock/8091/__harness/journal/stream?since=0');

    act(() => {
      first!.readyState = FakeEventSource.OPEN;
      first!.onopen?.();
      first!.onmessage?.({ data: entry(41) });
      first!.onmessage?.({ data: entry(42) });
      vi.advanceTimersByTime(200);
    });
    expect(result.current.entries.map((e) => e.seq)).toEqual([41, 42]);

    // The mock stops: the proxy answers 502 and EventSource closes for good.
    act(() => {
      first!.readyState = FakeEventSource.CLOSED;
      first!.onerror?.();
    });
    expect(result.current.isConnected).toBe(false);
    act(() => void vi.advanceTimersByTime(2500));
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[1]?.url).toBe('/__mock/8091/__harness/journal/stream?since=42');

    unmount();
    expect(FakeEventSource.opened[1]?.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('leaves a dropped connection to EventSource, which retries by itself', () => {
    renderHook(() => useJournal(), { wrapper });
    act(() => {
      FakeEventSource.opened[0]!.readyState = FakeEventSource.CONNECTING;
      FakeEventSource.opened[0]!.onerror?.();
      vi.advanceTimersByTime(5000);
    });
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
