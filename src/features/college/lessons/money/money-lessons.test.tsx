// The three money lessons as a reader meets them: the rates of the site settings in the text, and
// worked examples whose figures follow their inputs (the figures' maths: ./*-example.test.ts).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderAt, startApp } from '@/testing/app-under-test';
import { ok, scriptedBackend } from '@/testing/fake-backend';

import { sampleSetting } from '../../testing/sample-setting';
import FeesBreakEvenLesson from '../fees-break-even-lesson';
import MoneyHoursLesson from '../money-hours-lesson';
import NewSharesLesson from '../new-shares-lesson';

const SETTING = sampleSetting({ id: 1 });

let backend: ReturnType<typeof scriptedBackend>;

beforeEach(async () => {
  backend = scriptedBackend();
  backend.replies['/api/admin/getSetting.do'] = [ok(SETTING)];
  backend.replies['/user/getUserInfo.do'] = [ok({ id: 1, phone: '13800000001', enableAmt: 50000 })];
  await startApp({
    adapter: backend.adapter,
    namespaces: ['collegeMoney', 'college', 'validation', 'common'],
  });
});

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('fees and break-even', () => {
  it('states the site’s rates and recomputes the order as its inputs change', async () => {
    renderAt('/college', <FeesBreakEvenLesson />);
    await waitFor(() => expect(screen.getByTestId('fees-value').textContent).toBe('¥1,000.00'));
    expect(screen.getAllByText(/0\.03%/).length).toBeGreaterThan(0);
    // 1 lot at 10.00, ×10: 0.30 + 1.00 + 0.50 of fees on 100.00 of margin.
    expect(screen.getByTestId('fees-total').textContent).toBe('¥101.80');
    expect(screen.getByTestId('fees-break-even').textContent).toBe('10.03');
    type('fees-lots', '3');
    expect(screen.getByTestId('fees-value').textContent).toBe('¥3,000.00');
    fireEvent.click(screen.getByTestId('fees-lever-20'));
    expect(screen.getByTestId('fees-margin').textContent).toBe('¥150.00');
    fireEvent.click(screen.getByTestId('fees-side-short'));
    expect(screen.getByTestId('fees-break-even').textContent).toBe('9.97');
    type('fees-days', '10');
    // 150 × 10 days × 0.025 % = 0.375 → 0.38.
    expect(screen.getByTestId('fees-deferred').textContent).toBe('¥0.38');
  });
});

describe('deposit and withdrawal hours', () => {
  it('accepts a withdrawal inside the hours only, with the withdrawal page’s fee', async () => {
    renderAt('/college', <MoneyHoursLesson />);
    await waitFor(() => expect(screen.getByTestId('money-fee').textContent).toBe('¥3.00'));
    expect(screen.getByTestId('money-net').textContent).toBe('¥997.00');
    const verdict = screen.getByTestId('money-verdict');
    const accepted = verdict.textContent;
    type('money-hour', '18');
    expect(screen.getByTestId('money-time').textContent).toContain('9:00');
    expect(verdict.textContent).not.toBe(accepted);
    type('money-hour', '17');
    expect(verdict.textContent).toBe(accepted);
    fireEvent.click(screen.getByTestId('money-day-holiday'));
    expect(verdict.textContent).not.toBe(accepted);
    fireEvent.click(screen.getByTestId('money-day-normal'));
    type('money-amount', '50');
    expect(screen.getByTestId('money-amount-refusal').textContent).toContain('100');
    expect(screen.getByTestId('money-deposit').textContent).toContain('100');
  });
});

describe('new shares', () => {
  it('dates the publication and the deadline from the application day', async () => {
    renderAt('/college', <NewSharesLesson />);
    const chips = await screen.findAllByRole('radio');
    const deadline = screen.getByTestId('new-shares-deadline').textContent;
    // The fifth weekday chip is Friday: its deadline falls in the next week.
    fireEvent.click(chips[4]!);
    expect(screen.getByTestId('new-shares-deadline').textContent).not.toBe(deadline);
    type('new-shares-shares', '2000');
    type('new-shares-price', '10');
    expect(screen.getByTestId('new-shares-amount').textContent).toBe('¥20,000.00');
    type('new-shares-available', '15000');
    expect(screen.getByTestId('new-shares-covered').textContent).toContain('5,000.00');
  });
});
