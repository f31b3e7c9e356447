// Rows of the East Money / biying data screens (api-contract §8.1–§8.3, §8.5; screens §4.3). The
// upstream rows name a security as `600519`, `600519.SH` or `sh600519`; the exchange comes from the
// suffix or prefix when present, else from the code's first digit. A row links to the detail page
// only when it carries a usable code.
import type { LhbRow, StockDTO, StopRow, TopRow } from '@/api/contracts/models/market';
import { detailPath, exchangeOfCode, type Exchange } from '@/lib/market/instrument';

export interface SecurityRef {
  name: string;
  /** Bare code ('' when the row has none). */
  code: string;
  exchange?: Exchange;
  /** Detail page, when the code is known. */
  to?: string;
}

/** `600519.SH` / `sh600519` / `600519` → bare code and exchange. */
export const parseSecurityCode = (
  raw: string | null | undefined,
): { code: string; exchange?: Exchange } => {
  const text = (raw ?? '').trim();
  const suffixed = /^([0-9A-Za-z]+)\.(SH|SZ|BJ)$/i.exec(text);
  if (suffixed) {
    return { code: suffixed[1]!, exchange: suffixed[2]!.toLowerCase() as Exchange };
  }
  const prefixed = /^(sh|sz|bj)(\d{6})$/i.exec(text);
  if (prefixed) return { code: prefixed[2]!, exchange: prefixed[1]!.toLowerCase() as Exchange };
  return { code: text, exchange: exchangeOfCode(text) };
};

export const securityRef = (
  name: string | null | undefined,
  ...codes: (string | null | undefined)[]
): SecurityRef => {
  const raw = codes.find((c) => c && c.trim() !== '');
  const { code, exchange } = parseSecurityCode(raw);
  const label = name?.trim() || code;
  return {
    name: label,
    code,
    exchange,
    to:
      code && exchange
        ? detailPath({ code, name: label, type: exchange, kind: 'stock' })
        : undefined,
  };
};

/**
 * Upstream dates come as `2026-11-20 00:00:00`, `2026-11-20` or `2026-11-20T09:30:00`: midnight
 * is a plain date; a real time is kept to the minute. Anything else is shown as it came.
 */
export const shortDate = (value: string | null | undefined): string | null => {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?)?/.exec(text);
  if (!m) return text;
  return !m[2] || m[2] === '00:00' ? m[1]! : `${m[1]} ${m[2]}`;
};

export interface DragonTigerItem extends SecurityRef {
  key: string;
  date: string | null;
  totalAmount: number | null | undefined;
  turnoverRate: number | null | undefined;
  changeRate: number | null | undefined;
  floatCap: number | null | undefined;
  sellAmount: number | null | undefined;
  buyAmount: number | null | undefined;
  dealAmount: number | null | undefined;
  netAmount: number | null | undefined;
  /** The listing reason East Money gives (`EXPLANATION`); null when absent. */
  reason: string | null;
}

export const dragonTigerItem = (r: LhbRow, index: number): DragonTigerItem => {
  const ref = securityRef(r.SECURITY_NAME_ABBR, r.SECUCODE, r.SECURITY_CODE);
  return {
    ...ref,
    key: `${ref.code}-${index}`,
    date: shortDate(r.TRADE_DATE),
    totalAmount: r.ACCUM_AMOUNT,
    turnoverRate: r.TURNOVERRATE,
    changeRate: r.CHANGE_RATE,
    floatCap: r.FREE_MARKET_CAP,
    sellAmount: r.BILLBOARD_SELL_AMT,
    buyAmount: r.BILLBOARD_BUY_AMT,
    dealAmount: r.BILLBOARD_DEAL_AMT,
    netAmount: r.BILLBOARD_NET_AMT,
    reason: r.EXPLANATION?.trim() || null,
  };
};

export interface TopTenItem extends SecurityRef {
  key: string;
  rank: number | null | undefined;
  close: number | null | undefined;
  changeRate: number | null | undefined;
}

/** Rows in rank order (the upstream order is not guaranteed). */
export const topTenItems = (rows: readonly TopRow[]): TopTenItem[] =>
  rows
    .map((r, index) => {
      const ref = securityRef(r.SECURITY_NAME, r.DERIVE_SECURITY_CODE);
      return {
        ...ref,
        key: `${ref.code}-${index}`,
        rank: r.RANK,
        close: r.CLOSE_PRICE,
        changeRate: r.CHANGE_RATE,
      };
    })
    .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity));

export interface LimitUpItem extends SecurityRef {
  key: string;
  turnoverRate: number | null | undefined;
  changeRate: number | null | undefined;
  price: number | null | undefined;
  amount: number | null | undefined;
  floatCap: number | null | undefined;
  totalCap: number | null | undefined;
}

export const limitUpItem = (r: StockDTO, index: number): LimitUpItem => {
  const ref = securityRef(r.mc, r.dm);
  return {
    ...ref,
    key: `${ref.code}-${index}`,
    turnoverRate: r.hs,
    changeRate: r.zf,
    price: r.p,
    amount: r.cje,
    floatCap: r.lt,
    totalCap: r.zsz,
  };
};

export interface SuspensionItem extends SecurityRef {
  key: string;
  start: string | null;
  /** null = open-ended (shown as `--`). */
  end: string | null;
}

export const suspensionItem = (r: StopRow, index: number): SuspensionItem => {
  const ref = securityRef(r.SECURITY_NAME_ABBR, r.SECURITY_CODE);
  return {
    ...ref,
    key: `${ref.code}-${index}`,
    start: shortDate(r.SUSPEND_START_DATE),
    end: shortDate(r.SUSPEND_END_TIME),
  };
};
