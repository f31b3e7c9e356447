// Replies of the index / futures endpoints the first survey missed (api-contract §18.7–§18.13).
import { z } from 'zod/mini';

import { stockFutures, stockFuturesListVO, stockIndexVO } from './index-futures';
import { marketVO } from './market';

/** getMarket.do (§18.7): one MarketVO per index of the fixed Sina list, in that order. */
export const marketOverview = z.object({ market: z.array(marketVO) });
export type MarketOverview = z.infer<typeof marketOverview>;

/**
 * queryHomeIndex.do as the mock answers it (§18.8, ADR 0022): the home-shown indices as
 * StockIndexVOs, the shape every client page that calls it renders; `isOption` is not set.
 */
export const homeIndexVO = z.extend(stockIndexVO, { isOption: z.null() });
export type HomeIndexVO = z.infer<typeof homeIndexVO>;

/** queryHome.do row (§18.10): queryList.do's StockFuturesListVO with `isOption` never set. */
export const futuresHomeVO = z.extend(stockFuturesListVO, { isOption: z.null() });
export type FuturesHomeVO = z.infer<typeof futuresHomeVO>;

/**
 * queryFuturesByCode.do (§18.13): the raw `stock_futures` row, all three trading windows and
 * `eachPoint` included; its getter keeps the camel-case `tDesc`.
 */
export const stockFuturesRow = stockFutures;
export type StockFuturesRow = z.infer<typeof stockFuturesRow>;
