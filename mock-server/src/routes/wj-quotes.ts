// Quotes in the provider's shape (api-contract §18.2, §18.6), answered by the market engine with
// the same quote getSingleStock.do reads, so price, change and book agree at any clock time.
// getRealTimeData.do reads a JSON-array body, so it is mounted on Express (the fast path reads
// forms only); getSingleStockNew2.do binds a form parameter and takes the fast path.
import {
  getRealTimeData,
  getSingleStockNew2,
} from '../../../src/api/contracts/endpoints/wj-quotes';
import type { WjQuoteMap } from '../../../src/api/contracts/models/wj-quote';
import { wjQuoteByGid, wjQuoteOf } from '../domain/quotes/wj-quote';
import { ok, springError } from '../http/envelope';
import { requestPath } from '../http/errors';
import { jsonBodyOrReply } from '../http/json-body';
import type { Mount } from '../http/mount';
import type { Market } from '../market/market';

/** Jackson cannot make a `String` element out of a JSON object or array. */
const NOT_A_STRING =
  'JSON parse error: Cannot deserialize value of type `java.lang.String` from Object value';

export const wjQuoteRoutes = (mount: Mount, market: Market): void => {
  mount.pure(getSingleStockNew2, ({ params, now }) => {
    // §18.2: looked up in the stock table by code (shown or not); a miss dereferences null in the
    // reference, which is the global "too many traders" reply.
    const code = params.code?.trim() ?? '';
    const stock = market.stock(code);
    if (stock?.kind !== 'stock') throw new TypeError(`no stock row for code ${code}`);
    // `stockId` is the stock row's id: what /user/buy.do takes as its `stockId`.
    return ok(wjQuoteOf(stock, market.quote(stock, now), stock.row.id));
  });

  mount(getRealTimeData, async ({ req, res, now }) => {
    const body = await jsonBodyOrReply(req, res, 'json-array', now);
    if (body === undefined) return undefined;
    const items = body as unknown[];
    if (items.some((item) => item !== null && typeof item === 'object')) {
      res.status(400).json(springError(400, NOT_A_STRING, requestPath(req), now));
      return undefined;
    }
    const quotes: WjQuoteMap = {};
    // Jackson gives numbers as their text; gids the provider does not know are left out.
    for (const gid of items.filter((item) => item !== null).map(String)) {
      const quote = wjQuoteByGid(market, gid, now);
      if (quote) quotes[gid] = quote;
    }
    return ok(quotes);
  });
};
