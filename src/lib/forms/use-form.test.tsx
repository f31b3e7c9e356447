// The form hook as a trader meets it: nothing is said before a field is used, a bad submit shows
// every message and puts the cursor in the first bad field, a confirmation follows its password,
// and a server refusal stays under its field until that field is edited.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { FormRow, inputClass } from './form-row';
import { useForm } from './use-form';

type V = { phone: string; password: string; confirm: string };

function Demo({ onValid }: { onValid: (v: V) => void }) {
  const form = useForm<V>({
    name: 'demo',
    initialValues: { phone: '', password: '', confirm: '' },
    rules: {
      phone: (v) => (/^1\d{10}$/.test(v) ? null : 'bad phone'),
      password: [(v) => (v ? null : 'password needed'), (v) => (v.length >= 6 ? null : 'short')],
      confirm: (v, all) => (v === all.password ? null : 'no match'),
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      {(['phone', 'password', 'confirm'] as const).map((f) => (
        <FormRow key={f} id={form.idOf(f)} label={f} error={form.errorOf(f)}>
          <input {...form.input(f)} className={inputClass} />
        </FormRow>
      ))}
      <button type="button" onClick={() => form.setError('phone', 'already registered')}>
        refuse
      </button>
      <button type="submit">go</button>
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('useForm', () => {
  it('says nothing before a field is used, then checks it as it is typed', () => {
    render(<Demo onValid={vi.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    type('phone', '123');
    expect(screen.getByText('bad phone')).toBeTruthy();
    expect(screen.queryByText('password needed')).toBeNull();
    type('phone', '13800000001');
    expect(screen.queryByText('bad phone')).toBeNull();
  });

  it('a bad submit keeps the inputs, shows every message, focuses the first bad field', () => {
    const onValid = vi.fn();
    render(<Demo onValid={onValid} />);
    type('phone', '13800000001');
    type('password', 'abc');
    fireEvent.click(screen.getByText('go'));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText('short')).toBeTruthy();
    expect(screen.queryByText('password needed')).toBeNull();
    const password = screen.getByLabelText('password');
    expect(document.activeElement).toBe(password);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(
      'short',
    );
    expect((screen.getByLabelText('phone') as HTMLInputElement).value).toBe('13800000001');
    expect(screen.getByLabelText('phone').hasAttribute('aria-invalid')).toBe(false);
  });

  it('submits the values when every rule passes', () => {
    const onValid = vi.fn();
    render(<Demo onValid={onValid} />);
    type('phone', '13800000001');
    type('password', 'secret1');
    type('confirm', 'secret1');
    fireEvent.click(screen.getByText('go'));
    expect(onValid).toHaveBeenCalledWith({
      phone: '13800000001',
      password: 'secret1',
      confirm: 'secret1',
    });
  });

  it('a confirmation follows the password it repeats', () => {
    render(<Demo onValid={vi.fn()} />);
    type('password', 'secret1');
    type('confirm', 'secret1');
    expect(screen.queryByText('no match')).toBeNull();
    type('password', 'secret2');
    expect(screen.getByText('no match')).toBeTruthy();
  });

  it('a refusal stays under its field until that field is edited', () => {
    render(<Demo onValid={vi.fn()} />);
    type('phone', '13800000001');
    fireEvent.click(screen.getByText('refuse'));
    expect(screen.getByText('already registered')).toBeTruthy();
    type('password', 'secret1');
    expect(screen.getByText('already registered')).toBeTruthy();
    type('phone', '13800000002');
    expect(screen.queryByText('already registered')).toBeNull();
  });
});
