// A quote as the detail page shows it (screens §5a.1, issue 6): numbers parsed from the
// backend's strings, the day's limit-up/limit-down prices for the stock's board and how far the
// price is from them, and the five-level book.
import { limitPctOf, limitPrices, plateOfCode } from '@/api/contracts/market-rules';
import type { StockVO } from '@/api/contracts/models/market';
import type { InstrumentKind } from '@/lib/market/instrument';

export interface BookLevel {
  level: number;
  price: number | null;
  volume: number | null;
}

export interface LimitInfo {
  pct: number;
  up: number;
  down: number;
  /** % the price must rise to reach limit-up (≥ 0). */
  toUpPct: number;
  toDownPct: number;
  /** Ticks of 0.01 to each limit. */
  toUpTicks: number;
  toDownTicks: number;
  /** Sealed at a limit. */
  at: 'up' | 'down' | null;
}

export interface QuoteView {
  name: string;
  code: string;
  gid: string;
  price: number | null;
  prevClose: number | null;
  change: number | null;
  changePct: number | null;
  open: number | null;
  high: number | null;
  low: number | null;
  volume: number | null;
  amount: number | null;
  /** Amplitude (high − low) / previous close, %. */
  amplitudePct: number | null;
  limit: LimitInfo | null;
  bids: BookLevel[];
  asks: BookLevel[];
  /** No trade today and no book: the stock is suspended (or the session has not opened). */
  isHalted: boolean;
}

const num = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

const round2 = (n: number): number => Math.round(n * 100) / 100;

const LEVELS = [1, 2, 3, 4, 5] as const;

export const limitInfo = (price: number, prevClose: number, pct: number): LimitInfo => {
  const { limitUp: up, limitDown: down } = limitPrices(prevClose, pct);
  const ticks = (a: number, b: number) => Math.max(0, Math.round((a - b) * 100));
  return {
    pct,
    up,
    down,
    toUpPct: Math.max(0, round2(((up - price) / price) * 100)),
    toDownPct: Math.max(0, round2(((price - down) / price) * 100)),
    toUpTicks: ticks(up, price),
    toDownTicks: ticks(price, down),
    at: price >= up ? 'up' : price <= down ? 'down' : null,
  };
};

export const toQuoteView = (stock: StockVO, kind: InstrumentKind): QuoteView => {
  const price = num(stock.nowPrice);
  const prevClose = num(stock.preclose_px);
  const high = num(stock.today_max);
  const low = num(stock.today_min);
  const change = price !== null && prevClose !== null ? round2(price - prevClose) : null;
  const pct = kind === 'stock' ? limitPctOf(stock.gid, stock.name, plateOfCode(stock.code)) : null;
  const level = (side: 'buy' | 'sell', n: (typeof LEVELS)[number]): BookLevel => ({
    level: n,
    price: num(stock[`${side}${n}`]),
    volume: num(stock[`${side}${n}_num`]),
  });
  const bids = LEVELS.map((n) => level('buy', n));
  const asks = LEVELS.map((n) => level('sell', n));
  const volume = num(stock.business_amount);
  const hasBook = [...bids, ...asks].some((l) => (l.price ?? 0) > 0 && (l.volume ?? 0) > 0);
  return {
    name: stock.name,
    code: stock.code,
    gid: stock.gid,
    price,
    prevClose,
    change,
    changePct: num(stock.hcrate),
    open: num(stock.open_px),
    high,
    low,
    volume,
    amount: num(stock.business_balance),
    amplitudePct:
      high !== null && low !== null && prevClose ? round2(((high - low) / prevClose) * 100) : null,
    limit:
      pct !== null && price !== null && price > 0 && prevClose !== null && prevClose > 0
        ? limitInfo(price, prevClose, pct)
        : null,
    bids,
    asks,
    isHalted: kind === 'stock' && !volume && !hasBook,
  };
};
