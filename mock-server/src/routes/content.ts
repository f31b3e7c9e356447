// Site content (api-contract §10.5, §10.6) from the fixture tables, and the 7×24 news feed the
// reference relays from East Money (§9.1). Choices where the contract leaves room:
//
// - art/list: `isShow` 0 only, id descending, `artTitle` / `artType` are substring matches (SQL
//   LIKE '%…%'); art/detail is a primary-key load (no `isShow` filter), null when unknown.
// - getNewsList: `status` 1 and `type` equal to the parameter (default 0 → nothing); `keyword`
//   matches title or source name; `time1`/`time0` order by `showTime` (then id), `views1`/`views0`
//   by `views` (then id); an unknown `sort` keeps table order (the mapper adds no ORDER BY).
// - getDetail is a plain load: it does not count a view (the contract names no such side effect;
//   the sibling fork's service keeps views in a separate `updateViews`). Unknown id → status 0, null.
// - The `lang` header's machine translation is not reproduced: texts stay in Chinese.
// - queryIndexNews: East Money's kuaixun shape `{rc, me, LivesList: [...]}`, the 50 newest items of
//   a feed with one item per 20-minute slot. An item is a pure function of (seed, slot), its figures
//   quoted from the market engine at the item's time, so the feed moves with the mock clock and the
//   same instant always shows the same feed.
import { queryIndexNews } from '../../../src/api/contracts/endpoints/index-futures';
import {
  artDetail,
  artList,
  getNewsDetail,
  getNewsList,
} from '../../../src/api/contracts/endpoints/site';
import type { SiteArticle, SiteNews } from '../../../src/api/contracts/models/site';
import { ok } from '../http/envelope';
import type { Mount } from '../http/mount';
import { pageOf } from '../http/paging';
import { clockText, dayKey, beijingDay } from '../market/calendar';
import { hash, instrumentKey, unit } from '../market/hash';
import type { Market } from '../market/market';

import { articleOnOrigin, mapPage, mapRow, newsOnOrigin } from './site-images';

export const ART_PAGE_SIZE = 12;
export const NEWS_PAGE_SIZE = 15;
/** Items in the 7×24 feed (the reference relays the first 50). */
export const FEED_ITEMS = 50;
export const FEED_SLOT_MS = 20 * 60_000;

/** A page number / size as PageHelper uses it: whole numbers. */
const whole = (value: number | undefined, fallback: number): number =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.trunc(value);

const contains = (field: string | null | undefined, part: string): boolean =>
  (field ?? '').includes(part);

const byNumber =
  <T extends { id: number }>(value: (row: T) => number, direction: 1 | -1) =>
  (a: T, b: T): number =>
    (value(a) - value(b)) * direction || (a.id - b.id) * direction;

export const NEWS_SORTS: Record<string, (a: SiteNews, b: SiteNews) => number> = {
  time1: byNumber((n) => n.showTime ?? n.addTime ?? 0, -1),
  time0: byNumber((n) => n.showTime ?? n.addTime ?? 0, 1),
  views1: byNumber((n) => n.views ?? 0, -1),
  views0: byNumber((n) => n.views ?? 0, 1),
};

// ---- 7×24 feed --------------------------------------------------------------------------------

const CITIES = ['上海', '深圳', '北京', '杭州', '成都', '武汉', '苏州', '广州'];

interface FeedItem {
  title: string;
  digest: string;
}

type FeedTemplate = (u: (n: number) => number, at: number, market: Market) => FeedItem | null;

const pct = (value: number): string => `${Math.abs(value).toFixed(2)}%`;
const rise = (value: number, up: string, down: string): string => (value >= 0 ? up : down);

const quoted = (market: Market, key: string, at: number, label: string, unit_: string) => {
  const instrument = market.index(key) ?? market.futures(key);
  if (!instrument) return null;
  const q = market.quote(instrument, at);
  return {
    title: `${label}${rise(q.changePct, '涨', '跌')}${pct(q.changePct)}，报${q.price.toFixed(q.decimals)}${unit_}`,
    digest: `截至${clockText(at).slice(0, 5)}，${q.name}${rise(q.change, '上涨', '下跌')}${Math.abs(q.change).toFixed(q.decimals)}${unit_}，幅度${pct(q.changePct)}。`,
  };
};

const FEED_TEMPLATES: readonly FeedTemplate[] = [
  (_u, at, m) => quoted(m, 'sh000001', at, '【行情】上证指数', '点'),
  (_u, at, m) => quoted(m, 'sz399001', at, '【行情】深证成指', '点'),
  (_u, at, m) => quoted(m, 'sz399006', at, '【行情】创业板指', '点'),
  (_u, at, m) => quoted(m, 'hf_GC', at, '【商品】纽约黄金', '美元/盎司'),
  (_u, at, m) => quoted(m, 'hf_CL', at, '【商品】纽约原油', '美元/桶'),
  (u) => {
    const amount = 50 + Math.floor(u(1) * 40) * 50;
    return {
      title: `【央行】人民银行开展${amount}亿元7天期逆回购操作`,
      digest: `人民银行今日以利率招标方式开展${amount}亿元7天期逆回购操作（测试数据）。`,
    };
  },
  (u) => {
    const city = CITIES[Math.floor(u(1) * CITIES.length)] ?? CITIES[0];
    const count = 5 + Math.floor(u(2) * 30);
    return {
      title: `【政策】${city}出台促消费新举措，涉及${count}项具体措施`,
      digest: `${city}发布促进消费的若干措施，共${count}项（测试数据，不构成投资建议）。`,
    };
  },
  (u) => {
    const value = (48 + u(1) * 5).toFixed(1);
    return {
      title: `【数据】本月制造业采购经理指数为${value}%`,
      digest: `国家统计局数据显示，本月制造业PMI为${value}%（测试数据）。`,
    };
  },
  (u) => {
    const count = 3 + Math.floor(u(1) * 40);
    return {
      title: `【公司】今日共有${count}家上市公司披露回购进展`,
      digest: `据不完全统计，今日共有${count}家上市公司发布股份回购相关公告（测试数据）。`,
    };
  },
];

const feedItem = (seed: number, market: Market, slot: number, now: number) => {
  const key = instrumentKey(seed, 'news:7x24');
  const u = (n: number) => unit(hash(key, slot, n));
  const at = slot * FEED_SLOT_MS + Math.floor(u(0) * FEED_SLOT_MS);
  if (at > now) return null;
  const template = FEED_TEMPLATES[Math.floor(u(9) * FEED_TEMPLATES.length)];
  const item = template?.(u, at, market);
  if (!item) return null;
  const showtime = `${dayKey(beijingDay(at))} ${clockText(at)}`;
  const newsid = `${202600000000 + slot}`;
  return {
    id: newsid,
    newsid,
    title: item.title,
    simtitle: item.title,
    digest: item.digest,
    simdigest: item.digest,
    titlestyle: '0',
    showtime,
    ordertime: showtime,
    url_w: `http://finance.eastmoney.com/a/${newsid}.html`,
    url_m: `http://wap.eastmoney.com/a/${newsid}.html`,
    url_unique: `http://finance.eastmoney.com/a/${newsid}.html`,
    column: '102',
    Art_Media_Name: '金牛财经（测试）',
    pinglun_Num: Math.floor(u(8) * 200),
  };
};

/** `origin`: where the rows' /upload/site/ pictures are served (the mock's public origin). */
export const contentRoutes = (mount: Mount, market: Market, origin?: string): void => {
  const article = (row: SiteArticle) => articleOnOrigin(row, origin);
  const news = (row: SiteNews) => newsOnOrigin(row, origin);
  mount.pure(artList, ({ params, store }) => {
    const title = params.artTitle ?? '';
    const type = params.artType ?? '';
    const rows = store.tables.siteArticles.rows
      .filter((a) => a.isShow === 0 && contains(a.artTitle, title) && contains(a.artType, type))
      .sort((a, b) => b.id - a.id);
    return ok(
      mapPage(
        pageOf(rows, whole(params.pageNum, 1), whole(params.pageSize, ART_PAGE_SIZE)),
        article,
      ),
    );
  });

  mount.pure(artDetail, ({ params, store }) =>
    ok(
      mapRow(
        params.artId === undefined ? undefined : store.tables.siteArticles.get(params.artId),
        article,
      ),
    ),
  );

  mount.pure(getNewsList, ({ params, store }) => {
    const type = params.type ?? 0;
    const keyword = params.keyword ?? '';
    const matches = store.tables.siteNews.rows.filter(
      (n) =>
        n.status === 1 &&
        n.type === type &&
        (contains(n.title, keyword) || contains(n.sourceName, keyword)),
    );
    const sort = params.sort ?? 'time1';
    const order = Object.prototype.hasOwnProperty.call(NEWS_SORTS, sort)
      ? NEWS_SORTS[sort]
      : undefined;
    const rows = order ? [...matches].sort(order) : matches;
    return ok(
      mapPage(pageOf(rows, whole(params.pageNum, 1), whole(params.pageSize, NEWS_PAGE_SIZE)), news),
    );
  });

  mount.pure(getNewsDetail, ({ params, store }) =>
    ok(mapRow(params.id === undefined ? undefined : store.tables.siteNews.get(params.id), news)),
  );

  mount.pure(queryIndexNews, ({ now }) => {
    const items = [];
    const newest = Math.floor(now / FEED_SLOT_MS);
    // Slots without an item (in the future, or quoting a security the tables lack) are skipped.
    for (let slot = newest; items.length < FEED_ITEMS && slot > newest - FEED_ITEMS * 4; slot--) {
      const item = feedItem(market.seed, market, slot, now);
      if (item) items.push(item);
    }
    return ok({ rc: 1, me: '', LivesList: items });
  });
};
