// The home / market tabs of a real-backend client (api-contract §18.3–§18.5): the A-share ranking,
// the three headline indices and the home index chart. getHsph.do and getKLine.do read a JSON
// object body (`@RequestBody`), so they are mounted on Express (the fast path reads forms only).
import {
  getHsph,
  getKLine,
  queryCustIndex,
} from '../../../src/api/contracts/endpoints/home-market';
import { custIndexes, hsphRanking, indexKLine, type HsphBody } from '../domain/quotes/home-market';
import { ok } from '../http/envelope';
import { jsonBodyOrReply } from '../http/json-body';
import type { Mount } from '../http/mount';
import type { Market } from '../market/market';

export const homeMarketRoutes = (mount: Mount, market: Market): void => {
  mount(getHsph, async ({ req, res, now }) => {
    const body = await jsonBodyOrReply(req, res, 'json-object', now);
    if (body === undefined) return undefined;
    return ok(hsphRanking(market, body as HsphBody, now));
  });

  mount.pure(queryCustIndex, ({ now }) => ok(custIndexes(market, now)));

  mount(getKLine, async ({ req, res, now }) => {
    const body = await jsonBodyOrReply(req, res, 'json-object', now);
    if (body === undefined) return undefined;
    const code: unknown = (body as { code?: unknown }).code;
    // The reference looks the index up by `index_code` and dereferences a miss: the global error.
    const index = market.indexes().find((ix) => ix.code === code);
    if (typeof code !== 'string' || !index)
      throw new TypeError(`no stock_index for code ${String(code)}`);
    return ok(indexKLine(market, index, now));
  });
};
