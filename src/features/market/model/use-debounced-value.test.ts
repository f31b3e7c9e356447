import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('settles on the last value once typing pauses for the delay', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, SEARCH_DEBOUNCE_MS), {
      initialProps: { v: '' },
    });
    rerender({ v: '6' });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    rerender({ v: '60' });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    rerender({ v: '600' });
    // Keystrokes closer together than the delay: still the first value.
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('600');
  });

  it('waits 300 ms, not the 2 s the reference waited', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });
});
