// /wallet's deposit tab: total assets to the cent, the payee account, and an amount checked before
// it opens the same deposit flow as /recharge.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderAt, startApp } from '@/testing/app-under-test';
import { ok, scriptedBackend } from '@/testing/fake-backend';

import { payChannel } from '../testing/pay-channel';

import WalletPage from './wallet-page';

vi.mock('@/lib/load-overlays', () => ({ showToast: vi.fn() }));

let backend: ReturnType<typeof scriptedBackend>;

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const renderPage = () =>
  renderAt(
    '/wallet',
    <Routes>
      <Route path="/wallet" element={<WalletPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );

beforeEach(async () => {
  backend = scriptedBackend();
  backend.replies['/api/site/getPayInfo.do'] = [ok([payChannel()])];
  backend.replies['/api/admin/getSetting.do'] = [ok({ id: 1, chargeMinAmt: 100 })];
  backend.replies['/api/admin/getProductSetting.do'] = [
    ok({ id: 1, indexDisplay: true, futuresDisplay: false }),
  ];
  backend.replies['/user/getUserInfo.do'] = [
    ok({
      id: 1,
      phone: '13800000001',
      accountType: 0,
      isLock: 0,
      isActive: 2,
      userAmt: 100000.1,
      enableAmt: 90000,
      userIndexAmt: 0.2,
      userFuturesAmt: 5,
    }),
  ];
  await startApp({ adapter: backend.adapter, namespaces: ['money', 'common'] });
});

describe('/wallet deposit tab', () => {
  it('adds the accounts of the products that are on, to the cent', async () => {
    renderPage();
    await waitFor(() => expect(screen.getByTestId('wallet-total').textContent).toBe('100,000.30'));
    expect(screen.getByTestId('wallet-index').textContent).toBe('0.20');
    expect(screen.queryByTestId('wallet-futures')).toBeNull();
    expect(screen.getByTestId('payee-account').textContent).toBe('6222020000000000001');
  });

  it('checks the amount, then opens the deposit form with it and the channel', async () => {
    renderPage();
    await waitFor(() => expect(screen.getByTestId('payee-account')).toBeTruthy());
    const amount = document.querySelector<HTMLInputElement>('#wallet-amount')!;
    fireEvent.click(screen.getByTestId('wallet-deposit-submit'));
    await waitFor(() =>
      expect(document.querySelector('#wallet-amount-error')?.textContent).toBe('请输入充值金额'),
    );
    fireEvent.change(amount, { target: { value: '800' } });
    fireEvent.click(screen.getByTestId('wallet-deposit-submit'));
    await waitFor(() =>
      expect(document.querySelector('#wallet-amount-error')?.textContent).toBe(
        '一次最高充值5000000,最低充值1000',
      ),
    );
    fireEvent.change(amount, { target: { value: '2000' } });
    fireEvent.click(screen.getByTestId('wallet-deposit-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/recharge?payId=2&amt=2000'),
    );
  });
});
