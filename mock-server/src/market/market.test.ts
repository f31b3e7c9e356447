// The engine's promises: anchored, deterministic, banded, moving only in sessions, and K-lines
// that aggregate the same minutes the live quote reads.
import { describe, expect, it } from 'vitest';

import { NAMED_FUTURES, NAMED_INDEXES, NAMED_STOCKS } from '../../../fixtures/src/named-securities';
import { ANCHOR_DATE, REFERENCE_DAY, SCENARIO_STOCKS } from '../../../fixtures/src/securities';

import { limitBand, toTicks } from './ticks';
import { at, fixtureMarket, stockOf } from './test-support';
import type { Quote } from './market';

const { market } = fixtureMarket();
const FRIDAY_CLOSE = at(`${ANCHOR_DATE} 16:00`);
const MONDAY = (time: string) => at(`${REFERENCE_DAY} ${time}`);

const isOnTick = (value: number | null, decimals: number) =>
  value === null || Number(value.toFixed(decimals)) === value;

describe('anchoring', () => {
  it('every named security closes at its refClose on the anchor day', () => {
    for (const s of Object.values(NAMED_STOCKS)) {
      expect(market.quote(stockOf(market, s.code), at('2026-10-31 12:00')).price).toBe(s.refClose);
    }
    for (const s of Object.values(NAMED_INDEXES)) {
      expect(market.quote(market.index(s.gid)!, FRIDAY_CLOSE).price).toBe(s.refClose);
    }
    for (const s of Object.values(NAMED_FUTURES)) {
      expect(market.quote(market.futures(s.gid)!, at('2026-10-31 12:00')).price).toBe(s.refClose);
    }
  });

  it('pins the scenario stocks on the reference days', () => {
    const friday = (code: string) => market.quote(stockOf(market, code), FRIDAY_CLOSE);
    const monday = (code: string) => market.quote(stockOf(market, code), MONDAY('10:30'));
    expect(friday(SCENARIO_STOCKS.limitUp.code)).toMatchObject({ isLimitUp: true, price: 20 });
    expect(monday(SCENARIO_STOCKS.limitUp.code)).toMatchObject({ isLimitUp: true, price: 22 });
    expect(friday(SCENARIO_STOCKS.limitDown.code)).toMatchObject({
      isLimitDown: true,
      price: 11.11,
    });
    expect(monday(SCENARIO_STOCKS.limitDown.code)).toMatchObject({ isLimitDown: true, price: 10 });
    const suspended = monday(SCENARIO_STOCKS.suspended.code);
    expect(suspended).toMatchObject({ isSuspended: true, volume: 0, price: suspended.prevClose });
    expect(suspended.open).toBeNull();
    const st = market.quote(stockOf(market, SCENARIO_STOCKS.st.code), MONDAY('15:00'));
    expect(st).toMatchObject({ isLimitUp: true, limitUp: 2.47, limitDown: 2.23, prevClose: 2.35 });
  });
});

describe('determinism', () => {
  it('two engines with the same seed agree, whatever order they are asked in', () => {
    const other = fixtureMarket().market;
    const instants = [MONDAY('10:17:23'), at('2025-03-12 14:02:11'), at('2026-12-01 09:45')];
    const codes = ['600519', '300750', '00700', SCENARIO_STOCKS.limitDown.code];
    const ask = (m: typeof market, order: number[]) =>
      order.flatMap((i) => codes.map((c) => m.quote(stockOf(m, c), instants[i]!)));
    const forward = ask(market, [0, 1, 2]);
    const backward = ask(other, [2, 1, 0]);
    const byKey = (qs: Quote[]) => new Map(qs.map((q) => [`${q.gid}@${q.time}`, q]));
    expect(byKey(backward)).toEqual(byKey(forward));
  });

  it('another seed gives other prices (apart from the anchors)', () => {
    const other = fixtureMarket(7).market;
    const a = market.quote(stockOf(market, '600519'), MONDAY('14:00')).price;
    const b = other.quote(stockOf(other, '600519'), MONDAY('14:00')).price;
    expect(a).not.toBe(b);
  });
});

describe('price bands and ticks', () => {
  it('keeps every A-share close inside its band, on the tick, over 40 trading days', () => {
    const aShares = market
      .stocks()
      .filter((s) => s.kind === 'stock' && ['sh', 'sz', 'bj'].includes(s.row.stockType));
    for (const instrument of aShares.slice(0, 40)) {
      const bars = market.kline(instrument, { period: 'day', count: 40 }, FRIDAY_CLOSE);
      for (const bar of bars) {
        const q = market.quote(instrument, at(`${bar.label} 15:30`));
        expect(q.price).toBe(bar.close);
        if (q.limitUp === null || q.limitDown === null) throw new Error('A-shares have limits');
        expect(q.price).toBeLessThanOrEqual(q.limitUp);
        expect(q.price).toBeGreaterThanOrEqual(q.limitDown);
        expect(q.high!).toBeLessThanOrEqual(q.limitUp);
        expect(q.low!).toBeGreaterThanOrEqual(q.limitDown);
        const pct =
          q.limitUp / q.prevClose > 1.25
            ? 30
            : q.limitUp / q.prevClose > 1.15
              ? 20
              : q.limitUp / q.prevClose > 1.07
                ? 10
                : 5;
        const band = limitBand(toTicks(q.prevClose, 2), pct);
        expect(toTicks(q.limitUp, 2)).toBe(band.limitUp);
        for (const v of [q.price, q.open, q.high, q.low, q.change, q.limitDown]) {
          expect(isOnTick(v, 2)).toBe(true);
        }
      }
    }
  });

  it('uses the board limits: main 10%, STAR/ChiNext 20%, BSE 30%, ST 5%, none for HK/US', () => {
    const pct = (code: string) => {
      const q = market.quote(stockOf(market, code), MONDAY('10:00'));
      return q.limitUp === null ? null : Math.round((q.limitUp / q.prevClose - 1) * 100);
    };
    expect(pct('600519')).toBe(10);
    expect(pct('688981')).toBe(20);
    expect(pct('300750')).toBe(20);
    expect(pct('830799')).toBe(30);
    expect(pct(SCENARIO_STOCKS.st.code)).toBe(5);
    expect(pct('00700')).toBeNull();
    expect(pct('AAPL')).toBeNull();
  });
});

describe('when prices move', () => {
  const moutai = () => stockOf(market, '600519');
  const price = (t: number) => market.quote(moutai(), t);

  it('moves inside a session, second by second', () => {
    const seconds = [0, 7, 19, 33, 48].map((s) => price(MONDAY('10:05') + s * 1000).price);
    expect(new Set(seconds).size).toBeGreaterThan(1);
    const minutes = [1, 2, 3, 4, 5].map((m) => price(MONDAY(`10:1${m}`)).price);
    expect(new Set(minutes).size).toBeGreaterThan(1);
  });

  it.each([
    ['lunch', MONDAY('11:30'), MONDAY('12:59:59')],
    ['after the close', MONDAY('15:00'), MONDAY('23:00')],
    ['the weekend', at('2026-10-30 15:00'), at('2026-11-01 20:00')],
  ])('stays frozen over %s', (_name, from, to) => {
    const a = price(from);
    const b = price(to);
    expect(b).toEqual({ ...a, phase: b.phase });
  });

  it('opens the new day at the previous close, stamped with that close', () => {
    const friday = price(at('2026-10-30 15:00'));
    const monday = price(MONDAY('09:14:59'));
    expect([monday.price, monday.prevClose, monday.time]).toEqual([
      friday.price,
      friday.price,
      friday.time,
    ]);
    expect(monday.volume).toBe(0);
  });

  it('shows an indicative open in the auction, then trades from the open', () => {
    const auction = price(MONDAY('09:20'));
    expect(auction.phase).toBe('auction');
    expect([auction.open, auction.volume]).toEqual([null, 0]);
    const open = price(MONDAY('09:30'));
    expect(open.open).toBe(open.price);
    expect(auction.price).not.toBe(auction.prevClose);
  });

  it('shows the previous close before the open', () => {
    const q = price(MONDAY('08:00'));
    expect(q).toMatchObject({
      phase: 'pre-open',
      price: q.prevClose,
      open: null,
      volume: 0,
      change: 0,
    });
  });
});

describe('order book', () => {
  it('five levels each side on the tick, bids below asks', () => {
    const q = market.quote(stockOf(market, '000001'), MONDAY('10:42:13'));
    expect(q.bids).toHaveLength(5);
    expect(q.asks).toHaveLength(5);
    const bids = q.bids.map((l) => toTicks(l.price, 2));
    const asks = q.asks.map((l) => toTicks(l.price, 2));
    expect(bids).toEqual([...bids].sort((a, b) => b - a));
    expect(asks).toEqual([...asks].sort((a, b) => a - b));
    expect(asks[0]! - bids[0]!).toBe(1);
    expect(toTicks(q.price, 2)).toBeGreaterThanOrEqual(bids[0]!);
    expect(toTicks(q.price, 2)).toBeLessThanOrEqual(asks[0]!);
    expect(q.bids.every((l) => l.volume > 0 && l.volume % 100 === 0)).toBe(true);
  });

  it('has no asks at limit-up, no bids at limit-down, nothing when suspended or for an index', () => {
    const quote = (code: string) => market.quote(stockOf(market, code), MONDAY('14:00'));
    expect(quote(SCENARIO_STOCKS.limitUp.code).asks).toEqual([]);
    expect(quote(SCENARIO_STOCKS.limitUp.code).bids[0]?.price).toBe(22);
    expect(quote(SCENARIO_STOCKS.limitDown.code).bids).toEqual([]);
    expect(quote(SCENARIO_STOCKS.limitDown.code).asks[0]?.price).toBe(10);
    expect(quote(SCENARIO_STOCKS.suspended.code)).toMatchObject({ bids: [], asks: [] });
    expect(market.quote(market.index('sh000001')!, MONDAY('14:00'))).toMatchObject({
      bids: [],
      asks: [],
    });
  });
});

describe('K-lines', () => {
  const catl = () => stockOf(market, '300750');

  it.each(['day', 'week', 'month', 1, 5, 30] as const)(
    'the last %s bar agrees with the live quote',
    (period) => {
      for (const t of [MONDAY('09:30'), MONDAY('10:37:41'), MONDAY('12:00'), MONDAY('14:59:59')]) {
        const q = market.quote(catl(), t);
        const bars = market.kline(catl(), { period, count: 3 }, t);
        const last = bars.at(-1)!;
        expect(last.close).toBe(q.price);
        if (period === 'day') {
          expect([last.open, last.high, last.low, last.volume, last.amount]).toEqual([
            q.open,
            q.high,
            q.low,
            q.volume,
            q.amount,
          ]);
        }
      }
    },
  );

  it('a day bar is the aggregate of its 240 minute bars', () => {
    const t = MONDAY('20:00');
    const day = market.kline(catl(), { period: 'day', count: 2 }, t);
    const minutes = market.kline(catl(), { period: 1, count: 480 }, t);
    const friday = minutes.filter((b) => b.label.startsWith(ANCHOR_DATE));
    expect(friday).toHaveLength(240);
    expect(friday[0]!.label).toBe(`${ANCHOR_DATE} 09:31`);
    expect(friday[119]!.label).toBe(`${ANCHOR_DATE} 11:30`);
    expect(friday[120]!.label).toBe(`${ANCHOR_DATE} 13:01`);
    const bar = day[0]!;
    expect(bar.label).toBe(ANCHOR_DATE);
    expect(bar.open).toBe(friday[0]!.open);
    expect(bar.close).toBe(friday.at(-1)!.close);
    expect(bar.high).toBe(Math.max(...friday.map((b) => b.high)));
    expect(bar.low).toBe(Math.min(...friday.map((b) => b.low)));
    expect(bar.volume).toBe(friday.reduce((s, b) => s + b.volume, 0));
    expect(market.kline(catl(), { period: 30, count: 8 }, t).map((b) => b.label.slice(11))).toEqual(
      ['10:00', '10:30', '11:00', '11:30', '13:30', '14:00', '14:30', '15:00'],
    );
  });

  it('pages back with `end`, skipping weekends and suspended days', () => {
    const t = MONDAY('20:00');
    const page1 = market.kline(catl(), { period: 'day', count: 20 }, t);
    const page2 = market.kline(catl(), { period: 'day', count: 20, end: page1[0]!.time }, t);
    const both = market.kline(catl(), { period: 'day', count: 40 }, t);
    expect([...page2, ...page1]).toEqual(both);
    const suspended = stockOf(market, SCENARIO_STOCKS.suspended.code);
    const labels = market.kline(suspended, { period: 'day', count: 5 }, t).map((b) => b.label);
    expect(labels).not.toContain(ANCHOR_DATE);
    expect(labels).not.toContain('2026-10-31');
  });

  it('adjusts for dividends and bonus shares: pre keeps the latest, post keeps the earliest', () => {
    const t = MONDAY('20:00');
    const withActions = market
      .stocks()
      .find((s) => s.profile.actions.some((a) => a.date.startsWith('2026')))!;
    expect(withActions).toBeDefined();
    // Back to early 2024, before the first ex-date.
    const o = { period: 'day', count: 700 } as const;
    const none = market.kline(withActions, o, t);
    const pre = market.kline(withActions, { ...o, adjust: 'pre' }, t);
    const post = market.kline(withActions, { ...o, adjust: 'post' }, t);
    expect(pre.at(-1)).toEqual(none.at(-1));
    expect(post[0]).toEqual(none[0]);
    expect(pre[0]!.close).toBeLessThan(none[0]!.close);
    expect(post.at(-1)!.close).toBeGreaterThan(none.at(-1)!.close);
    expect(pre.every((b) => isOnTick(b.close, 2) && isOnTick(b.low, 2))).toBe(true);
  });
});

describe('breadth and FX', () => {
  it('counts advancers, decliners and flat Shanghai + Shenzhen stocks', () => {
    const b = market.breadth(MONDAY('14:00'));
    const count = market
      .stocks()
      .filter((s) => s.kind === 'stock' && ['sh', 'sz'].includes(s.row.stockType)).length;
    expect(b.up + b.down + b.flat).toBe(count);
    expect(b.limitUp).toBeGreaterThanOrEqual(1);
    expect(b.limitDown).toBeGreaterThanOrEqual(1);
    expect(b.suspended).toBeGreaterThanOrEqual(1);
  });

  it('a live rate stays near the default; a fixed one is the default', () => {
    const usd = market.fxRate(
      { coinCode: 'USD', dynamicRate: 0, defaultRate: 7.12 },
      MONDAY('10:00'),
    );
    expect(Math.abs(usd - 7.12)).toBeLessThan(0.1);
    expect(Number(usd.toFixed(2))).toBe(usd);
    expect(market.fxRate({ coinCode: 'HKD', dynamicRate: 1, defaultRate: 0.914 }, 0)).toBe(0.91);
  });
});

describe('holidays', () => {
  it('a holiday freezes the market at the previous close and drops the day from K-lines', () => {
    const holidays = new Set([REFERENCE_DAY]);
    const closed = fixtureMarket(undefined, () => holidays).market;
    const moutai = stockOf(closed, '600519');
    const q = closed.quote(moutai, MONDAY('10:00'));
    expect(q.phase).toBe('holiday');
    expect(q.tradingDay).toBe(ANCHOR_DATE);
    expect(q.price).toBe(NAMED_STOCKS.moutai.refClose);
    const bars = closed.kline(moutai, { period: 'day', count: 2 }, at('2026-11-03 15:00'));
    expect(bars.map((b) => b.label)).toEqual([ANCHOR_DATE, '2026-11-03']);
  });
});
