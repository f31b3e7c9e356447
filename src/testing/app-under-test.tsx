// A page under test as the app shell would hold it: signed in, its texts loaded, a fake backend
// behind the real request layer, and rendered inside the providers the shell gives every page.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { http, setApiBase } from '@/lib/api-client';
import { i18n, initI18n, type LanguageCode } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';

/** A fresh signed-in app (empty query cache) whose requests go to `adapter`. */
export const startApp = async ({
  adapter,
  language = 'zh-CN',
  namespaces = [],
}: {
  adapter: AxiosAdapter;
  language?: LanguageCode;
  namespaces?: string[];
}) => {
  await initI18n(language);
  if (namespaces.length > 0) await i18n.loadNamespaces(namespaces);
  queryClient.clear();
  useAppStore.getState().setToken('USERtest');
  http.defaults.adapter = adapter;
  setApiBase('http://api.test');
};

/** Renders `page` (an element or a `<Routes>`) at `path`; lazy parts suspend to nothing. */
export const renderAt = (path: string, page: ReactNode) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>{page}</Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** Where the app went: the path and query, for a test to read (`where`). */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

/** Renders `page` at `path` as the route `route`; any other route renders nothing, and `where`
 *  says where a link or a navigation took the app. */
export const renderRoute = (path: string, route: string, page: ReactNode) =>
  renderAt(
    path,
    <>
      <Routes>
        <Route path={route} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
  );
