// What the trader has typed on a ticket, kept as text so a bad value is shown back as typed
// (never lost), and the small edits the −/+ buttons and chips make.
import type { Direction } from '@/api/contracts/trading-math';

export type OrderType = 'market' | 'limit';

export interface Toggle {
  isOn: boolean;
  value: string;
}

export interface TicketInput {
  side: Direction;
  orderType: OrderType;
  /** Lots as typed. */
  lots: string;
  /** Chosen leverage; null until the options are known. */
  lever: number | null;
  /** Trigger price of a limit order. */
  limitPrice: string;
  takeProfit: Toggle;
  stopLoss: Toggle;
  /** Distance of the trailing stop from the best price, %. */
  trailing: Toggle;
  /** Funding sub-account of the split-account ticket. */
  subaccount: number | null;
}

export const emptyInput = (side: Direction, lots = '1'): TicketInput => ({
  side,
  orderType: 'market',
  lots,
  lever: null,
  limitPrice: '',
  takeProfit: { isOn: false, value: '' },
  stopLoss: { isOn: false, value: '' },
  trailing: { isOn: false, value: '' },
  subaccount: null,
});

/** Digits only, no leading zeros, at most 6 digits (the reference strips the rest as you type). */
export const sanitizeLots = (text: string): string =>
  text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 6);

/** A price or percentage as typed: digits and one decimal point, at most `digits` decimals. */
export const sanitizeDecimal = (text: string, digits = 2): string => {
  const cleaned = text.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot < 0) return cleaned.replace(/^0+(?=\d)/, '');
  const whole = cleaned.slice(0, dot).replace(/^0+(?=\d)/, '') || '0';
  const fraction = cleaned
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, digits);
  return `${whole}.${fraction}`;
};

/** Whole lots ≥ 0 when the text is a number, else null (empty or garbage). */
export const lotsOf = (text: string): number | null => {
  if (!/^\d+$/.test(text.trim())) return null;
  return Number(text.trim());
};

/** A positive decimal from typed text, else null. */
export const decimalOf = (text: string): number | null => {
  const t = text.trim();
  if (!/^\d+(\.\d+)?$|^\d+\.$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
};

/** −/+ on the lots field: steps from the typed value (or the minimum), clamped to [min, max]. */
export const stepLots = (text: string, delta: number, min: number, max: number): string => {
  const current = lotsOf(text);
  const next = current === null ? min : current + delta;
  return String(Math.min(Math.max(next, min), Math.max(min, max)));
};

/** −/+ on a price: one tick (0.01) from the typed value, or from `fallback` when none is typed. */
export const stepPrice = (text: string, deltaTicks: number, fallback: number | null): string => {
  const current = decimalOf(text) ?? fallback;
  if (current === null) return text;
  const ticks = Math.max(1, Math.round(current * 100) + deltaTicks);
  return (ticks / 100).toFixed(2);
};

/** `siteLever` "10/20/30" → [10, 20, 30] (shared with the academy, see lib/trading/levers). */
export { parseLevers } from '@/lib/trading/levers';
