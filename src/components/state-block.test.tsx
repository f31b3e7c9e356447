// A state block's action as a keyboard user meets it: the button focused while the picture is
// still loading is the same button, still focused, once the picture arrives.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StateBlock } from './state-block';

describe('StateBlock', () => {
  it('keeps the focused action when the picture arrives', async () => {
    render(
      <StateBlock status="empty" title="Nothing here" description="Log in first" testId="state">
        <button type="button">Log in</button>
      </StateBlock>,
    );
    const before = screen.getByRole('button', { name: 'Log in' });
    before.focus();
    // The picture (antd-mobile's ErrorBlock) renders its title in its own element once loaded.
    await screen.findByText('Nothing here', { selector: '.adm-error-block-description-title' });
    const after = screen.getByRole('button', { name: 'Log in' });
    expect(after).toBe(before);
    expect(document.activeElement).toBe(after);
    expect(screen.getByText('Log in first')).toBeTruthy();
  });
});
