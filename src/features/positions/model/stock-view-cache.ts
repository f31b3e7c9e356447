// Views of polled rows, made once per row. A poll's reply keeps every unchanged row the same
// object (TanStack's structural sharing), so its view stays the same object too and a memoised
// card skips it; only rows whose data moved are recomputed (issue 24: every card re-rendered on
// every one-second poll). Days held follow the Beijing calendar day, so a new day remakes them.
import type { UserPositionVO } from '@/api/contracts/models/trading';

import { stockPositionView, withLivePrice, type StockPositionView } from './stock-position';

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The Beijing calendar day of a time: what days held (and the deferred fee) depend on. */
export const beijingDay = (now: number): number => Math.floor((now + BEIJING_OFFSET_MS) / DAY_MS);

const cache = new WeakMap<UserPositionVO, { day: number; view: StockPositionView }>();

/** What a poll moves in an open position's row: the live price and the P/L the backend derives. */
const LIVE_FIELDS: ReadonlySet<string> = new Set([
  'now_price',
  'profitAndLose',
  'allProfitAndLose',
]);
/** The last view of each position, by number: a moved price reuses everything else of it. */
const lastBySn = new Map<string, StockPositionView>();
const LAST_MAX = 1000;

const onlyLiveFieldsMoved = (a: UserPositionVO, b: UserPositionVO): boolean => {
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  for (const k in y) if (!LIVE_FIELDS.has(k) && x[k] !== y[k]) return false;
  for (const k in x) if (!(k in y)) return false;
  return true;
};

/** The row's view, the same object as last time while the row and the day are. */
export const cachedStockView = (row: UserPositionVO, now: number): StockPositionView => {
  const day = beijingDay(now);
  const hit = cache.get(row);
  if (hit && hit.day === day) return hit.view;
  // Issue 24: a poll moves only the price of most rows; the decimals of the rest (margin, fees,
  // deferred fee, board, limits) are the last view's.
  const last = lastBySn.get(row.positionSn);
  const view =
    last &&
    !last.isClosed &&
    cache.get(last.source)?.day === day &&
    onlyLiveFieldsMoved(last.source, row)
      ? withLivePrice(last, row)
      : stockPositionView(row, now);
  cache.set(row, { day, view });
  if (lastBySn.size >= LAST_MAX) lastBySn.clear();
  lastBySn.set(row.positionSn, view);
  return view;
};
