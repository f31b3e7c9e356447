// The stocks the A-share boards read and the figures every board shares: the A-share universe, one
// stock whose phases tell the A-share calendar, East Money's security code, the seeded share
// capital (free float and total shares) and the turnover rate it gives, and per-board seeded draws.
import type { Instrument, Market, Quote } from '../../market/market';
import { hash, instrumentKey, unit } from '../../market/hash';

export type StockInstrument = Extract<Instrument, { kind: 'stock' }>;

const isStock = (i: Instrument): i is StockInstrument => i.kind === 'stock';
const isAShare = (i: StockInstrument): boolean =>
  i.row.stockType === 'sh' || i.row.stockType === 'sz' || i.row.stockType === 'bj';

/** Shanghai, Shenzhen and Beijing stocks, in the engine's order. */
export const aShares = (market: Market): StockInstrument[] =>
  market.stocks().filter(isStock).filter(isAShare);

/** An A-share whose phases tell the A-share calendar (any will do). */
export const referenceStock = (market: Market): StockInstrument | undefined => aShares(market)[0];

export const round = (value: number, digits: number): number => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

/** `600519.SH` — East Money's SECUCODE. */
export const secucode = (i: StockInstrument): string =>
  `${i.code}.${i.row.stockType.toUpperCase()}`;

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

/** Volume as a percentage of the free float, 2 dp (East Money's TURNOVERRATE, the pool's `hs`). */
export const turnoverRate = (market: Market, i: Instrument, q: Quote): number =>
  round((q.volume / shareCapital(market.seed, i).float) * 100, 2);

export interface Valuation {
  /** Price / earnings (8–68). */
  pe: number;
  /** Price / book (0.6–8.6). */
  pb: number;
}

/** Seeded valuation multiples of a stock, the same in every endpoint that shows them. */
export const valuation = (seed: number, instrument: Instrument): Valuation => ({
  pe: round(8 + drawFor(seed, instrument, 0, 21) * 60, 3),
  pb: round(0.6 + drawFor(seed, instrument, 0, 22) * 8, 3),
});

/** A seeded uniform draw for (stock, day, purpose). */
export const drawFor = (
  seed: number,
  instrument: Instrument,
  day: number,
  purpose: number,
): number => unit(hash(instrumentKey(seed, `boards:${instrument.gid}`), day, purpose));
