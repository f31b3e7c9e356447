// `/api/news/getPositionTop.do`'s row (api-contract §18.23). The reference answers every trader's
// newest `UserPositionVO`s to anyone, without login: a data-exposure defect. Ours keeps the VO's
// keys and types (a client typed against §15.3 still reads it) but empties everything that could
// lead back to a trader, so a reply validated against this schema cannot carry them.
import { z } from 'zod/mini';

import { int } from './primitives';
import { userPositionVO } from './trading';

/**
 * A `UserPositionVO` with only instrument, direction, lots, prices, fees and live P/L (§11.5).
 * The reference's own reply (real ids, names, order numbers, times) fails this schema on purpose.
 */
export const anonymousPositionVO = z.extend(userPositionVO, {
  /** Rank in this reply (1 = newest), not the row id. */
  id: int.check(z.gte(1)),
  /** Kept a string for §15.3 readers; always empty (a position number names one trader's row). */
  positionSn: z.literal(''),
  userId: z.null(),
  /** The owner's real name in the reference. */
  nickName: z.null(),
  agentId: z.null(),
  buyOrderId: z.null(),
  sellOrderId: z.null(),
  // To-the-millisecond times would pair a row with one trader's order history.
  buyOrderTime: z.null(),
  sellOrderTime: z.null(),
});
export type AnonymousPositionVO = z.infer<typeof anonymousPositionVO>;
