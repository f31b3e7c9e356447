// /rechargeSure: the channel's own limits, copyable payee fields, and the QR's 5-minute countdown
// with its expired state and 'refresh'.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { http, setApiBase } from '@/lib/api-client';
import { i18n, initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';

import { createBackend, ok, payChannel } from '../testing/deposit-backend';

import DepositConfirmPage from './deposit-confirm-page';

// The copy buttons' toasts need antd-mobile's portal; the test reads what would be shown.
vi.mock('@/lib/load-overlays', () => ({ showToast: vi.fn() }));

const QR = 'data:image/png;base64,iVBORw0KGgo=';
let backend: ReturnType<typeof createBackend>;

const renderPage = (path: string) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/rechargeSure" element={<DepositConfirmPage />} />
            <Route path="/recharge" element={<p data-testid="recharge-page">recharge</p>} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const t = (key: string, params?: Record<string, unknown>) => i18n.t(`money:${key}`, params);
const amountInput = () => document.querySelector<HTMLInputElement>('#confirm-amount')!;
const amountError = () => document.querySelector('#confirm-amount-error')?.textContent ?? '';

beforeEach(async () => {
  await initI18n('zh-CN');
  await i18n.loadNamespaces(['money', 'common']);
  queryClient.clear();
  useAppStore.getState().setToken('USERtest');
  backend = createBackend();
  backend.replies['/api/site/getPayInfoById.do'] = [
    ok(
      payChannel({
        id: 1,
        ctype: 0,
        channelType: '支付宝',
        channelImg: QR,
        channelMinLimit: 100,
        channelMaxLimit: 500_000,
      }),
    ),
  ];
  backend.replies['/api/admin/getSetting.do'] = [ok({ id: 1, chargeMinAmt: 100 })];
  http.defaults.adapter = backend.adapter;
  setApiBase('http://api.test');
});

afterEach(() => vi.useRealTimers());

describe('/rechargeSure', () => {
  it("asks for the channel by id and holds the amount to the channel's limits", async () => {
    renderPage('/rechargeSure?id=1&type=0&selectNumber=600000');
    await waitFor(() => expect(screen.getByTestId('channel-limits')).toBeTruthy());
    expect(backend.callsTo('/api/site/getPayInfoById.do')[0]?.params.get('payId')).toBe('1');
    expect(screen.getByTestId('channel-limits').textContent).toBe(
      t('deposit.confirm.limits', { min: 100, max: 500000 }),
    );
    expect(amountInput().value).toBe('600000');
    fireEvent.click(screen.getByTestId('confirm-paid'));
    await waitFor(() => expect(amountError()).toBe('一次最高充值500000,最低充值100'));
    expect(screen.queryByTestId('recharge-page')).toBeNull();
    fireEvent.change(amountInput(), { target: { value: '300' } });
    fireEvent.click(screen.getByTestId('confirm-paid'));
    await waitFor(() => expect(screen.getByTestId('recharge-page')).toBeTruthy());
  });

  it('counts the QR down from 05:00, expires it after 5 minutes and refreshes it', async () => {
    renderPage('/rechargeSure?id=1&type=0&selectNumber=300');
    await waitFor(() => expect(screen.getByTestId('channel-limits')).toBeTruthy());
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    fireEvent.click(screen.getByRole('button', { name: t('deposit.confirm.showQr') }));
    const countdown = () => screen.getByTestId('qr-countdown').textContent;
    await waitFor(() => expect(countdown()).toBe(t('deposit.qr.countdown', { time: '05:00' })));
    expect(screen.getByRole('img', { name: t('deposit.qr.alt') }).getAttribute('src')).toBe(QR);
    act(() => vi.advanceTimersByTime(61_000));
    expect(countdown()).toBe(t('deposit.qr.countdown', { time: '03:59' }));
    act(() => vi.advanceTimersByTime(239_000));
    expect(screen.queryByTestId('qr-countdown')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain(t('deposit.qr.expired'));
    const asked = backend.callsTo('/api/site/getPayInfoById.do').length;
    fireEvent.click(screen.getByRole('button', { name: t('deposit.qr.refresh') }));
    expect(countdown()).toBe(t('deposit.qr.countdown', { time: '05:00' }));
    vi.useRealTimers();
    await waitFor(() =>
      expect(backend.callsTo('/api/site/getPayInfoById.do').length).toBe(asked + 1),
    );
  });
});
