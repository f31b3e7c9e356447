import { afterEach, describe, expect, it, vi } from 'vitest';

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

  it('keeps a moved offset for the tab, not every reply jitter', () => {
    const write = vi.spyOn(Storage.prototype, 'setItem');
    const at = Date.parse('2026-11-18T02:00:00.000Z');
    noteServerDate('Wed, 18 Nov 2026 02:00:00 GMT', at);
    noteServerDate('Wed, 18 Nov 2026 02:00:01 GMT', at + 1100);
    noteServerDate('Wed, 18 Nov 2026 02:00:02 GMT', at + 1900);
    expect(write).toHaveBeenCalledTimes(1);
    // The phone clock jumped 3 s: the kept offset follows.
    noteServerDate('Wed, 18 Nov 2026 02:00:03 GMT', at + 6000);
    expect(write).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem('server-clock-offset')).toBe(String(500 - 3000));
    write.mockRestore();
  });

  it('is known again after a reload of the page (kept for the tab)', async () => {
    noteServerDate('Wed, 18 Nov 2026 02:00:00 GMT');
    vi.resetModules();
    const reloaded = await import('./server-clock');
    const expected = Date.parse('2026-11-18T02:00:00.500Z');
    expect(Math.abs(reloaded.serverNow() - expected)).toBeLessThan(1000);
    reloaded.resetServerClock();
  });
});
