// Rows of the home / market tabs' endpoints (api-contract §18.3–§18.5).
import { z } from 'zod/mini';

import { stockIndexVO } from './index-futures';
import { decimal, int } from './primitives';
import { wjQuote, type WjQuote } from './wj-quote';

/** A getHsph.do row: the provider-shaped quote object of §18.1 (`stockId` normally null). */
export const hsphRow = wjQuote;
export type HsphRow = WjQuote;

/** queryCustIndex.do row: §9.2's StockIndexVO, but this endpoint never sets `isOption`. */
export const custIndexVO = z.extend(stockIndexVO, { isOption: z.null() });
export type CustIndexVO = z.infer<typeof custIndexVO>;

/** getKLine.do bar (5-minute, oldest first). */
export const kLineBar = z.object({
  /** `yyyy-MM-dd HH:mm:ss` or `yyyy-MM-dd HH:mm` (GMT+8). */
  day: z.string(),
  open: decimal,
  high: decimal,
  low: decimal,
  close: decimal,
  volume: decimal,
  /** `day` parsed in GMT+8 to epoch ms; null when `day` has another length. */
  timeStamp: z.nullable(int),
});
export type KLineBar = z.infer<typeof kLineBar>;
