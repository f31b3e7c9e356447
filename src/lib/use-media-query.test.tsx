import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useMediaQuery } from './use-media-query';

/** A matchMedia whose answer the test changes, telling its listeners as a browser would. */
const fakeMatchMedia = (initially: boolean) => {
  let matches = initially;
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return matches;
    },
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
  };
  vi.stubGlobal('matchMedia', () => list);
  return {
    set: (next: boolean) => {
      matches = next;
      listeners.forEach((f) => f());
    },
    listeners,
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useMediaQuery', () => {
  it('answers now and follows a change (a rotated phone)', () => {
    const media = fakeMatchMedia(true);
    const { result, unmount } = renderHook(() => useMediaQuery('(max-width: 359px)'));
    expect(result.current).toBe(true);
    act(() => media.set(false));
    expect(result.current).toBe(false);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('matches nothing where there is no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useMediaQuery('(min-width: 1px)'));
    expect(result.current).toBe(false);
  });

  // A polled list renders every second: a new MediaQueryList per render was waste.
  it('asks the browser for a query’s list once, however often it renders', () => {
    const list = { matches: true, addEventListener: () => {}, removeEventListener: () => {} };
    const matchMedia = vi.fn(() => list);
    vi.stubGlobal('matchMedia', matchMedia);
    const { result, rerender } = renderHook(() => useMediaQuery('(max-width: 200px)'));
    for (let i = 0; i < 5; i++) rerender();
    expect(result.current).toBe(true);
    expect(matchMedia).toHaveBeenCalledTimes(1);
  });
});
