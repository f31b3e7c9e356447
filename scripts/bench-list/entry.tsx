// Bench page of scripts/bench-list.ts: mounts the shared QuoteList with N generated rows inside a
// MemoryRouter and an inline i18next instance (zh-CN `market` namespace), and exposes timings on
// window.listBench. Times run from root.render to the commit that puts rows in the DOM, and to the
// frame after it.
import { createInstance } from 'i18next';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';

import { QuoteList, type QuoteRowData } from '@/components/quote-list';
import market from '@/locales/zh-CN/market.json';

import '@/styles/global.css';

import type { ListBenchApi, MountTiming } from './api';

declare global {
  interface Window {
    listBench?: ListBenchApi;
  }
}

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'zh-CN',
  fallbackLng: false,
  ns: ['market'],
  defaultNS: 'market',
  resources: { 'zh-CN': { market } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

const BADGES = ['沪', '深', '北'] as const;
const NAMES = ['贵州茅台', '平安银行', '招商银行', '宁德时代', '中国平安', '比亚迪', '五粮液'];

/** Deterministic rows shaped like the market lists' (prices as strings, as the API sends them). */
const makeRows = (count: number): QuoteRowData[] => {
  const rows: QuoteRowData[] = [];
  let seed = 42;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let i = 0; i < count; i++) {
    const code = String(600000 + i).padStart(6, '0');
    const price = 5 + rand() * 200;
    const pct = (rand() - 0.5) * 20;
    rows.push({
      key: `sh${code}`,
      name: `${NAMES[i % NAMES.length]!}${i}`,
      code,
      badge: BADGES[i % BADGES.length],
      price: price.toFixed(2),
      changePct: pct.toFixed(2),
      change: ((price * pct) / 100).toFixed(2),
      to: `/kline?code=${code}&type=sh`,
    });
  }
  return rows;
};

/** Resolves after the next frame has been produced (rAF, then a task queued behind the paint). */
const nextFrame = (): Promise<void> =>
  new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  });

const container = document.getElementById('root')!;
let root: Root | null = null;
const rowsCache = new Map<number, QuoteRowData[]>();

window.listBench = {
  mount: (count) =>
    new Promise<MountTiming>((resolve) => {
      let rows = rowsCache.get(count);
      if (!rows) {
        rows = makeRows(count);
        rowsCache.set(count, rows);
      }
      window.scrollTo(0, 0);
      root = createRoot(container);
      let done = false;
      const t0 = performance.now();
      // "commit" is the one that puts rows in the DOM, whether or not the list commits without them
      // first. Mutation records arrive at the end of the committing task.
      const observer = new MutationObserver(() => {
        if (!done && container.querySelector('[role="listitem"]')) onCommit();
      });
      observer.observe(container, { childList: true, subtree: true });
      const onCommit = () => {
        if (done) return;
        done = true;
        observer.disconnect();
        const commit = performance.now() - t0;
        let layout = Number.NaN;
        // Runs after the commit's synchronous re-renders; reading offsetHeight forces the layout.
        queueMicrotask(() => {
          void container.offsetHeight;
          layout = performance.now() - t0;
        });
        // Called as the commit's task ends, so this is the frame that shows the mounted list.
        void nextFrame().then(() =>
          resolve({
            commit,
            layout,
            frame: performance.now() - t0,
            nodes: container.querySelectorAll('[data-testid="quote-list"] *').length,
          }),
        );
      };
      root.render(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter>
              <QuoteList rows={rows} testId="quote-list" />
            </MemoryRouter>
          </I18nextProvider>
        </StrictMode>,
      );
    }),
  unmount: async () => {
    root?.unmount();
    root = null;
    await nextFrame();
  },
  scrollBy: async (px) => {
    let work = Number.NaN;
    // Added after the virtualizer's own listener, so it runs once the list has re-rendered.
    const onScroll = (event: Event) => {
      void container.offsetHeight;
      work = performance.now() - event.timeStamp;
    };
    window.addEventListener('scroll', onScroll, { once: true });
    const t0 = performance.now();
    window.scrollBy(0, px);
    await nextFrame();
    window.removeEventListener('scroll', onScroll);
    return { work, frame: performance.now() - t0 };
  },
};
