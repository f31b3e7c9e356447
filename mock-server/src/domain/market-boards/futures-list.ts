// The market page's futures list (`/api/futures/queryList.do`, §5 related endpoints): the
// `stock_futures` rows shown in lists (`listShow` 1), paged, each with its live quote as text.
import type { futuresQueryList } from '../../../../src/api/contracts/endpoints/index-futures';
import type {
  StockFutures,
  StockFuturesListVO,
} from '../../../../src/api/contracts/models/index-futures';
import type { BoundParams } from '../../http/binder';
import type { Market } from '../../market/market';

/** `queryList.do` rows per page when the app sends no `pageSize`. */
export const FUTURES_PAGE_SIZE = 10;

/** One queryList.do page at `now`; rows whose futures the engine does not know are left out. */
export const futuresListPage = (
  market: Market,
  futures: readonly StockFutures[],
  params: BoundParams<typeof futuresQueryList>,
  now: number,
): StockFuturesListVO[] => {
  const pageNum = Math.max(1, Math.trunc(params.pageNum ?? 1));
  const pageSize = Math.trunc(params.pageSize ?? FUTURES_PAGE_SIZE);
  const start = (pageNum - 1) * pageSize;
  if (!(pageSize > 0) || !Number.isSafeInteger(start)) return [];
  return futures
    .filter((row) => row.listShow === 1)
    .slice(start, start + pageSize)
    .flatMap((row): StockFuturesListVO[] => {
      const i = market.futures(row.futuresGid);
      if (!i) return [];
      const q = market.quote(i, now);
      const d = q.decimals;
      return [
        {
          ...row,
          nowPrice: q.price.toFixed(d),
          lastClose: q.prevClose.toFixed(d),
          floatRate: q.changePct.toFixed(2),
        },
      ];
    });
};
