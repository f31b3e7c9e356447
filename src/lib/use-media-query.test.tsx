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
    const { result } = renderHook(() => useMediaQuery('(max-width: 359px)'));
    expect(result.current).toBe(false);
  });
});
