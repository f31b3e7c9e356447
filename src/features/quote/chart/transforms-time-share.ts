// Time-share (分时): the findStock.do line → 240 one-minute slots, 09:30–11:30 and 13:00–15:00
// Beijing time, with averages, volume colours and the symmetric price range. Pure; unit-tested in
// transforms-time-share.test.ts.
import type { RealTimeLine } from '@/api/contracts/models/market';

import { pad2 } from './transforms-bar-time';
import { isFiniteNumber } from './transforms-bars';

export const TIME_SHARE_SLOTS = 240;
const MORNING_SLOTS = 120;

/**
 * Minute slot 0–239 of a Beijing clock text ('09:31', '0931', '1330', '9:31', '09:31:00',
 * '2026-11-20 09:31'). Points are stamped by the minute's end: '09:31' is slot 0, '11:30' slot 119,
 * '13:01' slot 120, '15:00' slot 239. The opening print ('09:30' and the auction before it) joins
 * slot 0, '13:00' joins slot 120, lunch minutes join slot 119, after-close prints slot 239. Null when
 * the text holds no clock time.
 */
export const timeShareSlot = (time: string): number | null => {
  const match = /(\d{1,2}):?(\d{2})(?::\d{2})?\s*$/.exec(time.trim());
  if (!match) return null;
  const hh = Number(match[1]);
  const mm = Number(match[2]);
  if (hh > 23 || mm > 59) return null;
  const m = hh * 60 + mm;
  if (m <= 571) return 0;
  if (m <= 690) return m - 571;
  if (m < 780) return MORNING_SLOTS - 1;
  if (m <= 781) return MORNING_SLOTS;
  if (m <= 900) return m - 781 + MORNING_SLOTS;
  return TIME_SHARE_SLOTS - 1;
};

/** Clock text of a slot's end: 0 → '09:31', 119 → '11:30', 120 → '13:01', 239 → '15:00'. */
export const slotLabel = (slot: number): string => {
  const s = Math.min(TIME_SHARE_SLOTS - 1, Math.max(0, Math.floor(slot)));
  const m = s < MORNING_SLOTS ? 571 + s : 781 + (s - MORNING_SLOTS);
  return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
};

export interface TimeSharePoint {
  slot: number;
  price: number;
  /** Average price so far (given, or cumulative amount ÷ cumulative volume); null when unknown. */
  avg: number | null;
  volume: number;
  amount: number;
  /** Change against the previous close in percent; null when neither given nor computable. */
  rate: number | null;
  /** 1 when the price did not fall against the previous point (the first: the previous close). */
  dir: 1 | -1;
}

export type TimeShareInput = Pick<RealTimeLine, 'time' | 'price'> &
  Partial<Pick<RealTimeLine, 'averagePrice' | 'volumes' | 'amounts' | 'rates'>>;

/** Previous close implied by the first point with a price and a change rate. */
export const inferPrevClose = (line: TimeShareInput | null | undefined): number | null => {
  if (!line) return null;
  for (let i = 0; i < line.price.length; i++) {
    const p = line.price[i];
    const r = line.rates?.[i];
    if (isFiniteNumber(p) && p > 0 && isFiniteNumber(r) && r > -100) return p / (1 + r / 100);
  }
  return null;
};

/**
 * The findStock line → one point per filled slot, in slot order. The same clock text twice keeps
 * the later point; different texts landing in one slot (09:30 and 09:31) add their volumes and
 * keep the later price. When `averagePrice` is empty, the average is cumulative amount ÷ cumulative
 * volume, with volume in lots (×100 shares) detected when the quotient is ~100× the price.
 */
export const buildTimeShare = (
  line: TimeShareInput | null | undefined,
  prevClose?: number | null,
): TimeSharePoint[] => {
  if (!line) return [];
  // 1. Last point per clock text (a re-sent minute replaces itself).
  const byText = new Map<string, number>();
  for (let i = 0; i < line.time.length; i++) {
    const price = line.price[i];
    const text = line.time[i];
    if (text === undefined || !isFiniteNumber(price) || price <= 0) continue;
    const slot = timeShareSlot(text);
    if (slot === null) continue;
    const key = `${slot}|${text.trim()}`;
    byText.delete(key);
    byText.set(key, i);
  }
  // 2. Group into slots (different texts in one slot add up).
  interface Raw {
    slot: number;
    price: number;
    givenAvg: number | null;
    volume: number;
    amount: number;
    rate: number | null;
    order: number;
  }
  const slots = new Map<number, Raw>();
  for (const [key, i] of byText) {
    const slot = Number(key.slice(0, key.indexOf('|')));
    const volume = line.volumes?.[i];
    const amount = line.amounts?.[i];
    const avg = line.averagePrice?.[i];
    const rate = line.rates?.[i];
    const raw: Raw = {
      slot,
      price: line.price[i]!,
      givenAvg: isFiniteNumber(avg) && avg > 0 ? avg : null,
      volume: isFiniteNumber(volume) && volume > 0 ? volume : 0,
      amount: isFiniteNumber(amount) && amount > 0 ? amount : 0,
      rate: isFiniteNumber(rate) ? rate : null,
      order: i,
    };
    const prev = slots.get(slot);
    if (!prev) {
      slots.set(slot, raw);
      continue;
    }
    const later = raw.order > prev.order ? raw : prev;
    slots.set(slot, {
      ...later,
      volume: prev.volume + raw.volume,
      amount: prev.amount + raw.amount,
    });
  }
  const raws = [...slots.values()].sort((a, b) => a.slot - b.slot);
  // 3. Volume unit: shares, or lots when amount ÷ volume is ~100× the price.
  let totalVolume = 0;
  let totalAmount = 0;
  for (const r of raws) {
    totalVolume += r.volume;
    totalAmount += r.amount;
  }
  const lastPrice = raws[raws.length - 1]?.price ?? 0;
  const ratio = totalVolume > 0 && lastPrice > 0 ? totalAmount / totalVolume / lastPrice : 1;
  const unit = ratio > 30 ? 100 : 1;
  // 4. Points.
  const base = isFiniteNumber(prevClose) && prevClose > 0 ? prevClose : inferPrevClose(line);
  let cumVolume = 0;
  let cumAmount = 0;
  let prevPrice = base;
  return raws.map((r) => {
    cumVolume += r.volume;
    cumAmount += r.amount;
    const avg =
      r.givenAvg ?? (cumVolume > 0 && cumAmount > 0 ? cumAmount / (cumVolume * unit) : null);
    const rate = r.rate ?? (base ? ((r.price - base) / base) * 100 : null);
    const dir: 1 | -1 = prevPrice === null || r.price >= prevPrice ? 1 : -1;
    prevPrice = r.price;
    return { slot: r.slot, price: r.price, avg, volume: r.volume, amount: r.amount, rate, dir };
  });
};

/**
 * Price-axis range of the time-share: symmetric about the previous close (so 0 % is the middle),
 * covering prices and averages, at least ±1 % wide. Without a previous close: the data range padded.
 */
export const timeShareRange = (
  points: readonly TimeSharePoint[],
  prevClose: number | null | undefined,
): { min: number; max: number } | null => {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    lo = Math.min(lo, p.price, p.avg ?? p.price);
    hi = Math.max(hi, p.price, p.avg ?? p.price);
  }
  if (isFiniteNumber(prevClose) && prevClose > 0) {
    const span = Math.max(
      prevClose * 0.01,
      Number.isFinite(hi) ? Math.abs(hi - prevClose) : 0,
      Number.isFinite(lo) ? Math.abs(prevClose - lo) : 0,
    );
    return { min: prevClose - span, max: prevClose + span };
  }
  if (!Number.isFinite(lo)) return null;
  const pad = Math.max((hi - lo) * 0.1, hi * 0.005);
  return { min: lo - pad, max: hi + pad };
};
