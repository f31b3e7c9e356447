// A fake news backend for unit tests: `count` items of each asked type, newest first, served by
// getNewsList in pages as the reference does, and getDetail by id.
import type { SiteNews } from '@/api/contracts/models/site';
import { fakeAdapter, ok, type Call } from '@/testing/fake-backend';

import { fakePage } from './fake-page';

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

/** Type `t` holds ids t*100+1 … t*100+count, newest (lowest id) first. */
export const newsBackend = (count: number) => {
  const items = (type: number) =>
    Array.from({ length: count }, (_, i) => newsItem(type * 100 + i + 1, type));
  const query = (call: Call) => call.config.params as URLSearchParams;
  return fakeAdapter((call) => {
    const q = query(call);
    if (call.url === '/api/news/getNewsList.do') {
      return ok(fakePage(items(Number(q.get('type'))), Number(q.get('pageNum')), 15));
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
