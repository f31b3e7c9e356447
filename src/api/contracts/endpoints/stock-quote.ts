// `getSingleStock.do` (api-contract §8.8) on its own: the order tickets load it without the rest
// of the market endpoints (issue 24, /buy budget). endpoints/market.ts lists it with the others.
import { z } from 'zod/mini';

import { defineEndpoint } from '../endpoint';
import { singleStock } from '../models/stock-quote';

export const getSingleStock = defineEndpoint({
  path: '/api/stock/getSingleStock.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: z.object({ code: z.string() }),
  required400: ['code'],
  data: singleStock,
  reply: 'envelope',
  section: '8.8',
  origin: 'reference',
});
