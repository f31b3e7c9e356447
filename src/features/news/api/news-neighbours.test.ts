// Previous / next found through the list: from the cached pages when the list showed them,
// otherwise by fetching pages of the item's type from the first until it is found.
import { beforeEach, describe, expect, it } from 'vitest';

import { newsKeys, type NewsPages } from '@/lib/queries/news';
import { queryClient } from '@/lib/query-client';
import { startApp } from '@/testing/app-under-test';

import { newsBackend, pagesAsked } from '@/lib/queries/testing/news-backend';

import { findNewsNeighbours } from './news-neighbours';

let backend: ReturnType<typeof newsBackend>;

beforeEach(async () => {
  backend = newsBackend(40);
  await startApp({ adapter: backend.adapter });
});

const find = (type: number, id: number) => findNewsNeighbours(queryClient, type, id);

describe('news neighbours', () => {
  it('fetches pages of the type until the item is found, and keeps them for the list', async () => {
    // 620 is on page 2 (items 616–630): pages 1 and 2 are needed.
    expect(await find(6, 620)).toEqual({
      found: true,
      previous: { id: 619, title: 'news 619' },
      next: { id: 621, title: 'news 621' },
    });
    expect(pagesAsked(backend)).toEqual(['6:1', '6:2']);
    const cached = queryClient.getQueryData<NewsPages>(newsKeys.list(6));
    expect(cached?.pageParams).toEqual([1, 2]);
    // A step further reuses them: nothing asked again.
    await find(6, 619);
    expect(pagesAsked(backend)).toEqual(['6:1', '6:2']);
  });

  it('loads the next page when the item is the last of the loaded ones', async () => {
    await find(2, 215); // the last of page 1: its older neighbour is on page 2
    expect(pagesAsked(backend)).toEqual(['2:1', '2:2']);
    expect(await find(2, 215)).toMatchObject({ next: { id: 216 } });
  });

  it('says "first" and "last" at the ends of the tab', async () => {
    expect(await find(5, 501)).toMatchObject({ found: true, previous: null });
    expect(await find(5, 540)).toMatchObject({ found: true, next: null });
    expect(pagesAsked(backend)).toEqual(['5:1', '5:2', '5:3']);
  });

  it('an item not in its tab is reported once every page was read', async () => {
    expect(await find(7, 799)).toEqual({ found: false });
    expect(pagesAsked(backend)).toEqual(['7:1', '7:2', '7:3']);
  });
});
