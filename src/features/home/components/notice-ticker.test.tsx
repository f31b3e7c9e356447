import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NoticeTicker } from './notice-ticker';

/** jsdom lays nothing out: the title's and its box's widths are given here. */
const widths = (title: number, box: number) => {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(title);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
};

describe('NoticeTicker', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('scrolls a title wider than its place, by the part that does not fit', () => {
    widths(500, 300);
    render(
      <NoticeTicker
        content={<a href="#/n">一则很长的公告标题</a>}
        extra={<a href="#/all">更多</a>}
      />,
    );
    const inner = screen.getByRole('link', { name: '一则很长的公告标题' }).parentElement!;
    expect(inner.getAttribute('data-scrolling')).toBe('true');
    expect(inner.style.getPropertyValue('--ticker-distance')).toBe('-200px');
    expect(screen.getByRole('link', { name: '更多' })).toBeTruthy();
  });

  it('keeps a title that fits still', () => {
    widths(200, 300);
    render(<NoticeTicker content="短标题" />);
    expect(screen.getByText('短标题').getAttribute('data-scrolling')).toBe('false');
  });

  it('measures when the browser reports the layout, and starts scrolling when its place shrinks', () => {
    // A ResizeObserver that reports when told to, as the browser does after a layout.
    let report = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const box = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const title = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(250);
    render(<NoticeTicker content="一则公告" />);
    // Nothing is read while React commits: no forced layout during the start-up.
    expect(box).not.toHaveBeenCalled();
    expect(title).not.toHaveBeenCalled();
    act(() => report());
    expect(screen.getByText('一则公告').getAttribute('data-scrolling')).toBe('false');
    box.mockReturnValue(200);
    act(() => report());
    const inner = screen.getByText('一则公告');
    expect(inner.getAttribute('data-scrolling')).toBe('true');
    expect(inner.style.getPropertyValue('--ticker-distance')).toBe('-50px');
  });
});
