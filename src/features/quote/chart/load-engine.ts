// The one door to the ECharts chunk. Chart components call `loadChartEngine()`; pages may call
// `preloadChartEngine()` on idle (e.g. after the quotes list) so the chunk is cached before the
// detail page opens. Nothing else may import ./echarts statically.
import type * as Engine from './echarts';

export type ChartEngine = typeof Engine;

let pending: Promise<ChartEngine> | null = null;

export const loadChartEngine = (): Promise<ChartEngine> => {
  pending ??= import('./echarts').catch((error: unknown) => {
    // A failed download (offline) may be retried.
    pending = null;
    throw error;
  });
  return pending;
};

export const preloadChartEngine = (): void => {
  void loadChartEngine().catch(() => undefined);
};
