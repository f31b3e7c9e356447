// npm run bench (repeat-visit part), or `npx tsx scripts/bench-repeat-visit.ts [--runs 5]
// [--no-build] [--mock-port 18392] [--dist dist/bench-repeat]`: how fast the app opens again once its service worker holds
// the files (ADR 0034). The production build (dist/bench-repeat, config documents on the bench's
// mock) is served compressed; a fixture trader is signed in; the first visit installs the worker,
// then each page is opened `runs` times in new tabs of the same profile under Lighthouse's mobile
// throttling (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU 4×). LCP comes from a
// PerformanceObserver; the time to first byte and DOMContentLoaded say where the rest goes.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';

import { chromium, type BrowserContext } from '@playwright/test';

import { readArgs } from './args';
import { recordFigure } from './bench-figures';
import { QUIET_CHROMIUM_FLAGS } from './chromium-flags';
import { startStaticServer } from './serve-static';
import { freePort } from './wait-for-port';

const args = readArgs();
const RUNS = args.int('runs', 5);
const MOCK_PORT = args.int('mock-port', 18392);
const DIST = args.get('dist', 'dist/bench-repeat');
const MOCK = `http://localhost:${MOCK_PORT}`;
const TRADER = { phone: '13800000001', password: 'trade123' };
const PAGES = ['/home', '/warehouse'] as const;
const TARGET_MS = 1000;

interface Visit {
  lcp: number;
  ttfb: number;
  dcl: number;
  element: string;
  controlled: boolean;
  /** `worker`: the service worker answered it (its picture cache, ADR 0034 addendum). */
  image: { start: number; end: number; bytes: number; worker: boolean } | null;
  /** The last API reply that ended before the LCP: what a data-driven LCP waited for. */
  reply: { name: string; start: number; end: number } | null;
}

// In-page code as text: this script is typed for Node, not the DOM.
/** Keeps the latest LCP entry (time and element) on window.__lcp. */
const WATCH_LCP = `performance.setResourceTimingBufferSize(5000);
new PerformanceObserver((list) => {
  const last = list.getEntries().at(-1);
  if (!last) return;
  const el = last.element;
  const name = el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') : '';
  window.__lcp = { time: last.startTime, element: name, url: last.url || '' };
}).observe({ type: 'largest-contentful-paint', buffered: true });`;

const READ_VISIT = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const lcp = window.__lcp;
  return {
    lcp: lcp ? lcp.time : NaN,
    element: lcp ? lcp.element : '',
    ttfb: nav.responseStart,
    dcl: nav.domContentLoadedEventEnd,
    controlled: !!navigator.serviceWorker.controller,
    // When the LCP image's own request started and ended (an image from the API host).
    image: (() => {
      const r = lcp && lcp.url ? performance.getEntriesByName(lcp.url)[0] : undefined;
      return r
        ? { start: r.startTime, end: r.responseEnd, bytes: r.transferSize, worker: r.workerStart > 0 }
        : null;
    })(),
    reply: (() => {
      const replies = performance.getEntriesByType('resource').filter(
        (r) => (r.initiatorType === 'xmlhttprequest' || r.initiatorType === 'fetch') &&
          lcp && r.responseEnd <= lcp.time,
      );
      const last = replies.sort((a, b) => a.responseEnd - b.responseEnd).at(-1);
      return last
        ? { name: new URL(last.name).pathname.split('/').pop(), start: last.startTime, end: last.responseEnd }
        : null;
    })(),
  };
})()`;

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const startMock = async (): Promise<ChildProcess> => {
  // detached: npx → tsx → node in a process group of its own, ended as one.
  const child = spawn(
    'npx',
    ['tsx', 'mock-server/main.ts', '--port', String(MOCK_PORT), '--no-persist', '--quiet'],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`mock server exited (${child.exitCode})`);
    if (
      await fetch(`${MOCK}/config/primary.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 300));
  }
  stopMock(child);
  throw new Error('mock server did not start within 60 s');
};

const stopMock = (child: ChildProcess): void => {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

const signIn = async (): Promise<string> => {
  const res = await fetch(`${MOCK}/api/user/login.do`, {
    method: 'POST',
    body: new URLSearchParams({ phone: TRADER.phone, userPwd: TRADER.password }),
  });
  const token = ((await res.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`sign-in of ${TRADER.phone} failed`);
  return token;
};

/** One visit in a new tab, throttled; the LCP once the page has been quiet for a while. */
const visit = async (context: BrowserContext, url: string): Promise<Visit> => {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('[data-tabbar]').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(3_000);
  const result = (await page.evaluate(READ_VISIT)) as Visit;
  await page.close();
  return result;
};

const main = async (): Promise<void> => {
  if (!args.has('no-build')) {
    const urls = ['primary', 'secondary'].map((n) => `${MOCK}/config/${n}.json`);
    execSync(`npx vite build --outDir ${DIST} --emptyOutDir --logLevel error`, {
      stdio: 'inherit',
      env: { ...process.env, VITE_CONFIG_URLS: urls.join(',') },
    });
  }
  const mock = await startMock();
  let server: Server | undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...QUIET_CHROMIUM_FLAGS],
  });
  const results = new Map<string, Visit[]>();
  try {
    const port = await freePort();
    server = await startStaticServer(DIST, port, '127.0.0.1', { security: {} });
    const origin = `http://127.0.0.1:${port}`;
    const token = await signIn();
    // Lighthouse's mobile screen (Moto G Power).
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript({
      content: `localStorage.setItem('USERTOKEN', ${JSON.stringify(token)});\n${WATCH_LCP}`,
    });
    // First visit, unthrottled: the worker installs and precaches the build.
    const first = await context.newPage();
    await first.goto(`${origin}/#/home`);
    await first.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await first.close();
    for (const path of PAGES) {
      const visits: Visit[] = [];
      for (let i = 1; i <= RUNS; i++) {
        const v = await visit(context, `${origin}/#${path}`);
        visits.push(v);
        console.log(
          `  repeat visit ${path} ${i}/${RUNS}: LCP ${Math.round(v.lcp)} ms (${v.element || '?'}), ` +
            `first byte ${Math.round(v.ttfb)} ms, DOMContentLoaded ${Math.round(v.dcl)} ms` +
            (v.image
              ? `, LCP image requested at ${Math.round(v.image.start)} ms, loaded at ` +
                `${Math.round(v.image.end)} ms (${Math.round(v.image.bytes / 1024)} KiB` +
                `${v.image.worker ? ', from the worker' : ''})`
              : '') +
            (v.reply
              ? `, after ${v.reply.name} (asked at ${Math.round(v.reply.start)} ms, replied at ` +
                `${Math.round(v.reply.end)} ms)`
              : '') +
            (v.controlled ? '' : ' — NOT served by the service worker'),
        );
      }
      results.set(path, visits);
    }
  } finally {
    await browser.close();
    server?.close();
    stopMock(mock);
  }

  console.log(`\nRepeat visits (service worker, 4× CPU, slow 4G), median of ${RUNS}:`);
  for (const [path, visits] of results) {
    const lcp = median(visits.map((v) => v.lcp));
    const ttfb = median(visits.map((v) => v.ttfb));
    const dcl = median(visits.map((v) => v.dcl));
    console.log(
      `  ${path.padEnd(11)} LCP ${Math.round(lcp)} ms (target ≤ ${TARGET_MS}), first byte ` +
        `${Math.round(ttfb)} ms, DOMContentLoaded ${Math.round(dcl)} ms`,
    );
    recordFigure({
      group: 'repeat visit',
      name: `${path} LCP (repeat, SW, 4× CPU, slow 4G)`,
      value: Math.round(lcp),
      unit: 'ms',
      target: { op: '<=', value: TARGET_MS },
      note: `first byte ${Math.round(ttfb)} ms, DOMContentLoaded ${Math.round(dcl)} ms`,
    });
  }
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
