// A state block as a keyboard or screen-reader user meets it: the button focused and the words
// read while the picture is still loading are the same elements, still focused, once it arrives.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StateBlock } from './state-block';

describe('StateBlock', () => {
  it('keeps the focused action and the words when the picture arrives', async () => {
    const { container } = render(
      <StateBlock status="empty" title="Nothing here" description="Log in first" testId="state">
        <button type="button">Log in</button>
      </StateBlock>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    const title = screen.getByText('Nothing here');
    const text = screen.getByText('Log in first');
    button.focus();
    expect(container.querySelector('.adm-error-block-image')).toBeNull();
    // antd-mobile's first import in jsdom takes seconds on a loaded machine.
    await waitFor(
      () => expect(container.querySelector('.adm-error-block-image svg')).not.toBeNull(),
      {
        timeout: 15_000,
      },
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBe(button);
    expect(document.activeElement).toBe(button);
    // Said once, by the same elements: antd's own title and text are not rendered beside ours.
    expect(screen.getByText('Nothing here')).toBe(title);
    expect(screen.getByText('Log in first')).toBe(text);
  });
});
