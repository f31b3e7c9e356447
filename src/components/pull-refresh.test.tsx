// The list shows at once; the pull gesture's code arrives after it and wraps the same rows.
import { render, screen, waitFor } from '@testing-library/react';
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
});
