import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { VirtualRows } from './virtual-rows';

const rows = Array.from({ length: 1000 }, (_, i) => `row ${i}`);

/** jsdom does not scroll: the window's offset is set and its scroll event sent. */
const scrollWindowTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

const firstRow = () => screen.getAllByRole('listitem', { hidden: true })[0]!.textContent;

describe('virtual rows against the window', () => {
  afterEach(() => scrollWindowTo(0));

  it('follow the window while their page shows; in a hidden kept page they stay as they were', async () => {
    const { container } = render(
      <main>
        <VirtualRows items={rows} rowHeight={50} keyOf={(r) => r} render={(r) => r} />
      </main>,
    );
    expect(firstRow()).toBe('row 0');
    await scrollWindowTo(5000);
    expect(firstRow()).not.toBe('row 0');
    const atHide = firstRow();

    container.querySelector('main')!.hidden = true;
    await scrollWindowTo(20_000);
    expect(firstRow()).toBe(atHide);
  });
});
