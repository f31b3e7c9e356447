// /newPage: the item's title, source and body (through the sanitizer: nothing of a script is
// left), its neighbours in the tab; a missing or disabled item says so with a way to the list.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { newsBackend, newsItem } from '@/lib/queries/testing/news-backend';
import { renderRoute, startApp } from '@/testing/app-under-test';
import { fakeAdapter, ok } from '@/testing/fake-backend';

import NewsDetailPage from './news-detail-page';

const open = (listid: number | string) =>
  renderRoute(`/newPage?listid=${listid}`, '/newPage', <NewsDetailPage />);

describe('/newPage', () => {
  beforeEach(async () => {
    await startApp({ adapter: newsBackend(20).adapter, namespaces: ['news'] });
  });

  it('shows the item and its previous and next within the tab', async () => {
    open(505);
    expect((await screen.findByTestId('news-title')).textContent).toContain('news 505');
    expect((await screen.findByTestId('news-body')).textContent).toContain('body 505');
    expect(screen.getByText('来源：test wire')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('news-previous').getAttribute('data-id')).toBe('504'),
    );
    expect(screen.getByTestId('news-next').getAttribute('data-id')).toBe('506');
  });

  it('says so at the first item of the tab', async () => {
    open(501);
    await waitFor(() =>
      expect(screen.getByTestId('news-previous').textContent).toContain('已是第一篇'),
    );
  });

  it.each([['599'], ['abc']])('an unknown id (%s) says the item is not there', async (listid) => {
    open(listid);
    expect((await screen.findByTestId('news-not-found')).textContent).toContain(
      '这条资讯不存在或已下线',
    );
    expect(screen.getByTestId('news-back-to-list').getAttribute('href')).toBe('/news');
  });
});

describe('/newPage with server HTML and a disabled item', () => {
  it('renders the body through the sanitizer only', async () => {
    const hostile = {
      ...newsItem(701, 7),
      content: '<p>kept</p><script>window.__pwned = 1</script><img src=x onerror="alert(1)">',
    };
    const backend = fakeAdapter((call) =>
      call.url === '/api/news/getDetail.do' ? ok(hostile) : ok({ list: [], hasNextPage: false }),
    );
    await startApp({ adapter: backend.adapter, namespaces: ['news'] });
    open(701);
    const body = await screen.findByTestId('news-body');
    expect(body.textContent).toContain('kept');
    expect(body.innerHTML).not.toMatch(/script|onerror/);
  });

  it('a disabled item (status 0) leads back to its tab', async () => {
    const backend = fakeAdapter(() => ok({ ...newsItem(602, 6), status: 0 }));
    await startApp({ adapter: backend.adapter, namespaces: ['news'] });
    open(602);
    expect(await screen.findByTestId('news-not-found')).toBeTruthy();
    expect(screen.getByTestId('news-back-to-list').getAttribute('href')).toBe('/news?type=6');
    expect(screen.queryByTestId('news-article')).toBeNull();
  });
});
