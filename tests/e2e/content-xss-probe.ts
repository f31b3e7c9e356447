// What the stored-XSS spec (content-xss.spec.ts) watches in the real app: the recorders a payload
// would call (`__pwned`, alert, confirm, prompt, print — installed before the app loads, never
// real), dialogs, pop-ups and requests leaving the machine (recorded and aborted), and, once a page
// shows its content, what every block of server HTML (`[data-server-html]`) left behind after
// being focused, hovered and clicked.
import type { Page } from '@playwright/test';

import { installRecorders, type RecordedWindow } from '../sanitizer/recorders';

export interface Traffic {
  dialogs: string[];
  popups: string[];
  /** Requests to anywhere but this machine (aborted, never sent). */
  external: string[];
}

export interface PageReport {
  blocks: number;
  pwned: string[];
  /** Tags no rich text may leave: controls, frames, plug-ins, SVG, scripts, styles. */
  forbidden: string[];
  /** Elements placed fixed, absolute or sticky: an overlay over the app. */
  overlays: string[];
  /** id, name, style and on* attributes left on server markup. */
  attributes: string[];
  /** Globals a payload could have planted or clobbered. */
  globals: string[];
}

const LOCAL = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

export const watchPage = async (page: Page): Promise<Traffic> => {
  const traffic: Traffic = { dialogs: [], popups: [], external: [] };
  await page.addInitScript(installRecorders);
  await page.route(
    (url) => !LOCAL.test(url.hostname) && url.protocol !== 'data:',
    async (route) => {
      traffic.external.push(route.request().url());
      await route.abort();
    },
  );
  page.on('dialog', (dialog) => {
    traffic.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('popup', (popup) => traffic.popups.push(popup.url()));
  return traffic;
};

/** Plays with every block of server HTML on the page, then reports what is left. */
export const inspectPage = (page: Page): Promise<PageReport> =>
  page.evaluate(async () => {
    const w = window as unknown as Record<string, unknown> & Partial<RecordedWindow>;
    const blocks = Array.from(document.querySelectorAll<HTMLElement>('[data-server-html]'));
    const inside = blocks.flatMap((b) => Array.from(b.querySelectorAll<HTMLElement>('*')));
    // Links are not clicked: they are the sanitizer spec's to judge by URL.
    await w.__provoke?.(inside, 2000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const FORBIDDEN =
      'form, input, button, select, textarea, option, iframe, frame, frameset, object, embed, svg, math, script, style, link, meta, base, video, audio, source, dialog';
    return {
      blocks: blocks.length,
      pwned: [...(w.__pwnedCalls ?? ['recorders missing'])],
      forbidden: [
        ...blocks.flatMap((b) =>
          Array.from(b.querySelectorAll(FORBIDDEN)).map((e) => e.tagName.toLowerCase()),
        ),
        // Anywhere on the page, not only inside the blocks: the app itself has no frame.
        ...Array.from(document.querySelectorAll('iframe, object, embed, frame')).map((e) =>
          e.tagName.toLowerCase(),
        ),
      ],
      overlays: inside
        .filter((el) => ['fixed', 'absolute', 'sticky'].includes(getComputedStyle(el).position))
        .map((el) => el.tagName.toLowerCase()),
      attributes: inside.flatMap((el) =>
        el
          .getAttributeNames()
          .filter(
            (n) => ['id', 'name', 'style', 'form', 'formaction'].includes(n) || n.startsWith('on'),
          )
          .map((n) => `${el.tagName.toLowerCase()}[${n}]`),
      ),
      globals: [
        ...['x', 'config', 'isAdmin', 'token', 'pwned', 'evil'].filter((n) => n in w),
        // Named elements shadowing the document's own properties (DOM clobbering).
        ...(typeof document.cookie === 'string' ? [] : ['document.cookie']),
        ...(document.forms instanceof HTMLCollection ? [] : ['document.forms']),
        ...(document.body?.tagName === 'BODY' ? [] : ['document.body']),
        ...(typeof document.getElementById === 'function' ? [] : ['document.getElementById']),
        ...(typeof document.querySelector === 'function' ? [] : ['document.querySelector']),
        ...(typeof w.__pwned === 'function' ? [] : ['__pwned replaced']),
      ],
    };
  });
