// `npx tsx scripts/lighthouse-path.ts home [--run 1] [--all] [--why <url part>] [--out <dir>]`: where a Lighthouse run's simulated
// time goes. Reads a run kept by `LH_SAVE_ASSETS=1 npx tsx scripts/bench-lighthouse.ts` (trace,
// DevTools log and report in node_modules/.cache/bench-lighthouse/) and replays Lighthouse's own
// simulation (Lantern) of it: the requests and main-thread tasks its LCP estimate waits for, with
// their simulated start and end (a 150 ms round trip, 1.6 Mbit/s, CPU × 4, layout × 2), and the
// tasks its TBT counts; `--why getInfo.do` walks back from the first request whose address holds
// that text, through the dependency that ended last at each step (what it really waited for).
// Prints figures; never asserts.
//
// Why it exists (ADR 0014): the simulation is not the observed load. Requests share the simulated
// line per connection, so many small chunks in flight slow a big one; a script's evaluation is
// tied to its request only by URL, which module scripts do not carry. Reading the replay beats
// guessing which change moves the estimate.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { readArgs } from './args';

const args = readArgs();
const page = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'home';
const run = args.int('run', 1);
const DIR = join(process.cwd(), args.get('out', 'node_modules/.cache/bench-lighthouse'));

interface SimNode {
  type: 'network' | 'cpu';
  startTime: number;
  duration: number;
  request: { url: string; resourceType?: string; priority: string; transferSize?: number };
  didPerformLayout(): boolean;
  getDependencies(): SimNode[];
  getEvaluateScriptURLs?(): Set<string>;
  childEvents?: Array<{ name: string; args?: { data?: { url?: string } } }>;
}
interface Timing {
  startTime: number;
  endTime: number;
  duration: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimNode, Timing>;
}
interface MetricResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
type Computed = { request(data: unknown, context: unknown): Promise<MetricResult> };

// Lighthouse's internals have no type declarations: a computed specifier keeps them `any`.
const lighthouse = async (path: string): Promise<Record<string, unknown>> => {
  const specifier = `lighthouse/${path}`;
  return (await import(specifier)) as Record<string, unknown>;
};

const main = async (): Promise<void> => {
  const base = join(DIR, `${page}-${run}`);
  const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
  const lhr = read(`${base}.json`) as {
    requestedUrl: string;
    finalDisplayedUrl: string;
    configSettings: Record<string, unknown>;
  };
  const constants = await lighthouse('core/config/constants.js');
  const { LanternLargestContentfulPaint } = (await lighthouse(
    'core/computed/metrics/lantern-largest-contentful-paint.js',
  )) as { LanternLargestContentfulPaint: Computed };
  const { LanternTotalBlockingTime } = (await lighthouse(
    'core/computed/metrics/lantern-total-blocking-time.js',
  )) as { LanternTotalBlockingTime: Computed };

  const settings = {
    ...(constants.defaultSettings as object),
    ...lhr.configSettings,
    throttlingMethod: 'simulate',
  };
  const data = {
    trace: read(`${base}-0.trace.json`),
    devtoolsLog: read(`${base}-0.devtoolslog.json`),
    gatherContext: { gatherMode: 'navigation' },
    settings,
    URL: {
      requestedUrl: lhr.requestedUrl,
      mainDocumentUrl: lhr.finalDisplayedUrl,
      finalDisplayedUrl: lhr.finalDisplayedUrl,
    },
    SourceMaps: [],
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const tbt = await LanternTotalBlockingTime.request(data, context);

  const first = Math.min(
    ...[...lcp.pessimisticEstimate.nodeTimings.keys()].map((n) => n.startTime),
  );
  const label = (node: SimNode): string => {
    if (node.type === 'network') {
      const r = node.request;
      const url = r.url.startsWith('data:') ? 'data: URI' : r.url.replace(/^https?:\/\/[^/]+/, '');
      return `${(r.resourceType ?? '').padEnd(10)} ${r.priority.padEnd(8)} ${String(r.transferSize ?? 0).padStart(7)} B  ${url.slice(0, 70)}`;
    }
    const layout = node.didPerformLayout() ? ' (layout: × 2)' : '';
    // The scripts the task ran: what ties it to their requests in the simulation.
    const scripts = new Set(
      (node.childEvents ?? [])
        .map((e) => e.args?.data?.url ?? '')
        .filter((url) => url && !url.startsWith('data:'))
        .map((url) => url.replace(/^https?:\/\/[^/]+/, '')),
    );
    const ran = scripts.size ? `  runs ${[...scripts].slice(0, 3).join(' ')}` : '';
    return `task ${(node.duration / 1000).toFixed(1).padStart(5)} ms observed${layout}${ran}`;
  };
  const print = (title: string, estimate: Estimate, keep: (n: SimNode, t: Timing) => boolean) => {
    console.log(`\n${title}`);
    console.log(' start    end  dur  observed at  what');
    const rows = [...estimate.nodeTimings].filter(([n, t]) => keep(n, t));
    rows.sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, t] of rows) {
      console.log(
        `${t.startTime.toFixed(0).padStart(6)} ${t.endTime.toFixed(0).padStart(6)} ${t.duration
          .toFixed(0)
          .padStart(
            4,
          )}  ${((node.startTime - first) / 1000).toFixed(0).padStart(8)} ms  ${label(node)}`,
      );
    }
  };
  console.log(
    `${page} run ${run}: simulated LCP ${lcp.timing.toFixed(0)} ms ` +
      `(optimistic ${lcp.optimisticEstimate.timeInMs.toFixed(0)}, pessimistic ` +
      `${lcp.pessimisticEstimate.timeInMs.toFixed(0)}), TBT ${tbt.timing.toFixed(0)} ms`,
  );
  print(
    'What the LCP estimate waits for (pessimistic graph; --all lists requests under 100 ms too):',
    lcp.pessimisticEstimate,
    (n, t) => args.has('all') || n.type === 'cpu' || t.duration >= 100,
  );
  const why = args.get('why', '');
  if (why) {
    const timings = lcp.pessimisticEstimate.nodeTimings;
    let node = [...timings.keys()].find((n) => n.type === 'network' && n.request.url.includes(why));
    console.log(
      `\nWhy ${why} starts when it does (each line: what the one above waited for last):`,
    );
    while (node) {
      const t = timings.get(node)!;
      console.log(
        `${t.startTime.toFixed(0).padStart(6)} ${t.endTime.toFixed(0).padStart(6)}  ${label(node)}`,
      );
      const deps = node.getDependencies().filter((d) => timings.has(d));
      node = deps.sort((a, b) => timings.get(b)!.endTime - timings.get(a)!.endTime)[0];
    }
  }
  print(
    'Tasks TBT counts (simulated ≥ 50 ms; each adds its time over 50 ms after FCP):',
    tbt.pessimisticEstimate,
    (n, t) => n.type === 'cpu' && t.duration >= 50,
  );
};

main().catch((e: unknown) => {
  console.error('lighthouse-path failed:', e instanceof Error ? e.message : e);
  process.exit(1);
});
