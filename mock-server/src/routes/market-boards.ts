// A-share data boards (api-contract §8.1–§8.5, §8.15) and the futures list of the market page
// (`/api/futures/queryList.do`, §5 related endpoints). The reference relays these from East Money,
// Sina and biying; here every row comes from the market engine, so the boards agree with the quotes
// and charts: same seed + same instant → same rows. Choices where the contract leaves room:
//
// - "Reports" (dragon-tiger list, northbound top 10) are of the latest trading day whose A-share
//   session has closed (East Money publishes them after the close); getlhb retries the trading day
//   before when that day lists nobody, and answers null when neither does (East Money's empty
//   report is `result: null`).
// - getStop lists the stocks the engine has suspended on the trading day shown at `now`, with the
//   start and (when the engine resumes them within 10 trading days) the end of the suspension.
// - getTop: content 1 → Shanghai, 3 → Shenzhen; any other value → null (East Money has no such
//   mutual type for A-shares). Northbound deal amounts are a seeded share of the day's turnover.
// - Share capital (free float and total shares) is a seeded function of the stock, sized so the
//   typical daily turnover rate is 0.4 %–4 %: turnover rates and market values agree everywhere.
// - getStockSort: `asc` 0 descends, any other value ascends; an unknown `sort` keeps Sina's default
//   order (by symbol); an unknown `node` has no rows; `pageSize` is capped at 100 (Sina's `num`).
import { futuresQueryList } from '../../../src/api/contracts/endpoints/index-futures';
import {
  getLhb,
  getStockSort,
  getStop,
  getTop,
  getZdfNumber,
  getZtb,
} from '../../../src/api/contracts/endpoints/market';
import type { StockFuturesListVO } from '../../../src/api/contracts/models/index-futures';
import type {
  LhbRow,
  SinaSortRow,
  StockDTO,
  StopRow,
  TopRow,
} from '../../../src/api/contracts/models/market';
import { ok } from '../http/envelope';
import type { Mount } from '../http/mount';
import { clockText, dayFromKey, dayKey, dayStart } from '../market/calendar';
import { hash, instrumentKey, unit } from '../market/hash';
import type { Instrument, Market, Quote } from '../market/market';

/** Beijing 15:00, the A-share close, after the trading date's midnight. */
const CLOSE_OFFSET_MS = 15 * 3_600_000;
/** How far getStop looks back for the start and forward for the end of a suspension. */
const SUSPENSION_SCAN_DAYS = 30;
const RESUME_SCAN_DAYS = 10;
/** getztb counts consecutive limit-up days this far back at most. */
const STREAK_SCAN_DAYS = 30;
/** Sina's market centre answers at most this many rows per page. */
export const SORT_MAX_PAGE_SIZE = 100;
/** Dragon-tiger list: rows per listing reason (East Money lists the top 5 of each). */
const LHB_PER_REASON = 5;
const TOP_ROWS = 10;
/** `queryList.do` rows per page when the app sends no `pageSize`. */
export const FUTURES_PAGE_SIZE = 10;

export const LHB_REASONS = {
  rise: '日涨幅偏离值达到7%的前5只证券',
  fall: '日跌幅偏离值达到7%的前5只证券',
  amplitude: '日振幅值达到15%的前5只证券',
  turnover: '日换手率达到20%的前5只证券',
} as const;

/** Sina market-centre nodes (§8.15) → which stocks they hold. */
const SORT_NODES: Record<string, (i: StockInstrument) => boolean> = {
  hs_a: (i) => i.row.stockType === 'sh' || i.row.stockType === 'sz',
  cyb: (i) => i.row.stockType === 'sz' && i.row.stockPlate === '创业',
  kcb: (i) => i.row.stockType === 'sh' && i.row.stockPlate === '科创',
  hs_bjs: (i) => i.row.stockType === 'bj',
};

const SORT_KEYS: Record<string, (q: Quote) => number> = {
  changepercent: (q) => (q.prevClose > 0 ? (q.price - q.prevClose) / q.prevClose : 0),
  pricechange: (q) => q.change,
  volume: (q) => q.volume,
  amount: (q) => q.amount,
};

type StockInstrument = Extract<Instrument, { kind: 'stock' }>;

const isStock = (i: Instrument): i is StockInstrument => i.kind === 'stock';
const isAShare = (i: StockInstrument): boolean =>
  i.row.stockType === 'sh' || i.row.stockType === 'sz' || i.row.stockType === 'bj';

/** `table[name]` for own keys only (a `__proto__` or `toString` parameter finds nothing). */
const ownEntry = <T>(table: Record<string, T>, name: string | undefined): T | undefined =>
  name !== undefined && Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;

const round = (value: number, digits: number): number => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

/** `600519.SH` — East Money's SECUCODE. */
const secucode = (i: StockInstrument): string => `${i.code}.${i.row.stockType.toUpperCase()}`;

/** East Money's date columns: `YYYY-MM-DD 00:00:00`. */
const emDate = (day: number): string => `${dayKey(day)} 00:00:00`;

const closeInstant = (day: number): number => dayStart(day) + CLOSE_OFFSET_MS;

export interface ShareCapital {
  /** Free-float shares. */
  float: number;
  total: number;
}

/** Seeded share capital of a stock: typical daily turnover 0.4 %–4 % of the free float. */
export const shareCapital = (seed: number, instrument: Instrument): ShareCapital => {
  const key = instrumentKey(seed, `capital:${instrument.gid}`);
  const lot = instrument.profile.lot;
  const turnover = 0.004 + unit(hash(key, 1)) * 0.036;
  const float = Math.max(lot, Math.round(instrument.profile.dailyVolume / turnover / lot) * lot);
  const total = Math.round((float * (1 + unit(hash(key, 2)) * 0.8)) / lot) * lot;
  return { float, total };
};

/** A seeded uniform draw for (stock, day, purpose). */
const drawFor = (seed: number, instrument: Instrument, day: number, purpose: number): number =>
  unit(hash(instrumentKey(seed, `boards:${instrument.gid}`), day, purpose));

export const marketBoardRoutes = (mount: Mount, market: Market): void => {
  const aShares = (): StockInstrument[] => market.stocks().filter(isStock).filter(isAShare);

  /** An A-share whose phases tell the A-share calendar (any will do). */
  const reference = (): StockInstrument | undefined => aShares()[0];

  const isTradingDay = (ref: Instrument, day: number): boolean =>
    market.phase(ref, closeInstant(day)) === 'closed';

  const previousTradingDay = (ref: Instrument, day: number): number =>
    dayFromKey(market.quote(ref, dayStart(day) - 1).tradingDay);

  /** The latest trading day whose session has closed at `now`. */
  const settledDay = (ref: Instrument, now: number): number => {
    const q = market.quote(ref, now);
    const day = dayFromKey(q.tradingDay);
    return q.phase === 'closed' || q.phase === 'weekend' || q.phase === 'holiday'
      ? day
      : previousTradingDay(ref, day);
  };

  const capital = (i: Instrument) => shareCapital(market.seed, i);
  const turnoverRate = (i: Instrument, q: Quote) => round((q.volume / capital(i).float) * 100, 2);

  // ---- §8.1 dragon-tiger list ----------------------------------------------------------------

  const lhbRows = (day: number): LhbRow[] => {
    const closed = aShares()
      .filter((i) => i.row.stockType !== 'bj')
      .map((i) => ({ i, q: market.quote(i, closeInstant(day)) }))
      .filter(({ q }) => !q.isSuspended && q.volume > 0);
    const amplitude = ({ q }: { q: Quote }) =>
      q.high !== null && q.low !== null && q.prevClose > 0
        ? ((q.high - q.low) / q.prevClose) * 100
        : 0;
    const listed = new Map<string, { i: StockInstrument; q: Quote; reason: string }>();
    const pick = (
      reason: string,
      isListed: (e: { i: StockInstrument; q: Quote }) => boolean,
      rank: (e: { i: StockInstrument; q: Quote }) => number,
    ) => {
      closed
        .filter((e) => !listed.has(e.i.gid) && isListed(e))
        .sort((a, b) => rank(b) - rank(a) || a.i.gid.localeCompare(b.i.gid))
        .slice(0, LHB_PER_REASON)
        .forEach((e) => listed.set(e.i.gid, { ...e, reason }));
    };
    pick(
      LHB_REASONS.rise,
      ({ q }) => q.changePct >= 7,
      ({ q }) => q.changePct,
    );
    pick(
      LHB_REASONS.fall,
      ({ q }) => q.changePct <= -7,
      ({ q }) => -q.changePct,
    );
    pick(LHB_REASONS.amplitude, (e) => amplitude(e) >= 15, amplitude);
    pick(
      LHB_REASONS.turnover,
      ({ i, q }) => turnoverRate(i, q) >= 20,
      ({ i, q }) => turnoverRate(i, q),
    );
    return [...listed.values()]
      .sort((a, b) => a.i.code.localeCompare(b.i.code))
      .map(({ i, q, reason }): LhbRow => {
        const u = (purpose: number) => drawFor(market.seed, i, day, purpose);
        const deal = round(q.amount * (0.12 + u(1) * 0.3), 2);
        const lean = q.change >= 0 ? 1 : -1;
        const buy = round(deal * (0.5 + lean * (0.05 + u(2) * 0.2)), 2);
        const sell = round(deal - buy, 2);
        const net = round(buy - sell, 2);
        const institutions = 1 + Math.floor(u(3) * 4);
        return {
          SECURITY_CODE: i.code,
          SECUCODE: secucode(i),
          SECURITY_NAME_ABBR: i.name,
          TRADE_DATE: emDate(day),
          EXPLAIN: `${institutions}家机构${net >= 0 ? '买入' : '卖出'}，成功率${(30 + u(4) * 40).toFixed(2)}%`,
          EXPLANATION: reason,
          CLOSE_PRICE: q.price,
          CHANGE_RATE: q.changePct,
          BILLBOARD_NET_AMT: net,
          BILLBOARD_BUY_AMT: buy,
          BILLBOARD_SELL_AMT: sell,
          BILLBOARD_DEAL_AMT: deal,
          ACCUM_AMOUNT: q.amount,
          DEAL_NET_RATIO: q.amount > 0 ? round((net / q.amount) * 100, 4) : 0,
          DEAL_AMOUNT_RATIO: q.amount > 0 ? round((deal / q.amount) * 100, 4) : 0,
          TURNOVERRATE: turnoverRate(i, q),
          FREE_MARKET_CAP: round(q.price * capital(i).float, 2),
          // Later days' changes: not known yet for the latest report.
          D1_CLOSE_ADJCHRATE: null,
          D2_CLOSE_ADJCHRATE: null,
          D5_CLOSE_ADJCHRATE: null,
          D10_CLOSE_ADJCHRATE: null,
          SECURITY_TYPE_CODE: '058001001',
        };
      });
  };

  mount.pure(getLhb, ({ now }) => {
    const ref = reference();
    if (!ref) return ok(null);
    const day = settledDay(ref, now);
    const rows = lhbRows(day);
    if (rows.length > 0) return ok(rows);
    const retried = lhbRows(previousTradingDay(ref, day));
    return ok(retried.length > 0 ? retried : null);
  });

  // ---- §8.2 suspensions -----------------------------------------------------------------------

  const isSuspendedOn = (i: Instrument, day: number) =>
    market.quote(i, closeInstant(day)).isSuspended;

  mount.pure(getStop, ({ now }) => {
    const ref = reference();
    if (!ref) return ok(null);
    const today = dayFromKey(market.quote(ref, now).tradingDay);
    const rows = aShares()
      .filter((i) => market.quote(i, now).isSuspended)
      .map((i): StopRow => {
        let start = today;
        for (let n = 0; n < SUSPENSION_SCAN_DAYS; n++) {
          const before = previousTradingDay(ref, start);
          if (!isSuspendedOn(i, before)) break;
          start = before;
        }
        let last: number | undefined = today;
        let resume: number | undefined;
        for (let d = today + 1, n = 0; n < RESUME_SCAN_DAYS && d < today + 60; d++) {
          if (!isTradingDay(ref, d)) continue;
          n++;
          if (!isSuspendedOn(i, d)) {
            resume = d;
            break;
          }
          last = d;
        }
        if (resume === undefined) last = undefined;
        const exchange =
          i.row.stockType === 'sh' ? '上交所' : i.row.stockType === 'sz' ? '深交所' : '北交所';
        return {
          SECURITY_CODE: i.code,
          SECURITY_NAME_ABBR: i.name,
          SUSPEND_START_DATE: emDate(start),
          SUSPEND_START_TIME: `${dayKey(start)} 09:30:00`,
          SUSPEND_END_TIME: last === undefined ? null : `${dayKey(last)} 15:00:00`,
          SUSPEND_END_DATE: last === undefined ? null : emDate(last),
          SUSPEND_EXPIRE: last === undefined ? '停牌期限未知' : '连续停牌',
          SUSPEND_REASON: '刊登重要公告',
          TRADE_MARKET: exchange,
          PREDICT_RESUME_DATE: resume === undefined ? null : emDate(resume),
        };
      })
      .sort((a, b) => (a.SECURITY_CODE ?? '').localeCompare(b.SECURITY_CODE ?? ''));
    return ok(rows);
  });

  // ---- §8.3 northbound top 10 ----------------------------------------------------------------

  mount.pure(getTop, ({ params, now }) => {
    const type = params.content === 1 ? 'sh' : params.content === 3 ? 'sz' : undefined;
    const ref = reference();
    if (!type || !ref) return ok(null);
    const day = settledDay(ref, now);
    const rows = aShares()
      .filter((i) => i.row.stockType === type && !/ST/.test(i.name))
      .map((i) => ({ i, q: market.quote(i, closeInstant(day)) }))
      .filter(({ q }) => !q.isSuspended && q.amount > 0)
      .map(({ i, q }) => {
        const u = (purpose: number) => drawFor(market.seed, i, day, 10 + purpose);
        const deal = round(q.amount * (0.05 + u(1) * 0.2), 2);
        const buy = round(deal * (0.3 + u(2) * 0.4), 2);
        return { i, q, deal, buy, sell: round(deal - buy, 2) };
      })
      .sort((a, b) => b.deal - a.deal || a.i.code.localeCompare(b.i.code))
      .slice(0, TOP_ROWS)
      .map(({ i, q, deal, buy, sell }, n): TopRow => ({
        RANK: n + 1,
        TRADE_DATE: emDate(day),
        MUTUAL_TYPE: type === 'sh' ? '001' : '003',
        SECURITY_CODE: i.code,
        DERIVE_SECURITY_CODE: secucode(i),
        SECURITY_NAME: i.name,
        CLOSE_PRICE: q.price,
        CHANGE_RATE: q.changePct,
        NET_BUY_AMT: round(buy - sell, 2),
        BUY_AMT: buy,
        SELL_AMT: sell,
        DEAL_AMT: deal,
        DEAL_AMOUNT: q.amount,
        TURNOVERRATE: turnoverRate(i, q),
      }));
    return ok(rows);
  });

  // ---- §8.4 advancers / decliners -------------------------------------------------------------

  mount.pure(getZdfNumber, ({ now }) => {
    const { up, down } = market.breadth(now, ['sh', 'sz']);
    return ok({ zhang: up, die: down });
  });

  // ---- §8.5 limit-up pool --------------------------------------------------------------------

  /**
   * First seal, last seal (the start of the minute the price reached limit-up) and broken seals,
   * from the minute line; a stock that opened at limit-up was sealed in the 09:25 auction.
   */
  const seals = (i: Instrument, q: Quote, now: number) => {
    const auction = '09:25:00';
    const limit = q.limitUp;
    let wasSealed = q.open !== null && q.open === limit;
    let first: string | undefined = wasSealed ? auction : undefined;
    let last = first;
    let broken = 0;
    for (const p of market.minuteLine(i, now)) {
      const isSealed = p.price === limit;
      if (isSealed && !wasSealed) {
        last = clockText(p.time - 60_000);
        first ??= last;
      }
      if (!isSealed && wasSealed) broken++;
      wasSealed = isSealed;
    }
    return { fbt: first ?? auction, lbt: last ?? auction, zbc: broken };
  };

  const streak = (i: Instrument, day: number): number => {
    const ref = reference();
    if (!ref) return 1;
    let count = 1;
    let d = day;
    for (let n = 0; n < STREAK_SCAN_DAYS; n++) {
      d = previousTradingDay(ref, d);
      if (!market.quote(i, closeInstant(d)).isLimitUp) break;
      count++;
    }
    return count;
  };

  mount.pure(getZtb, ({ now }) => {
    const rows = aShares()
      .map((i) => ({ i, q: market.quote(i, now) }))
      .filter(({ q }) => q.isLimitUp && !q.isSuspended)
      .map(({ i, q }): StockDTO => {
        const cap = capital(i);
        const lbc = streak(i, dayFromKey(q.tradingDay));
        const sealedBid = q.bids[0]?.price === q.limitUp ? (q.bids[0]?.volume ?? 0) : 0;
        return {
          id: i.row.id,
          d: q.tradingDay,
          o: q.open,
          h: q.high,
          l: q.low,
          c: q.price,
          v: Math.round(q.volume / i.profile.lot),
          e: q.amount,
          zf: q.changePct,
          hs: turnoverRate(i, q),
          zd: q.changePct,
          zde: q.change,
          fm: null,
          lb: null,
          pe: null,
          pc: q.changePct,
          p: q.price,
          lt: round(q.price * cap.float, 2),
          sz: round(q.price * cap.total, 2),
          zsz: round(q.price * cap.total, 2),
          cje: q.amount,
          ud: q.change,
          yc: q.prevClose,
          zs: null,
          sjl: null,
          zdf60: null,
          zdfnc: null,
          t: `${q.tradingDay} ${clockText(q.time)}`,
          dm: i.code,
          mc: i.name,
          jys: i.row.stockType,
          lbc,
          ...seals(i, q, now),
          zj: round(sealedBid * q.price, 2),
          tj: `${lbc}/${lbc}`,
          dateFormat: null,
        };
      })
      .sort((a, b) => (a.fbt ?? '').localeCompare(b.fbt ?? '') || a.dm.localeCompare(b.dm));
    return ok(rows);
  });

  // ---- §8.15 ranking --------------------------------------------------------------------------

  mount.pure(getStockSort, ({ params, now }) => {
    const inNode = ownEntry(SORT_NODES, params.node);
    if (!inNode) return ok([]);
    const key = ownEntry(SORT_KEYS, params.sort);
    const direction = params.asc === 0 ? -1 : 1;
    const pageSize = Math.min(SORT_MAX_PAGE_SIZE, Math.trunc(params.pageSize ?? 0));
    const pageNo = Math.max(1, Math.trunc(params.pageNo ?? 1));
    if (!(pageSize > 0)) return ok([]);
    const rows = aShares()
      .filter(inNode)
      .map((i) => ({ i, q: market.quote(i, now) }))
      .sort((a, b) => {
        const byKey = key ? (key(a.q) - key(b.q)) * direction : 0;
        return byKey || a.i.gid.localeCompare(b.i.gid);
      });
    const start = (pageNo - 1) * pageSize;
    if (!Number.isSafeInteger(start) || start >= rows.length) return ok([]);
    const page = rows.slice(start, start + pageSize).map(({ i, q }): SinaSortRow => {
      const cap = capital(i);
      const price = (value: number | null | undefined) => (value ?? 0).toFixed(3);
      const u = (purpose: number) => drawFor(market.seed, i, 0, 20 + purpose);
      return {
        symbol: i.gid,
        code: i.code,
        name: i.name,
        trade: price(q.price),
        pricechange: q.change,
        changepercent: q.changePct,
        buy: price(q.bids[0]?.price),
        sell: price(q.asks[0]?.price),
        settlement: price(q.prevClose),
        open: price(q.open),
        high: price(q.high),
        low: price(q.low),
        volume: q.volume,
        amount: Math.round(q.amount),
        ticktime: clockText(q.time),
        per: round(8 + u(1) * 60, 3),
        pb: round(0.6 + u(2) * 8, 3),
        // Sina gives market values in 10 000 yuan.
        mktcap: round((q.price * cap.total) / 10_000, 4),
        nmc: round((q.price * cap.float) / 10_000, 4),
        turnoverratio: round((q.volume / cap.float) * 100, 5),
        show: true,
      };
    });
    return ok(page);
  });

  // ---- futures list of the market page -------------------------------------------------------

  mount.pure(futuresQueryList, ({ params, now, store }) => {
    const pageNum = Math.max(1, Math.trunc(params.pageNum ?? 1));
    const pageSize = Math.trunc(params.pageSize ?? FUTURES_PAGE_SIZE);
    const start = (pageNum - 1) * pageSize;
    if (!(pageSize > 0) || !Number.isSafeInteger(start)) return ok([]);
    const rows = store.tables.stockFutures.rows
      .filter((row) => row.listShow === 1)
      .slice(start, start + pageSize)
      .flatMap((row): StockFuturesListVO[] => {
        const i = market.futures(row.futuresGid);
        if (!i) return [];
        const q = market.quote(i, now);
        const d = q.decimals;
        return [
          {
            ...row,
            nowPrice: q.price.toFixed(d),
            lastClose: q.prevClose.toFixed(d),
            floatRate: q.changePct.toFixed(2),
          },
        ];
      });
    return ok(rows);
  });
};
