// Route elements built from the route table (config/routes.ts) and the pages that serve it
// (route-pages.ts): code-split feature pages configured per route, "not built yet" for the pages
// later issues fill, / and unknown paths → /home.
import { createElement, lazy, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';

import { findRoute, routes, type RouteName } from '@/config/routes';

import { AppLayout } from '../layouts/app-layout';

import { loadPage } from './page-loaders';
import { ROUTE_PAGES, type RoutePage } from './route-pages';

// Shown only on the routes later issues fill: loaded then, not in every route's first load.
const NotBuiltPage = lazy(() =>
  import('../pages/not-built-page').then((m) => ({ default: m.NotBuiltPage })),
);

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
const toHome = <Navigate to={HOME} replace />;
const layout = <AppLayout />;

// react-router flattens and ranks the whole list it is given on every location change (~2 ms of a
// tab tap at 1× CPU with 86 routes, issue 24). Every path is static, so the route table's own
// lookup (case-insensitive, as react-router matches) picks the one candidate first, and the router
// ranks that, the index and the fallback. One list per route, so its elements stay the same.
const lists = new Map<RouteName | undefined, RouteObject[]>();
export const routesFor = (name: RouteName | undefined): RouteObject[] => {
  let list = lists.get(name);
  if (!list) {
    const page = name ? [{ path: routes[name].path, element: elementFor(name) }] : [];
    list = [
      {
        element: layout,
        children: [{ index: true, element: toHome }, ...page, { path: '*', element: toHome }],
      },
    ];
    lists.set(name, list);
  }
  return list;
};

export function AppRoutes() {
  const { pathname } = useLocation();
  return useRoutes(routesFor(findRoute(pathname)?.name as RouteName | undefined));
}
