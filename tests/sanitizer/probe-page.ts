// The test page of the sanitizer corpus and what runs in it. The page is served by route on a
// made-up https origin with no CSP at all: the sanitizer alone must hold (the app's CSP is a
// second wall, tested elsewhere). `__pwned`, alert, confirm, prompt and print only record.
import type { Page } from '@playwright/test';

import { installRecorders, type RecordedWindow } from './recorders';
import { SANITIZER_GLOBAL, type SanitizerBundle } from './sanitizer-bundle';

export const PAGE_ORIGIN = 'https://sanitizer.test';

const PAGE_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>sanitizer corpus</title>
    <link rel="stylesheet" href="/page.css">
    <link rel="stylesheet" href="/server-html.css">
    <script src="/sanitizer.js"></script>
  </head>
  <body><main class="stage"></main></body>
</html>`;

/** About the width of a dialog's content on a 375 px phone. */
const PAGE_CSS = `body { margin: 0; font: 15px/1.5 sans-serif; }
.stage { width: 295px; margin: 24px auto; padding: 16px; border: 1px solid #ddd; }`;

export interface Traffic {
  /** Requests to anywhere but the test page (all aborted, never sent). */
  requests: string[];
  dialogs: string[];
  popups: string[];
  navigations: string[];
  frames: number;
}

export interface ProbePage {
  page: Page;
  /** A fresh document with the bundle loaded, and what happens from then on. */
  reset: () => Promise<Traffic>;
}

/**
 * Serves the test page with the bundle on `page` and records what payloads make happen. One page
 * serves a worker's payloads: each gets a fresh document (a new context each costs far more).
 */
export const openProbePage = async (page: Page, bundle: SanitizerBundle): Promise<ProbePage> => {
  let traffic: Traffic | null = null;
  const files: Record<string, [string, string]> = {
    '/': ['text/html', PAGE_HTML],
    '/page.css': ['text/css', PAGE_CSS],
    '/server-html.css': ['text/css', bundle.css],
    '/sanitizer.js': ['text/javascript', bundle.script],
  };
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    const file = url.origin === PAGE_ORIGIN ? files[url.pathname] : undefined;
    if (file) return route.fulfill({ contentType: file[0], body: file[1] });
    traffic?.requests.push(route.request().url());
    return route.abort();
  });
  await page.addInitScript(installRecorders);
  page.on('dialog', (dialog) => {
    traffic?.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('popup', (popup) => traffic?.popups.push(popup.url()));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) traffic?.navigations.push(frame.url());
  });
  page.on('frameattached', () => {
    if (traffic) traffic.frames += 1;
  });
  const reset = async (): Promise<Traffic> => {
    traffic = null;
    await page.goto(`${PAGE_ORIGIN}/`);
    await page.waitForFunction((name) => name in window, SANITIZER_GLOBAL);
    const fresh: Traffic = { requests: [], dialogs: [], popups: [], navigations: [], frames: 0 };
    traffic = fresh;
    return fresh;
  };
  return { page, reset };
};

export interface ElementReport {
  tag: string;
  attributes: [string, string][];
  position: string;
  /** Outside the box sideways, and not inside a scrolling table or pre within it. */
  escapes: boolean;
}

export interface InsertReport {
  output: string;
  elements: ElementReport[];
  clobbered: string[];
  pwned: string[];
  styleSheetsAdded: number;
}

/** Names a payload could try to clobber, besides every id and name it carries. */
const GLOBAL_NAMES = [
  'alert',
  'confirm',
  'location',
  'cookie',
  'domain',
  'body',
  'head',
  'forms',
  'images',
  'links',
  'getElementById',
  'getElementsByTagName',
  'querySelector',
  'createElement',
  'defaultView',
  'documentElement',
  'implementation',
  '__pwned',
  '__pwnedCalls',
  SANITIZER_GLOBAL,
  'config',
  'isAdmin',
  'token',
  'localStorage',
  'sessionStorage',
  'fetch',
  'JSON',
  'top',
  'parent',
  'self',
  'opener',
  'attributes',
  'children',
  'x',
];

/**
 * In the page: sanitize with the app's module, insert as React does (innerHTML), let every load,
 * error, focus, click and hover happen, then report what is left.
 */
export const insertPayload = (page: Page, html: string): Promise<InsertReport> =>
  page.evaluate(
    async ({ html: dirty, globalName, names }) => {
      type Api = { sanitizeHtmlForPage: (html: string) => string; bodyClass: string };
      const w = window as unknown as Record<string, unknown> & RecordedWindow;
      const d = document as unknown as Record<string, unknown>;
      const api = w[globalName] as Api;

      // Every id and name of the payload, read from an inert parse (nothing runs or loads there).
      const inert = new DOMParser().parseFromString(dirty, 'text/html');
      const probes = new Set(names);
      for (const el of Array.from(inert.querySelectorAll('[id], [name]'))) {
        for (const attr of ['id', 'name']) {
          const value = el.getAttribute(attr);
          if (value) probes.add(value);
        }
      }
      const before = new Map([...probes].map((n) => [n, [w[n], d[n]]] as const));
      const sheets = document.styleSheets.length;

      const box = document.createElement('div');
      box.className = api.bodyClass;
      document.querySelector('.stage')?.append(box);
      box.innerHTML = api.sanitizeHtmlForPage(dirty);

      // Let it do what it would: load or fail its images, take focus, get clicked and hovered.
      const settle = () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
        );
      await w.__provoke(Array.from(box.querySelectorAll<HTMLElement>('*')), 3000);
      await settle();

      const boxRect = box.getBoundingClientRect();
      const scrollsInside = (el: Element) => {
        for (let p = el.parentElement; p && p !== box; p = p.parentElement) {
          if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(p).overflowX)) return true;
        }
        return false;
      };
      const elements = Array.from(box.querySelectorAll('*')).map((el) => {
        const rect = el.getBoundingClientRect();
        const outside = rect.left < boxRect.left - 1 || rect.right > boxRect.right + 1;
        return {
          tag: el.tagName.toLowerCase(),
          attributes: el
            .getAttributeNames()
            .map((n): [string, string] => [n, el.getAttribute(n) ?? '']),
          position: getComputedStyle(el).position,
          escapes: outside && !scrollsInside(el),
        };
      });
      const clobbered = [...before]
        .filter(([n, [wv, dv]]) => w[n] !== wv || d[n] !== dv)
        .map(([n]) => n);
      const report = {
        output: box.innerHTML,
        elements,
        clobbered,
        pwned: [...w.__pwnedCalls],
        styleSheetsAdded: document.styleSheets.length - sheets,
      };
      return report;
    },
    { html, globalName: SANITIZER_GLOBAL, names: GLOBAL_NAMES },
  );

/** The sanitizer's plain-string output, for content that must come through unchanged. */
export const sanitizeInPage = (page: Page, html: string): Promise<string> =>
  page.evaluate(
    ({ html: dirty, globalName }) => {
      const api = (window as unknown as Record<string, { sanitizeHtml: (h: string) => string }>)[
        globalName
      ];
      return api?.sanitizeHtml(dirty) ?? '';
    },
    { html, globalName: SANITIZER_GLOBAL },
  );
