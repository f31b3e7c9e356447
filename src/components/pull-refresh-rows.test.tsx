// A polled list's new rows show inside the pull frame without rendering the frame again (its
// spring, gesture binding and layout reads cost ~5 ms per poll at 1× CPU — issue 24).
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { PullRefresh } from './pull-refresh';

const frameRenders = vi.hoisted(() => ({ count: 0 }));

vi.mock('./pull-refresh-frame', () => ({
  default: function CountingFrame({ children }: { children: ReactNode }) {
    frameRenders.count++;
    return <div data-testid="frame">{children}</div>;
  },
}));

describe('PullRefresh with rows that change', () => {
  it('shows the new rows inside the frame without rendering the frame again', async () => {
    const refresh = () => Promise.resolve();
    const { rerender } = render(
      <PullRefresh onRefresh={refresh}>
        <p>price 10.00</p>
      </PullRefresh>,
    );
    await screen.findByTestId('frame');
    const before = frameRenders.count;
    rerender(
      <PullRefresh onRefresh={refresh}>
        <p>price 10.01</p>
      </PullRefresh>,
    );
    expect(screen.getByText('price 10.01').closest('[data-testid="frame"]')).not.toBeNull();
    expect(screen.queryByText('price 10.00')).toBeNull();
    expect(frameRenders.count).toBe(before);
  });
});
