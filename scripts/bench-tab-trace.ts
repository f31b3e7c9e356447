// Main-thread CPU time of a repeat tab-bar tap at 1× CPU, from a Chromium trace (issue 24 (b)):
// `npx tsx scripts/bench-tab-trace.ts [--rounds 4] [--no-build] [--mock-port 18393]
// [--dist dist/bench-tab-trace]`. Same world as scripts/bench-interaction.ts (200 open positions).
// Every tab is visited once, then each repeat tap is timed in the page (bench-input-probe.ts) and
// its main-thread tasks between the pointerdown's dispatch and the probe's figure are summed, with
// the self time per trace event (style, layout, paint, script…) so the largest part shows.
// `--what ticket`: the same for a key in the order ticket's lots field (issue 24 (a)): keydown →
// the preview's text changed, alternately a digit and Backspace, as bench-interaction.ts times it.
// `--profile --callers fixedT`: a library function's time by the app function calling it.
// `--what close`: a tap on an on-screen card's "close" on /warehouse → the close sheet shown (c).
import type { AddressInfo } from 'node:net';

import type { Page } from '@playwright/test';

import { readArgs } from './args';
import {
  buildBenchApp,
  giveOpenPositions,
  logIn,
  phoneContext,
  quantile,
  startBenchMock,
} from './bench-app';
import { armProbe, readProbe } from './bench-input-probe';
import { sourceNamer } from './profile-source-names';
import { startStaticServer } from './serve-static';

const args = readArgs();
const ROUNDS = args.int('rounds', 4);
const MOCK_PORT = args.int('mock-port', 18393);
const DIST = args.get('dist', 'dist/bench-tab-trace');
const TABS = ['home', 'tradingList', 'warehouse', 'mylist', 'user'] as const;
const WHAT = args.get('what', 'tabs');
/** The input event a sample starts at. */
const EVENT = WHAT === 'ticket' ? 'keydown' : 'pointerdown';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, µs: what the machine's load does not inflate. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: ProfileData & { type?: string } };
}

/** The V8 sampling profile's chunks (--profile: the trace's script time by function). */
interface ProfileData {
  startTime?: number;
  cpuProfile?: {
    nodes?: {
      id: number;
      parent?: number;
      callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    }[];
    samples?: number[];
  };
  timeDeltas?: number[];
}

interface Tap {
  tab: string;
  ms: number;
}

const cpuOf = (e: TraceEvent) => e.tdur ?? e.dur ?? 0;

/** Self CPU time (ms) per event name on one thread within [from, to] (µs), complete events only. */
const selfTimes = (events: TraceEvent[], from: number, to: number): Map<string, number> => {
  const out = new Map<string, number>();
  const inside = events
    .filter((e) => e.ph === 'X' && e.dur && e.ts >= from && e.ts < to)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const stack: { e: TraceEvent; child: number }[] = [];
  const close = (upTo: number) => {
    while (
      stack.length &&
      stack[stack.length - 1]!.e.ts + stack[stack.length - 1]!.e.dur! <= upTo
    ) {
      const { e, child } = stack.pop()!;
      out.set(e.name, (out.get(e.name) ?? 0) + (cpuOf(e) - child) / 1000);
      if (stack.length) stack[stack.length - 1]!.child += cpuOf(e);
    }
  };
  for (const e of inside) {
    close(e.ts);
    stack.push({ e, child: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return out;
};

const analyse = (json: string, taps: Tap[]) => {
  const parsed = JSON.parse(json) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.args?.name === 'CrRendererMain' &&
      events.some(
        (d) => d.pid === e.pid && d.name === 'EventDispatch' && d.args?.data?.type === EVENT,
      ),
  );
  if (!main) throw new Error(`no renderer main thread with a ${EVENT} in the trace`);
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const downs = mine
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === EVENT)
    .sort((a, b) => a.ts - b.ts);
  if (downs.length !== taps.length) {
    console.warn(`${downs.length} ${EVENT}s traced for ${taps.length} samples`);
  }
  const rows = taps.slice(0, downs.length).map((tap, i) => {
    const from = downs[i]!.ts;
    const to = from + tap.ms * 1000;
    const cpu = mine
      .filter(
        (e) => e.name === 'RunTask' && e.ph === 'X' && e.ts + (e.dur ?? 0) > from && e.ts < to,
      )
      // A task cut by the window counts for the share of it inside.
      .reduce((sum, e) => {
        const share = (Math.min(to, e.ts + e.dur!) - Math.max(from, e.ts)) / e.dur!;
        return sum + (cpuOf(e) * share) / 1000;
      }, 0);
    return { tab: tap.tab, ms: tap.ms, cpu, from, to, parts: selfTimes(mine, from, to) };
  });
  if (args.has('profile')) {
    profileByFunction(
      events,
      main.pid,
      rows.map((r) => [r.from, r.to]),
    );
  }
  return rows;
};

/** Self and total sampled time (ms per tap) by function within the taps' windows. */
const profileByFunction = (events: TraceEvent[], pid: number, windows: [number, number][]) => {
  const frames = new Map<string, { name: string; file: string; parent?: string }>();
  const nameOf = sourceNamer(DIST);
  const samples: { ts: number; node: string }[] = [];
  const starts = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile' && e.id) starts.set(e.id, e.args?.data?.startTime ?? e.ts);
  }
  const clocks = new Map(starts);
  for (const e of events.filter((x) => x.pid === pid && x.name === 'ProfileChunk')) {
    const id = e.id ?? '';
    const data = e.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? []) {
      const f = n.callFrame;
      frames.set(`${id}/${n.id}`, {
        ...nameOf(f.functionName, f.url, f.lineNumber, f.columnNumber),
        parent: n.parent === undefined ? undefined : `${id}/${n.parent}`,
      });
    }
    let t = clocks.get(id) ?? 0;
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      t += deltas[i] ?? 0;
      samples.push({ ts: t, node: `${id}/${node}` });
    });
    clocks.set(id, t);
  }
  samples.sort((a, b) => a.ts - b.ts);
  const self = new Map<string, number>();
  const selfByFile = new Map<string, number>();
  const total = new Map<string, number>();
  // --callers NAME: the time spent in functions named NAME (and below), by the nearest caller
  // from the app's own source, so a library's cost shows which component pays it.
  const callersOf = args.get('callers', '');
  const callers = new Map<string, number>();
  for (let i = 0; i + 1 < samples.length; i++) {
    const s = samples[i]!;
    if (!windows.some(([a, b]) => s.ts >= a && s.ts < b)) continue;
    const dt = Math.min(samples[i + 1]!.ts - s.ts, 2000) / 1000 / windows.length;
    const leaf = frames.get(s.node);
    if (!leaf) continue;
    self.set(leaf.name, (self.get(leaf.name) ?? 0) + dt);
    selfByFile.set(leaf.file, (selfByFile.get(leaf.file) ?? 0) + dt);
    const seen = new Set<string>();
    for (
      let f: typeof leaf | undefined = leaf;
      f;
      f = f.parent ? frames.get(f.parent) : undefined
    ) {
      if (seen.has(f.name)) continue;
      seen.add(f.name);
      total.set(f.name, (total.get(f.name) ?? 0) + dt);
    }
    if (!callersOf) continue;
    let inside = false;
    for (
      let f: typeof leaf | undefined = leaf;
      f;
      f = f.parent ? frames.get(f.parent) : undefined
    ) {
      if (f.name.split(' ')[0] === callersOf) inside = true;
      else if (inside && f.file.startsWith('src/')) {
        callers.set(f.name, (callers.get(f.name) ?? 0) + dt);
        break;
      }
    }
  }
  const top = (m: Map<string, number>, k: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([n, v]) => `  ${v.toFixed(2).padStart(6)}  ${n}`)
      .join('\n');
  console.log(`self time by source file or package (ms per tap; a --sourcemap build names them):`);
  console.log(top(selfByFile, 20));
  console.log(`self time by function (ms per tap):\n${top(self, 30)}`);
  console.log(`total time by function (ms per tap):\n${top(total, 60)}`);
  if (callersOf)
    console.log(`${callersOf}, by the app's nearest caller (ms per tap):\n${top(callers, 25)}`);
};

const median = (xs: number[]) => quantile(xs, 0.5);

/** Starts the page's trace (with V8's sampling profile under --profile); returns the browser. */
const startTrace = async (page: Page) => {
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      ...(args.has('profile') ? ['disabled-by-default-v8.cpu_profiler'] : []),
    ],
  });
  return browser;
};

const run = async (page: Page): Promise<Tap[]> => {
  await page.goto('/#/home');
  await page.locator('[data-tabbar]').waitFor();
  await page.waitForTimeout(1500);
  const tap = async (tab: string) => {
    await armProbe(page, 'pointerdown', { kind: 'new-page' });
    await page.getByTestId(`tab-${tab}`).click();
    const ms = await readProbe(page);
    await page.waitForTimeout(600);
    return ms;
  };
  for (const tab of [...TABS.slice(1), TABS[0]]) await tap(tab);
  const browser = await startTrace(page);
  const taps: Tap[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const tab of [...TABS.slice(1), TABS[0]]) {
      const ms = await tap(tab);
      if (ms !== null) taps.push({ tab, ms });
    }
  }
  const trace = (await browser.stopTracing()).toString('utf8');
  report(analyse(trace, taps), TABS);
  return taps;
};

const report = (rows: ReturnType<typeof analyse>, kinds: readonly string[]) => {
  for (const tab of kinds) {
    const mine = rows.filter((r) => r.tab === tab);
    console.log(
      `${tab.padEnd(12)} wall ${median(mine.map((r) => r.ms)).toFixed(1)} ms, ` +
        `CPU ${median(mine.map((r) => r.cpu)).toFixed(1)} ms (medians of ${mine.length})`,
    );
  }
  const names = new Set(rows.flatMap((r) => [...r.parts.keys()]));
  const parts = [...names]
    .map(
      (n) =>
        [
          n,
          median(rows.map((r) => r.parts.get(n) ?? 0)),
          rows.reduce((s, r) => s + (r.parts.get(n) ?? 0), 0) / rows.length,
        ] as const,
    )
    .sort((a, b) => b[2] - a[2])
    .slice(0, 14);
  console.log(
    `all taps: wall p50 ${median(rows.map((r) => r.ms)).toFixed(1)} ms, CPU p50 ` +
      `${median(rows.map((r) => r.cpu)).toFixed(1)} ms / mean ` +
      `${(rows.reduce((s, r) => s + r.cpu, 0) / rows.length).toFixed(1)} ms (n = ${rows.length})`,
  );
  console.log(
    'self time per tap (median / mean ms): ' +
      parts.map(([n, m, a]) => `${n} ${m.toFixed(1)}/${a.toFixed(1)}`).join(', '),
  );
};

/** Keys in the ticket's lots field (1 → 12 → 1 …), each timed to the preview's new text. */
const runTicket = async (page: Page): Promise<Tap[]> => {
  const q = new URLSearchParams({ code: '600519', name: '贵州茅台', side: 'long' });
  await page.goto(`/#/buyStocks?${q.toString()}`);
  await page.getByTestId('preview-margin').filter({ hasNotText: /--|…/ }).waitFor();
  const lots = page.getByTestId('lots');
  await lots.fill('1');
  await lots.focus();
  const press = async (key: string) => {
    await armProbe(page, 'keydown', {
      kind: 'text-changed',
      selector: '[data-testid="ticket-preview"]',
    });
    await page.keyboard.press(key);
    const ms = await readProbe(page);
    await page.waitForTimeout(150);
    return ms;
  };
  for (const key of ['2', 'Backspace', '2', 'Backspace']) await press(key);
  const browser = await startTrace(page);
  const taps: Tap[] = [];
  for (let i = 0; i < ROUNDS * 5; i++) {
    const key = i % 2 === 0 ? '2' : 'Backspace';
    const ms = await press(key);
    if (ms !== null) taps.push({ tab: key, ms });
  }
  const trace = (await browser.stopTracing()).toString('utf8');
  report(analyse(trace, taps), ['2', 'Backspace']);
  return taps;
};

/** Taps "close" on the first on-screen cards in turn, each timed to the sheet shown, then shut. */
const runClose = async (page: Page): Promise<Tap[]> => {
  await page.goto('/#/warehouse?tab=open');
  const cards = page.getByTestId('open-position');
  await cards.first().waitFor();
  await page.waitForTimeout(1000);
  const open = async (i: number) => {
    await armProbe(page, 'pointerdown', { kind: 'shown', selector: '[data-testid="close-sheet"]' });
    await cards
      .nth(i % 2)
      .getByTestId('close-position')
      .click();
    const ms = await readProbe(page);
    // Escape, not a tap on the mask: a pointerdown of its own would count as the next sample's.
    await page.keyboard.press('Escape');
    await page.getByTestId('close-sheet').waitFor({ state: 'detached' });
    await page.waitForTimeout(200);
    return ms;
  };
  for (let i = 0; i < 2; i++) await open(i);
  const browser = await startTrace(page);
  const taps: Tap[] = [];
  for (let i = 0; i < ROUNDS * 5; i++) {
    const ms = await open(i);
    if (ms !== null) taps.push({ tab: `card${i % 2}`, ms });
  }
  const trace = (await browser.stopTracing()).toString('utf8');
  report(analyse(trace, taps), ['card0', 'card1']);
  return taps;
};

const main = async () => {
  if (!args.has('no-build')) buildBenchApp(DIST, MOCK_PORT);
  const mock = await startBenchMock(MOCK_PORT);
  const server = await startStaticServer(DIST, 0);
  let close = async () => {};
  try {
    await mock.control('POST', '/__harness/scenarios/market-open', {});
    await giveOpenPositions(mock, 200);
    const token = await logIn(mock.origin);
    const { port } = server.address() as AddressInfo;
    const { browser, context } = await phoneContext(token, `http://127.0.0.1:${port}`);
    close = () => browser.close();
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await (WHAT === 'ticket' ? runTicket(page) : WHAT === 'close' ? runClose(page) : run(page));
  } finally {
    await close();
    server.close();
    mock.stop();
  }
};

main().catch((e: unknown) => {
  console.error('tab trace failed:', e instanceof Error ? e.message : e);
  process.exit(1);
});
