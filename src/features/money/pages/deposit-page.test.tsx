// /recharge as a trader uses it: every missing or wrong field is named under the field before
// anything is sent; the proof goes through the upload flow with a preview and a retry; ten taps
// send one order; a refusal is shown in the trader's language and nothing typed is lost.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { showToast } from '@/lib/load-overlays';
import { i18n } from '@/lib/i18n';
import { fakePage } from '@/lib/queries/testing/fake-page';
import { renderAt, startApp } from '@/testing/app-under-test';
import { ok, refused, scriptedBackend } from '@/testing/fake-backend';

import { payChannel } from '../testing/pay-channel';

import DepositPage from './deposit-page';

// Decoding and re-encoding needs a real canvas; the test hands the picked file on as it is.
vi.mock('@/lib/reencode-image', () => ({ reencodeImage: (file: Blob) => Promise.resolve(file) }));
// Toasts need antd-mobile's portal; the test reads what would be shown.
vi.mock('@/lib/load-overlays', () => ({ showToast: vi.fn() }));

const IN_MONEY = '/user/recharge/inMoney.do';
const UPLOAD = '/user/upload.do';
const PROOF_URL = 'http://api.test/upload/proof-1.jpg';

let backend: ReturnType<typeof scriptedBackend>;

const renderPage = (path = '/recharge') => renderAt(path, <DepositPage />);

const t = (key: string, params?: Record<string, unknown>) => i18n.t(`money:${key}`, params);
const input = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const errorOf = (id: string) => document.querySelector(`#${id}-error`)?.textContent ?? '';
const pickProof = () =>
  fireEvent.change(input('deposit-proof'), {
    target: { files: [new File(['jpeg'], 'proof.jpg', { type: 'image/jpeg' })] },
  });
const submit = () => fireEvent.click(screen.getByTestId('deposit-submit'));

beforeEach(async () => {
  backend = scriptedBackend();
  backend.replies['/api/site/getPayInfo.do'] = [ok([payChannel()])];
  backend.replies['/api/admin/getSetting.do'] = [ok({ id: 1, chargeMinAmt: 100 })];
  backend.replies[UPLOAD] = [ok({ uri: 'proof-1.jpg', url: PROOF_URL })];
  backend.replies[IN_MONEY] = [ok(null, '创建支付订单成功！')];
  await startApp({ adapter: backend.adapter, namespaces: ['money', 'common', 'validation'] });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const waitForForm = () => waitFor(() => expect(screen.getByTestId('deposit-submit')).toBeTruthy());

describe('/recharge', () => {
  it('names every missing field under it and sends nothing', async () => {
    renderPage();
    await waitForForm();
    expect(screen.getByTestId('payee-account').textContent).toBe('6222020000000000001');
    submit();
    await waitFor(() => expect(errorOf('deposit-payer')).toBe(t('deposit.errors.payerRequired')));
    expect(errorOf('deposit-amount')).toBe(t('deposit.errors.amountRequired'));
    expect(errorOf('deposit-proof')).toBe(t('deposit.errors.proofRequired'));
    expect(backend.callsTo(IN_MONEY)).toHaveLength(0);
  });

  it("checks the amount against the channel's own limits before sending", async () => {
    renderPage();
    await waitForForm();
    type('deposit-amount', '999.99');
    submit();
    await waitFor(() => expect(errorOf('deposit-amount')).toBe('一次最高充值5000000,最低充值1000'));
    fireEvent.click(screen.getByRole('button', { name: '50,000' }));
    expect(input('deposit-amount').value).toBe('50000');
    expect(errorOf('deposit-amount')).toBe('');
  });

  it('uploads the proof with a preview, then ten taps send one order and show it under review', async () => {
    renderPage();
    await waitForForm();
    type('deposit-payer', '张三');
    fireEvent.click(screen.getByRole('button', { name: '100,000' }));
    pickProof();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: t('deposit.proof.previewAlt') })).toBeTruthy(),
    );
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ content: t('deposit.proof.uploaded') }),
    );
    act(() => {
      for (let i = 0; i < 10; i += 1) submit();
    });
    await waitFor(() => expect(screen.getByTestId('deposit-result')).toBeTruthy());
    const sent = backend.callsTo(IN_MONEY);
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]!.params)).toMatchObject({
      amt: '100000',
      payType: '1',
      payId: '2',
      payUsername: '张三',
      channelAccount: '6222020000000000001',
      channelType: '中国工商银行 上海浦东分行',
      channelName: '上海测试科技有限公司',
      payUrl: PROOF_URL,
    });
    expect(screen.getByTestId('deposit-result').textContent).toContain(t('deposit.result.title'));
    expect(screen.getByRole('button', { name: t('deposit.result.records') })).toBeTruthy();
  });

  it('shows a refusal in the trader’s language and keeps everything typed', async () => {
    backend.replies[IN_MONEY] = [refused('未实名认证不能发起充值')];
    await i18n.changeLanguage('en');
    renderPage();
    await waitForForm();
    type('deposit-payer', 'Zhang San');
    type('deposit-amount', '2000');
    pickProof();
    await waitFor(() => expect(backend.callsTo(UPLOAD)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('img')).toBeTruthy());
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('intent-outcome').textContent).toContain(
        'Complete real-name verification before depositing',
      ),
    );
    expect(input('deposit-payer').value).toBe('Zhang San');
    expect(input('deposit-amount').value).toBe('2000');
    expect(screen.getByRole('img').getAttribute('src')).toBe('blob:preview');
    await i18n.changeLanguage('zh-CN');
  });

  it('a failed upload keeps the photo and retries it on request', async () => {
    backend.replies[UPLOAD] = [refused('上传文件失败'), ok({ uri: 'p.jpg', url: PROOF_URL })];
    renderPage();
    await waitForForm();
    pickProof();
    await waitFor(() => expect(errorOf('deposit-proof')).toBe('上传文件失败'));
    fireEvent.click(screen.getByRole('button', { name: t('deposit.proof.retry') }));
    await waitFor(() => expect(screen.getByRole('img')).toBeTruthy());
    expect(backend.callsTo(UPLOAD)).toHaveLength(2);
    expect(errorOf('deposit-proof')).toBe('');
  });

  describe('after a reload in the middle of a submit', () => {
    const params = {
      amt: '100000',
      payType: '1',
      payId: 2,
      payUsername: '张三',
      channelAccount: '6222020000000000001',
      channelType: '中国工商银行 上海浦东分行',
      channelName: '上海测试科技有限公司',
      payUrl: PROOF_URL,
    };
    const leftAt = Date.now() - 3_000;
    /** "yyyy-MM-dd HH:mm:ss" in Beijing time, as the records carry dates. */
    const beijingText = (ms: number) =>
      new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    const order = (addedAt: number) => ({
      id: 7,
      orderSn: 'CZ1',
      payAmt: 100000,
      orderStatus: 0,
      payId: 2,
      addTime: beijingText(addedAt),
    });
    beforeEach(() => {
      sessionStorage.setItem(
        'intent:money.deposit',
        JSON.stringify({ v: 1, scope: 'money.deposit', params, at: leftAt }),
      );
    });

    it('finds the order in the deposit records and shows it under review, sending nothing', async () => {
      backend.replies['/user/recharge/list.do'] = [ok(fakePage([order(leftAt + 1_000)], 1, 15))];
      renderPage();
      await waitFor(() => expect(screen.getByTestId('deposit-result')).toBeTruthy());
      expect(backend.callsTo(IN_MONEY)).toHaveLength(0);
    });

    it('an order not in the records is offered again by hand, with the form as it was', async () => {
      backend.replies['/user/recharge/list.do'] = [ok(fakePage([order(leftAt - 60_000)], 1, 15))];
      renderPage();
      await waitFor(() =>
        expect(screen.getByTestId('intent-outcome').getAttribute('data-phase')).toBe('not-found'),
      );
      expect(backend.callsTo(IN_MONEY)).toHaveLength(0);
      expect(input('deposit-payer').value).toBe('张三');
      expect(input('deposit-amount').value).toBe('100000');
      fireEvent.click(screen.getByTestId('intent-send-again'));
      await waitFor(() => expect(screen.getByTestId('deposit-result')).toBeTruthy());
      expect(backend.callsTo(IN_MONEY)).toHaveLength(1);
    });
  });
});
