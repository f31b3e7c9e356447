// Mounts an ECharts instance on a host element once the engine chunk has loaded, keeps it sized
// with a ResizeObserver, follows the theme/up-down palette, and disposes everything on unmount.
import { useEffect, useState, type RefObject } from 'react';
import type { EChartsType } from 'echarts/core';

import { nextTask } from '@/lib/next-task';

import { watchPalette, type ChartPalette } from './chart-palette';
import { loadChartEngine } from './load-engine';

/** What a chart controller offers the surface. */
export interface ChartTarget {
  attach(chart: EChartsType, width: number, height: number): void;
  resize(width: number, height: number): void;
  detach(): void;
  setPalette(palette: ChartPalette): void;
}

export type SurfaceStatus = 'loading' | 'ready' | 'failed';

const sizeOf = (el: HTMLElement) => ({
  width: Math.round(el.clientWidth),
  height: Math.round(el.clientHeight),
});

export function useChartSurface(
  hostRef: RefObject<HTMLDivElement | null>,
  target: ChartTarget,
): { status: SurfaceStatus; retry: () => void } {
  const [status, setStatus] = useState<SurfaceStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const el = hostRef.current;
    if (!el) return;
    return watchPalette(el, (palette) => target.setPalette(palette));
  }, [hostRef, target]);

  useEffect(() => {
    const el = hostRef.current;
    if (!el) return;
    let cancelled = false;
    let chart: EChartsType | null = null;
    let observer: ResizeObserver | null = null;
    // Evaluating the engine's chunk, creating the instance and the first paint each in a task of
    // their own (see FULL_RENDER), not one long task.
    const start = async (): Promise<void> => {
      const engine = await loadChartEngine();
      await nextTask();
      if (cancelled) return;
      const { width, height } = sizeOf(el);
      const created = engine.createChart(el, width, height);
      chart = created;
      await nextTask();
      if (cancelled) return;
      target.attach(created, width, height);
    };
    start().then(
      () => {
        if (cancelled) return;
        setStatus('ready');
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => {
            const size = sizeOf(el);
            target.resize(size.width, size.height);
          });
          observer.observe(el);
        }
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      target.detach();
      chart?.dispose();
    };
  }, [hostRef, target, attempt]);

  const retry = () => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  };
  return { status, retry };
}
