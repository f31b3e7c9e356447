// Site content extras the reference serves but no client calls (api-contract §18.22–§18.24). All
// under `/api/**`: public, no interceptor. The three lists answer a PageInfo made with the no-arg
// constructor and only `list` set (`total` 0 etc.), newest `pageSize` rows, default 15.
import { z } from 'zod/mini';

import { defineEndpoint } from '../endpoint';
import { anonymousPositionVO } from '../models/position-top';
import { siteArticle, siteNews } from '../models/site';
import { listOnlyPage } from '../paging';

const topParams = z.object({ pageSize: z.optional(z.number().check(z.int())) });

/** Shown announcements (`isShow` 0), id descending; titles untranslated, unlike §10.5. */
export const getTopArt = defineEndpoint({
  path: '/api/art/getTopArt.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  params: topParams,
  required400: [],
  data: listOnlyPage(siteArticle),
  reply: 'envelope',
  section: '18.22',
  origin: 'reference',
});

/** Enabled news (`status` 1) of every type, newest `showTime` first. */
export const getTopNews = defineEndpoint({
  path: '/api/news/getTopNews.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  params: topParams,
  required400: [],
  data: listOnlyPage(siteNews),
  reply: 'envelope',
  section: '18.22',
  origin: 'reference',
});

/** Counts one view of a news item: `data` = rows changed, 1, or 0 for a missing / unknown id. */
export const updateViews = defineEndpoint({
  path: '/api/news/updateViews.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: z.object({ id: z.optional(z.number().check(z.int())) }),
  // A missing id reaches the mapper (`WHERE id = null`): 0 rows, not Spring's 400.
  required400: [],
  data: z.number().check(z.int(), z.gte(0), z.lte(1)),
  reply: 'envelope',
  section: '18.22',
  origin: 'reference',
});

/**
 * Backend defect not copied (§18.23, issue 18): the reference lists the newest positions of every
 * user to anyone, without login. Ours keeps the PageInfo / UserPositionVO shape but answers
 * anonymized rows (`anonymousPositionVO`: no user, name, position or order number, no times; only
 * instrument, direction, lots, prices, fees and live P/L as §11.5) in an empty-shell PageInfo,
 * which also keeps the number of positions on the site to itself.
 */
export const getPositionTop = defineEndpoint({
  path: '/api/news/getPositionTop.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  params: topParams,
  required400: [],
  data: listOnlyPage(anonymousPositionVO),
  reply: 'envelope',
  section: '18.23',
  origin: 'reference',
});

/**
 * Xueqiu's `stock_timeline.json` for a symbol id such as `SH600519`, relayed unparsed, or null on
 * failure. The mock always answers null — what the reference answers in practice, Xueqiu refusing
 * requests without its cookies — and invents no timeline: the upstream shape is not documented and
 * nothing reads it.
 */
export const getStockNews = defineEndpoint({
  path: '/api/news/getStockNews.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  params: z.object({ code: z.string() }),
  required400: ['code'],
  data: z.nullable(z.record(z.string(), z.unknown())),
  reply: 'envelope',
  section: '18.24',
  origin: 'reference',
});
