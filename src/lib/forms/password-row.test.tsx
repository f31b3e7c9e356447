// A password row as a trader meets it: the label names the hidden input, the page's own limits
// apply, the eye shows what was typed, and the field's message is read with the field.
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { changeLanguage, initI18n } from '@/lib/i18n';

import { PasswordRow } from './password-row';
import { useForm } from './use-form';

function Demo() {
  const form = useForm({
    name: 'demo',
    initialValues: { pin: '' },
    rules: { pin: (v) => (/^\d{6}$/.test(v) ? null : 'six digits') },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <PasswordRow form={form} field="pin" label="PIN" inputMode="numeric" maxLength={6} />
      <button type="submit">save</button>
    </form>
  );
}

beforeAll(async () => {
  await initI18n('en');
  await changeLanguage('en');
});

describe('PasswordRow', () => {
  it('labels a hidden input that takes the page limits', () => {
    render(<Demo />);
    const input = screen.getByLabelText('PIN') as HTMLInputElement;
    expect(input.id).toBe('demo_pin');
    expect(input.type).toBe('password');
    expect(input.maxLength).toBe(6);
    expect(input.inputMode).toBe('numeric');
  });

  it('shows what was typed on the eye, and hides it again', () => {
    render(<Demo />);
    const input = screen.getByLabelText('PIN') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show password', pressed: false }));
    expect(input.type).toBe('text');
    expect(input.value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password', pressed: true }));
    expect(input.type).toBe('password');
  });

  it('a bad submit puts the message under the field, read with it', () => {
    render(<Demo />);
    const input = screen.getByLabelText('PIN');
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.click(screen.getByText('save'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('six digits');
    expect(document.activeElement).toBe(input);
  });
});
