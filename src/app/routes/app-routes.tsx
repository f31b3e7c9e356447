// Route elements built from the route table: code-split feature pages, "not built yet" for the
// pages later issues fill, / and unknown paths → /home.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

import { AppLayout } from '../layouts/app-layout';
import { NotBuiltPage } from '../pages/not-built-page';

import { ROUTES, type PageLoader, type RouteMeta } from './route-table';

// One lazy component per distinct module, so /setting and /setup share a chunk and an instance.
const lazyByLoader = new Map<PageLoader, LazyExoticComponent<ComponentType>>();
const pageFor = (meta: RouteMeta): ComponentType => {
  if (!meta.load) return NotBuiltPage;
  let page = lazyByLoader.get(meta.load);
  if (!page) {
    page = lazy(meta.load);
    lazyByLoader.set(meta.load, page);
  }
  return page;
};

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to="/home" replace />} />
        {ROUTES.map((meta) => {
          const Page = pageFor(meta);
          return <Route key={meta.path} path={meta.path} element={<Page />} />;
        })}
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Route>
    </Routes>
  );
}
