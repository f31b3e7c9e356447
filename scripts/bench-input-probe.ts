// In-page timing of one interaction for scripts/bench-interaction.ts: `armProbe` listens (capture
// phase) for the first trusted input event of a kind and watches the DOM; once the awaited result
// is in the DOM it waits for the next animation frame and a timer task after it (the frame that shows the
// result has been produced), then keeps `performance.now() − event.timeStamp`. The event's
// timeStamp is when the input was created, so queueing behind other work counts, as in INP.
// `readProbe` returns that figure (null on time-out).
import type { Page } from '@playwright/test';

/** What the probe waits for after the input. */
export type Awaited =
  /** The text of `selector` differs from its text when armed. */
  | { kind: 'text-changed'; selector: string }
  /**
   * A new shown `<main>` (the route's page; a kept tab page's is `hidden` while another shows) with
   * text and no skeleton (`aria-busy="true"`) in it.
   */
  | { kind: 'new-page' }
  /** `selector` is in the DOM with a non-zero height. */
  | { kind: 'shown'; selector: string };

// The few browser globals the page code below uses (the scripts compile without the DOM lib).
interface PageNode {
  textContent: string | null;
  getBoundingClientRect(): { height: number };
  querySelector(selector: string): PageNode | null;
}
interface InputEvent {
  isTrusted: boolean;
  timeStamp: number;
}
interface PageGlobals {
  __probe?: Promise<number | null>;
  document: { body: PageNode; querySelector(selector: string): PageNode | null };
  addEventListener(type: string, fn: (e: InputEvent) => void, o: { capture: boolean }): void;
  removeEventListener(type: string, fn: (e: InputEvent) => void, o: { capture: boolean }): void;
  MutationObserver: new (fn: () => void) => {
    observe(node: PageNode, options: Record<string, boolean>): void;
    disconnect(): void;
  };
  requestAnimationFrame(fn: () => void): void;
}

export const armProbe = (page: Page, event: string, awaited: Awaited): Promise<void> =>
  page.evaluate(
    ([event, awaited]) => {
      const w = globalThis as unknown as PageGlobals;
      const { document } = w;
      const text = (s: string) => document.querySelector(s)?.textContent ?? null;
      const shownMain = 'main:not([hidden])';
      const before =
        awaited.kind === 'text-changed'
          ? text(awaited.selector)
          : document.querySelector(shownMain);
      const isDone = (): boolean => {
        if (awaited.kind === 'text-changed') return text(awaited.selector) !== before;
        if (awaited.kind === 'shown') {
          const el = document.querySelector(awaited.selector);
          return el !== null && el.getBoundingClientRect().height > 0;
        }
        const main = document.querySelector(shownMain);
        return (
          main !== null &&
          main !== before &&
          (main.textContent ?? '').trim() !== '' &&
          main.querySelector('[aria-busy="true"]') === null
        );
      };
      w.__probe = new Promise<number | null>((resolve) => {
        let start = -1;
        const onInput = (e: InputEvent) => {
          if (start < 0 && e.isTrusted) start = e.timeStamp;
        };
        w.addEventListener(event, onInput, { capture: true });
        const finish = (value: number | null) => {
          observer.disconnect();
          clearTimeout(timer);
          w.removeEventListener(event, onInput, { capture: true });
          resolve(value);
        };
        const observer = new w.MutationObserver(() => {
          if (start < 0 || !isDone()) return;
          observer.disconnect();
          // The frame's callbacks run before it is painted; the timer's task runs after it.
          w.requestAnimationFrame(() => setTimeout(() => finish(performance.now() - start), 0));
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
        const timer = setTimeout(() => finish(null), 10_000);
      });
    },
    [event, awaited] as const,
  );

export const readProbe = (page: Page): Promise<number | null> =>
  page.evaluate(() => (globalThis as unknown as PageGlobals).__probe ?? null);
