// The back office's funding desk against a fake control API: what an operator sees (pending
// applications, sub-accounts with value and lines) and what each button sends.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeDesk, InHarness } from './desk-testing';
import type { FundsDeskRow } from './funds-client';
import { FundsSection } from './funds-section';

const row = (over: Partial<FundsDeskRow>): FundsDeskRow => ({
  id: 1,
  orderNumber: 'PZ2611021000000001',
  userId: 9,
  phone: '13800000009',
  name: '周杰',
  status: 0,
  margin: 10_000,
  lever: 2,
  tradersCycle: 2,
  payAmount: 10_020,
  subaccountNumber: null,
  endTime: null,
  lineWarning: null,
  lineUnwind: null,
  openPositions: 0,
  value: null,
  auditOpinion: null,
  ...over,
});

const view = () => ({
  applications: [
    row({ id: 5 }),
    row({
      id: 3,
      status: 1,
      margin: 50_000,
      lever: 5,
      subaccountNumber: 80_000_003,
      lineWarning: 280_000,
      lineUnwind: 270_000,
      openPositions: 2,
      value: '301234.50',
    }),
    row({ id: 2, status: 2 }),
  ],
});

const renderSection = () => render(<FundsSection />, { wrapper: InHarness });

describe('back office: funding', () => {
  const backend = fakeDesk({
    desk: 'funds',
    view,
    done: { done: {} },
    refusal: 'application 5 is in status 1, not 0',
  });
  beforeEach(() => void vi.stubGlobal('fetch', vi.fn(backend.start())));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows pending applications and live sub-accounts with value and lines, not rejected ones', async () => {
    renderSection();
    const pending = await screen.findByTestId('funds-5');
    expect(pending.textContent).toContain('13800000009 · 周杰');
    expect(pending.textContent).toContain('¥10,000.00');
    const live = screen.getByTestId('funds-3');
    expect(live.textContent).toContain('¥301,234.50');
    expect(live.textContent).toContain('¥280,000.00 / ¥270,000.00');
    expect(live.textContent).toContain('80000003 · 2 open positions');
    expect(screen.queryByTestId('funds-2')).toBeNull();
  });

  it('approves with one call and reports it', async () => {
    const user = userEvent.setup();
    renderSection();
    const card = await screen.findByTestId('funds-5');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(backend.sent).toEqual([{ method: 'POST', url: '/applications/5/approve', body: '{}' }]);
    expect(await screen.findByText('Approve application #5: done')).toBeTruthy();
  });

  it('rejects only with a reason, after a confirmation', async () => {
    const user = userEvent.setup();
    renderSection();
    const card = await screen.findByTestId('funds-5');
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    await user.click(within(card).getByRole('button', { name: 'reject…' }));
    expect(backend.sent).toEqual([]);
    await user.type(within(card).getByRole('textbox'), '资料不全');
    await user.click(within(card).getByRole('button', { name: 'reject…' }));
    await user.click(within(card).getByRole('button', { name: 'yes, reject' }));
    expect(backend.sent).toEqual([
      { method: 'POST', url: '/applications/5/reject', body: '{"reason":"资料不全"}' },
    ]);
  });

  it('moves a sub-account to its lines and ends it; a 409 says why', async () => {
    const user = userEvent.setup();
    renderSection();
    const card = await screen.findByTestId('funds-3');
    await user.click(within(card).getByRole('button', { name: 'To warning line' }));
    await user.click(within(card).getByRole('button', { name: 'To liquidation line' }));
    backend.writeStatus = 409;
    await user.click(within(card).getByRole('button', { name: 'End' }));
    expect(backend.sent).toEqual([
      { method: 'POST', url: '/applications/3/price-to', body: '{"line":"warning"}' },
      { method: 'POST', url: '/applications/3/price-to', body: '{"line":"unwind"}' },
      { method: 'POST', url: '/applications/3/end', body: '{}' },
    ]);
    expect(await screen.findByText(/End application #3: not possible now/)).toBeTruthy();
  });
});
