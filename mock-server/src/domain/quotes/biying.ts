// biying's StockDTO (api-contract §15.6, §18.15–§18.18) from the market engine. Units, from the
// DTO's comments in the spec: prices in yuan; `v` volume in LOTS (手, shares ÷ lot); `cje`/`e`
// amounts in yuan; `pc`, `zd`, `zf`, `hs`, `zs`, `fm`, `zdf60`, `zdfnc` in PERCENT units (1.23 =
// 1.23 %); `ud`/`zde` changes in yuan; `lt`/`sz`/`zsz` market values in yuan; book sizes in lots.
// Every StockDTO key is present (null when the provider sends none), plus the backend's
// `timeStamp` and `custUd`.
import type {
  BiyingBook,
  BiyingStockDTO,
} from '../../../../src/api/contracts/models/provider-quotes';
import type { Instrument, Market, Quote } from '../../market/market';
import { roundHalfUp } from '../../market/ticks';
import { round, shareCapital, turnoverRate, valuation } from '../market-boards/a-shares';

import { dayTimeStamp } from './home-market';
import { beijingDateTime, recentMoves, trend, volumeRatio } from './stock-figures';

type Fields = Partial<Omit<BiyingStockDTO, 'timeStamp' | 'custUd'>>;

/** Every StockDTO key, null. */
const EMPTY: Required<Omit<BiyingStockDTO, 'timeStamp' | 'custUd'>> = {
  id: null,
  d: null,
  o: null,
  h: null,
  l: null,
  c: null,
  v: null,
  e: null,
  zf: null,
  hs: null,
  zd: null,
  zde: null,
  fm: null,
  lb: null,
  pe: null,
  pc: null,
  p: null,
  lt: null,
  sz: null,
  zsz: null,
  cje: null,
  ud: null,
  yc: null,
  zs: null,
  sjl: null,
  zdf60: null,
  zdfnc: null,
  t: null,
  dm: null,
  mc: null,
  jys: null,
  lbc: null,
  fbt: null,
  lbt: null,
  zj: null,
  zbc: null,
  tj: null,
  mmwp: null,
  dateFormat: null,
};

/**
 * A full row with the backend's computed keys: `timeStamp` from `d` (GMT+8), `custUd` = `ud`, else
 * p × zf ÷ (zf + 100) to 2 dp (the change in yuan when `zf` is the change %), else null.
 */
export const stockDto = (fields: Fields): BiyingStockDTO => {
  const row = { ...EMPTY, ...fields };
  const { ud, p, zf } = row;
  const custUd =
    ud ?? (p != null && zf != null && zf !== -100 ? roundHalfUp((p * zf) / (zf + 100), 2) : null);
  return { ...row, timeStamp: row.d ? dayTimeStamp(row.d) : null, custUd };
};

const lots = (shares: number, lot: number): number => Math.round(shares / lot);

/** biying `/hsrl/mmwp`: the five levels each side, sizes in lots, 0 for an empty level. */
export const biyingBook = (i: Instrument, q: Quote): BiyingBook => {
  const { lot } = i.profile;
  const book: Record<string, number | string> = { t: beijingDateTime(q.time) };
  for (let k = 0; k < 5; k++) {
    const bid = q.bids[k];
    const ask = q.asks[k];
    book[`pb${k + 1}`] = bid?.price ?? 0;
    book[`vb${k + 1}`] = bid ? lots(bid.volume, lot) : 0;
    book[`ps${k + 1}`] = ask?.price ?? 0;
    book[`vs${k + 1}`] = ask ? lots(ask.volume, lot) : 0;
  }
  return book as BiyingBook;
};

/**
 * biying `/hsrl/ssjy/<code>`: the real-time quote with no `id`/`dm`/`mc` (the provider sends
 * none; getSingleStockNew.do fills them from the local row). open/high/low are null before the
 * first trade.
 */
export const biyingQuote = (market: Market, i: Instrument, now: number): BiyingStockDTO => {
  const q = market.quote(i, now);
  const cap = shareCapital(market.seed, i);
  const { pe, pb } = valuation(market.seed, i);
  const moves = recentMoves(market, i, q, now);
  const longer = trend(market, i, q, now);
  return stockDto({
    p: q.price,
    o: q.open,
    h: q.high,
    l: q.low,
    yc: q.prevClose,
    pc: q.changePct,
    ud: q.change,
    v: lots(q.volume, i.profile.lot),
    cje: q.amount,
    hs: turnoverRate(market, i, q),
    lb: volumeRatio(market, i, q, now),
    pe,
    sjl: pb,
    lt: round(q.price * cap.float, 2),
    sz: round(q.price * cap.total, 2),
    zs: moves.speed,
    fm: moves.fiveMinutes,
    zdf60: longer.sixtyDays,
    zdfnc: longer.yearToDate,
    t: beijingDateTime(q.time),
  });
};

/** The minute periods biying's `/hszbl/fsjy` serves. */
const BAR_TYPES: Readonly<Record<string, number>> = { '5m': 5, '15m': 15, '30m': 30, '60m': 60 };
/** Bars getKLineList.do answers (ours: biying's count is not documented; Sina's cap of §8.6). */
export const KLINE_LIST_BARS = 200;

/** Minutes of a `5m`-style type, or undefined for a type biying refuses. */
export const barMinutes = (type: unknown): number | undefined =>
  typeof type === 'string' && Object.hasOwn(BAR_TYPES, type) ? BAR_TYPES[type] : undefined;

/**
 * biying `/hszbl/fsjy/<code>/<type>`: minute bars, oldest first, the last one the bar in progress
 * (its close is the quote's price). `zf` is the bar's amplitude, `zd`/`zde` its change against
 * the bar before (the previous close for the first bar of a day), `hs` its turnover %.
 */
export const biyingBars = (
  market: Market,
  i: Instrument,
  minutes: number,
  now: number,
): BiyingStockDTO[] => {
  const bars = market.kline(i, { period: minutes, count: KLINE_LIST_BARS + 1 }, now);
  const float = shareCapital(market.seed, i).float;
  const { decimals, lot } = i.profile;
  const rows: BiyingStockDTO[] = [];
  for (let k = 1; k < bars.length; k++) {
    const [before, b] = [bars[k - 1]!, bars[k]!];
    const prev = before.close;
    rows.push(
      stockDto({
        d: `${b.label}:00`,
        o: b.open,
        h: b.high,
        l: b.low,
        c: b.close,
        v: lots(b.volume, lot),
        e: b.amount,
        zf: roundHalfUp(((b.high - b.low) / prev) * 100, 2),
        hs: roundHalfUp((b.volume / float) * 100, 2),
        zd: roundHalfUp(((b.close - prev) / prev) * 100, 2),
        zde: roundHalfUp(b.close - prev, decimals),
      }),
    );
  }
  return rows;
};
