// Which page module serves each route, read from the text of src/app/routes/route-pages.ts (node
// scripts cannot load that file: it imports the app's pages). Used by the bench to size each
// route's first load from Vite's manifest.
import { readFileSync } from 'node:fs';

const ROUTE_PAGES_FILE = 'src/app/routes/route-pages.ts';
const IMPORT = /\(\)\s*=>\s*import\('@\/([^']+)'\)/;

/** Route name → the page module's manifest key (`src/features/…-page.tsx`); null = not built. */
export const routePageModules = (
  text = readFileSync(ROUTE_PAGES_FILE, 'utf8'),
): Map<string, string | null> => {
  const shared = new Map<string, string>();
  for (const m of text.matchAll(/^const (\w+) = \(\) => import\('@\/([^']+)'\);$/gm)) {
    shared.set(m[1]!, m[2]!);
  }
  const table = text.slice(text.indexOf('ROUTE_PAGES'));
  const result = new Map<string, string | null>();
  // Each entry starts at two spaces of indent: `name: null,` or `name: page(…)` / `withPrefetch(`.
  for (const m of table.matchAll(/^ {2}(\w+): ([^\n]*(?:\n {4}[^\n]*)*)/gm)) {
    const [, name, body] = m as unknown as [string, string, string];
    if (body.startsWith('null')) {
      result.set(name, null);
      continue;
    }
    const inline = IMPORT.exec(body)?.[1];
    const named = /page\((\w+)/.exec(body)?.[1];
    const module = inline ?? (named ? shared.get(named) : undefined);
    if (!module) throw new Error(`${ROUTE_PAGES_FILE}: cannot read the page of route ${name}`);
    result.set(name, `src/${module}.tsx`);
  }
  return result;
};
