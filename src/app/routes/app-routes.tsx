// Route elements built from the route table: code-split feature pages, "not built yet" for the
// pages later issues fill, / and unknown paths → /home.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

import { AppLayout } from '../layouts/app-layout';
import { NotBuiltPage } from '../pages/not-built-page';

import { loadPage, PAGE_MODULES } from './page-loaders';
import { pageModuleOf, ROUTES, type RouteMeta } from './route-table';

// Every feature page is its own chunk; the route table (pure data, so node scripts such as the
// bench can read it too) says which module serves which path.
// One lazy component per module, so /setting and /setup share a chunk and an instance.
const lazyByModule = new Map<string, LazyExoticComponent<ComponentType>>();
const pageFor = (meta: RouteMeta): ComponentType => {
  const module = pageModuleOf(meta, PAGE_MODULES);
  if (!module) {
    if (meta.page) throw new Error(`route ${meta.path}: no page module src/${meta.page}.tsx`);
    return NotBuiltPage;
  }
  let page = lazyByModule.get(module);
  if (!page) {
    page = lazy(() => loadPage(module));
    lazyByModule.set(module, page);
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
