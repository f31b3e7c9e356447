import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useNearViewport } from './use-near-viewport';

function Section({ settled = true }: { settled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, { settled });
  return <div ref={ref}>{near ? 'loaded' : 'waiting'}</div>;
}

let observed: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
let idle: (() => void) | undefined;
const disconnect = vi.fn();
const cancelIdle = vi.fn();

describe('useNearViewport (below-the-fold content)', () => {
  beforeEach(() => {
    observed = undefined;
    idle = undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
          observed = cb;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => {
      idle = cb;
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
  });
  afterEach(() => {
    cleanup(); // unmount while the stubs are still there
    vi.unstubAllGlobals();
  });

  it('waits while the section is off screen and the page is busy', () => {
    render(<Section />);
    expect(screen.getByText('waiting').textContent).toBeTruthy();
    act(() => observed?.([{ isIntersecting: false }]));
    expect(screen.getByText('waiting').textContent).toBeTruthy();
  });

  it('loads when the section comes near the viewport, and stops watching', () => {
    render(<Section />);
    act(() => observed?.([{ isIntersecting: true }]));
    expect(screen.getByText('loaded').textContent).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('loads at the first idle moment even if never scrolled to', () => {
    render(<Section />);
    act(() => idle?.());
    expect(screen.getByText('loaded').textContent).toBeTruthy();
  });

  it('waits for the first screen to settle before using an idle moment', () => {
    const { rerender } = render(<Section settled={false} />);
    expect(idle).toBeUndefined();
    rerender(<Section settled />);
    act(() => idle?.());
    expect(screen.getByText('loaded').textContent).toBeTruthy();
  });

  it('loads at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Section />);
    expect(screen.getByText('loaded').textContent).toBeTruthy();
  });
});
