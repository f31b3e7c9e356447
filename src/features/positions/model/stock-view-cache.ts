// Views of polled rows, made once per row. A poll's reply keeps every unchanged row the same
// object (TanStack's structural sharing), so its view stays the same object too and a memoised
// card skips it; only rows whose data moved are recomputed (issue 24: every card re-rendered on
// every one-second poll). Days held follow the Beijing calendar day, so a new day remakes them.
import type { UserPositionVO } from '@/api/contracts/models/trading';

import { stockPositionView, type StockPositionView } from './stock-position';

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The Beijing calendar day of a time: what days held (and the deferred fee) depend on. */
export const beijingDay = (now: number): number => Math.floor((now + BEIJING_OFFSET_MS) / DAY_MS);

const cache = new WeakMap<UserPositionVO, { day: number; view: StockPositionView }>();

/** The row's view, the same object as last time while the row and the day are. */
export const cachedStockView = (row: UserPositionVO, now: number): StockPositionView => {
  const day = beijingDay(now);
  const hit = cache.get(row);
  if (hit && hit.day === day) return hit.view;
  const view = stockPositionView(row, now);
  cache.set(row, { day, view });
  return view;
};
