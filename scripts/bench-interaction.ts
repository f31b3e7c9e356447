// npm run bench (interaction part), or `npx tsx scripts/bench-interaction.ts [--samples 30]
// [--only ticket,tabs,close,updates] [--no-build] [--mock-port 18392] [--dist dist/bench-app]`
// (--dist: the folder built and served; with --no-build, one built for the same mock port):
// interaction latency of the production build at 4× CPU (CDP throttling) on an iPhone SE-sized
// page, logged in as the fixture trader (13800000007) in the market-open world, given 200 open
// positions. Prints p50 / p95 / max and records each p95 with its target (issue 24); never asserts.
//  (a) order ticket: a key typed in the lots field → the cost preview's new figures painted;
//  (b) tab bar: tap → the next tab's page with content, no skeleton (first visits and repeat
//      visits, with chunk and data cached, reported apart; the target is on repeat visits);
//  (c) /warehouse: tap "close" → the close sheet on screen (the first open loads the sheet's chunk;
//      reported apart; the target is on p95 of all opens);
//  (d) /warehouse polling its open positions every second: main-thread work per update
//      (scripts/bench-update-trace.ts explains the method).
// (a)–(c) are timed in the page (scripts/bench-input-probe.ts).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { CDPSession, Page } from '@playwright/test';

import { readArgs } from './args';
import {
  buildBenchApp,
  giveOpenPositions,
  logIn,
  phoneContext,
  quantile,
  spread,
  startBenchMock,
} from './bench-app';
import { recordFigure } from './bench-figures';
import { armProbe, readProbe, type Awaited } from './bench-input-probe';
import { updateCosts, type UpdateCost } from './bench-update-trace';
import { startStaticServer } from './serve-static';

const args = readArgs();
const SAMPLES = args.int('samples', 30);
const MOCK_PORT = args.int('mock-port', 18392);
const DIST = args.get('dist', 'dist/bench-app');
const POSITIONS = 200;
// CPU throttling (4× by default; 1× for CPU-time figures that the shared machine disturbs less).
const CPU = args.int('cpu', 4);
const ONLY = new Set(args.get('only', 'ticket,tabs,close,updates').split(','));
const TARGETS = { ticket: 50, tab: 150, close: 100, update: 16 };
const TABS = ['home', 'tradingList', 'warehouse', 'mylist', 'user'] as const;

const record = (name: string, xs: number[], target: number, note: string) =>
  recordFigure({
    group: 'interaction (CPU 4×)',
    name,
    value: xs.length ? Number(quantile(xs, 0.95).toFixed(1)) : null,
    unit: 'ms',
    target: { op: '<=', value: target },
    note: xs.length ? `p95 of ${xs.length}; ${note}` : `not measured; ${note}`,
  });

/** One timed interaction: arm the probe, act, read the figure (null: never showed). */
const timed = async (page: Page, event: string, awaited: Awaited, act: () => Promise<unknown>) => {
  await armProbe(page, event, awaited);
  await act();
  return readProbe(page);
};

const settle = (page: Page, ms = 300) => page.waitForTimeout(ms);

const ticket = async (page: Page): Promise<number[]> => {
  const q = new URLSearchParams({ code: '600519', name: '贵州茅台', side: 'long' });
  await page.goto(`/#/buyStocks?${q.toString()}`);
  const margin = page.getByTestId('preview-margin');
  await margin.filter({ hasNotText: /--|…/ }).waitFor();
  const lots = page.getByTestId('lots');
  await lots.fill('1');
  await lots.focus();
  await settle(page);
  const out: number[] = [];
  // Alternately type a digit (1 → 12) and delete it (12 → 1): both change the preview.
  for (let i = 0; i < SAMPLES + 2; i++) {
    const key = i % 2 === 0 ? '2' : 'Backspace';
    const ms = await timed(
      page,
      'keydown',
      { kind: 'text-changed', selector: '[data-testid="ticket-preview"]' },
      () => page.keyboard.press(key),
    );
    if (i >= 2 && ms !== null) out.push(ms);
    await settle(page, 150);
  }
  return out;
};

const tabs = async (page: Page): Promise<{ first: number[]; repeat: number[] }> => {
  await page.goto('/#/home');
  await page.locator('[data-tabbar]').waitFor();
  await settle(page, 1500);
  const first: number[] = [];
  const repeat: number[] = [];
  const rounds = Math.ceil(SAMPLES / TABS.length) + 1;
  for (let round = 0; round < rounds; round++) {
    for (let i = 1; i <= TABS.length; i++) {
      const tab = TABS[i % TABS.length]!;
      const ms = await timed(page, 'pointerdown', { kind: 'new-page' }, () =>
        page.getByTestId(`tab-${tab}`).click(),
      );
      // home is the page the run starts on: its first visit is already behind it.
      if (ms !== null) (round === 0 && tab !== 'home' ? first : repeat).push(ms);
      await settle(page, 600);
    }
  }
  return { first, repeat };
};

const closeSheet = async (page: Page): Promise<{ first: number[]; repeat: number[] }> => {
  await page.goto('/#/warehouse?tab=open');
  const cards = page.getByTestId('open-position');
  await cards.first().waitFor();
  await settle(page, 1000);
  // A trader taps a close button on screen: cards whose button is below the fold would make
  // Playwright scroll the list inside the timed tap (the virtual list then lays out its rows in the
  // open's frame), which is a scroll gesture's cost, not the sheet's.
  const bottom = page.viewportSize()!.height - 80; // the tab bar
  let onScreen = 0;
  for (let i = 0; i < 5; i++) {
    const box = await cards.nth(i).getByTestId('close-position').boundingBox();
    if (box && box.y >= 0 && box.y + box.height <= bottom) onScreen++;
  }
  const visible = Math.max(1, Math.min(5, onScreen));
  console.log(`    (c) taps the close buttons of the ${visible} card(s) on screen, in turn`);
  const first: number[] = [];
  const repeat: number[] = [];
  for (let i = 0; i < SAMPLES + 1; i++) {
    const ms = await timed(
      page,
      'pointerdown',
      { kind: 'shown', selector: '[data-testid="close-sheet"]' },
      () =>
        cards
          .nth(i % visible)
          .getByTestId('close-position')
          .click(),
    );
    if (ms !== null) (i === 0 ? first : repeat).push(ms);
    await page
      .locator('[data-sheet-mask]')
      .first()
      .click({ position: { x: 10, y: 10 } });
    await page.getByTestId('close-sheet').waitFor({ state: 'detached' });
    await settle(page, 200);
  }
  return { first, repeat };
};

/** Traces `seconds` of the open page's polling: main-thread work per position-list reply. */
const traceUpdates = async (page: Page, seconds: number, label: string): Promise<UpdateCost[]> => {
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.waitForTimeout(seconds * 1000);
  const trace = (await browser.stopTracing()).toString('utf8');
  const costs = updateCosts(trace, '/user/position/list.do');
  const cards = await page.getByTestId('open-position').count();
  console.log(
    `  (d, ${label}) ${costs.length} replies traced, ${cards} cards in the DOM; ` +
      `longest task per update: ${spread(costs.map((c) => c.longest))}`,
  );
  return costs;
};

/**
 * As the page opens: the first 20 of the 200 positions (the list pages by 20, virtualized), polled
 * every second. All 200 loaded (the list then polls every 5 s) is not measured: loading every page
 * with the footer button under the trace closed the page in trial runs (left for later).
 */
const updates = async (page: Page): Promise<UpdateCost[]> => {
  await page.goto('/#/warehouse?tab=open');
  await page.getByTestId('open-position').first().waitFor();
  await settle(page, 2000);
  return traceUpdates(page, SAMPLES + 2, 'first page');
};

const main = async (): Promise<void> => {
  const started = Date.now();
  if (!args.has('no-build')) buildBenchApp(DIST, MOCK_PORT);
  const mock = await startBenchMock(MOCK_PORT);
  let server: Server | undefined;
  let closeBrowser = async () => {};
  try {
    await mock.control('POST', '/__harness/scenarios/market-open', {});
    await giveOpenPositions(mock, POSITIONS);
    const token = await logIn(mock.origin);
    server = await startStaticServer(DIST, 0);
    const { port } = server.address() as AddressInfo;
    const { browser, context } = await phoneContext(token, `http://127.0.0.1:${port}`);
    closeBrowser = () => browser.close();
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto('/#/home');
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    console.log(
      `\nInteraction latency at CPU ${CPU}×, 375×667 DPR 2, trader with ${POSITIONS} open positions`,
    );

    if (ONLY.has('ticket')) {
      const xs = await ticket(page);
      console.log(
        `(a) ticket key → preview painted: ${spread(xs)} (target p95 ≤ ${TARGETS.ticket})`,
      );
      record('ticket input → preview p95', xs, TARGETS.ticket, 'a key in the lots field');
    }
    if (ONLY.has('tabs')) {
      const { first, repeat } = await tabs(page);
      console.log(`(b) tab → next tab's content, first visits: ${spread(first)}`);
      console.log(
        `    repeat visits (chunk and data cached): ${spread(repeat)} (target p95 ≤ ${TARGETS.tab})`,
      );
      record(
        'tab switch → content p95 (repeat visits)',
        repeat,
        TARGETS.tab,
        'home→quotes→positions→watchlist→me, cached',
      );
      record(
        'tab switch → content p95 (first visits)',
        first,
        TARGETS.tab,
        'chunk and data loaded on the way',
      );
    }
    if (ONLY.has('close')) {
      const { first, repeat } = await closeSheet(page);
      console.log(
        `(c) close → sheet shown, first open: ${spread(first)}; repeat: ${spread(repeat)}`,
      );
      const all = [...first, ...repeat];
      console.log(`    all opens: ${spread(all)} (target p95 ≤ ${TARGETS.close})`);
      record(
        'close tap → close sheet p95',
        all,
        TARGETS.close,
        `first open ${first[0]?.toFixed(0) ?? '?'} ms incl. its chunk`,
      );
    }
    if (ONLY.has('updates')) {
      const costs = await updates(page);
      const xs = costs.map((c) => c.work);
      // The target is on the summed work; the longest task is what one frame (a tap) waits for,
      // so it is shown against the same 16 ms as well.
      const longest = costs.map((c) => c.longest);
      console.log(
        `(d) main-thread work per positions update (20 of ${POSITIONS} loaded, 1 s poll): ` +
          `${spread(xs)} (target p95 ≤ ${TARGETS.update})`,
      );
      console.log(`    its longest task: ${spread(longest)} (a frame: ${TARGETS.update} ms)`);
      record(
        'positions update work p95',
        xs,
        TARGETS.update,
        `20 of ${POSITIONS} loaded, 1 s poll`,
      );
      record(
        'positions update longest task p95',
        longest,
        TARGETS.update,
        'the longest single task of each update',
      );
    }
  } finally {
    await closeBrowser();
    server?.close();
    mock.stop();
  }
  console.log(`(interaction bench took ${((Date.now() - started) / 1000).toFixed(0)} s)`);
};

main().catch((e: unknown) => {
  console.error('interaction bench failed:', e instanceof Error ? e.message : e);
  process.exit(1);
});
