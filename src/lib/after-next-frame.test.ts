import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { afterNextFrame } from './after-next-frame';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => vi.useRealTimers());

describe('afterNextFrame', () => {
  it('runs once, in a task after the next frame, not inside the frame', () => {
    const run = vi.fn();
    afterNextFrame(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    // The frame has run its callbacks and is being painted: not yet.
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after 200 ms when no frame comes (a hidden document)', () => {
    const run = vi.fn();
    vi.spyOn(globalThis, 'requestAnimationFrame').mockReturnValue(0);
    afterNextFrame(run);
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const run = vi.fn();
    afterNextFrame(run)();
    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
  });
});
