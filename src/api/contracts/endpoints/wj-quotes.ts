// Quotes in the provider's own shape (api-contract §18.1): the detail page's single quote and the
// positions tab's batch by gid. Both relay the "wangji" quote object field for field.
import { z } from 'zod/mini';

import { defineEndpoint } from '../endpoint';
import { wjQuote, wjQuoteMap } from '../models/wj-quote';

export const getSingleStockNew2 = defineEndpoint({
  path: '/api/stock/getSingleStockNew2.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: z.object({
    /** 6-digit stock code, e.g. `600519`. */
    code: z.string(),
    /** The 2-letter market prefix the client also sends; ignored. */
    stockType: z.optional(z.string()),
  }),
  // An unknown code is the global "too many traders" error (§18.2 has no message of its own).
  required400: ['code'],
  // `stockId` (the id `/user/buy.do` takes) and `symbol` (the stock's gid) are always filled.
  data: z.extend(wjQuote, { stockId: wjQuote.shape.stockId.def.innerType }),
  reply: 'envelope',
  section: '18.2',
  origin: 'reference',
});

/** getRealTimeData.do's `@RequestBody`: a JSON array of gids, e.g. `["sh600519","sz000001"]`. */
export const realTimeDataBody = z.array(z.string());
export type RealTimeDataBody = z.infer<typeof realTimeDataBody>;

export const getRealTimeData = defineEndpoint({
  path: '/api/stock/getRealTimeData.do',
  accepts: 'POST',
  uses: 'POST',
  auth: 'public',
  body: 'json-array',
  // The body is an array, not named parameters: its schema is `realTimeDataBody`.
  params: z.object({}),
  // Only the body is required (missing → 400).
  required400: [],
  // null when the provider reply has no data; {} for an empty array.
  data: z.nullable(wjQuoteMap),
  reply: 'envelope',
  section: '18.6',
  origin: 'reference',
});
