// Puts this checkout back where a fresh clone + `npm install` leaves it, as far as `npm start`
// can tell: no Vite optimizer caches and no saved mock world. A clone has neither (both are
// git-ignored), so the first start optimizes every dependency and starts the mock from fixtures.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { devServersIn } from './processes';

export const ROOT = process.cwd();
/** The app's (vite.config.ts) and the harness's (device-frames/vite.config.ts) optimizer caches. */
export const OPTIMIZER_CACHES = ['node_modules/.vite', 'node_modules/.vite-harness'];
const MOCK_DATA = join(ROOT, 'mock-server/data');
/** What a persisting mock writes (mock-server/src/store/persistence.ts, wal-file.ts). */
const isSavedWorld = (name: string) => name.startsWith('state.json') || /^wal-\d+\.log/.test(name);

/** Saved-world files in mock-server/data (one world for every port, not one per port). */
export const savedWorldFiles = (): string[] =>
  existsSync(MOCK_DATA) ? readdirSync(MOCK_DATA).filter(isSavedWorld) : [];

/**
 * Refuses while a dev server of this checkout runs: it would lose its optimizer cache under its
 * feet, and two optimizers writing at once is the very race this test is for.
 */
export const assertNoDevServerRunning = (): void => {
  const running = devServersIn(ROOT);
  if (running.length > 0) {
    throw new Error(
      'the fresh-start test removes node_modules/.vite and .vite-harness: stop the Vite dev ' +
        `servers of this checkout first (npm start / npm run dev):\n${running
          .map((p) => `  pid ${p.pid}: ${p.command}`)
          .join('\n')}`,
    );
  }
};

export const removeOptimizerCaches = (): void => {
  for (const dir of OPTIMIZER_CACHES) rmSync(join(ROOT, dir), { recursive: true, force: true });
};

/**
 * How the mock's world starts. A clone has no saved world: the first start begins from the
 * fixtures and saves one, which the next run must not find, so it is removed after each run.
 * A developer's own saved world is never touched: then the mock runs with --no-persist, which
 * also starts from the fixtures (but keeps its world in memory).
 */
export const mockWorldPlan = (): { args: string[]; removeAfter: () => void; note: string } =>
  savedWorldFiles().length === 0
    ? {
        args: [],
        removeAfter: () => {
          for (const name of savedWorldFiles()) rmSync(join(MOCK_DATA, name), { force: true });
        },
        note: 'mock saves its world as on a first start (removed after the run)',
      }
    : {
        args: ['--no-persist'],
        removeAfter: () => undefined,
        note: 'mock-server/data holds a saved world: kept, mock run with --no-persist',
      };
