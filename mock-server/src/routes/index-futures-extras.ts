// Index and futures endpoints of api-contract §18.7–§18.13, answered by the market engine: the
// same index or futures product at the same clock time shows the same level, change and price as
// querySingleIndex.do, queryListIndex.do and querySingleMarket.do. Choices where the reference
// relays Sina or leaves room:
//
// - getMarket.do: indices of the fixed list the fixtures do not hold are skipped (the reference
//   skips a Sina line it cannot parse); `sz399300` is CSI 300, held as `sh000300`.
// - queryHomeIndex.do: the home-shown indices as StockIndexVOs, not the Sina Guba relay (ADR 0022).
// - queryList.do: without a live session, status 0 "請先登錄" and no data, as the reference's
//   service answers; the app's pageNum/pageSize are read by nobody (all listed rows).
// - An unknown id in queryTransIndex.do / queryTrans.do is dereferenced: the global error.
import {
  futuresQueryHome,
  futuresQueryTrans,
  getMarket,
  queryFuturesByCode,
  queryHomeIndex,
  queryTransIndex,
} from '../../../src/api/contracts/endpoints/index-futures-extras';
import { futuresQueryList } from '../../../src/api/contracts/endpoints/index-futures';
import { ENVELOPE_MESSAGES } from '../../../src/api/contracts/envelope';
import type { StockFutures } from '../../../src/api/contracts/models/index-futures';
import { homeFutures, listedFutures } from '../domain/market-boards/futures-list';
import { homeIndexes, marketOverview, transStateReply } from '../domain/quotes/index-extras';
import { ok } from '../http/envelope';
import type { Mount } from '../http/mount';
import type { Market } from '../market/market';

/** queryFuturesByCode.do's row: the table row as its entity serialises (`tDesc` camel-case). */
const futuresEntity = ({ tdesc, tDesc, ...row }: StockFutures): StockFutures => ({
  ...row,
  tDesc: tDesc ?? tdesc ?? null,
});

export const indexFuturesExtrasRoutes = (mount: Mount, market: Market): void => {
  mount.pure(getMarket, ({ now }) => ok(marketOverview(market, now)));

  mount.pure(queryHomeIndex, ({ now }) => ok(homeIndexes(market, now)));

  mount.pure(queryTransIndex, ({ params, store }) => {
    const { indexId } = params;
    const index = indexId === undefined ? undefined : store.tables.stockIndexes.get(indexId);
    if (!index) throw new TypeError(`no stock_index with id ${String(indexId)}`);
    return transStateReply(index.transState);
  });

  mount.pure(futuresQueryHome, ({ now, store }) =>
    ok(homeFutures(market, store.tables.stockFutures.rows, now)),
  );

  mount.pure(futuresQueryList, ({ now, store, session }) => {
    if (!session) return ok(undefined, ENVELOPE_MESSAGES.serviceNotLoggedIn);
    const watched = new Set(
      store.tables.stockOptions.where('userId', session.userId).map((o) => o.stockCode),
    );
    return ok(listedFutures(market, store.tables.stockFutures.rows, now, (c) => watched.has(c)));
  });

  mount.pure(futuresQueryTrans, ({ params, store }) => {
    const { futuresId } = params;
    const futures = futuresId === undefined ? undefined : store.tables.stockFutures.get(futuresId);
    if (!futures) throw new TypeError(`no stock_futures with id ${String(futuresId)}`);
    return transStateReply(futures.transState);
  });

  mount.pure(queryFuturesByCode, ({ params, store }) => {
    const row = store.tables.stockFutures.rows.find((f) => f.futuresCode === params.futuresCode);
    return ok(row ? futuresEntity(row) : null);
  });
};
