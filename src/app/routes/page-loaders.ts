// The page modules (one chunk each) and the one load of the page the address opens, shared by the
// small entry (main.tsx starts it once boot's modules have run) and the route elements (React.lazy
// reuses the same promise); and the pages' prefetch modules, which boot loads for the opened page.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

import { findRoute, pageModuleOf } from './route-table';

export interface PageModule {
  default: ComponentType;
}

/**
 * A page's `<page>.prefetch.ts` beside it: starts the queries of the page's first screen. Boot
 * calls it for the opened page as soon as the API address is known, so the data comes while the
 * page's chunks load and React renders instead of after the first commit. Only public pages have
 * one: it runs before anything knows whether a visitor may see the page.
 */
export interface PagePrefetch {
  prefetch: (client: QueryClient) => void;
}

export const PAGE_LOADERS = import.meta.glob<PageModule>('/src/features/*/pages/*-page.tsx');
export const PAGE_MODULES = Object.keys(PAGE_LOADERS);
const PREFETCH_LOADERS = import.meta.glob<PagePrefetch>('/src/features/*/pages/*-page.prefetch.ts');

const loads = new Map<string, Promise<PageModule>>();

/**
 * One load per module: the route's lazy component and the early start share it. A failed load
 * is forgotten, so the next attempt fetches again.
 */
export const loadPage = (module: string): Promise<PageModule> => {
  const load = PAGE_LOADERS[module];
  if (!load) return Promise.reject(new Error(`no page module ${module}`));
  let started = loads.get(module);
  if (!started) {
    started = load();
    loads.set(module, started);
    started.catch(() => loads.delete(module));
  }
  return started;
};

/** The page module of the address being opened (hash routing; / opens /home). */
export const openedPageModule = (): string | undefined => {
  const meta = findRoute(window.location.hash.replace(/^#/, '') || '/home');
  return meta && pageModuleOf(meta, PAGE_MODULES);
};

/** The opened page's prefetch module, if it has one (its chunk is small: the page's queries). */
export const loadOpenedPagePrefetch = (): Promise<PagePrefetch | undefined> => {
  const load = PREFETCH_LOADERS[openedPageModule()?.replace(/\.tsx$/, '.prefetch.ts') ?? ''];
  return load ? load() : Promise.resolve(undefined);
};

/** Loads the page module of the address being opened. */
export const loadOpenedPage = (): Promise<PageModule | undefined> => {
  const module = openedPageModule();
  return module ? loadPage(module) : Promise.resolve(undefined);
};
