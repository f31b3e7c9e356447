// The toasts a trader saw, recorded as they appear: a toast stays 2 s, and a loaded machine can
// poll the page less often than that, so `toBeVisible` on its text alone can miss one that did show.
import { expect, type Page } from '@playwright/test';

/** Starts recording toasts in the page shown now (an SPA: it lasts until the next reload). */
export const watchToasts = async (page: Page) => {
  await page.evaluate(() => {
    const seen: string[] = [];
    Reflect.set(window, '__toastsSeen', seen);
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll('.adm-toast-main'))) {
        const text = toast.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const seen = () => page.evaluate(() => Reflect.get(window, '__toastsSeen') as string[]);
  return {
    /** Waits until a toast with exactly this text has shown (it may be gone by then). */
    expectShown: (text: string) => expect.poll(seen, { timeout: 7_000 }).toContain(text),
  };
};
