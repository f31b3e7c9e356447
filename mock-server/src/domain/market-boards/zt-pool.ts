// getVipList.do / getVipByCode.do (api-contract §8.11, §8.12): East Money's limit-up pool
// (getTopicZTPool) of the latest weekday, from the engine, in East Money's keys — `p` in
// thousandths of a yuan. The rows are getztb's (limit-up.ts, same order: first seal time), topped
// up with the day's strongest gainers (strong-pool.ts's ordering, without its 5 % floor) when fewer
// than POOL_MIN stocks sit at limit-up: a quiet engine day would otherwise leave the VIP page
// empty, where the real pool never is. A top-up row has no seal (lbc, fbt, lbt, zbc, fund 0).
// Before the open (pre-open and call auction) the pool is the previous trading day's close, as
// the upstream's latest weekday with data is.
import Decimal from 'decimal.js';

import type { StockDTO } from '../../../../src/api/contracts/models/market';
import { dayFromKey } from '../../market/calendar';
import type { Market, Quote } from '../../market/market';

import {
  aShares,
  referenceStock,
  round,
  shareCapital,
  turnoverRate,
  type StockInstrument,
} from './a-shares';
import { closeInstant, previousTradingDay } from './board-days';
import { limitUpPool } from './limit-up';

/** Ours: the fewest rows the pool shows. */
export const POOL_MIN = 6;

/** One East Money pool item (what the VIP pages read: `c`, `n`, `p`, `zdp`). */
export interface ZtPoolRow {
  /** Six-digit code. */
  c: string;
  /** Market: 1 Shanghai, 0 Shenzhen and Beijing. */
  m: number;
  n: string;
  /** Price × 1000, an integer. */
  p: number;
  /** Change %, 2 dp. */
  zdp: number;
  /** Turnover, yuan. */
  amount: number;
  /** Free-float and total market value, yuan. */
  ltsz: number;
  tshare: number;
  /** Turnover rate, %. */
  hs: number;
  /** Consecutive limit-up days. */
  lbc: number;
  /** First and last seal time as HHmmss (92500 = 09:25:00). */
  fbt: number;
  lbt: number;
  /** Value of the sealed bid, yuan. */
  fund: number;
  /** Broken seals. */
  zbc: number;
  /** Limit-up statistics: `ct` limit-ups in the last `days` days. */
  zttj: { days: number; ct: number };
}

const milli = (price: number): number => new Decimal(price).times(1000).round().toNumber();
const hhmmss = (clock: string | null | undefined): number =>
  clock ? Number(clock.replace(/:/g, '')) : 0;
const marketOf = (stockType: string | null | undefined): number => (stockType === 'sh' ? 1 : 0);

const limitUpItem = (row: StockDTO): ZtPoolRow => ({
  c: row.dm,
  m: marketOf(row.jys),
  n: row.mc,
  p: milli(row.p ?? 0),
  zdp: row.zf ?? 0,
  amount: row.cje ?? 0,
  ltsz: row.lt ?? 0,
  tshare: row.zsz ?? 0,
  hs: row.hs ?? 0,
  lbc: row.lbc ?? 1,
  fbt: hhmmss(row.fbt),
  lbt: hhmmss(row.lbt),
  fund: row.zj ?? 0,
  zbc: row.zbc ?? 0,
  zttj: { days: row.lbc ?? 1, ct: row.lbc ?? 1 },
});

const gainerItem = (market: Market, i: StockInstrument, q: Quote): ZtPoolRow => {
  const cap = shareCapital(market.seed, i);
  return {
    c: i.code,
    m: marketOf(i.row.stockType),
    n: i.name,
    p: milli(q.price),
    zdp: q.changePct,
    amount: q.amount,
    ltsz: round(q.price * cap.float, 2),
    tshare: round(q.price * cap.total, 2),
    hs: turnoverRate(market, i, q),
    lbc: 0,
    fbt: 0,
    lbt: 0,
    fund: 0,
    zbc: 0,
    zttj: { days: 0, ct: 0 },
  };
};

/** The instant the pool is read at: `now`, or the last close while today has not opened. */
export const poolInstant = (market: Market, now: number): number => {
  const ref = referenceStock(market);
  if (!ref) return now;
  const q = market.quote(ref, now);
  if (q.phase !== 'pre-open' && q.phase !== 'auction') return now;
  return closeInstant(previousTradingDay(market, ref, dayFromKey(q.tradingDay)));
};

/** The pool at `now`: limit-up rows, then the strongest gainers up to POOL_MIN rows. */
export const ztPool = (market: Market, now: number): ZtPoolRow[] => {
  const at = poolInstant(market, now);
  const sealed = limitUpPool(market, at).map(limitUpItem);
  if (sealed.length >= POOL_MIN) return sealed;
  const listed = new Set(sealed.map((r) => r.c));
  const gainers = aShares(market)
    .filter((i) => !listed.has(i.code))
    .map((i) => ({ i, q: market.quote(i, at) }))
    .filter(({ q }) => !q.isSuspended)
    .sort((a, b) => b.q.changePct - a.q.changePct || a.i.gid.localeCompare(b.i.gid))
    .slice(0, POOL_MIN - sealed.length)
    .map(({ i, q }) => gainerItem(market, i, q));
  return [...sealed, ...gainers];
};
