import { afterEach, describe, expect, it } from 'vitest';

import { noteServerDate, resetServerClock, serverNow } from './server-clock';

describe('server clock', () => {
  afterEach(resetServerClock);

  it('follows the Date header of the latest reply', () => {
    const received = Date.now();
    noteServerDate('Mon, 02 Nov 2026 01:30:00 GMT', received);
    const expected = Date.parse('2026-11-02T01:30:00.500Z');
    expect(Math.abs(serverNow() - expected)).toBeLessThan(1000);
  });

  it('keeps the phone clock when the header is missing or unreadable', () => {
    noteServerDate(undefined);
    noteServerDate('not a date');
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(50);
  });
});
