// The mock's trading hours: the control API's switch over the contract's calendar, and a week
// walked minute by minute in which the mock's answer (what buy.do, sell.do, buyIndex.do and
// buyFutures.do ask) equals the app's (what the ticket and the status line compute) at every step.
// The calendar's own cases are in src/api/contracts/trading-hours.test.ts.
import { describe, expect, it } from 'vitest';

import { buildSiteSetting } from '../../../fixtures/src/site';
import type { SiteSetting } from '../../../src/api/contracts/models/site';
import {
  futuresOrderVerdict,
  futuresWindows,
  indexOrderVerdict,
  marketPhase,
  sessionWindows,
  stockBuyVerdict,
  verdictOfPhase,
  type FuturesTimes,
  type MarketPhase,
  type SessionMarket,
  type SessionVerdict,
} from '../../../src/api/contracts/trading-hours';
import { testServer } from '../testing';

import { parseBeijing } from './beijing-time';
import { orderSession } from './trading/context';
import { NAMED_STOCKS, tradingServer } from './trading/test-support';
import { tradingHoursVerdict } from './trading-hours';

const setting = buildSiteSetting({ id: 1 });
const at = (text: string) => parseBeijing(text) ?? Number.NaN;

describe('the control switch', () => {
  it('auto follows the calendar, holiday switch after the windows', () => {
    expect(tradingHoursVerdict(at('2026-11-02 10:00:00'), 'auto', setting, {})).toEqual({
      isOpen: true,
    });
    expect(
      tradingHoursVerdict(at('2026-11-02 10:00:00'), 'auto', setting, { holidayDisplay: true }),
    ).toEqual({ isOpen: false, reason: 'holiday' });
    expect(
      tradingHoursVerdict(at('2026-11-02 12:00:00'), 'auto', setting, { holidayDisplay: true }),
    ).toEqual({ isOpen: false, reason: 'outside-hours' });
    expect(tradingHoursVerdict(at('2026-11-02 22:00:00'), 'auto', setting, {}, 'us').isOpen).toBe(
      true,
    );
  });

  it('forces open or closed whatever the time', () => {
    expect(
      tradingHoursVerdict(at('2026-11-07 03:00:00'), 'open', setting, { holidayDisplay: true })
        .isOpen,
    ).toBe(true);
    expect(tradingHoursVerdict(at('2026-11-02 10:00:00'), 'closed', setting, {})).toEqual({
      isOpen: false,
      reason: 'outside-hours',
    });
  });

  it('reads Beijing time whatever the host zone (date strings are parsed as UTC+8)', () => {
    expect(parseBeijing('2026-11-02 09:30:00')).toBe(Date.parse('2026-11-02T01:30:00Z'));
    expect(parseBeijing('2026-02-31 10:00:00')).toBeUndefined();
    expect(parseBeijing('yesterday')).toBeUndefined();
  });
});

describe('buy.do at the opening second (api-contract §16: strictly after the begin)', () => {
  it('refuses at 09:30:00 and accepts at 09:30:01', async () => {
    const s = await tradingServer('verified', '2026-11-02 09:30:00');
    const order = { stockId: NAMED_STOCKS.moutai.id, buyNum: 100, buyType: 0, lever: 10 };
    expect((await s.call('/user/buy.do', order)).body).toEqual({
      status: 1,
      msg: '下单失败，不在交易时段内',
    });
    s.at('2026-11-02 09:30:01');
    expect((await s.call('/user/buy.do', order)).body).toMatchObject({ status: 0 });
  });
});

describe('a whole week: the app and the mock agree at every minute', () => {
  const MONDAY = at('2026-11-02 00:00:00');
  const WRAPPING: SiteSetting = {
    ...setting,
    transAmBegin: '21:30',
    transAmEnd: '2:30',
    transAmBeginhk: '22:00',
    transAmEndhk: '1:00',
  };
  const FUTURES: FuturesTimes = {
    transAmBegin: '9:00',
    transAmEnd: '10:15',
    transPmBegin: '13:30',
    transPmEnd: '15:00',
    transPmBegin2: '21:00',
    transPmEnd2: '2:30',
  };
  const GIDS: Record<SessionMarket, string> = { a: 'sh600519', hk: 'hk00700', us: 'usAAPL' };
  const text = (v: SessionVerdict | undefined) => (!v ? 'none' : v.isOpen ? 'open' : v.reason);

  it.each([
    ['the fixture windows', setting],
    ['windows that wrap past midnight', WRAPPING],
  ])('with %s, holiday switch off and on', (_, rows) => {
    const server = testServer();
    const product = server.store.db.siteProducts[0];
    if (!product) throw new Error('no product row');
    const phases = new Set<MarketPhase>();
    const mismatches: string[] = [];
    const check = (what: string, when: number, app: SessionVerdict, mock: SessionVerdict) => {
      if (text(app) !== text(mock)) {
        mismatches.push(
          `${what} ${new Date(when).toISOString()}: app ${text(app)}, mock ${text(mock)}`,
        );
      }
    };
    for (const isHoliday of [false, true]) {
      product.holidayDisplay = isHoliday;
      for (let minute = 0; minute < 7 * 1440; minute++) {
        // On the minute and 30 s in: the copies used to part in the first minute of a window.
        for (const when of [MONDAY + minute * 60_000, MONDAY + minute * 60_000 + 30_000]) {
          const store = server.store;
          for (const market of ['a', 'hk', 'us'] as const) {
            // buy.do: the stock ticket (and the funding ticket) against the mock's buy checks.
            check(
              `buy ${market}`,
              when,
              stockBuyVerdict(when, GIDS[market], rows, isHoliday),
              orderSession(store, rows, when, market, { isHolidayChecked: market !== 'us' }),
            );
            // buyIndex.do: the index ticket on the index setting's windows.
            check(
              `index ${market}`,
              when,
              indexOrderVerdict(when, GIDS[market], rows, isHoliday),
              orderSession(store, rows, when, market, { windows: sessionWindows(rows, market) }),
            );
          }
          // sell.do of an A-share: the close sheet reads the status line's phase.
          const phase = marketPhase(when, rows);
          phases.add(phase);
          check(
            'sell a',
            when,
            verdictOfPhase(phase, isHoliday),
            orderSession(store, rows, when, 'a'),
          );
          // buyFutures.do: the product's three windows.
          check(
            'futures',
            when,
            futuresOrderVerdict(when, FUTURES, isHoliday),
            orderSession(store, rows, when, 'a', { windows: futuresWindows(FUTURES) }),
          );
        }
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(phases.has('open') && phases.has('closed') && phases.has('weekend')).toBe(true);
  });

  it('walks through every phase of the A-share week with the fixture windows', () => {
    const phases = new Set<MarketPhase>();
    for (let minute = 0; minute < 7 * 1440; minute++) {
      phases.add(marketPhase(MONDAY + minute * 60_000, setting));
    }
    expect([...phases].sort()).toEqual([
      'auction',
      'closed',
      'lunch',
      'open',
      'pre-open',
      'weekend',
    ]);
  });
});
