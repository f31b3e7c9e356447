// The trading calendar as api-contract §16 states it, and the A-share phase the status lines show
// (market-rules §2). The app's ticket and status line call these functions directly; the mock's
// agreement with them is walked minute by minute in mock-server/src/domain/trading-hours.test.ts.
import { describe, expect, it } from 'vitest';

import {
  beijingClock,
  DEFAULT_A_SHARE_TIMES,
  futuresOrderVerdict,
  indexOrderVerdict,
  isInWindow,
  marketPhase,
  parseClock,
  sessionMarketOf,
  sessionVerdict,
  stockBuyVerdict,
  verdictOfPhase,
  type MarketPhase,
  type SessionTimes,
} from './trading-hours';

/** A Beijing wall-clock time as epoch ms (2026-11-02 is a Monday, 2026-11-07 a Saturday). */
const bj = (iso: string) => Date.parse(`${iso}+08:00`);

const SETTING: SessionTimes = {
  ...DEFAULT_A_SHARE_TIMES,
  transAmBeginhk: '9:30',
  transAmEndhk: '12:00',
  transPmBeginhk: '13:00',
  transPmEndhk: '16:00',
  transAmBeginUs: '21:30',
  transAmEndUs: '23:59',
  transPmBeginUs: '0:00',
  transPmEndUs: '4:00',
};

describe('Beijing clock', () => {
  it('reads Beijing time whatever the host zone', () => {
    expect(beijingClock(Date.parse('2026-11-02T01:30:05Z'))).toEqual({
      weekday: 1,
      secondOfDay: 9 * 3600 + 30 * 60 + 5,
      minuteOfDay: 570,
    });
    // 23:00 UTC on a Friday is already Saturday in Beijing.
    expect(beijingClock(Date.parse('2026-11-06T23:00:00Z')).weekday).toBe(6);
  });
});

describe('clock texts', () => {
  it('reads H:mm and HH:mm, and nothing else (§16: `H:mm` strings)', () => {
    expect(parseClock('9:30')).toBe(570);
    expect(parseClock('09:30')).toBe(570);
    expect(parseClock(' 13:05 ')).toBe(785);
    expect(parseClock('0:00')).toBe(0);
    for (const bad of ['', null, undefined, '930', '0930', '9.30', '25:00', '9:60', 'x']) {
      expect(parseClock(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('windows', () => {
  const s = (hm: string) => {
    const [h, m, sec = '0'] = hm.split(':');
    return Number(h) * 3600 + Number(m) * 60 + Number(sec);
  };

  it('are strict at both ends, to the second', () => {
    expect(isInWindow(s('9:30:00'), 570, 690)).toBe(false);
    expect(isInWindow(s('9:30:01'), 570, 690)).toBe(true);
    expect(isInWindow(s('11:29:59'), 570, 690)).toBe(true);
    expect(isInWindow(s('11:30:00'), 570, 690)).toBe(false);
  });

  it('wrap past midnight when the begin is later than the end', () => {
    expect(isInWindow(s('23:00'), 21 * 60 + 30, 240)).toBe(true);
    expect(isInWindow(s('2:00'), 21 * 60 + 30, 240)).toBe(true);
    expect(isInWindow(s('3:59:59'), 21 * 60 + 30, 240)).toBe(true);
    expect(isInWindow(s('4:00'), 21 * 60 + 30, 240)).toBe(false);
    expect(isInWindow(s('21:30'), 21 * 60 + 30, 240)).toBe(false);
    expect(isInWindow(s('10:00'), 21 * 60 + 30, 240)).toBe(false);
  });

  it('a window with an unreadable or missing end never opens; equal ends neither', () => {
    expect(isInWindow(s('10:00'), undefined, 690)).toBe(false);
    expect(isInWindow(s('10:00'), 570, undefined)).toBe(false);
    expect(isInWindow(s('10:00'), 600, 600)).toBe(false);
  });
});

describe('order verdict', () => {
  it.each([
    ['2026-11-02T09:29:59', 'outside-hours'],
    ['2026-11-02T09:30:00', 'outside-hours'],
    ['2026-11-02T09:30:01', 'open'],
    ['2026-11-02T09:31:00', 'open'],
    ['2026-11-02T11:29:50', 'open'],
    ['2026-11-02T11:30:05', 'outside-hours'],
    ['2026-11-02T12:00:00', 'outside-hours'],
    ['2026-11-02T14:59:59', 'open'],
    ['2026-11-02T15:00:00', 'outside-hours'],
    ['2026-11-07T10:00:00', 'weekend'],
    ['2026-11-08T10:00:00', 'weekend'],
  ])('an A-share buy at %s Beijing: %s', (time, expected) => {
    const verdict = stockBuyVerdict(bj(time), 'sz000001', SETTING, false);
    expect(verdict.isOpen ? 'open' : verdict.reason).toBe(expected);
  });

  it('checks the windows before the holiday switch, as the reference does (§11.3 5–8)', () => {
    expect(stockBuyVerdict(bj('2026-11-02T10:00:00'), 'sh600519', SETTING, true)).toEqual({
      isOpen: false,
      reason: 'holiday',
    });
    expect(stockBuyVerdict(bj('2026-11-02T12:00:00'), 'sh600519', SETTING, true)).toEqual({
      isOpen: false,
      reason: 'outside-hours',
    });
    expect(stockBuyVerdict(bj('2026-11-07T10:00:00'), 'sh600519', SETTING, true)).toEqual({
      isOpen: false,
      reason: 'weekend',
    });
  });

  it('HK and US stocks use their own windows; the holiday switch spares US buys', () => {
    expect(stockBuyVerdict(bj('2026-11-02T15:30:00'), 'hk00700', SETTING, false).isOpen).toBe(true);
    expect(stockBuyVerdict(bj('2026-11-02T15:30:00'), 'sh600519', SETTING, false).isOpen).toBe(
      false,
    );
    expect(stockBuyVerdict(bj('2026-11-02T22:00:00'), 'usAAPL', SETTING, false).isOpen).toBe(true);
    expect(stockBuyVerdict(bj('2026-11-03T02:00:00'), 'usAAPL', SETTING, false).isOpen).toBe(true);
    expect(stockBuyVerdict(bj('2026-11-02T10:00:00'), 'usAAPL', SETTING, false).isOpen).toBe(false);
    expect(stockBuyVerdict(bj('2026-11-02T22:00:00'), 'usAAPL', SETTING, true).isOpen).toBe(true);
    expect(stockBuyVerdict(bj('2026-11-02T15:30:00'), 'hk00700', SETTING, true)).toEqual({
      isOpen: false,
      reason: 'holiday',
    });
  });

  it('indices use their market windows and always obey the holiday switch', () => {
    expect(indexOrderVerdict(bj('2026-11-02T22:00:00'), 'usDJI', SETTING, false).isOpen).toBe(true);
    expect(indexOrderVerdict(bj('2026-11-02T22:00:00'), 'usDJI', SETTING, true)).toEqual({
      isOpen: false,
      reason: 'holiday',
    });
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
    expect(futuresOrderVerdict(bj('2026-11-02T12:00:00'), cl, false).isOpen).toBe(false);
    expect(futuresOrderVerdict(bj('2026-11-02T16:00:00'), cl, false).isOpen).toBe(true);
    expect(futuresOrderVerdict(bj('2026-11-02T22:00:00'), cl, false).isOpen).toBe(true);
    expect(futuresOrderVerdict(bj('2026-11-03T04:59:59'), cl, false).isOpen).toBe(true);
    expect(futuresOrderVerdict(bj('2026-11-03T05:00:00'), cl, false).isOpen).toBe(false);
    expect(futuresOrderVerdict(bj('2026-11-02T16:00:00'), cl, true).isOpen).toBe(false);
  });

  it('reads the market from the gid prefix', () => {
    expect(
      ['sh600519', 'sz000001', 'bj430047', 'HK00700', 'usAAPL', '', null].map(sessionMarketOf),
    ).toEqual(['a', 'a', 'a', 'hk', 'us', 'a', 'a']);
  });
});

describe('A-share phase', () => {
  it('walks through a trading day', () => {
    expect(marketPhase(bj('2026-11-02T08:00:00'))).toBe('pre-open');
    expect(marketPhase(bj('2026-11-02T09:15:00'))).toBe('auction');
    expect(marketPhase(bj('2026-11-02T09:20:00'))).toBe('auction');
    expect(marketPhase(bj('2026-11-02T09:30:00'))).toBe('auction');
    expect(marketPhase(bj('2026-11-02T09:30:01'))).toBe('open');
    expect(marketPhase(bj('2026-11-02T11:29:59'))).toBe('open');
    expect(marketPhase(bj('2026-11-02T11:30:00'))).toBe('lunch');
    expect(marketPhase(bj('2026-11-02T13:00:00'))).toBe('lunch');
    expect(marketPhase(bj('2026-11-02T13:00:01'))).toBe('open');
    expect(marketPhase(bj('2026-11-02T15:00:00'))).toBe('closed');
    expect(marketPhase(bj('2026-11-02T23:59:59'))).toBe('closed');
  });

  it('is closed all weekend', () => {
    expect(marketPhase(bj('2026-11-07T10:00:00'))).toBe('weekend');
    expect(marketPhase(bj('2026-11-08T14:00:00'))).toBe('weekend');
  });

  it("reads the site's windows; a window with an unreadable end never opens", () => {
    const late = { ...DEFAULT_A_SHARE_TIMES, transAmBegin: '10:00' };
    expect(marketPhase(bj('2026-11-02T09:45:00'), late)).toBe('auction');
    expect(marketPhase(bj('2026-11-02T10:00:01'), late)).toBe('open');
    const broken = { ...DEFAULT_A_SHARE_TIMES, transAmEnd: 'x' };
    expect(marketPhase(bj('2026-11-02T10:00:00'), broken)).toBe('closed');
    expect(marketPhase(bj('2026-11-02T14:00:00'), broken)).toBe('open');
  });

  it('gives the close check its verdict: closed phases first, then the holiday switch', () => {
    expect(verdictOfPhase('open', false)).toEqual({ isOpen: true });
    expect(verdictOfPhase('open', true)).toEqual({ isOpen: false, reason: 'holiday' });
    expect(verdictOfPhase('lunch', true)).toEqual({ isOpen: false, reason: 'outside-hours' });
    expect(verdictOfPhase('weekend', true)).toEqual({ isOpen: false, reason: 'weekend' });
  });
});

describe('a whole week, minute by minute', () => {
  const MONDAY = bj('2026-11-02T00:00:00');
  const WRAPPING: SessionTimes = {
    transAmBegin: '21:30',
    transAmEnd: '2:30',
    transPmBegin: '13:00',
    transPmEnd: '15:00',
  };

  it.each([
    ['the exchanges’ windows', DEFAULT_A_SHARE_TIMES],
    ['a morning window that wraps past midnight', WRAPPING],
  ])('with %s, the status line is "open" exactly when an A-share buy is accepted', (_, times) => {
    const seen = new Set<MarketPhase>();
    const mismatches: string[] = [];
    for (let minute = 0; minute < 7 * 1440; minute++) {
      // On the minute and half a minute later: a window opens one second after its begin.
      for (const at of [MONDAY + minute * 60_000, MONDAY + minute * 60_000 + 30_000]) {
        const phase = marketPhase(at, times);
        seen.add(phase);
        for (const isHoliday of [false, true]) {
          const ticket = stockBuyVerdict(at, 'sh600000', times, isHoliday);
          const generic = sessionVerdict(
            at,
            [
              [times.transAmBegin, times.transAmEnd],
              [times.transPmBegin, times.transPmEnd],
            ],
            isHoliday,
          );
          const fromPhase = verdictOfPhase(phase, isHoliday);
          if (
            JSON.stringify(ticket) !== JSON.stringify(fromPhase) ||
            JSON.stringify(ticket) !== JSON.stringify(generic)
          ) {
            mismatches.push(`${new Date(at).toISOString()} holiday=${String(isHoliday)} ${phase}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(seen.has('open') && seen.has('weekend') && seen.has('closed')).toBe(true);
  });

  it('meets every phase of the trading week with the exchanges’ windows', () => {
    const seen = new Set<MarketPhase>();
    for (let minute = 0; minute < 7 * 1440; minute++)
      seen.add(marketPhase(MONDAY + minute * 60_000));
    expect([...seen].sort()).toEqual(['auction', 'closed', 'lunch', 'open', 'pre-open', 'weekend']);
  });
});
