// The list shows at once; the pull gesture's code arrives after it and wraps the same rows.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { PullRefresh } from './pull-refresh';

describe('PullRefresh', () => {
  it('shows the rows before the gesture code arrives, then wraps them', async () => {
    const { container } = render(
      <PullRefresh onRefresh={vi.fn(() => Promise.resolve())}>
        <p>first row</p>
      </PullRefresh>,
    );
    expect(screen.getByText('first row')).toBeTruthy();
    expect(container.querySelector('.adm-pull-to-refresh')).toBeNull();
    // antd-mobile's first import in jsdom takes seconds on a loaded machine.
    await waitFor(() => expect(container.querySelector('.adm-pull-to-refresh')).not.toBeNull(), {
      timeout: 15_000,
    });
    expect(screen.getByText('first row').closest('.adm-pull-to-refresh')).not.toBeNull();
  });

  it('moves the rows into the frame instead of mounting them again', async () => {
    // A fresh module, so the frame is still to arrive (the test above has loaded it).
    vi.resetModules();
    const { PullRefresh: Fresh } = await import('./pull-refresh');
    let mounts = 0;
    function Row() {
      const [id] = useState(() => ++mounts);
      return <input aria-label="row" defaultValue={`mount ${id}`} />;
    }
    const { container } = render(
      <Fresh onRefresh={vi.fn(() => Promise.resolve())}>
        <Row />
      </Fresh>,
    );
    expect(container.querySelector('.adm-pull-to-refresh')).toBeNull();
    const before = screen.getByRole('textbox', { name: 'row' });
    fireEvent.change(before, { target: { value: 'typed before the frame' } });
    await waitFor(() => expect(container.querySelector('.adm-pull-to-refresh')).not.toBeNull(), {
      timeout: 15_000,
    });
    const after = screen.getByRole('textbox', { name: 'row' });
    expect(after).toBe(before);
    expect(after.closest('.adm-pull-to-refresh')).not.toBeNull();
    expect((after as HTMLInputElement).value).toBe('typed before the frame');
    expect(mounts).toBe(1);
  });
});
