// A real stock's spread rate for the fees example: its live quote (the change % the rules read)
// and findSpreadRateOne asked as the order ticket asks it (§6.5: change %, order value, code,
// price), so the lesson charges the spread the ticket would for the same order.
import { useQuote } from '@/lib/queries/stock-quote';
import { useSpreadRate } from '@/lib/queries/spread-rate';

/** A-share codes as the ticket takes them: six digits. */
export const STOCK_CODE = /^\d{6}$/;

export interface StockSpread {
  stock: { name: string; price: number | null } | null;
  /** The code names no stock. */
  isUnknown: boolean;
  /** The rate for this order, undefined while asked. */
  rate: number | undefined;
}

const num = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : Number(value ?? NaN);
  return Number.isFinite(n) ? n : null;
};

export const useStockSpread = (code: string, price: number, shares: number): StockSpread => {
  const isCode = STOCK_CODE.test(code);
  const quote = useQuote(isCode ? code : '');
  const stock = isCode ? quote.data?.stock : undefined;
  // The lesson's price is the trader's own input: a new price asks again.
  const spread = useSpreadRate(
    { code, shares, price, changePct: num(stock?.hcrate) },
    { enabled: stock !== undefined, keyByPrice: true },
  );
  return {
    stock: stock ? { name: stock.name, price: num(stock.nowPrice) } : null,
    isUnknown: isCode && quote.isError && quote.data === undefined,
    rate: stock ? spread.data : undefined,
  };
};
