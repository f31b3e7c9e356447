// A kept tab page stays mounted while hidden (ADR 0037): its clocks stop while it is hidden and
// read the time again when it is shown (issue 24).
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PageShownContext } from '@/lib/page-shown';

import { useClocks } from './use-market-phase';

let renders = 0;
function Clock() {
  const { phoneNow } = useClocks(1000);
  renders++;
  return <output>{phoneNow}</output>;
}

const page = (shown: boolean) => (
  <PageShownContext value={shown}>
    <Clock />
  </PageShownContext>
);

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  renders = 0;
});
afterEach(() => vi.useRealTimers());

describe('useClocks on a kept page', () => {
  it('ticks every second while shown, not at all while hidden, and is current again when shown', () => {
    const view = render(page(true));
    act(() => void vi.advanceTimersByTime(3_000));
    expect(view.container.textContent).toBe('1003000');

    view.rerender(page(false));
    const hiddenAt = renders;
    act(() => void vi.advanceTimersByTime(10_000));
    expect(renders).toBe(hiddenAt);
    expect(view.container.textContent).toBe('1003000');

    view.rerender(page(true));
    expect(view.container.textContent).toBe('1013000');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(view.container.textContent).toBe('1014000');
  });
});
