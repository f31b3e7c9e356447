// The mock server's market engine: deterministic quotes, order books, K-lines and breadth for the
// securities master, at any instant of the mock clock. Same seed + same instant → same numbers,
// whatever order requests come in: every random draw hashes (seed, instrument, day, minute,
// second), and caches only memoise those pure results.
//
// API
//   createMarket({ seed, securities, holidays? }) → Market
//     securities: () => { stocks, stockIndexes, stockFutures, stockCoins? } — read on every lookup; the index is
//       rebuilt when an array is replaced or changes length.
//     holidays: () => ReadonlySet<'YYYY-MM-DD'> (Beijing dates, all markets closed). Return the
//       same Set until the calendar changes: a new Set drops the caches.
//   market.stock(code) / market.stockByGid(gid) / market.index(code | gid) / market.futures(code | hf_gid)
//     → Instrument | undefined;  market.stocks(), market.indexes() → all, in table order;
//   market.coin(code) → the `stock_coin` row.
//   market.quote(instrument, now) → Quote (price, prev close, OHLC, change, volume, turnover,
//     limit prices, suspension, phase, time, five-level book).
//   market.kline(instrument, { period: 'day' | 'week' | 'month' | minutes, count, end?, adjust? }, now)
//     → KBar[] oldest first; the last bar agrees with the quote at `now`.
//   market.minuteLine(instrument, now) → the session day's minute points so far (time-share line).
//   market.breadth(now, types = ['sh', 'sz']) → advancers / decliners / flat / limit counts.
//   market.fxRate(coin, now) → exchange rate, 2 dp (a daily rate around `defaultRate` when live).
//   market.phase(instrument, now); tradingPhase(market | schedule, now, holidays?) → Phase.
//   market.shiftPoint(instrument, now) → where a price shift made now starts (price-shift.ts; the
//     `priceShifts` rows of `securities()` move a day's minute bars, so every view agrees).
//
// Sessions (Beijing time): A-shares and their indexes 09:30–11:30, 13:00–15:00 with an indicative
// open in the 09:15–09:25 auction; HK 09:30–12:00, 13:00–16:00; US 21:30–04:00; futures by the
// row's three windows. Prices move only in a session.
import type { SecurityProfile } from '../../../fixtures/src/securities';
import type {
  StockCoin,
  StockFutures,
  StockIndex,
} from '../../../src/api/contracts/models/index-futures';
import type { Stock } from '../../../src/api/contracts/models/market';

import {
  A_SHARE_SCHEDULE,
  beijingDay,
  dayKey,
  HK_SCHEDULE,
  locate,
  sessionInstant,
  US_SCHEDULE,
  type Phase,
  type Position,
  type Schedule,
} from './calendar';
import { DailyWalk, type DayRecord } from './daily-walk';
import { gaussian, hash, instrumentKey, unit } from './hash';
import { futuresInstrument, indexInstrument, stockInstrument, type Instrument } from './instrument';
import { aggregate, buildDayBars, type Aggregate, type DayBars } from './intraday';
import { daySummary, kline, type KBar, type KlineOptions, type KSource } from './kline';
import { buildQuote, liveState, type Quote } from './quote';
import { changePct, moneyOf, roundHalfUp, toPrice } from './ticks';
import { shiftDayBars, type PriceShiftRow } from './price-shift';
import { TradingDays } from './trading-days';

export type { Instrument } from './instrument';
export type { Quote, BookLevel } from './quote';
export type { KBar, KlineOptions, KPeriod, Adjust } from './kline';
export type { Phase } from './calendar';

export interface SecurityTables {
  stocks: readonly Stock[];
  stockIndexes: readonly StockIndex[];
  stockFutures: readonly StockFutures[];
  stockCoins?: readonly StockCoin[];
  /**
   * The new-share calendar: a stock listed from it (the lifecycle adds it at listing) is anchored
   * at its issue price, so its first quotes sit near what the allottees paid.
   */
  stockSubscribes?: readonly { code: string; price?: number | null }[];
  /** The back office's price shifts (price-shift.ts): minute bars from a minute of a day moved. */
  priceShifts?: readonly PriceShiftRow[];
}

export interface MarketOptions {
  seed: number;
  securities: () => SecurityTables;
  holidays?: () => ReadonlySet<string>;
}

export interface MinutePoint {
  /** End of the minute, epoch ms. */
  time: number;
  price: number;
  /** Volume-weighted average price of the day so far. */
  averagePrice: number;
  /** Change % against the previous close. */
  changePct: number;
  volume: number;
  amount: number;
}

export interface Breadth {
  up: number;
  down: number;
  flat: number;
  limitUp: number;
  limitDown: number;
  suspended: number;
}

export interface Market {
  readonly seed: number;
  stock(code: string): Instrument | undefined;
  stockByGid(gid: string): Instrument | undefined;
  index(codeOrGid: string): Instrument | undefined;
  futures(codeOrGid: string): Instrument | undefined;
  stocks(): readonly Instrument[];
  indexes(): readonly Instrument[];
  coin(code: string): StockCoin | undefined;
  quote(instrument: Instrument, now: number): Quote;
  kline(instrument: Instrument, options: KlineOptions, now: number): KBar[];
  minuteLine(instrument: Instrument, now: number): MinutePoint[];
  breadth(now: number, types?: readonly string[]): Breadth;
  fxRate(coin: Pick<StockCoin, 'coinCode' | 'dynamicRate' | 'defaultRate'>, now: number): number;
  phase(instrument: Instrument, now: number): Phase;
  /**
   * Where a price shift made at `now` starts: the trading day shown and the minute whose price the
   * quote shows (the last minute once the session is over); null before the session has begun.
   */
  shiftPoint(instrument: Instrument, now: number): { day: string; fromMinute: number } | null;
}

const SCHEDULES: Record<string, Schedule> = {
  sh: A_SHARE_SCHEDULE,
  sz: A_SHARE_SCHEDULE,
  bj: A_SHARE_SCHEDULE,
  hk: HK_SCHEDULE,
  us: US_SCHEDULE,
};

const NO_HOLIDAYS: ReadonlySet<string> = new Set();
const NO_SHIFTS: readonly PriceShiftRow[] = [];

/** Phase of a market (`sh` `sz` `bj` `hk` `us`) or of a schedule at an instant. */
export const tradingPhase = (
  market: 'sh' | 'sz' | 'bj' | 'hk' | 'us' | Schedule,
  now: number,
  holidays: ReadonlySet<string> = NO_HOLIDAYS,
): Phase => {
  const schedule = typeof market === 'string' ? (SCHEDULES[market] ?? A_SHARE_SCHEDULE) : market;
  return locate(schedule, now, new TradingDays(holidays).isTradingDay).phase;
};

/** Minute bars of this many days stay cached (about 13 KB each for an A-share day). */
const BAR_CACHE_SIZE = 3000;

interface Series {
  instrument: Instrument;
  walk: DailyWalk;
  summaries: Map<number, Aggregate | null>;
}

interface Index {
  tables: SecurityTables;
  sizes: [number, number, number];
  stocks: Instrument[];
  stockByCode: Map<string, Instrument>;
  stockByGid: Map<string, Instrument>;
  indexes: Instrument[];
  indexByKey: Map<string, Instrument>;
  futuresByKey: Map<string, Instrument>;
}

export const createMarket = (options: MarketOptions): Market => {
  const { seed } = options;
  const holidaysOf = options.holidays ?? (() => NO_HOLIDAYS);
  let holidaySet = holidaysOf();
  let days = new TradingDays(holidaySet);
  const series = new Map<string, Series>();
  const bars = new Map<string, DayBars | null>();
  let index: Index | undefined;
  let shiftRows = NO_SHIFTS;
  let shiftMark = '';

  const shifts = (): readonly PriceShiftRow[] => options.securities().priceShifts ?? NO_SHIFTS;

  const calendar = (): TradingDays => {
    const current = holidaysOf();
    if (current !== holidaySet) {
      holidaySet = current;
      days = new TradingDays(current);
      series.clear();
      bars.clear();
    }
    // Shift rows are added (or an action's own rows taken back) and never edited; ids only grow:
    // a new table, count or last id drops the cached bars and summaries.
    const rows = shifts();
    const mark = `${rows.length}:${rows.at(-1)?.id ?? 0}`;
    if (rows !== shiftRows || mark !== shiftMark) {
      shiftRows = rows;
      shiftMark = mark;
      bars.clear();
      for (const s of series.values()) s.summaries.clear();
    }
    return days;
  };

  /** A day's minute bars with the back office's shifts of that day applied. */
  const dayBarsOf = (instrument: Instrument, record: DayRecord): DayBars | null => {
    const built = buildDayBars(instrument, record);
    if (!built || shiftRows.length === 0) return built;
    const key = dayKey(record.day);
    const mine = shiftRows.filter(
      (r) => r.kind === instrument.kind && r.gid === instrument.gid && r.day === key,
    );
    return shiftDayBars(built, mine, record.band);
  };

  const buildIndex = (tables: SecurityTables): Index => {
    const issuePrice = new Map((tables.stockSubscribes ?? []).map((r) => [r.code, r.price]));
    const stocks = tables.stocks.map((row) =>
      stockInstrument(seed, row, issuePrice.get(row.stockCode)),
    );
    const indexes = tables.stockIndexes.map((row) => indexInstrument(seed, row));
    const futures = tables.stockFutures.map((row) => futuresInstrument(seed, row));
    const stockByCode = new Map<string, Instrument>();
    for (const s of stocks) if (!stockByCode.has(s.code)) stockByCode.set(s.code, s);
    return {
      tables,
      sizes: [tables.stocks.length, tables.stockIndexes.length, tables.stockFutures.length],
      stocks,
      stockByCode,
      stockByGid: new Map(stocks.map((s) => [s.gid, s])),
      indexes,
      indexByKey: new Map(
        indexes.flatMap(
          (i) =>
            [
              [i.code, i],
              [i.gid, i],
            ] as const,
        ),
      ),
      futuresByKey: new Map(
        futures.flatMap(
          (f) =>
            [
              [f.code, f],
              [f.gid, f],
            ] as const,
        ),
      ),
    };
  };

  const lookup = (): Index => {
    const tables = options.securities();
    const [s, i, f] = index?.sizes ?? [];
    const isFresh =
      index !== undefined &&
      index.tables.stocks === tables.stocks &&
      index.tables.stockIndexes === tables.stockIndexes &&
      index.tables.stockFutures === tables.stockFutures &&
      s === tables.stocks.length &&
      i === tables.stockIndexes.length &&
      f === tables.stockFutures.length;
    if (!isFresh || !index) index = buildIndex(tables);
    return index;
  };

  const seriesOf = (instrument: Instrument): Series => {
    const tradingDays = calendar();
    const id = `${instrument.kind}:${instrument.gid}:${instrument.name}:${profileId(instrument.profile)}`;
    let found = series.get(id);
    if (!found || found.instrument.schedule !== instrument.schedule) {
      found = { instrument, walk: new DailyWalk(instrument, tradingDays), summaries: new Map() };
      series.set(id, found);
    }
    return found;
  };

  const recordOf = (instrument: Instrument, day: number): DayRecord => {
    const record = seriesOf(instrument).walk.at(day);
    if (!record) throw new Error(`no market data for ${instrument.gid} on ${dayKey(day)}`);
    return record;
  };

  const barsOf = (instrument: Instrument, day: number): DayBars | null => {
    const id = `${instrument.kind}:${instrument.gid}:${day}`;
    const cached = bars.get(id);
    if (cached !== undefined) {
      bars.delete(id);
      bars.set(id, cached);
      return cached;
    }
    const built = dayBarsOf(instrument, recordOf(instrument, day));
    bars.set(id, built);
    if (bars.size > BAR_CACHE_SIZE) {
      const oldest = bars.keys().next().value;
      if (oldest !== undefined) bars.delete(oldest);
    }
    return built;
  };

  const source = (instrument: Instrument): KSource => {
    const s = seriesOf(instrument);
    return {
      instrument,
      days: calendar(),
      record: (day) => s.walk.at(day),
      bars: (day) => barsOf(instrument, day),
      summary: (day) => {
        let summary = s.summaries.get(day);
        if (summary === undefined) {
          // Built aside, not through the cache: long histories must not evict the hot days.
          const record = s.walk.at(day);
          const dayBars =
            bars.get(`${instrument.kind}:${instrument.gid}:${day}`) ??
            (record ? dayBarsOf(instrument, record) : null);
          summary = dayBars && daySummary(instrument, dayBars);
          s.summaries.set(day, summary);
        }
        return summary;
      },
      exDays: () => s.walk.exDays(),
    };
  };

  const positionOf = (instrument: Instrument, now: number): Position =>
    locate(instrument.schedule, now, calendar().isTradingDay);

  const quote = (instrument: Instrument, now: number): Quote => {
    const position = positionOf(instrument, now);
    const record = recordOf(instrument, position.day);
    const { schedule } = instrument;
    const previousClose = sessionInstant(
      schedule,
      calendar().previous(position.day),
      schedule.minutes * 60_000,
    );
    const dayBars = barsOf(instrument, position.day);
    const state = liveState(instrument, position, record, dayBars, now, previousClose);
    return buildQuote(instrument, position, record, state, dayKey(position.day));
  };

  const minuteLine = (instrument: Instrument, now: number): MinutePoint[] => {
    const position = positionOf(instrument, now);
    if (!position.hasStarted) return [];
    const record = recordOf(instrument, position.day);
    const dayBars = barsOf(instrument, position.day);
    if (!dayBars) return [];
    const { decimals } = instrument.profile;
    const points: MinutePoint[] = [];
    const minutes = Math.min(dayBars.n, Math.ceil(position.elapsedMs / 60_000));
    for (let k = 0; k < minutes; k++) {
      const elapsed = Math.min(position.elapsedMs, (k + 1) * 60_000);
      const bar = aggregate(instrument, dayBars, k, elapsed);
      const soFar = aggregate(instrument, dayBars, 0, elapsed);
      if (!bar || !soFar) continue;
      const average = soFar.volume > 0 ? soFar.amount / soFar.volume : bar.close;
      points.push({
        time: sessionInstant(instrument.schedule, position.day, (k + 1) * 60_000),
        price: toPrice(bar.close, decimals),
        averagePrice: roundHalfUp(toPrice(average, decimals), decimals + 1),
        changePct: changePct(bar.close, record.prevClose),
        volume: bar.volume,
        amount: moneyOf(bar.amount, decimals),
      });
    }
    return points;
  };

  const breadth = (now: number, types: readonly string[] = ['sh', 'sz']): Breadth => {
    const result: Breadth = { up: 0, down: 0, flat: 0, limitUp: 0, limitDown: 0, suspended: 0 };
    for (const instrument of lookup().stocks) {
      if (instrument.kind !== 'stock' || !types.includes(instrument.row.stockType)) continue;
      const q = quote(instrument, now);
      if (q.isSuspended) result.suspended++;
      if (q.change > 0) result.up++;
      else if (q.change < 0) result.down++;
      else result.flat++;
      if (q.isLimitUp) result.limitUp++;
      if (q.isLimitDown) result.limitDown++;
    }
    return result;
  };

  const fxKey = instrumentKey(seed, 'fx');

  return {
    seed,
    stock: (code) => lookup().stockByCode.get(code),
    stockByGid: (gid) => lookup().stockByGid.get(gid),
    index: (key) => lookup().indexByKey.get(key),
    futures: (key) => lookup().futuresByKey.get(key),
    stocks: () => lookup().stocks,
    indexes: () => lookup().indexes,
    coin: (code) => options.securities().stockCoins?.find((c) => c.coinCode === code),
    quote,
    kline: (instrument, o, now) => kline(source(instrument), positionOf(instrument, now), o),
    minuteLine,
    breadth,
    fxRate: (coin, now) => {
      const rate = coin.defaultRate ?? 0;
      if (coin.dynamicRate !== 0) return roundHalfUp(rate, 2);
      const day = beijingDay(now);
      const codeHash = [...coin.coinCode].reduce((h, c) => h * 31 + c.charCodeAt(0), 0);
      const z = gaussian(unit(hash(fxKey, day, codeHash, 1)), unit(hash(fxKey, day, codeHash, 2)));
      return roundHalfUp(rate * (1 + z * 0.002), 2);
    },
    phase: (instrument, now) => positionOf(instrument, now).phase,
    shiftPoint: (instrument, now) => {
      const position = positionOf(instrument, now);
      if (!position.hasStarted) return null;
      const last = Math.max(0, instrument.schedule.minutes - 1);
      return {
        day: dayKey(position.day),
        // The minute whose price the quote shows now (on a minute's boundary, the one just ended).
        fromMinute: Math.min(last, Math.floor(Math.max(0, position.elapsedMs - 1) / 60_000)),
      };
    },
  };
};

/** What makes two profiles price differently (a renamed ST stock changes its band). */
const profileId = (p: SecurityProfile): string => `${p.refClose}:${p.limitPct}:${p.decimals}`;
