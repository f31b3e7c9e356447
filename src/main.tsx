// Entry: the start-up (boot.tsx) as a dynamic import, so the document finishes loading
// (DOMContentLoaded) as soon as this small module has run, not after React and the libraries
// have, and the static skeleton of index.html can show meanwhile. The build lists boot's chunks
// as modulepreload links in index.html (scripts/vite-first-load.ts): they download from the start.
import { loadOpenedPage } from '@/app/routes/page-loaders';
import { nextTask } from '@/lib/next-task';

/**
 * Boot's module graph, evaluated a part at a time: in one go it is one long task (about 70 ms on
 * a fast desktop, four times that on a mid-range phone) during which a tap waits. Each step is a
 * part of the graph that does not need the next; boot itself then has little left to run.
 */
const STEPS: ReadonlyArray<() => Promise<unknown>> = [
  () => import('./startup/libraries'),
  () => import('@/lib/api-client'),
  () => import('@/app/app'),
];

const startUp = async (): Promise<void> => {
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
  await import('./boot');
  // The opened page's chunks load once boot has run, while boot resolves the API address and the
  // language: started together with boot's chunks they would share the line and delay them on a
  // slow connection (measured with `npm run bench`). A failed load is the route's to show.
  await loadOpenedPage().catch(() => undefined);
};

void startUp();
