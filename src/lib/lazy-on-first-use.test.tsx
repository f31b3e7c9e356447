import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { lazyOnFirstUse } from './lazy-on-first-use';

const Sheet = ({ title }: { title: string }) => <div role="dialog" aria-label={title} />;

describe('lazyOnFirstUse', () => {
  it('fetches the code once, however often it is warmed, and then renders it', async () => {
    const load = vi.fn(() => Promise.resolve(Sheet));
    const sheet = lazyOnFirstUse(load);
    expect(load).not.toHaveBeenCalled();
    sheet.warm();
    sheet.warm();
    render(
      <Suspense fallback={null}>
        <sheet.Component title="Close position" />
      </Suspense>,
    );
    expect(await screen.findByRole('dialog', { name: 'Close position' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch (a flaky connection does not break the sheet for good)', async () => {
    const load = vi
      .fn<() => Promise<typeof Sheet>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Sheet);
    const sheet = lazyOnFirstUse(load);
    sheet.warm();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    render(
      <Suspense fallback={null}>
        <sheet.Component title="Confirm order" />
      </Suspense>,
    );
    expect(await screen.findByRole('dialog', { name: 'Confirm order' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders at once, without suspending, once its code is there (no fallback, no reveal delay)', async () => {
    const sheet = lazyOnFirstUse(() => Promise.resolve(Sheet));
    await sheet.warm();
    // Synchronous: a `React.lazy` would show the fallback here and the sheet only later.
    render(
      <Suspense fallback={<p>loading</p>}>
        <sheet.Component title="Close position" />
      </Suspense>,
    );
    expect(screen.getByRole('dialog', { name: 'Close position' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('keeps an instance mounted while it was loading once the code is there (no remount)', async () => {
    let mounts = 0;
    const Counter = ({ n }: { n: number }) => {
      useState(() => ++mounts);
      return <output aria-label="count">{n}</output>;
    };
    const row = lazyOnFirstUse(() => Promise.resolve(Counter));
    const view = render(
      <Suspense fallback={null}>
        <row.Component n={1} />
      </Suspense>,
    );
    expect(await screen.findByRole('status', { name: 'count' })).toBeTruthy();
    act(() =>
      view.rerender(
        <Suspense fallback={null}>
          <row.Component n={2} />
        </Suspense>,
      ),
    );
    expect(screen.getByRole('status', { name: 'count' }).textContent).toBe('2');
    expect(mounts).toBe(1);
  });
});
