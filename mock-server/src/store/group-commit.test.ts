// Group commit: one disk write releases every reply waiting at that moment; changes made while it
// runs go to the next write; a request during which nothing changed never waits; after a disk
// failure nothing is promised.
import { describe, expect, it } from 'vitest';

import { GroupCommit } from './group-commit';

/** A commit whose writes finish only when the test says so. */
const heldCommit = () => {
  const writes: (() => void)[] = [];
  const failures: ((e: Error) => void)[] = [];
  const commit = new GroupCommit(
    () =>
      new Promise<void>((ok, fail) => {
        writes.push(ok);
        failures.push(fail);
      }),
    () => {},
  );
  const tick = () => new Promise((ok) => setImmediate(ok));
  return { commit, writes, failures, tick };
};

describe('group commit', () => {
  it('one write releases every reply waiting for it; later changes wait for the next', async () => {
    const { commit, writes, tick } = heldCommit();
    const released: string[] = [];
    for (const name of ['a', 'b', 'c']) {
      commit.note();
      commit.whenDurable(commit.seq, () => released.push(name));
    }
    await tick();
    expect(writes).toHaveLength(1);
    commit.note(); // arrives while the first write is on its way
    commit.whenDurable(commit.seq, () => released.push('d'));
    writes[0]?.();
    await tick();
    expect(released).toEqual(['a', 'b', 'c']);
    expect(writes).toHaveLength(2);
    writes[1]?.();
    await tick();
    expect(released).toEqual(['a', 'b', 'c', 'd']);
  });

  it('writes overlap, but a reply is released only once every earlier write is done', async () => {
    const { commit, writes, tick } = heldCommit();
    const released: string[] = [];
    commit.note();
    commit.whenDurable(commit.seq, () => released.push('first'));
    await tick();
    commit.note();
    commit.whenDurable(commit.seq, () => released.push('second'));
    await tick();
    expect(writes).toHaveLength(2);
    writes[1]?.(); // the later write reaches the disk first
    await tick();
    expect(released).toEqual([]);
    writes[0]?.();
    await tick();
    expect(released).toEqual(['first', 'second']);
  });

  it('a request during which nothing changed does not wait, even while a write is pending', async () => {
    const { commit, tick } = heldCommit();
    commit.note();
    const readStarts = commit.seq;
    expect(commit.isPendingSince(readStarts)).toBe(false);
    commit.note();
    expect(commit.isPendingSince(readStarts)).toBe(true);
    await tick();
  });

  it('after a disk failure, waiting and later replies are refused', async () => {
    const { commit, failures, tick } = heldCommit();
    const outcomes: boolean[] = [];
    commit.note();
    commit.whenDurable(commit.seq, (ok) => outcomes.push(ok));
    await tick();
    failures[0]?.(new Error('EIO'));
    await tick();
    commit.note();
    commit.whenDurable(commit.seq, (ok) => outcomes.push(ok));
    expect(outcomes).toEqual([false, false]);
    await expect(commit.flush()).rejects.toThrow();
  });
});
