// A fake news backend for unit tests: `count` items of each asked type, newest first, served by
// getNewsList in pages as the reference does, and getDetail by id.
import type { SiteNews } from '@/api/contracts/models/site';
import { fakeAdapter, ok, type Call } from '@/testing/fake-backend';

export const newsItem = (id: number, type: number): SiteNews => ({
  id,
  type,
  title: `news ${id}`,
  status: 1,
  showTime: 1_790_000_000_000 - id * 60_000,
  sourceName: 'test wire',
  imgurl: null,
  content: `<p>body ${id}</p>`,
});

const pageInfo = (all: SiteNews[], pageNum: number, pageSize: number) => {
  const list = all.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  const pages = Math.ceil(all.length / pageSize);
  return {
    pageNum,
    pageSize,
    size: list.length,
    startRow: (pageNum - 1) * pageSize + 1,
    endRow: (pageNum - 1) * pageSize + list.length,
    total: all.length,
    pages,
    list,
    prePage: pageNum - 1,
    nextPage: pageNum < pages ? pageNum + 1 : 0,
    isFirstPage: pageNum === 1,
    isLastPage: pageNum >= pages,
    hasPreviousPage: pageNum > 1,
    hasNextPage: pageNum < pages,
    navigatePages: 8,
    navigatepageNums: Array.from({ length: pages }, (_, i) => i + 1),
    navigateFirstPage: 1,
    navigateLastPage: pages,
  };
};

/** Type `t` holds ids t*100+1 … t*100+count, newest (lowest id) first. */
export const newsBackend = (count: number) => {
  const items = (type: number) =>
    Array.from({ length: count }, (_, i) => newsItem(type * 100 + i + 1, type));
  const query = (call: Call) => call.config.params as URLSearchParams;
  return fakeAdapter((call) => {
    const q = query(call);
    if (call.url === '/api/news/getNewsList.do') {
      return ok(pageInfo(items(Number(q.get('type'))), Number(q.get('pageNum')), 15));
    }
    if (call.url === '/api/news/getDetail.do') {
      const id = Number(q.get('id'));
      return ok(items(Math.floor(id / 100)).find((n) => n.id === id) ?? null);
    }
    return { status: 1, msg: 'unexpected call' };
  });
};

/** The pages a backend was asked for, as "type:pageNum". */
export const pagesAsked = (backend: ReturnType<typeof newsBackend>) =>
  backend.callsTo('/api/news/getNewsList.do').map((c) => {
    const q = c.config.params as URLSearchParams;
    return `${q.get('type')}:${q.get('pageNum')}`;
  });
