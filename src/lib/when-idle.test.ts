import { afterEach, describe, expect, it, vi } from 'vitest';

import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for the browser’s idle moment, with the timeout passed on; a cancel stops it', () => {
    let idle: (() => void) | undefined;
    const request = vi.fn((fn: () => void, _o: { timeout: number }) => ((idle = fn), 7));
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const run = vi.fn();
    const stop = whenIdle(run, { timeoutMs: 300, fallbackMs: 100 });
    expect(request.mock.calls[0]![1]).toEqual({ timeout: 300 });
    expect(run).not.toHaveBeenCalled();
    idle!();
    expect(run).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('without idle callbacks (Safari) runs after the fallback delay, unless cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run, { timeoutMs: 300, fallbackMs: 100 });
    vi.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    const other = vi.fn();
    whenIdle(other, { timeoutMs: 300, fallbackMs: 100 })();
    vi.advanceTimersByTime(500);
    expect(other).not.toHaveBeenCalled();
  });
});
