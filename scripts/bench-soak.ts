// npm run bench (soak part), or `npx tsx scripts/bench-soak.ts [--minutes 10] [--no-build]
// [--mock-port 18392] [--dist dist/bench-app]`: a trading day with the app open. The production
// build (scripts/bench-app.ts; --dist: a folder of your own, built unless --no-build) shows
// /kline (贵州茅台's detail with its chart) and /warehouse (the trader's open positions), each in its
// own phone-sized window, logged in as the fixture trader, while the mock clock runs the scenario
// fixtures/scenarios/trading-day-soak.json: 09:30 at ×24 with lunch skipped, so 10 real minutes
// are the 4-hour session. CPU 1×. Per page it reports and records (never asserts):
//  - JS heap after a forced GC (HeapProfiler.collectGarbage, then Performance.getMetrics
//    JSHeapUsedSize) at minute 2 and at the end: growth (target ≤ 5 MB) and the end (≤ 60 MB);
//  - long tasks (PerformanceObserver 'longtask', > 50 ms): count and total time;
//  - dropped polls: per poll series (one request asked 3+ times) its cadence is the median gap;
//    a gap over 1.5 cadences counts the polls missing from it, with the likely cause — reply late,
//    waited after the reply, main thread busy or timer late (scripts/soak-polls.ts) — (target 0).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { BrowserContext, CDPSession, Page, Request } from '@playwright/test';

import { readArgs } from './args';
import { buildBenchApp, logIn, phoneContext, startBenchMock } from './bench-app';
import { recordFigure } from './bench-figures';
import { startStaticServer } from './serve-static';
import { describeDrops, pollReport, type LongTask, type Sent } from './soak-polls';

const args = readArgs();
const MINUTES = Number(args.get('minutes', '10')) || 10;
const MOCK_PORT = args.int('mock-port', 18392);
const DIST = args.get('dist', 'dist/bench-app');
const MARK_MIN = Math.min(2, MINUTES / 5);
const PAGES = [
  { name: '/kline', hash: `#/kline?code=600519&name=${encodeURIComponent('贵州茅台')}&type=sh` },
  { name: '/warehouse', hash: '#/warehouse?tab=open' },
] as const;
const MB = 1024 * 1024;

interface Watched {
  name: string;
  page: Page;
  cdp: CDPSession;
  requests: Map<string, Sent[]>;
  heap: { at: number; mb: number }[];
}

interface LongTasks {
  count: number;
  total: number;
  /** The first few thousand, in epoch ms, to tell what delayed a poll. */
  list: LongTask[];
}

const heapAfterGc = async (w: Watched, minute: number): Promise<number> => {
  await w.cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await w.cdp.send('Performance.getMetrics');
  const mb = (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN) / MB;
  w.heap.push({ at: minute, mb });
  return mb;
};

const open = async (context: BrowserContext, name: string, hash: string): Promise<Watched> => {
  const page = await context.newPage();
  const requests = new Map<string, Sent[]>();
  // The browser's own times (start, reply end) once the request is done; a poll series is one
  // path + query + body, so two queries on one endpoint are not mixed.
  const done = (r: Request, replied: boolean) => {
    const url = new URL(r.url());
    if (!url.pathname.endsWith('.do')) return;
    const key = `${url.pathname}${url.search}${r.postData() ? ` ${r.postData()}` : ''}`;
    const t = r.timing();
    const start = t.startTime > 0 ? t.startTime : Date.now();
    const end = replied && t.responseEnd >= 0 ? start + t.responseEnd : undefined;
    requests.set(key, [...(requests.get(key) ?? []), { start, end }]);
  };
  page.on('requestfinished', (r) => done(r, true));
  page.on('requestfailed', (r) => done(r, false));
  await page.addInitScript(() => {
    // Browser globals (the scripts compile without the DOM lib).
    const g = globalThis as unknown as {
      __longTasks: LongTasks;
      performance: { timeOrigin: number };
      PerformanceObserver: new (
        fn: (list: { getEntries(): { startTime: number; duration: number }[] }) => void,
      ) => {
        observe(o: { type: string; buffered: boolean }): void;
      };
    };
    g.__longTasks = { count: 0, total: 0, list: [] };
    new g.PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        g.__longTasks.count++;
        g.__longTasks.total += e.duration;
        if (g.__longTasks.list.length < 5000) {
          g.__longTasks.list.push({
            start: g.performance.timeOrigin + e.startTime,
            duration: e.duration,
          });
        }
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`/${hash}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { name, page, cdp, requests, heap: [] };
};

const main = async (): Promise<void> => {
  const started = Date.now();
  if (!args.has('no-build')) buildBenchApp(DIST, MOCK_PORT);
  const mock = await startBenchMock(MOCK_PORT);
  let server: Server | undefined;
  let closeBrowsers = async () => {};
  try {
    await mock.control('POST', '/__harness/scenarios/trading-day-soak', {});
    const token = await logIn(mock.origin);
    server = await startStaticServer(DIST, 0);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // One browser per page: each window visible and in its own renderer, so heaps are apart.
    const watched: Watched[] = [];
    const closers: (() => Promise<void>)[] = [];
    for (const p of PAGES) {
      const { browser, context } = await phoneContext(token, base);
      closers.push(() => browser.close());
      watched.push(await open(context, p.name, p.hash));
    }
    closeBrowsers = async () => void (await Promise.all(closers.map((c) => c())));
    const t0 = Date.now();
    const clockAt = async () =>
      (await mock.control<{ beijing: string }>('GET', '/__harness/clock')).beijing;
    console.log(
      `\nSoak: ${PAGES.map((p) => p.name).join(' and ')} for ${MINUTES} min, mock clock ×24 from ${await clockAt()}`,
    );
    const marks = [
      ...new Set([
        MARK_MIN,
        ...Array.from({ length: Math.floor(MINUTES) }, (_, i) => i + 1),
        MINUTES,
      ]),
    ]
      .filter((m) => m <= MINUTES)
      .sort((a, b) => a - b);
    for (const minute of marks) {
      const wait = t0 + minute * 60_000 - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const heaps = await Promise.all(watched.map((w) => heapAfterGc(w, minute)));
      console.log(
        `  ${minute.toFixed(1).padStart(4)} min (${await clockAt()}): heap after GC ` +
          watched.map((w, i) => `${w.name} ${heaps[i]!.toFixed(1)} MB`).join(', '),
      );
    }
    const end = Date.now();
    for (const w of watched) {
      const long = await w.page.evaluate(
        () => (globalThis as unknown as { __longTasks: LongTasks }).__longTasks,
      );
      const mark = w.heap.find((h) => h.at === MARK_MIN)!.mb;
      const last = w.heap[w.heap.length - 1]!.mb;
      const rows = pollReport(w.requests, long.list, end);
      const dropped = rows.reduce((n, r) => n + r.dropped, 0);
      console.log(
        `${w.name}: heap ${mark.toFixed(1)} MB at ${MARK_MIN} min → ${last.toFixed(1)} MB at ${MINUTES} min ` +
          `(growth ${(last - mark).toFixed(2)} MB, target ≤ 5; end target ≤ 60); long tasks ${long.count} ` +
          `(${long.total.toFixed(0)} ms in all); dropped polls ${dropped} (target 0)`,
      );
      for (const r of rows) {
        console.log(
          `    ${r.key.slice(0, 60).padEnd(60)} ${String(r.count).padStart(5)} requests, every ${(r.cadence / 1000).toFixed(1)} s (mean ${(r.mean / 1000).toFixed(2)} s), ` +
            `longest gap ${(r.longest / 1000).toFixed(1)} s, dropped ${r.dropped}` +
            (r.drops.length ? `: ${describeDrops(r.drops)}` : ''),
        );
      }
      const note = `${MINUTES} min at clock ×24, CPU 1×`;
      const fig = (name: string, value: number | null, unit: string, target?: number, why = '') =>
        recordFigure({
          group: 'soak',
          name: `${w.name} ${name}`,
          value: value === null ? null : Number(value.toFixed(2)),
          unit,
          ...(target === undefined ? {} : { target: { op: '<=' as const, value: target } }),
          note: value === null ? `no polls seen (did the page load?); ${note}` : `${why}${note}`,
        });
      fig(`heap growth after GC (${MARK_MIN} min → end)`, last - mark, 'MB', 5);
      fig('heap at the end after GC', last, 'MB', 60);
      fig('long tasks', long.count, 'count');
      fig('long tasks, total', long.total, 'ms');
      const causes = describeDrops(rows.flatMap((r) => r.drops));
      fig('dropped polls', rows.length ? dropped : null, 'polls', 0, causes ? `${causes}; ` : '');
    }
  } finally {
    await closeBrowsers();
    server?.close();
    mock.stop();
  }
  console.log(`(soak bench took ${((Date.now() - started) / 1000).toFixed(0)} s)`);
};

main().catch((e: unknown) => {
  console.error('soak bench failed:', e instanceof Error ? e.message : e);
  process.exit(1);
});
