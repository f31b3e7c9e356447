// Route elements built from the route table (config/routes.ts) and the pages that serve it
// (route-pages.ts): code-split feature pages configured per route, "not built yet" for the pages
// later issues fill, / and unknown paths → /home.
import { createElement, lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

import { ROUTES, routes, type RouteName } from '@/config/routes';

import { AppLayout } from '../layouts/app-layout';
import { NotBuiltPage } from '../pages/not-built-page';

import { loadPage } from './page-loaders';
import { ROUTE_PAGES, type RoutePage } from './route-pages';

// One lazy component per module, so /setting and /setup share a chunk and an instance.
const lazyByModule = new Map<RoutePage['load'], ComponentType<object>>();
const elementFor = (name: RouteName) => {
  const entry = ROUTE_PAGES[name];
  if (!entry) return <NotBuiltPage />;
  let Page = lazyByModule.get(entry.load);
  if (!Page) {
    Page = lazy(() => loadPage(entry));
    lazyByModule.set(entry.load, Page);
  }
  return createElement(Page, entry.props);
};

const HOME = routes.home.href();

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to={HOME} replace />} />
        {ROUTES.map((meta) => (
          <Route key={meta.path} path={meta.path} element={elementFor(meta.name)} />
        ))}
        <Route path="*" element={<Navigate to={HOME} replace />} />
      </Route>
    </Routes>
  );
}
