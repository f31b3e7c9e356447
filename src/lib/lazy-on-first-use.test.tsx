import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
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
});
