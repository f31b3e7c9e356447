import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FrameThrottle, GestureTracker } from './gestures';

const make = (panAndPinch = true) => {
  const onPan = vi.fn();
  const onPinch = vi.fn();
  const onCrosshair = vi.fn();
  const tracker = new GestureTracker({ onPan, onPinch, onCrosshair }, { panAndPinch });
  return { tracker, onPan, onPinch, onCrosshair };
};

describe('GestureTracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a finger held still for 400 ms shows the crosshair until it lifts', () => {
    const { tracker, onCrosshair, onPan } = make();
    tracker.down(1, 100, 50);
    vi.advanceTimersByTime(399);
    expect(onCrosshair).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onCrosshair).toHaveBeenLastCalledWith({ x: 100, y: 50 });
    expect(tracker.isCapturing()).toBe(true);
    tracker.move(1, 160, 90);
    expect(onCrosshair).toHaveBeenLastCalledWith({ x: 160, y: 90 });
    expect(onPan).not.toHaveBeenCalled();
    tracker.up(1);
    expect(onCrosshair).toHaveBeenLastCalledWith(null);
    expect(tracker.getMode()).toBe('idle');
  });

  it('a small tremble (< 8 px) still counts as holding still', () => {
    const { tracker, onCrosshair } = make();
    tracker.down(1, 100, 50);
    tracker.move(1, 104, 53);
    vi.advanceTimersByTime(400);
    expect(onCrosshair).toHaveBeenCalledWith({ x: 104, y: 53 });
  });

  it('a short tap does nothing', () => {
    const { tracker, onCrosshair, onPan } = make();
    tracker.down(1, 100, 50);
    vi.advanceTimersByTime(150);
    tracker.up(1);
    vi.advanceTimersByTime(1000);
    expect(onCrosshair).not.toHaveBeenCalled();
    expect(onPan).not.toHaveBeenCalled();
    expect(tracker.isCapturing()).toBe(false);
  });

  it('a sideways drag pans and cancels the long-press', () => {
    const { tracker, onCrosshair, onPan } = make();
    tracker.down(1, 100, 50);
    tracker.move(1, 90, 52);
    expect(tracker.getMode()).toBe('pan');
    expect(tracker.isCapturing()).toBe(true);
    tracker.move(1, 70, 55);
    expect(onPan.mock.calls.map((c) => c[0] as number)).toEqual([-10, -20]);
    vi.advanceTimersByTime(1000);
    expect(onCrosshair).not.toHaveBeenCalled();
  });

  it('a vertical swipe is left to the page', () => {
    const { tracker, onCrosshair, onPan } = make();
    tracker.down(1, 100, 50);
    tracker.move(1, 102, 80);
    expect(tracker.getMode()).toBe('idle');
    expect(tracker.isCapturing()).toBe(false);
    tracker.move(1, 150, 90);
    vi.advanceTimersByTime(1000);
    expect(onPan).not.toHaveBeenCalled();
    expect(onCrosshair).not.toHaveBeenCalled();
  });

  it('the browser taking the touch over (pointercancel) ends everything', () => {
    const { tracker, onCrosshair } = make();
    tracker.down(1, 100, 50);
    tracker.cancel(1);
    vi.advanceTimersByTime(1000);
    expect(onCrosshair).not.toHaveBeenCalled();
  });

  it('two fingers pinch; the remaining finger continues as a pan', () => {
    const { tracker, onPinch, onPan } = make();
    tracker.down(1, 100, 50);
    tracker.down(2, 200, 50);
    expect(onPinch).toHaveBeenLastCalledWith(1, 150, 'start');
    tracker.move(2, 150, 50);
    expect(onPinch).toHaveBeenLastCalledWith(2, 125, 'move');
    tracker.move(1, 50, 50);
    expect(onPinch).toHaveBeenLastCalledWith(1, 100, 'move');
    tracker.up(2);
    expect(tracker.getMode()).toBe('pan');
    tracker.move(1, 40, 50);
    expect(onPan).toHaveBeenLastCalledWith(-10);
  });

  it('the time-share chart (no pan/pinch) only has the crosshair', () => {
    const { tracker, onPan, onPinch, onCrosshair } = make(false);
    tracker.down(1, 100, 50);
    tracker.move(1, 150, 50);
    tracker.down(2, 200, 50);
    expect(onPan).not.toHaveBeenCalled();
    expect(onPinch).not.toHaveBeenCalled();
    tracker.up(1);
    tracker.up(2);
    tracker.down(3, 10, 10);
    vi.advanceTimersByTime(400);
    expect(onCrosshair).toHaveBeenCalledWith({ x: 10, y: 10 });
  });

  it('reset releases a crosshair', () => {
    const { tracker, onCrosshair } = make();
    tracker.down(1, 100, 50);
    vi.advanceTimersByTime(400);
    tracker.reset();
    expect(onCrosshair).toHaveBeenLastCalledWith(null);
  });
});

describe('FrameThrottle', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
      ],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies only the latest value, on a frame, at most 4 times a second', () => {
    const fn = vi.fn();
    const throttle = new FrameThrottle<number>(fn, 250);
    throttle.push(1);
    throttle.push(2);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(16);
    expect(fn.mock.calls).toEqual([[2]]);
    // A burst of ticks during the next 250 ms is coalesced into one render.
    for (let i = 3; i <= 20; i++) {
      throttle.push(i);
      vi.advanceTimersByTime(10);
    }
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300);
    expect(fn.mock.calls).toEqual([[2], [20]]);
    // Over two seconds of ticks every 50 ms: ≤ 4 per second.
    fn.mockClear();
    for (let i = 0; i < 40; i++) {
      throttle.push(i);
      vi.advanceTimersByTime(50);
    }
    expect(fn.mock.calls.length).toBeLessThanOrEqual(9);
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(7);
  });

  it('flush applies at once; cancel drops the pending value', () => {
    const fn = vi.fn();
    const throttle = new FrameThrottle<string>(fn, 250);
    throttle.push('a');
    throttle.flush();
    expect(fn).toHaveBeenCalledWith('a');
    throttle.push('b');
    throttle.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
