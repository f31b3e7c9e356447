// Browser entry of `scripts/bench-chart.ts` (bundled by esbuild, never by the app): the real
// option builders, controller and ECharts parts, timed in Chromium. Each figure is the
// synchronous work of one step plus the canvas flush (`getZr().flush()`), as in the reference
// timings of docs quality-targets §"ECharts K-line timings".
import { readPalette } from './chart-palette';
import { createChart, type EChartsType } from './echarts';
import { KlineController } from './kline-controller';
import { TimeShareController } from './time-share-controller';
import type { Bar } from './transforms-bars';
import { applyTick } from './transforms-ticks';
import { buildTimeShare, slotLabel } from './transforms-time-share';

const DAY_MS = 86_400_000;

/** Deterministic random walk of daily bars (seeded LCG), newest last. */
const syntheticBars = (n: number, seed = 7): Bar[] => {
  let s = seed;
  const rnd = () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
  const start = Date.UTC(2020, 0, 1) - 8 * 3_600_000;
  const bars: Bar[] = [];
  let close = 20;
  for (let i = 0; i < n; i++) {
    const o = close * (1 + (rnd() - 0.5) * 0.01);
    const c = Math.max(1, o * (1 + (rnd() - 0.5) * 0.06));
    const h = Math.max(o, c) * (1 + rnd() * 0.02);
    const l = Math.min(o, c) * (1 - rnd() * 0.02);
    bars.push({ t: start + i * DAY_MS, o, h, l, c, v: Math.round(1e5 + rnd() * 1e6) });
    close = c;
  }
  return bars;
};

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * A full repaint is deferred to the next animation frame in the app (FULL_RENDER: lazyUpdate).
 * An empty synchronous setOption runs that pending update and paints now, so a "first paint"
 * figure is the whole work of both tasks, as before the split.
 */
const paintPending = (chart: EChartsType): void => {
  chart.setOption({});
};

interface KlineBench {
  chart: EChartsType;
  controller: KlineController;
  bars: Bar[];
}

let current: KlineBench | null = null;

const host = (): HTMLElement => {
  const el = document.getElementById('host');
  if (!el) throw new Error('#host missing');
  return el;
};

/** Fresh chart: init + first paint of `n` candles with MA5/10/20/30 and volume. */
const firstPaint = (n: number, visible: number): number => {
  if (current) {
    current.chart.dispose();
    current = null;
  }
  const el = host();
  const bars = syntheticBars(n);
  const palette = readPalette(el);
  const t0 = performance.now();
  const chart = createChart(el, el.clientWidth, el.clientHeight);
  const controller = new KlineController({ period: 'day', palette, initialVisible: visible });
  controller.setBars(bars);
  controller.attach(chart, el.clientWidth, el.clientHeight);
  paintPending(chart);
  const dt = performance.now() - t0;
  current = { chart, controller, bars };
  return dt;
};

/** Live ticks on the newest bar: the component's path (controller.setBars → series data only). */
const updates = async (count: number): Promise<number[]> => {
  const bench = current;
  if (!bench) throw new Error('call firstPaint first');
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const last = bench.bars[bench.bars.length - 1]!;
    const price = last.c * (1 + Math.sin(i) * 0.004);
    const next = applyTick(
      bench.bars,
      { t: last.t + 3_600_000, price, volume: last.v + 1000 },
      'day',
    );
    const t0 = performance.now();
    bench.controller.setBars(next);
    bench.chart.getZr().flush();
    out.push(performance.now() - t0);
    bench.bars = next;
    await frame();
  }
  return out;
};

/** Sideways pan, `barsPerStep` per frame, bouncing between the data edges. */
const pan = async (steps: number, visible: number, barsPerStep = 2): Promise<number[]> => {
  const bench = current;
  if (!bench) throw new Error('call firstPaint first');
  bench.controller.zoomTo(visible, 1);
  bench.chart.getZr().flush();
  await frame();
  const out: number[] = [];
  let dir = -1;
  for (let i = 0; i < steps; i++) {
    const before = bench.controller.getView();
    const t0 = performance.now();
    bench.controller.panBy(dir * barsPerStep);
    bench.chart.getZr().flush();
    out.push(performance.now() - t0);
    const after = bench.controller.getView();
    if (after.start === before.start) dir = -dir;
    await frame();
  }
  return out;
};

/** Time-share: a full day of 240 points, then the newest point re-sent `count` times. */
const timeShare = async (count: number): Promise<{ first: number; updates: number[] }> => {
  if (current) {
    current.chart.dispose();
    current = null;
  }
  const el = host();
  const time = Array.from({ length: 240 }, (_, s) => slotLabel(s));
  const price = time.map((_, i) => 10 + Math.sin(i / 20) * 0.3);
  const volumes = time.map((_, i) => 1000 + ((i * 37) % 500));
  const amounts = volumes.map((v, i) => v * price[i]!);
  const line = { time, price, volumes, amounts, averagePrice: [], rates: [] };
  const t0 = performance.now();
  const chart = createChart(el, el.clientWidth, el.clientHeight);
  const controller = new TimeShareController();
  controller.setPalette(readPalette(el));
  controller.setData(buildTimeShare(line, 10), 10);
  controller.attach(chart, el.clientWidth, el.clientHeight);
  paintPending(chart);
  const first = performance.now() - t0;
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    price[239] = 10 + Math.sin(i) * 0.05;
    const t1 = performance.now();
    controller.setData(buildTimeShare({ ...line, price: [...price] }, 10), 10);
    chart.getZr().flush();
    out.push(performance.now() - t1);
    await frame();
  }
  chart.dispose();
  return { first, updates: out };
};

declare global {
  interface Window {
    chartBench?: {
      firstPaint: typeof firstPaint;
      updates: typeof updates;
      pan: typeof pan;
      timeShare: typeof timeShare;
    };
  }
}

window.chartBench = { firstPaint, updates, pan, timeShare };
