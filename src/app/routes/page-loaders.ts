// The one load of each page module, shared by the small entry (main.tsx starts the opened page's
// once boot's modules have run) and the route elements (React.lazy reuses the same promise); and
// the opened page's prefetch module, which boot loads as soon as the API address is known.
import { findRoute, routes } from '@/config/routes';
import { startEarlyRequest } from '@/lib/api/early-request';

import { ROUTE_PAGES, type PagePrefetch, type RoutePage } from './route-pages';

type PageModule = Awaited<ReturnType<RoutePage['load']>>;

const loads = new Map<RoutePage['load'], Promise<PageModule>>();

/**
 * One load per module (routes sharing a page share its loader): the route's lazy component and
 * the early start share it. A failed load is forgotten, so the next attempt fetches again.
 */
export const loadPage = (entry: RoutePage): Promise<PageModule> => {
  let started = loads.get(entry.load);
  if (!started) {
    started = entry.load();
    loads.set(entry.load, started);
    started.catch(() => loads.delete(entry.load));
  }
  return started;
};

/** The page of the address being opened (hash routing; / opens /home); null = not built. */
export const openedPage = (): RoutePage | null => {
  const meta = findRoute(window.location.hash.replace(/^#/, '') || routes.home.href());
  return meta ? ROUTE_PAGES[meta.name] : null;
};

/** The opened page's prefetch module, if it has one (its chunk is small: the page's queries). */
export const loadOpenedPagePrefetch = (): Promise<PagePrefetch | undefined> =>
  openedPage()?.prefetch?.() ?? Promise.resolve(undefined);

/** Loads the page module of the address being opened. */
export const loadOpenedPage = (): Promise<PageModule | undefined> => {
  const entry = openedPage();
  return entry ? loadPage(entry) : Promise.resolve(undefined);
};

/** The opened page's first-screen namespaces, for boot to load with the shell's (ADR 0041). */
export const openedPageNamespaces = () => openedPage()?.namespaces ?? [];

/** Sends the opened page's early requests to `base` (ADR 0038); none without an address. */
export const startOpenedPageEarlyRequests = (base: string | null): void => {
  if (!base) return;
  const page = openedPage();
  // The page's first image is painted in the skeleton only if it is still the one opened.
  page?.early?.forEach((request) =>
    startEarlyRequest(request, base, Date.now(), () => openedPage() === page),
  );
};
