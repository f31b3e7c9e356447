// /btc: the test-station digital-asset channel — marked as a test station, the address with copy,
// and a deposit reported with its transaction hash (no proof) through the same order as a bank
// deposit.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '@/lib/i18n';
import { showToast } from '@/lib/load-overlays';
import { renderAt, startApp } from '@/testing/app-under-test';
import { ok, scriptedBackend } from '@/testing/fake-backend';

import { payChannel } from '../testing/pay-channel';

import DigitalAssetDepositPage from './digital-asset-deposit-page';

vi.mock('@/lib/load-overlays', () => ({ showToast: vi.fn() }));

const IN_MONEY = '/user/recharge/inMoney.do';
const ADDRESS = `T${'x'.repeat(33)}`;
const HASH = 'ab'.repeat(32);
let backend: ReturnType<typeof scriptedBackend>;

const t = (key: string, params?: Record<string, unknown>) => i18n.t(`money:${key}`, params);
const input = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!;

beforeEach(async () => {
  backend = scriptedBackend();
  backend.replies['/api/site/getPayInfo.do'] = [
    ok([
      payChannel({ id: 1, ctype: 0 }),
      payChannel({
        id: 5,
        ctype: 3,
        channelType: 'USDT-TRC20',
        channelName: 'USDT',
        channelAccount: ADDRESS,
        channelMinLimit: 500,
        channelMaxLimit: 1_000_000,
        confirmations: 20,
      }),
    ]),
  ];
  backend.replies['/api/admin/getSetting.do'] = [ok({ id: 1, chargeMinAmt: 100 })];
  backend.replies[IN_MONEY] = [ok(null, '创建支付订单成功！')];
  await startApp({ adapter: backend.adapter, namespaces: ['money', 'common'] });
  Object.assign(navigator, { clipboard: { writeText: vi.fn(() => Promise.resolve()) } });
});

const renderPage = () => renderAt('/btc', <DigitalAssetDepositPage />);

describe('/btc', () => {
  it('shows the test-station address, copies it, and sends the deposit with its hash', async () => {
    renderPage();
    await waitFor(() => expect(screen.getByTestId('btc-address').textContent).toBe(ADDRESS));
    expect(screen.getByTestId('btc-test-station').textContent).toContain(t('btc.testStation'));
    expect(screen.getByTestId('btc-minimum').textContent).toBe(t('btc.minimumValue', { min: 500 }));
    expect(input('deposit-proof')).toBeNull();

    fireEvent.click(
      screen.getByRole('button', {
        name: t('deposit.payee.copyLabel', { label: t('btc.address') }),
      }),
    );
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({ content: t('deposit.payee.copied') }),
      ),
    );
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(ADDRESS);

    fireEvent.change(input('deposit-payer'), { target: { value: 'not-a-hash' } });
    fireEvent.change(input('deposit-amount'), { target: { value: '499' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() =>
      expect(document.querySelector('#deposit-payer-error')?.textContent).toBe(
        t('deposit.errors.txidInvalid'),
      ),
    );
    expect(document.querySelector('#deposit-amount-error')?.textContent).toBe(
      '一次最高充值1000000,最低充值500',
    );
    expect(backend.callsTo(IN_MONEY)).toHaveLength(0);

    fireEvent.change(input('deposit-payer'), { target: { value: HASH } });
    fireEvent.change(input('deposit-amount'), { target: { value: '800' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(screen.getByTestId('deposit-result')).toBeTruthy());
    expect(Object.fromEntries(backend.callsTo(IN_MONEY)[0]!.params)).toMatchObject({
      amt: '800',
      payType: '3',
      payId: '5',
      payUsername: HASH,
      payUrl: '',
    });
  });
  it("shows the operator's QR picture when the channel has one, and no broken picture otherwise", async () => {
    const { unmount } = renderPage();
    await waitFor(() => expect(screen.getByTestId('btc-address').textContent).toBe(ADDRESS));
    expect(screen.queryByRole('img', { name: t('btc.qrAlt') })).toBeNull();
    unmount();

    const qr = 'https://img.example.test/usdt-qr.png';
    backend.replies['/api/site/getPayInfo.do'] = [
      ok([payChannel({ id: 5, ctype: 3, channelAccount: ADDRESS, channelImg: qr })]),
    ];
    await startApp({ adapter: backend.adapter, namespaces: ['money', 'common'] });
    renderPage();
    const img = await screen.findByRole('img', { name: t('btc.qrAlt') });
    expect(img.getAttribute('src')).toBe(qr);
  });
});
