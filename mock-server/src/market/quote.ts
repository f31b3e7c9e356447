// The live quote of an instrument at an instant, and its five-level order book. Before the open it
// shows the previous close (an indicative open during the call auction); in a session, the state
// of the minute in progress; at lunch, after the close and on closed dates, the last state, frozen.
import { sessionInstant, type Phase, type Position } from './calendar';
import type { DayRecord } from './daily-walk';
import { hash, unit } from './hash';
import type { Instrument } from './instrument';
import { aggregate, type DayBars } from './intraday';
import { changePct, moneyOf, toPrice } from './ticks';

export interface BookLevel {
  price: number;
  volume: number;
}

export interface Quote {
  kind: Instrument['kind'];
  gid: string;
  code: string;
  name: string;
  phase: Phase;
  /** Trading day (`YYYY-MM-DD`) whose state this is. */
  tradingDay: string;
  /** Epoch ms of the state shown (the second in a session; the close or lunch break otherwise). */
  time: number;
  /** Price decimals (the tick is 10^-decimals). */
  decimals: number;
  price: number;
  prevClose: number;
  /** null before the open (and all day when suspended). */
  open: number | null;
  high: number | null;
  low: number | null;
  change: number;
  /** Percent, 2 dp. */
  changePct: number;
  /** Shares / contracts. */
  volume: number;
  /** Turnover in currency, 2 dp. */
  amount: number;
  /** null when the instrument has no price limit. */
  limitUp: number | null;
  limitDown: number | null;
  isSuspended: boolean;
  isLimitUp: boolean;
  isLimitDown: boolean;
  /** Best first; price descending. Empty at limit-down, when suspended, and for indexes. */
  bids: BookLevel[];
  /** Best first; price ascending. Empty at limit-up, when suspended, and for indexes. */
  asks: BookLevel[];
}

/** The quote state in ticks, shared by the quote and the last K-line bar. */
export interface LiveState {
  price: number;
  open: number | null;
  high: number | null;
  low: number | null;
  volume: number;
  /** ticks × volume. */
  amount: number;
  time: number;
}

const SALT_AUCTION = 21;
const SALT_BOOK = 22;
const BOOK_REFRESH_MS = 3000;

/**
 * `previousClose`: the instant the previous trading day closed, the time of the state shown before
 * the open.
 */
export const liveState = (
  instrument: Instrument,
  position: Position,
  record: DayRecord,
  bars: DayBars | null,
  t: number,
  previousClose: number,
): LiveState => {
  const { schedule } = instrument;
  const second = Math.floor(t / 1000) * 1000;
  const flat = { price: record.prevClose, open: null, high: null, low: null, volume: 0, amount: 0 };
  if (position.hasStarted && !bars) {
    return { ...flat, time: sessionInstant(schedule, record.day, position.elapsedMs) };
  }
  if (!position.hasStarted || !bars) {
    const auction = schedule.auction;
    if (position.auctionMs === undefined || !auction || !bars) {
      return { ...flat, time: previousClose };
    }
    const length = (auction[1] - auction[0]) * 60_000;
    const progress = position.auctionMs / length;
    const open = bars.open[0]!;
    const noise =
      (unit(hash(instrument.key, record.day, Math.floor(t / 1000), SALT_AUCTION)) - 0.5) * 0.004;
    const indicative = Math.round(
      (record.prevClose + (open - record.prevClose) * progress) * (1 + noise * (1 - progress)),
    );
    const band = record.band;
    const price = band ? Math.min(band.limitUp, Math.max(band.limitDown, indicative)) : indicative;
    return { ...flat, price: Math.max(1, price), time: second };
  }
  const agg = aggregate(instrument, bars, 0, position.elapsedMs);
  if (!agg) return { ...flat, time: second };
  return {
    price: agg.close,
    open: agg.open,
    high: agg.high,
    low: agg.low,
    volume: agg.volume,
    amount: agg.amount,
    time:
      position.phase === 'open' ? second : sessionInstant(schedule, record.day, position.elapsedMs),
  };
};

/** Five levels each side on the tick grid around the price, inside the band. */
const orderBook = (
  instrument: Instrument,
  record: DayRecord,
  state: LiveState,
): { bids: BookLevel[]; asks: BookLevel[] } => {
  if (instrument.kind === 'index' || record.isSuspended) return { bids: [], asks: [] };
  const { decimals, lot } = instrument.profile;
  const bucket = Math.floor(state.time / BOOK_REFRESH_MS);
  const draw = (side: number, level: number) =>
    unit(hash(instrument.key, bucket, SALT_BOOK + side * 100, level));
  const upper = record.band?.limitUp ?? Number.POSITIVE_INFINITY;
  const lower = record.band?.limitDown ?? 1;
  // The last trade hit the bid or lifted the offer.
  const isAtBid = state.price >= upper || (state.price > lower && draw(0, 0) < 0.5);
  const bestBid = isAtBid ? state.price : state.price - 1;
  const bestAsk = isAtBid ? state.price + 1 : state.price;
  const size = (side: number, level: number, price: number) => {
    const sealed = price === upper || price === lower ? 40 : 1;
    return (1 + Math.floor(draw(side, level) * 300)) * lot * sealed;
  };
  const bids: BookLevel[] = [];
  const asks: BookLevel[] = [];
  for (let i = 0; i < 5; i++) {
    const bid = bestBid - i;
    const ask = bestAsk + i;
    if (bid >= lower && state.price > lower)
      bids.push({ price: toPrice(bid, decimals), volume: size(1, i, bid) });
    if (ask <= upper && state.price < upper)
      asks.push({ price: toPrice(ask, decimals), volume: size(2, i, ask) });
  }
  return { bids, asks };
};

export const buildQuote = (
  instrument: Instrument,
  position: Position,
  record: DayRecord,
  state: LiveState,
  tradingDay: string,
): Quote => {
  const { decimals } = instrument.profile;
  const price = (ticks: number | null) => (ticks === null ? null : toPrice(ticks, decimals));
  const band = record.band;
  const book = orderBook(instrument, record, state);
  return {
    kind: instrument.kind,
    gid: instrument.gid,
    code: instrument.code,
    name: instrument.name,
    phase: position.phase,
    tradingDay,
    time: state.time,
    decimals,
    price: toPrice(state.price, decimals),
    prevClose: toPrice(record.prevClose, decimals),
    open: price(state.open),
    high: price(state.high),
    low: price(state.low),
    change: toPrice(state.price - record.prevClose, decimals),
    changePct: changePct(state.price, record.prevClose),
    volume: state.volume,
    amount: moneyOf(state.amount, decimals),
    limitUp: band ? toPrice(band.limitUp, decimals) : null,
    limitDown: band ? toPrice(band.limitDown, decimals) : null,
    isSuspended: record.isSuspended,
    isLimitUp: band !== null && state.price === band.limitUp,
    isLimitDown: band !== null && state.price === band.limitDown,
    ...book,
  };
};
