// The controllable clock: live by default, then frozen, jumped, shifted and sped up on request,
// and restored from a snapshot where it stood.
import { describe, expect, it } from 'vitest';

import { createClock } from './clock';

const source = (start = 1_000_000) => {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
};

describe('ControlledClock', () => {
  it('follows its source while live', () => {
    const src = source();
    const clock = createClock(src.now);
    src.advance(5000);
    expect(clock.now()).toBe(1_005_000);
    expect(clock.state()).toMatchObject({ isLive: true, isFrozen: false, speed: 1, offsetMs: 0 });
  });

  it('stands still when frozen and runs on from there when resumed', () => {
    const src = source();
    const clock = createClock(src.now);
    clock.freeze();
    src.advance(60_000);
    expect(clock.now()).toBe(1_000_000);
    expect(clock.state()).toMatchObject({ isFrozen: true, speed: 0, offsetMs: -60_000 });
    clock.resume();
    src.advance(1000);
    expect(clock.now()).toBe(1_001_000);
  });

  it('jumps to an instant and keeps running at its speed', () => {
    const src = source();
    const clock = createClock(src.now);
    clock.set(5_000_000);
    src.advance(2000);
    expect(clock.now()).toBe(5_002_000);
    clock.shift(-1000);
    expect(clock.now()).toBe(5_001_000);
  });

  it('runs faster without jumping at the moment the speed changes', () => {
    const src = source();
    const clock = createClock(src.now);
    src.advance(1000);
    clock.setSpeed(60);
    expect(clock.now()).toBe(1_001_000);
    src.advance(1000);
    expect(clock.now()).toBe(1_061_000);
    expect(() => clock.setSpeed(0)).toThrow(RangeError);
  });

  it('goes back to the source when set live', () => {
    const src = source();
    const clock = createClock(src.now);
    clock.set(42);
    clock.freeze();
    clock.live();
    expect(clock.now()).toBe(src.now());
  });

  it('restores a snapshot where it stood, frozen or running', () => {
    const src = source();
    const a = createClock(src.now);
    a.set(9_000_000);
    a.setSpeed(10);
    const snap = a.snapshot();
    const b = createClock(src.now);
    b.restore(snap);
    src.advance(100);
    expect(b.now()).toBe(9_001_000);
    a.freeze();
    const frozen = createClock(src.now);
    frozen.restore(a.snapshot());
    src.advance(100);
    expect(frozen.now()).toBe(a.now());
  });
});
