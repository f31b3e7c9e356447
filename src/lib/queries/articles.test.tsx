// The announcements' home: what it asks the backend for and what it hands the pages.
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { SiteArticle } from '@/api/contracts/models/site';
import { queryClient } from '@/lib/query-client';
import { startApp } from '@/testing/app-under-test';
import { ok, scriptedBackend } from '@/testing/fake-backend';

import {
  ARTICLES_PAGE_SIZE,
  articleKeys,
  fetchArticle,
  fetchArticlePage,
  useArticleList,
} from './articles';
import { fakePage } from './testing/fake-page';

const ROWS: SiteArticle[] = Array.from({ length: 20 }, (_, i) => ({
  id: 20 - i,
  artTitle: `公告 ${20 - i}`,
  isShow: 0,
}));

let backend: ReturnType<typeof scriptedBackend>;

beforeEach(async () => {
  backend = scriptedBackend();
  backend.replies['/api/art/list.do'] = [
    (call) => {
      const pageNum = Number(call.params.get('pageNum'));
      const pageSize = Number(call.params.get('pageSize'));
      return ok(fakePage(ROWS, pageNum, pageSize));
    },
  ];
  backend.replies['/api/art/detail.do'] = [
    (call) => ok(ROWS.find((r) => r.id === Number(call.params.get('artId'))) ?? null),
  ];
  await startApp({ adapter: backend.adapter });
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('the announcements home', () => {
  it('asks for 12 a page and says which page comes next', async () => {
    const first = await fetchArticlePage(1);
    expect(backend.calls[0]?.params.get('pageSize')).toBe(String(ARTICLES_PAGE_SIZE));
    expect(first.rows.map((r) => r.id)).toEqual(ROWS.slice(0, 12).map((r) => r.id));
    expect(first.nextPage).toBe(2);
    expect((await fetchArticlePage(2)).nextPage).toBeUndefined();
  });

  it('loads one announcement by its id, null for an unknown one', async () => {
    expect((await fetchArticle(7))?.artTitle).toBe('公告 7');
    expect(backend.calls[0]?.params.get('artId')).toBe('7');
    expect(await fetchArticle(99)).toBeNull();
  });

  it('keeps every shape under its own key below the one root', () => {
    expect(articleKeys.list.slice(0, 1)).toEqual(articleKeys.all);
    expect(articleKeys.latest).not.toEqual(articleKeys.list);
    expect(articleKeys.detail(3)).toEqual([...articleKeys.all, 'detail', 3]);
  });

  it('scrolls the list page by page until the last', async () => {
    const { result } = renderHook(() => useArticleList(), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(12));
    expect(result.current.hasNextPage).toBe(true);
    await result.current.fetchNextPage();
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.rows.map((r) => r.id)).toEqual(ROWS.map((r) => r.id));
  });
});
