// The back-office panel against a fake control API: what an operator sees and what is sent.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { HARNESS_LANGUAGE_KEY, HarnessLanguageProvider } from '../i18n/harness-language';

import { BackOfficePanel } from './back-office-panel';
import { InHarness, reply } from './desk-testing';
import { POLL_MS } from './use-polling';

const deposit = {
  id: 31,
  userId: 1,
  phone: '13800000001',
  realName: '张伟',
  payAmt: 50000,
  payChannel: '1',
  channelType: '对公转账',
  channelName: '上海某某有限公司',
  payUsername: '张伟',
  addTime: '2026-11-26 10:15:00',
  payUrl: 'http://localhost:8091/upload/k1',
};
const withdrawal = {
  id: 9,
  userId: 10,
  phone: '13800000010',
  realName: '赵敏',
  withAmt: 20000,
  withFee: 12.5,
  bankName: '招商银行',
  bankNo: '6222021234567896125',
  applyTime: '2026-11-26 09:00:00',
};

interface Backend {
  deposits: object[];
  withdrawals: object[];
  sent: { url: string; body: string }[];
  /** Status of the next write (200 by default). */
  writeStatus: number;
  listStatus: number;
}

const backend: Backend = {
  deposits: [],
  withdrawals: [],
  sent: [],
  writeStatus: 200,
  listStatus: 200,
};

const fakeFetch = (url: string, init?: RequestInit) => {
  // The new-share desk has its own test (new-shares-section.test.tsx): an empty one here.
  if (url.includes('/__harness/new-shares')) {
    return reply({ rate: 0.5, now: 0, shares: [], applications: [] });
  }
  // So has the funding desk (funds-section.test.tsx).
  if (url.includes('/__harness/funds')) return reply({ applications: [] });
  const path = url.replace('/__mock/8091/__harness/money/', '');
  if (!init?.method || init.method === 'GET') {
    if (backend.listStatus !== 200) return reply({ error: 'mock is down' }, backend.listStatus);
    return reply({ rows: path.startsWith('deposits') ? backend.deposits : backend.withdrawals });
  }
  backend.sent.push({ url: path, body: String(init.body) });
  if (backend.writeStatus !== 200) return reply({ error: 'already failed' }, backend.writeStatus);
  const [list, id] = path.split('/') as ['deposits' | 'withdrawals', string];
  backend[list] = backend[list].filter((r) => (r as { id: number }).id !== Number(id));
  return reply({ ok: true, row: {} });
};

const renderPanel = () => render(<BackOfficePanel />, { wrapper: InHarness });

describe('back-office panel', () => {
  beforeEach(() => {
    Object.assign(backend, { deposits: [deposit], withdrawals: [withdrawal], sent: [] });
    Object.assign(backend, { writeStatus: 200, listStatus: 200 });
    vi.stubGlobal('fetch', vi.fn(fakeFetch));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('lists every pending order with owner, amount, fee, channel, time and proof', async () => {
    renderPanel();
    const card = await screen.findByTestId('deposit-31');
    expect(card.textContent).toContain('¥50,000.00');
    expect(card.textContent).toContain('13800000001 · 张伟');
    expect(card.textContent).toContain('对公转账 · 上海某某有限公司');
    expect(card.textContent).toContain('payer张伟');
    expect(card.textContent).toContain('2026-11-26 10:15:00');
    expect(card.textContent).toContain('no fee');
    expect(within(card).getByRole('link', { name: 'proof image' }).getAttribute('href')).toBe(
      'http://localhost:8091/upload/k1',
    );
    const out = screen.getByTestId('withdrawal-9');
    expect(out.textContent).toContain('¥20,000.00');
    expect(out.textContent).toContain('¥12.50');
    expect(out.textContent).toContain('招商银行 •••• 6125');
    expect(out.textContent).not.toContain('6222021234567896125');
    expect(within(out).getByRole('button', { name: 'mark paid' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('approves a deposit, reports it and drops it from the list', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(
      within(await screen.findByTestId('deposit-31')).getByRole('button', { name: 'approve' }),
    );
    expect(backend.sent).toEqual([{ url: 'deposits/31/approve', body: '{}' }]);
    expect(await screen.findByText(/deposit #31 of ¥50,000.00 .*approved/)).toBeTruthy();
    expect(await screen.findByText('No deposit is waiting for review.')).toBeTruthy();
  });

  it('needs a reason and a confirmation before a rejection is sent', async () => {
    const user = userEvent.setup();
    renderPanel();
    const card = await screen.findByTestId('withdrawal-9');
    await user.click(within(card).getByRole('button', { name: 'reject' }));
    await user.click(within(card).getByRole('button', { name: 'reject…' }));
    expect(within(card).getByRole('alert').textContent).toContain('Enter a reason');
    expect(backend.sent).toEqual([]);

    await user.type(within(card).getByLabelText('reason'), '银行卡信息有误');
    await user.click(within(card).getByRole('button', { name: 'reject…' }));
    const confirm = within(card).getByRole('alertdialog');
    expect(confirm.textContent).toContain('Reject the withdrawal of ¥20,000.00 for 13800000010');
    expect(backend.sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'yes, reject' }));
    expect(backend.sent).toEqual([
      { url: 'withdrawals/9/reject', body: '{"reason":"银行卡信息有误"}' },
    ]);
    expect(await screen.findByText(/withdrawal #9 .*rejected/)).toBeTruthy();
    expect(await screen.findByText('No withdrawal is waiting for review.')).toBeTruthy();
  });

  it('says "already reviewed" when another operator was first', async () => {
    const user = userEvent.setup();
    backend.writeStatus = 409;
    renderPanel();
    await user.click(
      within(await screen.findByTestId('withdrawal-9')).getByRole('button', { name: 'mark paid' }),
    );
    expect(
      await screen.findByText('withdrawal #9: already reviewed (already failed)'),
    ).toBeTruthy();
  });

  it('shows why a list could not be read', async () => {
    backend.listStatus = 502;
    renderPanel();
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain(
      'Could not load the pending deposits: mock is down',
    );
  });

  it('shows a new order within one poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    backend.deposits = [];
    renderPanel();
    expect(await screen.findByText('No deposit is waiting for review.')).toBeTruthy();
    backend.deposits = [{ ...deposit, id: 32 }];
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByTestId('deposit-32')).toBeTruthy();
  });

  it('speaks 简体中文 when the harness does, in names, facts and outcomes', async () => {
    localStorage.setItem(HARNESS_LANGUAGE_KEY, 'zh-CN');
    const user = userEvent.setup();
    render(
      <HarnessLanguageProvider>
        <InHarness>
          <BackOfficePanel />
        </InHarness>
      </HarnessLanguageProvider>,
    );
    const card = await screen.findByTestId('deposit-31');
    expect(screen.getByRole('region', { name: '后台审核' })).toBeTruthy();
    expect(card.textContent).toContain('无手续费');
    await user.click(within(card).getByRole('button', { name: '通过' }));
    expect(
      await screen.findByText('充值 #31（¥50,000.00，13800000001 · 张伟）：已通过（已入账）'),
    ).toBeTruthy();
    expect(await screen.findByText('没有待审核的充值。')).toBeTruthy();
    localStorage.removeItem(HARNESS_LANGUAGE_KEY);
  });
});
