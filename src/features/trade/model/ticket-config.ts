// Which ticket a route opens (screens §5.1–§5.4): one ticket family, configured per route. The
// link's query is read with the reference's names too (`gid`, `nowPrice`, `t`, `type`…), so links
// built by old pages still open the right instrument on the right side.
import type { Direction } from '@/api/contracts/trading-math';

/** stock: buy.do / addOrder.do; funds: buyFunds.do; index: buyIndex.do; futures: buyFutures.do. */
export type TicketKind = 'stock' | 'funds' | 'index' | 'futures';

export type TicketRoute =
  | 'buyStocks'
  | 'sellStocks'
  | 'tradingBuy'
  | 'buy'
  | 'twoBuy'
  | 'subWarehouseBuy'
  | 'indexBuy'
  | 'futuresBuy';

export interface TicketSpec {
  route: TicketRoute;
  kind: TicketKind;
  /** Code as the link gave it (bare or prefixed: `600519`, `sh000001`, `CL`, `hf_CL`). */
  code: string;
  name: string;
  /** Instrument id from the link, when it carried one (the quote supplies it otherwise). */
  id?: number;
  /** Price the link carried: shown until the live quote arrives, never used to order. */
  linkPrice?: number;
  side: Direction;
  /** Limit (pending) orders through addOrder.do: stock tickets only. */
  canLimit: boolean;
  /** Take profit / stop loss / trailing stop: endpoints that take profitTarget/stopTarget. */
  canProtect: boolean;
}

const positiveNumber = (text: string | null): number | undefined => {
  if (text === null || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

const wholeId = (text: string | null): number | undefined => {
  const n = positiveNumber(text);
  return n !== undefined && Number.isInteger(n) ? n : undefined;
};

/** `side=long|short`; the pro ticket's `t`: 1 buy (long), 0 sell (short); `buyType` 0/1. */
const sideOf = (params: URLSearchParams, fallback: Direction): Direction => {
  const side = params.get('side');
  if (side === 'long' || side === 'short') return side;
  const t = params.get('t');
  if (t === '1') return 'long';
  if (t === '0') return 'short';
  const buyType = params.get('buyType');
  if (buyType === '0') return 'long';
  if (buyType === '1') return 'short';
  return fallback;
};

const KIND_OF_ROUTE: Record<Exclude<TicketRoute, 'tradingBuy'>, TicketKind> = {
  buyStocks: 'stock',
  sellStocks: 'stock',
  buy: 'stock',
  twoBuy: 'stock',
  subWarehouseBuy: 'funds',
  indexBuy: 'index',
  futuresBuy: 'futures',
};

export const ticketFromQuery = (route: TicketRoute, params: URLSearchParams): TicketSpec => {
  // /TradingBuy: `type` 0 (or absent) is a stock, anything else an index.
  const type = params.get('type');
  const kind: TicketKind =
    route === 'tradingBuy'
      ? type === null || type === '' || type === '0'
        ? 'stock'
        : 'index'
      : KIND_OF_ROUTE[route];
  // The legacy /buy passed the stock id as `gid`; elsewhere a gid is `sh600519`-like.
  const gid = params.get('gid')?.trim() ?? '';
  const gidId = /^\d+$/.test(gid) && !/^\d{6}$/.test(gid) ? wholeId(gid) : undefined;
  const code = (params.get('code') ?? '').trim() || (gidId === undefined ? gid : '');
  return {
    route,
    kind,
    code,
    name: (params.get('name') ?? '').trim(),
    id: wholeId(params.get('id')) ?? gidId,
    linkPrice: positiveNumber(params.get('m')) ?? positiveNumber(params.get('nowPrice')),
    // /sellStocks is the same ticket opened on the short side (买跌); the rest open long.
    side: sideOf(params, route === 'sellStocks' ? 'short' : 'long'),
    canLimit: kind === 'stock',
    canProtect: kind === 'stock' || kind === 'index',
  };
};
