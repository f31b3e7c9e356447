// "Did my order go through?" after a reply that never came (timeout, dropped connection, the
// trading controllers' empty body) or a reload in the middle of a submit. Before an order leaves,
// a record of it is written to sessionStorage (`@/lib/intent`); afterwards the position list (or
// the pending-order list) is compared with it. Only a match counts as booked; nothing here ever
// sends an order.
import { directionOfBuyType, directionOfText, type Direction } from '@/api/contracts/trading-math';
import type {
  UserFuturesPositionVO,
  UserIndexPositionVO,
} from '@/api/contracts/models/index-futures';
import type { UserPendingorderVO, UserPositionVO } from '@/api/contracts/models/trading';

import { ENDPOINT_PATH, type OrderEndpoint, type OrderParams } from './order-request';
import type { TicketKind } from './ticket-config';

/** The ticket's scope in the shared in-flight store (`@/lib/intent`). */
export const ORDER_SCOPE = 'trade.order';

/**
 * How far before the record's time a booking still counts: the server clock is known to the second
 * (Date header) and the request took some time to arrive.
 */
export const CLOCK_TOLERANCE_MS = 5_000;

/** What the ticket records of an order before it leaves (the params of its intent record). */
export interface OrderIntent {
  endpoint: OrderEndpoint;
  params: OrderParams;
  kind: TicketKind;
  /** Bare code of the instrument (`600519`, `000001`, `CL`). */
  code: string;
  name: string;
  side: Direction;
  /** Shares (stock orders) or lots (index, futures), as sent in buyNum. */
  quantity: number;
  /**
   * Open quantity already held in this instrument and direction when it left: a buy of a held
   * stock is merged into the old position (api-contract §11.3), so growth is the evidence then.
   */
  heldBefore?: number;
}

/** An order and when it left, on the server's clock (epoch ms). */
export interface InFlightRecord extends OrderIntent {
  at: number;
}

export const inFlightOf = (record: { params: OrderIntent; at: number }): InFlightRecord => ({
  ...record.params,
  at: record.at,
});

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const ENDPOINTS = Object.keys(ENDPOINT_PATH) as OrderEndpoint[];
const KINDS: readonly TicketKind[] = ['stock', 'funds', 'index', 'futures'];

/** A stored order intent, or null when it is not one of ours. */
export const parseOrderIntent = (v: unknown): OrderIntent | null => {
  if (
    !isRecord(v) ||
    !ENDPOINTS.includes(v.endpoint as OrderEndpoint) ||
    !KINDS.includes(v.kind as TicketKind) ||
    !isRecord(v.params) ||
    typeof v.code !== 'string' ||
    typeof v.name !== 'string' ||
    (v.side !== 'long' && v.side !== 'short') ||
    typeof v.quantity !== 'number' ||
    (v.heldBefore !== undefined && typeof v.heldBefore !== 'number')
  ) {
    return null;
  }
  const params: OrderParams = {};
  for (const [k, p] of Object.entries(v.params)) {
    if (typeof p === 'string' || typeof p === 'number') params[k] = p;
  }
  return { ...(v as unknown as OrderIntent), params };
};

/** An open position as evidence: which instrument, side, how much and since when. */
export interface BookedPosition {
  code: string;
  side: Direction;
  quantity: number;
  openedAt: number | null;
}

/** A pending (limit) order as evidence. */
export interface BookedOrder {
  code: string;
  side: Direction;
  quantity: number;
  addedAt: number | null;
}

/** "yyyy-MM-dd HH:mm:ss" in Beijing time (the backend's formatted dates) → epoch ms. */
export const beijingTextToMs = (text: string | null | undefined): number | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '');
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, ...number[]];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - 8 * 3_600_000;
};

export const sameCode = (a: string | null | undefined, b: string): boolean =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

export const positionsOfStocks = (list: readonly UserPositionVO[]): BookedPosition[] =>
  list.map((p) => ({
    code: p.stockCode,
    side: directionOfText(p.orderDirection),
    quantity: p.orderNum,
    openedAt: p.buyOrderTime ?? null,
  }));

export const positionsOfIndices = (list: readonly UserIndexPositionVO[]): BookedPosition[] =>
  list.map((p) => ({
    code: p.indexCode ?? '',
    side: directionOfText(p.orderDirection),
    quantity: p.orderNum,
    openedAt: beijingTextToMs(p.buyOrderTime),
  }));

export const positionsOfFutures = (list: readonly UserFuturesPositionVO[]): BookedPosition[] =>
  list.map((p) => ({
    code: p.futuresCode ?? '',
    side: directionOfText(p.orderDirection),
    quantity: p.orderNum,
    openedAt: p.buyOrderTime ?? null,
  }));

export const ordersOfPending = (list: readonly UserPendingorderVO[]): BookedOrder[] =>
  list.flatMap((o) => {
    const side = directionOfBuyType(o.buyType);
    return side
      ? [{ code: o.stockId ?? '', side, quantity: o.buyNum, addedAt: beijingTextToMs(o.addTime) }]
      : [];
  });

/** The earliest open position in `code`: the one buy.do merges any new order into. */
export const mergeTargetOf = (
  positions: readonly BookedPosition[],
  code: string,
): { side: Direction; shares: number } | null => {
  const mine = positions.filter((p) => sameCode(p.code, code));
  if (mine.length === 0) return null;
  const earliest = mine.reduce((a, b) =>
    (b.openedAt ?? Infinity) < (a.openedAt ?? Infinity) ? b : a,
  );
  return { side: earliest.side, shares: earliest.quantity };
};

/** Open quantity held in the record's instrument and direction (for `heldBefore`). */
export const heldQuantity = (
  positions: readonly BookedPosition[],
  code: string,
  side: Direction,
): number =>
  positions
    .filter((p) => sameCode(p.code, code) && p.side === side)
    .reduce((sum, p) => sum + p.quantity, 0);
