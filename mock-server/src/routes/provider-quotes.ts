// Endpoints whose reference backend relays an outside quote provider (api-contract §18.14–§18.21:
// Sina minute bars, biying quotes and pool, wangji's ranking page, profile and quote), answered in
// the provider's documented shape by the market engine (docs/decisions/0023), so the same stock at
// the same clock time shows the same price as getSingleStock.do. A provider failure of the
// reference (unknown code or type) is a throw here: the global "too many traders" reply.
// getKLineList.do and getNStock.do read a JSON-object body, so they are mounted on Express (the
// fast path reads forms only); the rest take the fast path.
import {
  getKLineList,
  getMinK,
  getNStock,
  getPageList,
  getQsgc,
  getSingleStockNew,
  getStockWj,
  wjReal,
} from '../../../src/api/contracts/endpoints/provider-quotes';
import { barMinutes, biyingBars, biyingBook, biyingQuote } from '../domain/quotes/biying';
import { minData } from '../domain/quotes/min-data';
import { isAShareStock } from '../domain/quotes/stock-figures';
import { strongPool } from '../domain/quotes/strong-pool';
import { wjRankPage, wjStockInfo, wjStockOf } from '../domain/quotes/wj-profile';
import { wjQuoteByGid } from '../domain/quotes/wj-quote';
import { fail, ok } from '../http/envelope';
import { jsonBodyOrReply } from '../http/json-body';
import type { Mount } from '../http/mount';
import type { Market } from '../market/market';

import { MARKET_MESSAGES } from './market';

const MA_WINDOWS = [5, 10, 15];

/** A JSON body's field as the backend's `String` reads it (numbers as their text). */
const textField = (body: unknown, name: string): string | undefined => {
  const value: unknown = (body as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
};

export const providerQuoteRoutes = (mount: Mount, market: Market): void => {
  /** biying knows A shares by their 6-digit code, hidden or not; anything else fails there. */
  const biyingStock = (code: string | undefined) => {
    const stock = code === undefined ? undefined : market.stock(code);
    if (!isAShareStock(stock)) throw new TypeError(`biying has no stock ${String(code)}`);
    return stock;
  };

  mount.pure(getMinK, ({ params, now }) => {
    const code = params.code?.trim() ?? '';
    if (code === '') return fail('');
    const ma = params.ma ?? 0;
    if (!MA_WINDOWS.includes(ma)) return fail(MARKET_MESSAGES.maOnly);
    // §18.14 / §8.6: the code is looked up in stock_index (stock codes are not found), copied.
    const index = market.indexes().find((ix) => ix.code === code);
    if (!index) return fail('');
    const time = params.time ?? 0;
    if (!(time > 0)) return fail(MARKET_MESSAGES.noData);
    const vo = minData(market, index, { time, ma, size: params.size ?? 0 }, now);
    return vo.data.length === 0 ? fail(MARKET_MESSAGES.noData) : ok(vo);
  });

  mount(getKLineList, async ({ req, res, now }) => {
    const body = await jsonBodyOrReply(req, res, 'json-object', now);
    if (body === undefined) return undefined;
    const stock = biyingStock(textField(body, 'code'));
    const minutes = barMinutes(textField(body, 'type'));
    if (minutes === undefined) throw new TypeError('biying has no such bar type');
    return ok(biyingBars(market, stock, minutes, now));
  });

  mount.pure(getQsgc, ({ now }) => ok(strongPool(market, now)));

  mount.pure(getSingleStockNew, ({ params, now }) => {
    // The local stock row first (a miss dereferences null), then biying's quote and book.
    const stock = biyingStock(params.code?.trim());
    return ok({
      ...biyingQuote(market, stock, now),
      id: stock.row.id,
      dm: stock.gid,
      mc: stock.name,
      mmwp: biyingBook(stock, market.quote(stock, now)),
    });
  });

  mount(getNStock, async ({ req, res, now }) => {
    const body = await jsonBodyOrReply(req, res, 'json-object', now);
    if (body === undefined) return undefined;
    // The provider's quote as it comes: no local id, code or name.
    return ok(biyingQuote(market, biyingStock(textField(body, 'code')), now));
  });

  mount.pure(getPageList, ({ now }) => ok(wjRankPage(market, now)));

  mount.pure(getStockWj, ({ params, now }) => {
    const code = params.code ?? '';
    const stock = wjStockOf(market, code, params.type ?? '');
    // The provider answers no data for an unknown `<code>.<TYPE>`: the backend dereferences it.
    if (!stock) throw new TypeError(`wangji has no ${code}.${(params.type ?? '').toUpperCase()}`);
    return ok(wjStockInfo(market, stock, now));
  });

  mount.pure(wjReal, ({ params, now }) => ok(wjQuoteByGid(market, params.code ?? '', now)));
};
