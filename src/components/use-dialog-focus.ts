// Keyboard and screen-reader behaviour of a modal sheet (issue 24; WAI-ARIA dialog pattern), which
// antd-mobile's Popup leaves to its user: focus moves into the dialog when it opens, Tab stays
// inside it, Escape closes it, and focus goes back to what opened it once it has closed.
import { useCallback, useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusablesIn = (root: HTMLElement): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);

/** Focuses the dialog itself (its title is read first), unless focus is already inside. */
export const focusInto = (root: HTMLElement): void => {
  if (root.contains(document.activeElement)) return;
  const dialog = root.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  const target = dialog ?? focusablesIn(root)[0];
  if (!target) return;
  if (!target.hasAttribute('tabindex') && target === dialog) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
};

/** Keeps Tab and Shift+Tab cycling inside `root`. */
export const trapTab = (root: HTMLElement, event: KeyboardEvent): void => {
  const items = focusablesIn(root);
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement as HTMLElement | null;
  const at = active ? items.indexOf(active) : -1;
  // Outside, or on the dialog itself (not in the list): Shift+Tab goes to the last item.
  if (event.shiftKey ? at <= 0 : at === items.length - 1 || !root.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
};

export interface DialogFocus {
  /** On the element around the popup's content. */
  containerRef: RefObject<HTMLDivElement | null>;
  /** For the popup's `afterShow` and `afterClose`. */
  afterShow: () => void;
  afterClose: () => void;
}

/** `onEscape` undefined: Escape does nothing (e.g. while an order is being sent). */
export function useDialogFocus(visible: boolean, onEscape?: () => void): DialogFocus {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  /** Back to the opener, if focus is in the closing sheet or was lost with it. */
  const restore = useCallback(() => {
    const back = opener.current;
    const active = document.activeElement;
    const lost = !active || active === document.body || containerRef.current?.contains(active);
    // Not when the opener left with its page (a sheet that navigated).
    if (back?.isConnected && lost) back.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    if (!visible) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    // The content mounts with the popup; focus it once its first frame is painted (a task queued
    // from a frame callback runs after it): moving focus restyles the page, which held that frame
    // back (issue 24, close sheet).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (containerRef.current) focusInto(containerRef.current);
      }, 0);
    });
    const onKey = (event: KeyboardEvent) => {
      const root = containerRef.current;
      if (!root) return;
      if (event.key === 'Escape' && escape.current) {
        event.preventDefault();
        escape.current();
      } else if (event.key === 'Tab') trapTab(root, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
      // Closing (or unmounted by its page): focus leaves the sheet for its opener at once, and
      // again after the frame in which the popup drops its content (focus then falls to body).
      restore();
      requestAnimationFrame(restore);
    };
  }, [visible, restore]);

  const afterShow = useCallback(() => {
    if (containerRef.current) focusInto(containerRef.current);
  }, []);

  // After the closing animation too: a sheet destroyed on close takes focus with it.
  const afterClose = restore;

  return { containerRef, afterShow, afterClose };
}
