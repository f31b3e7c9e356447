import { describe, expect, it } from 'vitest';

import { OVERFLOW_REPORT, readReport } from './overflow-protocol';

describe('overflow report from a frame', () => {
  it('reads a well-formed report', () => {
    const item = { tag: 'span', text: 'Xác nhận', scrollWidth: 90, clientWidth: 60, rect: {} };
    expect(readReport({ type: OVERFLOW_REPORT, id: 'q', frame: 'f901', items: [item] })).toEqual({
      id: 'q',
      items: [{ tag: 'span', text: 'Xác nhận', scrollWidth: 90, clientWidth: 60 }],
    });
  });

  it('ignores anything else', () => {
    expect(readReport({ type: 'other', id: 'q', items: [] })).toBeNull();
    expect(readReport({ type: OVERFLOW_REPORT, id: 'q', items: [{ tag: 1 }] })).toBeNull();
    expect(readReport({ type: OVERFLOW_REPORT, id: 'q', items: 'all' })).toBeNull();
    expect(readReport('harness:overflow-report')).toBeNull();
  });
});
