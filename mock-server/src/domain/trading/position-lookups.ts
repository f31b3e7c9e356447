// "My position in instrument X" for index contracts, futures and funding sub-accounts
// (api-contract §18.25): the caller's earliest open position there, as findUserPositionByCode.do
// picks the stock one (stock-buy.ts `earliestOpenPosition`, §11.6).
import type { UserFundsPosition } from '../../../../src/api/contracts/models/funds';
import type {
  UserFuturesPosition,
  UserIndexPosition,
} from '../../../../src/api/contracts/models/index-futures';
import type { MockStore } from '../../store/store';

import { isFuturesOpen } from './futures-orders';
import { indexBoughtAt, isIndexOpen } from './index-orders';

/** The row bought first (ties: the lower id). */
const earliest = <T extends { id: number }>(
  rows: readonly T[],
  boughtAt: (row: T) => number,
): T | undefined => [...rows].sort((a, b) => boughtAt(a) - boughtAt(b) || a.id - b.id)[0];

export const earliestOpenIndexPosition = (
  store: MockStore,
  userId: number,
  indexGid: string | undefined,
): UserIndexPosition | undefined =>
  earliest(
    store.tables.userIndexPositions
      .where('userId', userId)
      .filter((p) => isIndexOpen(p) && p.indexGid === indexGid),
    (p) => indexBoughtAt(p, 0),
  );

export const earliestOpenFuturesPosition = (
  store: MockStore,
  userId: number,
  futuresGid: string | undefined,
): UserFuturesPosition | undefined =>
  earliest(
    store.tables.userFuturesPositions
      .where('userId', userId)
      .filter((p) => isFuturesOpen(p) && p.futuresGid === futuresGid),
    (p) => p.buyOrderTime ?? 0,
  );

/** `fundsCode` is a stock code. */
export const earliestOpenFundsPosition = (
  store: MockStore,
  userId: number,
  fundsCode: string | undefined,
): UserFundsPosition | undefined =>
  earliest(
    store.tables.userFundsPositions
      .where('userId', userId)
      .filter((p) => !p.sellOrderId && p.stockCode === fundsCode),
    (p) => p.buyOrderTime ?? 0,
  );
