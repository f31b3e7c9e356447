// Site content extras (api-contract §18.22–§18.24): endpoints the reference serves that no client
// calls. Choices where the contract leaves room:
//
// - getTopArt / getTopNews / getPositionTop: the newest `pageSize` rows (default 15; 0 or less →
//   an empty list, as `LIMIT 0`) in a PageInfo with only `list` set. getTopNews orders as
//   getNewsList's `time1` (showTime, then id, descending) over every type.
// - updateViews: a write through the table, so the write-ahead log and the journal see it like any
//   other; getDetail / getNewsList read the new count. Not on the fast path (writes never are).
// - getPositionTop: anonymized rows, not the reference's leak (see the contract entry).
// - getStockNews: always `data: null` (the contract entry says why).
import {
  getPositionTop,
  getStockNews,
  getTopArt,
  getTopNews,
  updateViews,
} from '../../../src/api/contracts/endpoints/content-extras';
import { topPositions } from '../domain/trading/position-top';
import { listOnlyPageOf } from '../domain/trading/views';
import { ok } from '../http/envelope';
import type { Mount } from '../http/mount';
import type { Market } from '../market/market';

import { NEWS_SORTS } from './content';
import { articleOnOrigin, newsOnOrigin } from './site-images';
import { whole } from './trading-positions';

export const TOP_PAGE_SIZE = 15;

const topCount = (pageSize: number | undefined): number => whole(pageSize, TOP_PAGE_SIZE, 0);

export const contentExtraRoutes = (mount: Mount, market: Market, origin?: string): void => {
  mount.pure(getTopArt, ({ params, store }) => {
    const rows = store.tables.siteArticles.rows
      .filter((a) => a.isShow === 0)
      .sort((a, b) => b.id - a.id);
    return ok(
      listOnlyPageOf(
        rows.slice(0, topCount(params.pageSize)).map((a) => articleOnOrigin(a, origin)),
      ),
    );
  });

  mount.pure(getTopNews, ({ params, store }) => {
    const rows = store.tables.siteNews.rows.filter((n) => n.status === 1).sort(NEWS_SORTS.time1);
    return ok(
      listOnlyPageOf(rows.slice(0, topCount(params.pageSize)).map((n) => newsOnOrigin(n, origin))),
    );
  });

  mount(updateViews, ({ params, store }) => {
    const row = params.id === undefined ? undefined : store.tables.siteNews.get(params.id);
    if (!row) return ok(0);
    store.tables.siteNews.update(row.id, { views: (row.views ?? 0) + 1 });
    return ok(1);
  });

  mount.pure(getPositionTop, ({ params, store, now }) =>
    ok(listOnlyPageOf(topPositions(store, market, topCount(params.pageSize), now))),
  );

  mount.pure(getStockNews, () => ok(null));
};
