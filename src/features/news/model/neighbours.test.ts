import { describe, expect, it } from 'vitest';

import { neighboursIn } from './neighbours';

const rows = [1, 2, 3, 4].map((id) => ({ id, title: `item ${id}` }));

describe('previous / next within a tab', () => {
  it.each([
    // id, complete, previous, next
    [2, false, 1, 3],
    [1, false, null, 2],
    [4, true, 3, null],
    [1, true, null, 2],
  ])('item %i (complete %s): previous %s, next %s', (id, complete, previous, next) => {
    const result = neighboursIn(rows, id, complete);
    expect(result).toEqual({
      found: true,
      previous: previous === null ? null : { id: previous, title: `item ${previous}` },
      next: next === null ? null : { id: next, title: `item ${next}` },
    });
  });

  it('asks for another page when the item is the last loaded row and more pages exist', () => {
    expect(neighboursIn(rows, 4, false)).toBeUndefined();
  });

  it('asks for another page while the item is not loaded yet', () => {
    expect(neighboursIn(rows, 9, false)).toBeUndefined();
  });

  it('says the item is not in the tab once every page is loaded', () => {
    expect(neighboursIn(rows, 9, true)).toEqual({ found: false });
    expect(neighboursIn([], 9, true)).toEqual({ found: false });
  });

  it('a single item has neither neighbour', () => {
    expect(neighboursIn([{ id: 7, title: 'only' }], 7, true)).toEqual({
      found: true,
      previous: null,
      next: null,
    });
  });
});
