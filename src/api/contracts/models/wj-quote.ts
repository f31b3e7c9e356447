// The provider-shaped quote object (api-contract §18.1, `WjStockExtInfoDTO`): the backend relays
// the "wangji" provider's field names as they are, so these keys are the provider's, not ours.
import { z } from 'zod/mini';

import { decimal, int } from './primitives';

/** Book sizes and volumes are Java primitives: 0, never null, when the provider sends none. */
const size = int;

export const wjQuote = z.object({
  /** Local `Stock.id` (what `/user/buy.do` takes as `stockId`); null outside getSingleStockNew2. */
  stockId: z.nullable(int),
  name: z.string(),
  /** The gid, e.g. `sh600519`. */
  symbol: z.string(),
  price: decimal,
  open: decimal,
  preclose: decimal,
  high: decimal,
  low: decimal,
  /** price − preclose. */
  change: decimal,
  /** Percent units: 1.23 means +1.23 % (the client appends "%"). */
  changeRate: decimal,
  bid: decimal,
  ask: decimal,
  /** Shares. */
  volume: size,
  /** Turnover in yuan. */
  value: decimal,
  bid1: decimal,
  bid2: decimal,
  bid3: decimal,
  bid4: decimal,
  bid5: decimal,
  bid1_vol: size,
  bid2_vol: size,
  bid3_vol: size,
  bid4_vol: size,
  bid5_vol: size,
  ask1: decimal,
  ask2: decimal,
  ask3: decimal,
  ask4: decimal,
  ask5: decimal,
  ask1_vol: size,
  ask2_vol: size,
  ask3_vol: size,
  ask4_vol: size,
  ask5_vol: size,
  /** Provider time stamp (epoch, 0 when absent). */
  update_time: int,
  /** Computed by the backend: `changeRate` with exactly two decimals, e.g. "-0.40". */
  changeRateStr: z.nullable(z.string().check(z.regex(/^-?\d+\.\d{2}$/))),
});
export type WjQuote = z.infer<typeof wjQuote>;

/** getRealTimeData.do's `data`: gid → quote; unknown gids are absent. */
export const wjQuoteMap = z.record(z.string(), wjQuote);
export type WjQuoteMap = z.infer<typeof wjQuoteMap>;
