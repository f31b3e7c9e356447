// Announcements and news from the fixture tables (api-contract §10.5, §10.6), and the 7×24 feed
// (§9.1). Expected rows come from the store, never from literals.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { queryIndexNews } from '../../../src/api/contracts/endpoints/index-futures';
import {
  artDetail,
  artList,
  getNewsDetail,
  getNewsList,
} from '../../../src/api/contracts/endpoints/site';
import { HOUR, testServer, type TestServer } from '../testing';

import { ART_PAGE_SIZE, FEED_ITEMS, NEWS_PAGE_SIZE } from './content';

type Body = { status: number; msg: string; data?: unknown };

const post = async (server: TestServer, path: string, form: Record<string, string | number> = {}) =>
  (await request(server.app).post(path).type('form').send(form)).body as Body;

const get = async (server: TestServer, path: string, query: Record<string, string | number> = {}) =>
  (await request(server.app).get(path).query(query)).body as Body;

describe('/api/art/list.do', () => {
  it('lists shown articles, id descending, 12 per page by default', async () => {
    const server = testServer();
    const page = artList.data.parse((await post(server, '/api/art/list.do')).data);
    const shown = server.store.db.siteArticles.filter((a) => a.isShow === 0);
    // The fixtures hold more than one page of them (the app's list scrolls to a second page).
    expect(shown.length).toBeGreaterThan(ART_PAGE_SIZE);
    const newest = shown.map((a) => a.id).sort((a, b) => b - a);
    expect(page.list.map((a) => a.id)).toEqual(newest.slice(0, ART_PAGE_SIZE));
    expect(page).toMatchObject({ pageNum: 1, pageSize: ART_PAGE_SIZE, total: shown.length });
    expect(page.hasNextPage).toBe(true);
    expect(server.store.db.siteArticles.some((a) => a.isShow !== 0)).toBe(true);
  });

  it('filters by title and type (substring) and pages', async () => {
    const server = testServer();
    const sample = server.store.db.siteArticles.find((a) => a.isShow === 0);
    const title = (sample?.artTitle ?? '').slice(2, 6);
    const byTitle = artList.data.parse(
      (await post(server, '/api/art/list.do', { artTitle: title })).data,
    );
    expect(byTitle.list.length).toBeGreaterThan(0);
    expect(byTitle.list.every((a) => a.artTitle?.includes(title))).toBe(true);
    const byType = artList.data.parse(
      (await post(server, '/api/art/list.do', { artType: '公告' })).data,
    );
    expect(byType.list.length).toBeGreaterThan(0);
    expect(byType.list.every((a) => a.artType?.includes('公告'))).toBe(true);
    const all = artList.data.parse((await post(server, '/api/art/list.do')).data);
    const page2 = artList.data.parse(
      (await post(server, '/api/art/list.do', { pageNum: 2, pageSize: 3 })).data,
    );
    expect(page2.list.map((a) => a.id)).toEqual(all.list.slice(3, 6).map((a) => a.id));
    expect(page2).toMatchObject({ pageNum: 2, pages: Math.ceil(all.total / 3), hasNextPage: true });
  });
});

describe('/api/art/detail.do', () => {
  it('loads one article by id; unknown or missing id → status 0 with null', async () => {
    const server = testServer();
    const row = server.store.db.siteArticles[0];
    const body = await post(server, '/api/art/detail.do', { artId: row?.id ?? 0 });
    expect(artDetail.data.parse(body.data)).toEqual(row);
    expect(await post(server, '/api/art/detail.do', { artId: 9999 })).toEqual({
      status: 0,
      msg: '',
      data: null,
    });
    expect(await post(server, '/api/art/detail.do')).toEqual({ status: 0, msg: '', data: null });
  });
});

describe('/api/news/getNewsList.do', () => {
  it('without a type lists nothing (the default type 0 matches no news)', async () => {
    const server = testServer();
    const page = getNewsList.data.parse((await get(server, '/api/news/getNewsList.do')).data);
    expect(page).toMatchObject({ total: 0, list: [], pageSize: NEWS_PAGE_SIZE });
  });

  it('lists enabled news of the type, newest first by default', async () => {
    const server = testServer();
    for (const type of [1, 2, 5, 7]) {
      const page = getNewsList.data.parse(
        (await get(server, '/api/news/getNewsList.do', { pageNum: 1, pageSize: 15, type })).data,
      );
      const expected = server.store.db.siteNews
        .filter((n) => n.type === type && n.status === 1)
        .sort((a, b) => (b.showTime ?? 0) - (a.showTime ?? 0));
      expect(page.list.map((n) => n.id)).toEqual(expected.slice(0, 15).map((n) => n.id));
      expect(page.total).toBe(expected.length);
      expect(page.hasNextPage).toBe(expected.length > 15);
    }
    // The disabled type-1 item is left out.
    expect(server.store.db.siteNews.some((n) => n.type === 1 && n.status !== 1)).toBe(true);
  });

  it.each([
    ['time0', (n: { showTime?: number | null }) => n.showTime ?? 0, 1],
    ['time1', (n: { showTime?: number | null }) => n.showTime ?? 0, -1],
    ['views1', (n: { views?: number | null }) => n.views ?? 0, -1],
    ['views0', (n: { views?: number | null }) => n.views ?? 0, 1],
  ] as const)('sort %s', async (sort, value, direction) => {
    const server = testServer();
    const page = getNewsList.data.parse(
      (await get(server, '/api/news/getNewsList.do', { type: 3, sort })).data,
    );
    const values = page.list.map((n) => value(n));
    expect(values).toEqual([...values].sort((a, b) => (a - b) * direction));
    expect(values.length).toBeGreaterThan(1);
  });

  it('matches the keyword on title or source name, and pages', async () => {
    const server = testServer();
    const news = server.store.db.siteNews.filter((n) => n.type === 4 && n.status === 1);
    const source = news[0]?.sourceName ?? '';
    const bySource = getNewsList.data.parse(
      (await get(server, '/api/news/getNewsList.do', { type: 4, keyword: source })).data,
    );
    expect(bySource.list.map((n) => n.id).sort()).toEqual(
      news
        .filter((n) => n.sourceName?.includes(source) || n.title?.includes(source))
        .map((n) => n.id)
        .sort(),
    );
    const word = (news[0]?.title ?? '').slice(-4);
    const byTitle = getNewsList.data.parse(
      (await get(server, '/api/news/getNewsList.do', { type: 4, keyword: word })).data,
    );
    expect(byTitle.list.map((n) => n.id)).toContain(news[0]?.id);
    const all = getNewsList.data.parse(
      (await get(server, '/api/news/getNewsList.do', { type: 4 })).data,
    );
    const page2 = getNewsList.data.parse(
      (await get(server, '/api/news/getNewsList.do', { type: 4, pageNum: 2, pageSize: 2 })).data,
    );
    expect(page2.list.map((n) => n.id)).toEqual(all.list.slice(2, 4).map((n) => n.id));
  });
});

describe('/api/news/getDetail.do', () => {
  it('loads one news item without counting a view; unknown id → status 0, null', async () => {
    const server = testServer();
    const row = server.store.db.siteNews[0];
    const views = row?.views;
    const body = await get(server, '/api/news/getDetail.do', { id: row?.id ?? 0 });
    expect(getNewsDetail.data.parse(body.data)).toEqual(row);
    expect(server.store.db.siteNews[0]?.views).toBe(views);
    expect(await get(server, '/api/news/getDetail.do', { id: 9999 })).toEqual({
      status: 0,
      msg: '',
      data: null,
    });
  });

  it('missing id → 400 (a required int)', async () => {
    const server = testServer();
    const res = await request(server.app).get('/api/news/getDetail.do');
    expect(res.status).toBe(400);
  });
});

describe('/api/index/queryIndexNews.do', () => {
  interface Feed {
    rc: number;
    LivesList: { newsid: string; title: string; digest: string; showtime: string }[];
  }

  const feed = async (server: TestServer): Promise<Feed> => {
    const body = await post(server, '/api/index/queryIndexNews.do');
    return queryIndexNews.data.parse(body.data) as unknown as Feed;
  };

  it('is a 7×24 list of 50 items, newest first, none after the clock', async () => {
    const server = testServer();
    const { rc, LivesList } = await feed(server);
    expect(rc).toBe(1);
    expect(LivesList).toHaveLength(FEED_ITEMS);
    const times = LivesList.map((i) => i.showtime);
    expect(times).toEqual([...times].sort().reverse());
    const nowText = new Date(server.store.clock.now() + 8 * HOUR)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ');
    expect(times.every((t) => t <= nowText)).toBe(true);
    for (const item of LivesList) {
      expect(item.title.length).toBeGreaterThan(4);
      expect(item.digest.length).toBeGreaterThan(4);
    }
  });

  it('is the same at the same instant and moves on with the clock', async () => {
    const a = testServer();
    const b = testServer();
    expect(await feed(a)).toEqual(await feed(b));
    const before = await feed(a);
    a.clock.advance(3 * HOUR);
    const after = await feed(a);
    expect(after.LivesList[0]?.newsid).not.toBe(before.LivesList[0]?.newsid);
    // Older items keep their text.
    const kept = after.LivesList.find((i) => i.newsid === before.LivesList[0]?.newsid);
    expect(kept).toEqual(before.LivesList[0]);
  });
});
