// Counter-based randomness for the market engine: every draw is a pure function of (instrument key,
// day, stream, index), so a number never depends on which request came first (no shared
// sequential generator). The instrument key itself hashes (seed, gid).
import { fmix32 as fmix, seededHash } from '../../../fixtures/src/securities';

/** Per-instrument key. */
export const instrumentKey = (seed: number, gid: string): number => seededHash(seed, gid);

/** A uint32 from a key and up to three integers. */
export const hash = (key: number, a: number, b = 0, c = 0): number =>
  fmix(fmix(fmix(key ^ fmix(a + 0x9e3779b9)) ^ (b + 0x7f4a7c15)) ^ (c + 0x165667b1));

/** Uniform in [0, 1). */
export const unit = (h: number): number => h / 4_294_967_296;

/** A small generator (mulberry32) for a burst of draws that belong together (one day's minutes). */
export const stream = (key: number, a: number, b = 0): (() => number) => {
  let state = hash(key, a, b);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/** Standard normal from two uniforms (Box–Muller). */
export const gaussian = (u1: number, u2: number): number =>
  Math.sqrt(-2 * Math.log(1 - u1)) * Math.cos(2 * Math.PI * u2);
