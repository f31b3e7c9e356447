import { describe, expect, it } from 'vitest';

import { marketPhase, parseClock, windowsOf } from './trading-session';

/** A Beijing wall-clock time as epoch ms. */
const bj = (iso: string) => Date.parse(`${iso}+08:00`);

describe('market phase (Beijing time)', () => {
  it('walks through a trading day', () => {
    expect(marketPhase(bj('2026-11-02T08:00:00'))).toBe('pre-open');
    expect(marketPhase(bj('2026-11-02T09:20:00'))).toBe('auction');
    expect(marketPhase(bj('2026-11-02T09:30:00'))).toBe('open');
    expect(marketPhase(bj('2026-11-02T11:29:59'))).toBe('open');
    expect(marketPhase(bj('2026-11-02T11:30:00'))).toBe('lunch');
    expect(marketPhase(bj('2026-11-02T13:00:00'))).toBe('open');
    expect(marketPhase(bj('2026-11-02T15:00:00'))).toBe('closed');
  });

  it('is closed all weekend', () => {
    expect(marketPhase(bj('2026-11-07T10:00:00'))).toBe('weekend');
    expect(marketPhase(bj('2026-11-08T14:00:00'))).toBe('weekend');
  });

  it('reads the site setting windows and falls back on bad text', () => {
    expect(parseClock('9:30')).toBe(570);
    expect(parseClock('0930')).toBe(570);
    expect(parseClock('25:00')).toBeUndefined();
    const w = windowsOf({ transAmBegin: '10:00', transAmEnd: 'x' });
    expect(w.amBegin).toBe(600);
    expect(w.amEnd).toBe(690);
    expect(marketPhase(bj('2026-11-02T09:45:00'), w)).toBe('auction');
  });
});
