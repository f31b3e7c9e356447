// A card below the fold (in the virtual list's overscan) is not drawn again by each poll: it keeps
// what it showed, and shows the live row as soon as it scrolls into view (issue 24).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { LiveSlot } from './paged-cards';

/** The one observer the slots share: the test moves its element in and out of view. */
let report: (isOn: boolean) => void = () => {};
let target: Element | null = null;

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly cb: IntersectionObserverCallback) {}
      observe(el: Element) {
        target = el;
        report = (isOn) =>
          this.cb(
            [{ target: el, isIntersecting: isOn } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      unobserve() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const price = (p: string) => <b data-testid="price">{p}</b>;

it('keeps the last figures off screen and shows the live ones once in view', () => {
  const { rerender } = render(<LiveSlot item="10.00" render={price} />);
  expect(target).not.toBeNull();
  expect(screen.getByTestId('price').textContent).toBe('10.00');

  act(() => report(false)); // scrolled out of view (still in the DOM: overscan)
  rerender(<LiveSlot item="10.50" render={price} />);
  expect(screen.getByTestId('price').textContent).toBe('10.00');

  act(() => report(true)); // scrolled back in
  expect(screen.getByTestId('price').textContent).toBe('10.50');
});

it('follows every poll while on screen', () => {
  const { rerender } = render(<LiveSlot item="10.00" render={price} />);
  act(() => report(true));
  rerender(<LiveSlot item="9.80" render={price} />);
  expect(screen.getByTestId('price').textContent).toBe('9.80');
});
