// What a trader sees of the connection: the offline notice follows the browser's online state
// (also when the page was opened offline), and a waiting version shows a reload button that
// switches only when tapped.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ConnectionBanners } from './connection-banners';
import { UpdateBanner } from './update-banner';
import { setUpdateWaiting } from './update-state';

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

afterEach(() => {
  vi.restoreAllMocks();
  act(() => setUpdateWaiting(null));
});

describe('ConnectionBanners', () => {
  it('shows the offline notice in a status region while offline, and drops it when back', () => {
    render(<ConnectionBanners />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    setOnline(false);
    const banner = screen.getByTestId('offline-banner');
    expect(banner.closest('[role="status"]')).not.toBeNull();
    expect(banner.textContent).toBe('connection.offline');
    setOnline(true);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('shows the notice at once when the page opens offline (no event comes then)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ConnectionBanners />);
    expect(screen.getByTestId('offline-banner')).toBeTruthy();
  });
});

describe('UpdateBanner', () => {
  it('offers a reload button only while a version waits, and switches only on a tap', () => {
    render(<UpdateBanner />);
    expect(screen.queryByRole('button')).toBeNull();
    const accept = vi.fn();
    act(() => setUpdateWaiting(accept));
    const button = screen.getByRole('button', { name: 'connection.reload' });
    expect(screen.getByTestId('update-banner').closest('[role="status"]')).not.toBeNull();
    expect(accept).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(accept).toHaveBeenCalledTimes(1);
  });
});
