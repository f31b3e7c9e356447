// Entry: the start-up (boot.tsx) as a dynamic import, so the document finishes loading
// (DOMContentLoaded) as soon as this small module has run, not after React and the libraries
// have, and the static skeleton of index.html can show meanwhile. The build lists boot's chunks
// as modulepreload links in index.html (scripts/vite-first-load.ts): they download from the start.
import { findRoute, pageModuleOf } from '@/app/routes/route-table';

const PAGE_LOADERS = import.meta.glob('/src/features/*/pages/*-page.tsx');

/** The page being opened, loaded while boot resolves the API address and the language. */
const loadOpenedPage = (): Promise<unknown> | undefined => {
  const path = window.location.hash.replace(/^#/, '') || '/home';
  const meta = findRoute(path);
  const module = meta && pageModuleOf(meta, Object.keys(PAGE_LOADERS));
  return module ? PAGE_LOADERS[module]?.() : undefined;
};

// After boot has run: the harness bridge and the stores read storage first (see boot.tsx).
void import('./boot').then(loadOpenedPage);
