// The news home: a type's list page by page (15, newest first), the home preview from the same
// cache, and the detail by id.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import { newsBackend, pagesAsked } from './testing/news-backend';
import { queryClient } from '@/lib/query-client';
import { startApp } from '@/testing/app-under-test';

import { NEWS_PAGE_SIZE, useNews, useNewsList, useNewsPreview } from './news';

let backend: ReturnType<typeof newsBackend>;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(async () => {
  backend = newsBackend(40);
  await startApp({ adapter: backend.adapter });
});

describe('news data home', () => {
  it('asks a type page by page, 15 newest first, until the last page', async () => {
    const { result } = renderHook(() => useNewsList(5), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(NEWS_PAGE_SIZE));
    const first = backend.calls[0]!.config.params as URLSearchParams;
    expect(Object.fromEntries(first)).toEqual({
      pageNum: '1',
      pageSize: '15',
      type: '5',
      sort: 'time1',
    });
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.rows).toHaveLength(30));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.rows).toHaveLength(40));
    expect(result.current.rows.map((n) => n.id)).toEqual(
      Array.from({ length: 40 }, (_, i) => 501 + i),
    );
    expect(result.current.hasNextPage).toBe(false);
    expect(pagesAsked(backend)).toEqual(['5:1', '5:2', '5:3']);
  });

  it('the home preview shows the first rows of the same list, asked once', async () => {
    const list = renderHook(() => useNewsList(7), { wrapper });
    await waitFor(() => expect(list.result.current.rows).toHaveLength(15));
    const preview = renderHook(() => useNewsPreview(7, 5), { wrapper });
    await waitFor(() => expect(preview.result.current.data).toHaveLength(5));
    expect(preview.result.current.data?.map((n) => n.id)).toEqual([701, 702, 703, 704, 705]);
    expect(pagesAsked(backend)).toEqual(['7:1']);
  });

  it('asks nothing for the preview until it is enabled', async () => {
    const { rerender, result } = renderHook(({ on }) => useNewsPreview(2, 5, on), {
      wrapper,
      initialProps: { on: false },
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(backend.calls).toHaveLength(0);
    rerender({ on: true });
    await waitFor(() => expect(result.current.data).toHaveLength(5));
  });

  it('loads one item by id, null for an unknown one, nothing without an id', async () => {
    const item = renderHook(() => useNews(603), { wrapper });
    await waitFor(() => expect(item.result.current.data?.title).toBe('news 603'));
    const missing = renderHook(() => useNews(699), { wrapper });
    await waitFor(() => expect(missing.result.current.isSuccess).toBe(true));
    expect(missing.result.current.data).toBeNull();
    const none = renderHook(() => useNews(undefined), { wrapper });
    expect(none.result.current.fetchStatus).toBe('idle');
    expect(backend.callsTo('/api/news/getDetail.do')).toHaveLength(2);
  });
});
