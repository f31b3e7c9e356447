// The submit button as a trader meets it: a tap sends its form; while the request runs it says it
// is busy, still names what it does, and a second tap sends nothing.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { SubmitButton, type SubmitButtonProps } from './submit-button';

const renderIn = (props: Partial<SubmitButtonProps>) => {
  const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <SubmitButton loading={false} testId="go" {...props}>
        Deposit
      </SubmitButton>
    </form>,
  );
  return { onSubmit, button: screen.getByTestId('go') as HTMLButtonElement };
};

describe('SubmitButton', () => {
  it('submits its form when tapped, and is not busy', () => {
    const { onSubmit, button } = renderIn({});
    expect(button).toBe(screen.getByRole('button', { name: 'Deposit' }));
    expect(button.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while loading: busy, dots in place of the label, the label still said, no second submit', () => {
    const { onSubmit, button } = renderIn({ loading: true });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Deposit' })).toBe(button);
    // The label is there for a screen reader only; the dots are not read.
    expect(screen.getByText('Deposit').className).toBe('visually-hidden');
    expect(button.querySelector('[aria-hidden="true"]')?.children).toHaveLength(3);
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while loading with a loading text: shows and says that text', () => {
    const { button } = renderIn({ loading: true, loadingText: 'Sending' });
    expect(screen.getByRole('button', { name: 'Sending' })).toBe(button);
    expect(screen.getByText('Sending').className).not.toContain('visually-hidden');
    expect(button.textContent).not.toContain('Deposit');
  });

  it('can be held for another reason, showing its label', () => {
    const { onSubmit, button } = renderIn({ disabled: true });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.textContent).toBe('Deposit');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('runs its own tap handler, once, before the submit', () => {
    const onClick = vi.fn();
    const { onSubmit, button } = renderIn({ onClick });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('takes the caller class and side, for colours keyed on them', () => {
    const { button } = renderIn({ className: 'ticket', side: 'short' });
    expect(button.classList.contains('ticket')).toBe(true);
    expect(button.dataset.side).toBe('short');
  });
});
