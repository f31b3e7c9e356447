// The submit button as a trader meets it: a tap sends the form once, and while the request runs
// the button shows it is busy and a second tap sends nothing.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { FormSubmit, type FormSubmitProps } from './form-submit';

const renderIn = (props: Omit<FormSubmitProps, 'data-testid' | 'children'>) => {
  const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <FormSubmit {...props} data-testid="go">
        Log in
      </FormSubmit>
    </form>,
  );
  return { onSubmit, button: screen.getByTestId('go') as HTMLButtonElement };
};

describe('FormSubmit', () => {
  it('submits its form when tapped', () => {
    const { onSubmit, button } = renderIn({ pending: false });
    expect(button.type).toBe('submit');
    expect(button.textContent).toBe('Log in');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while pending: busy text, no second submit', () => {
    const { onSubmit, button } = renderIn({ pending: true, loadingText: 'Logging in' });
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain('Logging in');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can be held for another reason, e.g. the form still loading', () => {
    const { onSubmit, button } = renderIn({ pending: false, disabled: true });
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Log in');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('runs its own tap handler before the submit', () => {
    const onClick = vi.fn();
    const { onSubmit, button } = renderIn({ pending: false, onClick });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
