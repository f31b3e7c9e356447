// A value built on the server's clock is rebuilt when what the clock decides in it changes, not at
// every second; the one timer behind it runs only while something listens.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { marketPhase } from '@/api/contracts/trading-hours';
import { noteServerDate, resetServerClock } from '@/lib/server-clock';

import { useSteadyServerNow } from './use-server-clock-key';

const beijing = (time: string) => Date.parse(`2026-11-18T${time}+08:00`);

let renders = 0;
function Phase() {
  const now = useSteadyServerNow((at) => marketPhase(at));
  renders++;
  return <output>{`${marketPhase(now)} ${now}`}</output>;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  renders = 0;
});
afterEach(() => {
  resetServerClock();
  vi.useRealTimers();
});

describe('useSteadyServerNow', () => {
  it('keeps its time through a session, and takes the new one when the session ends', () => {
    noteServerDate(new Date(beijing('11:29:50')).toUTCString(), Date.now());
    const view = render(<Phase />);
    const first = view.container.textContent;
    expect(first).toMatch(/^open /);
    const rendersBefore = renders;
    act(() => void vi.advanceTimersByTime(8_000));
    expect(renders).toBe(rendersBefore);
    expect(view.container.textContent).toBe(first);
    act(() => void vi.advanceTimersByTime(3_000));
    expect(view.container.textContent).toMatch(/^lunch /);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
