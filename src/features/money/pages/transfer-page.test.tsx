// /transfers and /transfer as a trader sees them: the directions the product flags allow, the
// transferable whole yuan of the source with 'all', checks before sending, one request however
// often tapped, both balances updated after, and a lost reply settled from the ledger.
import '@/lib/antd-react19';

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { installWorld, prepare, renderPage, type World } from '../testing/records-backend';

import TransferPage from './transfer-page';

const TRANSFER = '/user/transAmt.do';
let w: World;

const amountInput = () => document.querySelector<HTMLInputElement>('#transfer-amount')!;
const type = (v: string) => fireEvent.change(amountInput(), { target: { value: v } });
const balance = (a: string) => screen.getByTestId(`transfer-balance-${a}`).textContent;

beforeEach(async () => {
  await prepare();
  w = installWorld();
  w.user = { enableAmt: 5000.75, enableIndexAmt: 200, enableFuturesAmt: 0 };
});

describe('directions', () => {
  it('offers every direction with both products on, index ones first', async () => {
    renderPage(<TransferPage />);
    await waitFor(() =>
      expect(screen.getByTestId('transfer-transferable').textContent).toBe('5,000.00'),
    );
    for (const k of ['1', '2', '3', '4'])
      expect(screen.getByTestId(`transfer-direction-${k}`)).toBeTruthy();
    expect(screen.getByTestId('transfer-submit').textContent).toContain('确认转入指数账户');
  });

  it('offers only the futures ones without the index product, and ?type= preselects', async () => {
    w.product = { indexDisplay: false, futuresDisplay: true };
    renderPage(<TransferPage />, '/transfers?type=4');
    await waitFor(() =>
      expect(screen.getByTestId('transfer-submit').textContent).toContain('确认转入融资账户'),
    );
    expect(screen.queryByTestId('transfer-direction-1')).toBeNull();
    expect(screen.queryByTestId('transfer-balance-index')).toBeNull();
    expect(screen.getByTestId('transfer-transferable').textContent).toBe('0.00');
  });

  it('says there is nothing to transfer between with neither product', async () => {
    w.product = { indexDisplay: false, futuresDisplay: false };
    renderPage(<TransferPage />);
    expect((await screen.findByTestId('transfer-none')).textContent).toContain('暂无可划转的账户');
  });
});

describe('loading', () => {
  it('offers a retry when the balances failed to load', async () => {
    const busy = { status: 1, msg: '系统繁忙' };
    w.next['/user/getUserInfo.do'] = [busy, busy];
    renderPage(<TransferPage />);
    const error = await screen.findByTestId('transfer-error', {}, { timeout: 3000 });
    expect(error.textContent).toContain('账户信息加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(balance('stock')).toBe('5,000.75'));
  });
});

describe('sending', () => {
  it('checks the amount before sending', async () => {
    renderPage(<TransferPage />);
    await waitFor(() => expect(balance('stock')).toBe('5,000.75'));
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText('请输入转账金额')).toBeTruthy();
    type('12.5');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText('转账金额须为整数元')).toBeTruthy();
    type('5001');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByText('超出可转金额')).toBeTruthy();
    expect(w.to(TRANSFER)).toHaveLength(0);
  });

  it('moves the money once, however often tapped, and shows both balances after', async () => {
    renderPage(<TransferPage />);
    await waitFor(() => expect(balance('stock')).toBe('5,000.75'));
    fireEvent.click(screen.getByTestId('transfer-all'));
    expect(amountInput().value).toBe('5000');
    type('1500');
    for (let i = 0; i < 10; i += 1) fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(balance('index')).toBe('1,700.00'));
    expect(balance('stock')).toBe('3,500.75');
    expect(w.to(TRANSFER)).toHaveLength(1);
    expect(w.to(TRANSFER)[0]!.params.toString()).toBe('amt=1500&type=1');
    expect(await screen.findByText('已转入指数账户 ¥1,500.00')).toBeTruthy();
    expect(amountInput().value).toBe('');

    // And back: the form is free for the next transfer.
    fireEvent.click(screen.getByTestId('transfer-direction-2'));
    await waitFor(() =>
      expect(screen.getByTestId('transfer-transferable').textContent).toBe('1,700.00'),
    );
    type('1500');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(balance('stock')).toBe('5,000.75'));
    expect(w.to(TRANSFER)).toHaveLength(2);
    expect(w.to(TRANSFER)[1]!.params.toString()).toBe('amt=1500&type=2');
  });

  it('settles a lost reply from the ledger, without sending again', async () => {
    w.next[TRANSFER] = ['network'];
    renderPage(<TransferPage />);
    await waitFor(() => expect(balance('stock')).toBe('5,000.75'));
    type('100');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(balance('index')).toBe('300.00'));
    expect(w.to(TRANSFER)).toHaveLength(1);
    expect(w.to('/user/cash/list.do').length).toBeGreaterThan(0);
  });

  it('shows the server’s refusal in the trader’s language', async () => {
    w.next[TRANSFER] = [{ status: 1, msg: '融资账户可用资金不足' }];
    renderPage(<TransferPage />);
    await waitFor(() => expect(balance('stock')).toBe('5,000.75'));
    type('100');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('intent-outcome')).textContent).toContain(
      'A股账户可用资金不足',
    );
    expect(balance('index')).toBe('200.00');
  });

  it('in English too', async () => {
    await prepare('en');
    w = installWorld();
    w.user = { enableAmt: 5000.75, enableIndexAmt: 200, enableFuturesAmt: 0 };
    w.next[TRANSFER] = [{ status: 1, msg: '融资账户可用资金不足' }];
    renderPage(<TransferPage />);
    await waitFor(() => expect(balance('stock')).toBe('5,000.75'));
    type('100');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    const outcome = await screen.findByTestId('intent-outcome');
    expect(outcome.textContent).toContain('Not enough available funds in the A-share account.');
    expect(outcome.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
