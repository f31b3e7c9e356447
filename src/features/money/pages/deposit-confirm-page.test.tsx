// /rechargeSure: the channel's own limits, copyable payee fields, and the QR's 5-minute countdown
// with its expired state and 'refresh'.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '@/lib/i18n';
import { renderAt, startApp } from '@/testing/app-under-test';
import { ok, scriptedBackend } from '@/testing/fake-backend';

import { payChannel } from '../testing/pay-channel';

import DepositConfirmPage from './deposit-confirm-page';

// The copy buttons' toasts need antd-mobile's portal; the test reads what would be shown.
vi.mock('@/lib/load-overlays', () => ({ showToast: vi.fn() }));

const QR = 'data:image/png;base64,iVBORw0KGgo=';
let backend: ReturnType<typeof scriptedBackend>;

const renderPage = (path: string) =>
  renderAt(
    path,
    <Routes>
      <Route path="/rechargeSure" element={<DepositConfirmPage />} />
      <Route path="/recharge" element={<p data-testid="recharge-page">recharge</p>} />
    </Routes>,
  );

const t = (key: string, params?: Record<string, unknown>) => i18n.t(`money:${key}`, params);
const amountInput = () => document.querySelector<HTMLInputElement>('#confirm-amount')!;
const amountError = () => document.querySelector('#confirm-amount-error')?.textContent ?? '';

beforeEach(async () => {
  backend = scriptedBackend();
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
  await startApp({ adapter: backend.adapter, namespaces: ['money', 'common'] });
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
