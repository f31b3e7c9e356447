import { describe, expect, it } from 'vitest';

import { futuresSessionOf, sessionOf, sessionOfWindows } from './session';

/** Beijing wall-clock time → epoch ms. */
const bj = (text: string) => Date.parse(`${text}+08:00`);

const setting = {
  transAmBegin: '9:30',
  transAmEnd: '11:30',
  transPmBegin: '13:00',
  transPmEnd: '15:00',
  transAmBeginhk: '9:30',
  transAmEndhk: '12:00',
  transPmBeginhk: '13:00',
  transPmEndhk: '16:00',
  transAmBeginUs: '21:30',
  transAmEndUs: '23:59',
  transPmBeginUs: '0:00',
  transPmEndUs: '4:00',
};

describe('sessionOf', () => {
  it('A-shares follow the shared market phase (2026-11-18 is a Wednesday)', () => {
    expect(sessionOf(bj('2026-11-18T10:00:00'), 'sz000001', setting, false)).toEqual({
      isOpen: true,
    });
    expect(sessionOf(bj('2026-11-18T12:00:00'), 'sz000001', setting, false)).toEqual({
      isOpen: false,
      reason: 'outside-hours',
    });
    expect(sessionOf(bj('2026-11-21T10:00:00'), 'sz000001', setting, false)).toEqual({
      isOpen: false,
      reason: 'weekend',
    });
  });

  it('holiday mode closes everything', () => {
    expect(sessionOf(bj('2026-11-18T10:00:00'), 'sh600519', setting, true)).toEqual({
      isOpen: false,
      reason: 'holiday',
    });
  });

  it('HK and US stocks use their own windows', () => {
    expect(sessionOf(bj('2026-11-18T15:30:00'), 'hk00700', setting, false).isOpen).toBe(true);
    expect(sessionOf(bj('2026-11-18T15:30:00'), 'sh600519', setting, false).isOpen).toBe(false);
    expect(sessionOf(bj('2026-11-18T22:00:00'), 'usAAPL', setting, false).isOpen).toBe(true);
    expect(sessionOf(bj('2026-11-18T02:00:00'), 'usAAPL', setting, false).isOpen).toBe(true);
  });
});

describe('windows', () => {
  it('a window that ends before it begins wraps past midnight; the ends are excluded', () => {
    const w: [string, string][] = [['21:00', '5:00']];
    expect(sessionOfWindows(bj('2026-11-18T23:00:00'), w).isOpen).toBe(true);
    expect(sessionOfWindows(bj('2026-11-18T04:59:00'), w).isOpen).toBe(true);
    expect(sessionOfWindows(bj('2026-11-18T05:00:00'), w).isOpen).toBe(false);
    expect(sessionOfWindows(bj('2026-11-18T21:00:00'), w).isOpen).toBe(false);
  });

  it('futures use their product three windows', () => {
    const cl = {
      transAmBegin: '7:00',
      transAmEnd: '11:30',
      transPmBegin: '13:00',
      transPmEnd: '17:00',
      transPmBegin2: '21:00',
      transPmEnd2: '5:00',
    };
    expect(futuresSessionOf(bj('2026-11-18T12:00:00'), cl, false).isOpen).toBe(false);
    expect(futuresSessionOf(bj('2026-11-18T16:00:00'), cl, false).isOpen).toBe(true);
    expect(futuresSessionOf(bj('2026-11-18T22:00:00'), cl, false).isOpen).toBe(true);
  });
});
