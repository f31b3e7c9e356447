// T+1 per buy lot (api-contract §11.4, §16 "T+1"): every buy of a stock position is a row of
// `userPositionDetails`; shares of lots bought on today's Beijing date (mock clock) cannot be
// sold. A position without rows is one lot bought at its `buyOrderTime` (rows are written for it
// the first time it changes). Closing consumes the oldest lots first; a partial close moves the
// consumed shares onto lot rows of the new closed position, so buy history stays complete.
import type { UserPositionDetailRow } from '../../../../fixtures/src/db';
import type { UserPosition } from '../../../../src/api/contracts/models/trading';
import type { MockStore } from '../../store/store';
import { beijingParts } from '../beijing-time';

export type Lot = Omit<UserPositionDetailRow, 'id'> & { id?: number };

const byAge = (a: Lot, b: Lot): number =>
  a.buyOrderTime - b.buyOrderTime || (a.id ?? 0) - (b.id ?? 0);

const storedLots = (store: MockStore, position: UserPosition): UserPositionDetailRow[] =>
  store.tables.userPositionDetails.where('posId', position.id).filter((l) => l.orderNum > 0);

/** The position's lots, oldest first (the implied single lot when it has no rows). */
export const lotsOf = (store: MockStore, position: UserPosition): Lot[] => {
  const stored = storedLots(store, position);
  if (stored.length > 0) return [...stored].sort(byAge);
  return [
    {
      userId: position.userId ?? 0,
      posId: position.id,
      orderNum: position.orderNum,
      buyOrderTime: position.buyOrderTime ?? 0,
      buyOrderPrice: position.buyOrderPrice,
    },
  ];
};

/** Writes the implied lot of a position that has no rows yet. */
export const ensureLots = (store: MockStore, position: UserPosition): void => {
  if (storedLots(store, position).length > 0) return;
  const [implied] = lotsOf(store, position);
  if (implied) store.tables.userPositionDetails.insert(implied);
};

export const addLot = (
  store: MockStore,
  position: UserPosition,
  lot: { orderNum: number; buyOrderTime: number; buyOrderPrice: number },
): void => {
  store.tables.userPositionDetails.insert({
    userId: position.userId ?? 0,
    posId: position.id,
    ...lot,
  });
};

/** T+1: shares bought at `at` are sellable `now` when they were bought before today (Beijing). */
export const isBoughtBeforeToday = (at: number, now: number): boolean =>
  beijingParts(at).date < beijingParts(now).date;

/** Shares of an open position that may be sold now: lots bought before today (Beijing). */
export const sellableShares = (store: MockStore, position: UserPosition, now: number): number => {
  if (position.sellOrderId) return 0;
  const old = lotsOf(store, position)
    .filter((l) => isBoughtBeforeToday(l.buyOrderTime, now))
    .reduce((sum, l) => sum + l.orderNum, 0);
  return Math.max(0, Math.min(old, position.orderNum));
};

/** Shares the user bought at or after `since` (every position, open or closed). */
export const sharesBoughtSince = (store: MockStore, userId: number, since: number): number => {
  const positions = store.tables.userPositions.where('userId', userId);
  return positions
    .flatMap((p) => lotsOf(store, p))
    .filter((l) => l.buyOrderTime >= since)
    .reduce((sum, l) => sum + l.orderNum, 0);
};

/** Takes `shares` from the oldest lots of `from` and books them as lots of `to`. */
export const moveOldestLots = (
  store: MockStore,
  from: UserPosition,
  to: UserPosition,
  shares: number,
): void => {
  ensureLots(store, from);
  let left = shares;
  for (const lot of storedLots(store, from).sort(byAge)) {
    if (left <= 0) break;
    const take = Math.min(lot.orderNum, left);
    left -= take;
    if (take === lot.orderNum) store.tables.userPositionDetails.update(lot.id, { posId: to.id });
    else {
      store.tables.userPositionDetails.update(lot.id, { orderNum: lot.orderNum - take });
      addLot(store, to, {
        orderNum: take,
        buyOrderTime: lot.buyOrderTime,
        buyOrderPrice: lot.buyOrderPrice,
      });
    }
  }
};
