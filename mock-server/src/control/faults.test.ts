// The fault registry on its own: validation, match order, `times`, `until`, seeded probability.
import { describe, expect, it } from 'vitest';

import { fakeClock } from '../testing';

import { FaultRegistry, type FaultRequest } from './faults';

const POSITIONS = '/user/position/list.do';
const LOGIN = '/api/user/login.do';

const registry = () => {
  const clock = fakeClock();
  return { clock, faults: new FaultRegistry(clock) };
};

const ids = (faults: FaultRegistry, request: FaultRequest, calls: number) =>
  Array.from({ length: calls }, () => faults.match(request)?.id ?? '-');

describe('FaultRegistry.add', () => {
  it('fills defaults and numbers rules without an id', () => {
    const { faults } = registry();
    const result = faults.add([{ kind: 'http500' }, { kind: 'reset', scope: { path: LOGIN } }]);
    expect(result).toMatchObject({
      ok: true,
      added: [
        { id: 'f1', kind: 'http500', scope: {}, probability: 1, seed: 1, hits: 0, active: true },
        { id: 'f2', kind: 'reset', scope: { path: LOGIN } },
      ],
    });
    expect(faults.add({ kind: 'empty' })).toMatchObject({ ok: true, added: [{ id: 'f3' }] });
  });

  it('rejects an unknown contract path, naming it', () => {
    const { faults } = registry();
    const result = faults.add({ kind: 'reset', scope: { path: '/user/positions.do' } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toContain('scope.path: unknown contract path "/user/positions.do"');
    expect(faults.list()).toEqual([]);
  });

  it('lists every problem of a batch with its index, and adds none of it', () => {
    const { faults } = registry();
    const result = faults.add([
      { kind: 'http500' },
      { kind: 'latency', probability: 2 },
      { kind: 'explode', colour: 'red' },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\[1\]\.probability: /),
        expect.stringMatching(/^\[1\]\.latencyMs: a latency rule needs latencyMs/),
        expect.stringMatching(/^\[2\]\.kind: /),
        expect.stringMatching(/^\[2\]: .*colour/),
      ]),
    );
    expect(faults.list()).toEqual([]);
  });

  it('refuses an id that is taken', () => {
    const { faults } = registry();
    faults.add({ id: 'slow', kind: 'latency', latencyMs: 10 });
    const result = faults.add({ id: 'slow', kind: 'reset' });
    expect(result).toMatchObject({ ok: false, issues: ['id "slow" is already taken'] });
  });
});

describe('FaultRegistry.match', () => {
  it('tries the most specific rule first: path, then frame, then user', () => {
    const { faults } = registry();
    faults.add([
      { id: 'global', kind: 'http500' },
      { id: 'user', kind: 'http500', scope: { userId: 7 } },
      { id: 'frame', kind: 'http500', scope: { frame: 'iphone-se' } },
      { id: 'path', kind: 'http500', scope: { path: POSITIONS } },
    ]);
    expect(faults.list().map((r) => r.id)).toEqual(['path', 'frame', 'user', 'global']);
    expect(faults.match({ path: POSITIONS, userId: 7, frame: 'iphone-se' })?.id).toBe('path');
    expect(faults.match({ path: LOGIN, userId: 7, frame: 'iphone-se' })?.id).toBe('frame');
    expect(faults.match({ path: LOGIN, userId: 7 })?.id).toBe('user');
    expect(faults.match({ path: LOGIN })?.id).toBe('global');
  });

  it('counts `times` down, then the rule stays listed but inactive', () => {
    const { faults } = registry();
    faults.add({ id: 'twice', kind: 'reset', scope: { path: POSITIONS }, times: 2 });
    expect(ids(faults, { path: POSITIONS }, 3)).toEqual(['twice', 'twice', '-']);
    expect(faults.list()).toMatchObject([{ id: 'twice', hits: 2, active: false }]);
  });

  it('stops at `until` on the mock clock', () => {
    const { faults, clock } = registry();
    faults.add({ kind: 'http500', until: clock.now() + 1000 });
    expect(faults.match({ path: LOGIN })).toBeDefined();
    clock.advance(1000);
    expect(faults.match({ path: LOGIN })).toBeUndefined();
  });

  it('draws probability from the rule seed: the same seed gives the same run', () => {
    const run = (seed: number) => {
      const { faults } = registry();
      faults.add({ id: 'coin', kind: 'http500', probability: 0.5, seed });
      return ids(faults, { path: LOGIN }, 40);
    };
    const first = run(42);
    expect(run(42)).toEqual(first);
    expect(run(43)).not.toEqual(first);
    const hits = first.filter((id) => id === 'coin').length;
    expect(hits).toBeGreaterThan(8);
    expect(hits).toBeLessThan(32);
  });

  it('falls through to the next rule when a draw fails', () => {
    const { faults } = registry();
    faults.add([
      { id: 'never', kind: 'reset', scope: { path: LOGIN }, probability: 0 },
      { id: 'always', kind: 'http500' },
    ]);
    expect(faults.match({ path: LOGIN })?.id).toBe('always');
    expect(faults.list()).toMatchObject([
      { id: 'never', hits: 0 },
      { id: 'always', hits: 1 },
    ]);
  });

  it('remove and clear report what they removed', () => {
    const { faults } = registry();
    faults.add([{ id: 'a', kind: 'empty' }, { kind: 'empty' }]);
    expect(faults.remove('a')).toBe(true);
    expect(faults.remove('a')).toBe(false);
    expect(faults.clear()).toBe(1);
    expect(faults.match({ path: LOGIN })).toBeUndefined();
  });
});
