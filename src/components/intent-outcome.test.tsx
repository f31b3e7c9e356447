// The outcome of a money form's submit as the user reads it: what is being checked, that nothing
// arrived (and a way to send again), that the check itself failed (and a way to ask again), and
// the server's refusal in its own words or the localized error.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api/api-error';
import { initI18n } from '@/lib/i18n';
import type { IntentRecord } from '@/lib/intent/in-flight';
import type { IntentOutcomeState } from '@/lib/intent/use-intent-submit';

import { IntentOutcome } from './intent-outcome';

interface Withdraw {
  amt: string;
}

const record: IntentRecord<Withdraw> = {
  v: 1,
  scope: 'money.withdraw',
  params: { amt: '100.00' },
  at: 0,
};

const show = (outcome: IntentOutcomeState<Withdraw, unknown>, extra = {}) => {
  const handlers = { onRetry: vi.fn(), onRecheck: vi.fn(), onDismiss: vi.fn() };
  render(
    <MemoryRouter initialEntries={['/form']}>
      <Routes>
        <Route
          path="/form"
          element={
            <IntentOutcome
              outcome={outcome}
              summary={(p) => `Withdraw ¥${p.amt}`}
              recordsHref="/records"
              {...handlers}
              {...extra}
            />
          }
        />
        <Route path="/records" element={<p>records page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return handlers;
};

const box = () => screen.queryByTestId('intent-outcome');

beforeAll(async () => {
  await initI18n('en');
});

describe('IntentOutcome', () => {
  it('shows nothing when idle, or when the form got its reply', () => {
    show({ phase: 'idle' });
    expect(box()).toBeNull();
    show({ phase: 'done', record, result: '提现成功' });
    expect(box()).toBeNull();
  });

  it('while checking: says so, politely, and offers nothing to tap', () => {
    show({ phase: 'checking', record });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Withdraw ¥100.00Checking whether your request arrived…');
    expect(status.querySelectorAll('button')).toHaveLength(0);
  });

  it('not received: explains that nothing arrived and sends the same request again on a tap', () => {
    const { onRetry, onDismiss } = show({ phase: 'not-found', record });
    expect(screen.getByRole('alert').textContent).toContain(
      'The server did not receive this request; no money moved.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(onRetry).toHaveBeenCalledWith(record);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('check failed: asks again on a tap; no way to send from here', () => {
    const { onRecheck, onRetry } = show({ phase: 'check-failed', record });
    expect(screen.getByRole('alert').textContent).toContain(
      'We could not check whether this request arrived.',
    );
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(onRecheck).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('found after all: says it arrived and leads to the records', () => {
    show({ phase: 'done', record, result: null });
    expect(screen.getByRole('alert').textContent).toContain('The server received your request.');
    fireEvent.click(screen.getByRole('button', { name: 'View records' }));
    expect(screen.getByText('records page')).toBeTruthy();
  });

  it('refused: the server’s own reason, or the localized error when there is none', () => {
    const business = new ApiError('business', '/x', { serverMessage: '资金密码错误' });
    show({ phase: 'refused', error: business, params: record.params });
    expect(screen.getByRole('alert').textContent).toBe('Not accepted: 资金密码错误');
  });

  it('refused without a server text: the localized reason', () => {
    show({ phase: 'refused', error: new ApiError('bad-request', '/x'), params: record.params });
    expect(screen.getByRole('alert').textContent).toBe(
      'Not accepted: The request had invalid parameters. Please check and try again.',
    );
  });

  it('a form’s own wording of the refusal wins', () => {
    const error = new ApiError('business', '/x', { serverMessage: '资金密码错误' });
    show(
      { phase: 'refused', error, params: record.params },
      { refusedText: () => 'Wrong funds password' },
    );
    expect(screen.getByRole('alert').textContent).toBe('Not accepted: Wrong funds password');
  });
});
