// /cashlist and /cashWithdrawalRecord as a trader sees them: every status in words with its amount,
// fee and reason, the status filter, the empty and error states, and cancel on a pending row —
// confirmed first, sent once however often tapped, settled from the records when the reply is lost.
import '@/lib/antd-react19';

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import {
  installWorld,
  prepare,
  renderPage,
  withdrawal,
  type World,
} from '../testing/records-backend';

import WithdrawRecordsPage from './withdraw-records-page';

const CANCEL = '/user/withdraw/cancel.do';
const LIST = '/user/withdraw/list.do';
let w: World;

const rowOf = async (id: number) => {
  const rows = await screen.findAllByTestId('withdraw-record');
  return rows.find((r) => r.dataset.recordId === String(id))!;
};
const statusOf = async (id: number) =>
  within(await rowOf(id)).getByTestId('record-status').textContent;

beforeEach(async () => {
  await prepare();
  w = installWorld();
  w.withdrawals = [
    withdrawal({ id: 4, withAmt: 1000, withFee: 3, withStatus: 0 }),
    withdrawal({
      id: 3,
      withAmt: 200.5,
      withFee: 2.2,
      withStatus: 1,
      transTime: '2026-11-17 12:00:00',
    }),
    withdrawal({ id: 2, withAmt: 300, withStatus: 2, withMsg: '银行卡户名不符' }),
    withdrawal({ id: 1, withAmt: 400, withStatus: 3, withMsg: '用户取消出金' }),
  ];
});

describe('withdrawal records', () => {
  it('shows every row’s status, amount, fee and reason', async () => {
    renderPage(<WithdrawRecordsPage withCancel={false} />);
    expect(await statusOf(4)).toBe('审核中');
    expect(await statusOf(3)).toBe('提现成功');
    expect(await statusOf(2)).toBe('提现失败');
    expect(await statusOf(1)).toBe('订单取消');
    const paid = await rowOf(3);
    expect(within(paid).getByTestId('record-amount').textContent).toBe('¥200.50');
    expect(within(paid).getByTestId('record-fee').textContent).toBe('2.20');
    expect(within(await rowOf(2)).getByTestId('record-reason').textContent).toBe('银行卡户名不符');
    expect(within(await rowOf(1)).getByTestId('record-reason').textContent).toBe(
      '您已取消本次提现',
    );
    expect(within(await rowOf(4)).getByText('6222 **** **** 3445')).toBeTruthy();
    // Read-only list: no cancel.
    expect(screen.queryByTestId('cancel-withdraw')).toBeNull();
    expect(screen.getByTestId('test-station-notice')).toBeTruthy();
  });

  it('filters by status as the server does', async () => {
    renderPage(<WithdrawRecordsPage withCancel={false} />);
    await screen.findAllByTestId('withdraw-record');
    fireEvent.click(screen.getByTestId('withdraw-filter-failed'));
    await waitFor(() => expect(screen.getAllByTestId('withdraw-record')).toHaveLength(1));
    expect(w.to(LIST).at(-1)!.params.get('withStatus')).toBe('2');
  });

  it('says when there is nothing, and offers a retry when loading failed', async () => {
    w.withdrawals = [];
    // The query tries twice before it gives up.
    w.next[LIST] = [
      { status: 1, msg: '系统繁忙' },
      { status: 1, msg: '系统繁忙' },
    ];
    renderPage(<WithdrawRecordsPage withCancel={false} />);
    // After the query's one retry (a second apart).
    const error = await screen.findByTestId('withdraw-record-list-error', {}, { timeout: 3000 });
    expect(error.textContent).toContain('记录加载失败');
    fireEvent.click(within(error).getByRole('button'));
    expect((await screen.findByTestId('withdraw-record-list-empty')).textContent).toContain(
      '暂无提现信息!',
    );
  });
});

describe('cancel on /cashlist', () => {
  const askAndConfirm = async (taps = 1) => {
    fireEvent.click(within(await rowOf(4)).getByTestId('cancel-withdraw'));
    const ok = await screen.findByRole('button', { name: '确定取消' });
    for (let i = 0; i < taps; i += 1) fireEvent.click(ok);
  };

  it('is offered only on the pending row and sends once, however often tapped', async () => {
    renderPage(<WithdrawRecordsPage withCancel />);
    await rowOf(4);
    expect(screen.getAllByTestId('cancel-withdraw')).toHaveLength(1);
    await askAndConfirm(5);
    await waitFor(async () => expect(await statusOf(4)).toBe('订单取消'));
    expect(w.to(CANCEL)).toHaveLength(1);
    expect(w.to(CANCEL)[0]!.params.get('withId')).toBe('4');
    expect(w.user.enableAmt).toBe(6000);
    expect(screen.queryByTestId('cancel-withdraw')).toBeNull();
    expect(await screen.findByText('已取消提现，金额已退回可用资金')).toBeTruthy();
  });

  it('keeps the row when the trader thinks again', async () => {
    renderPage(<WithdrawRecordsPage withCancel />);
    fireEvent.click(within(await rowOf(4)).getByTestId('cancel-withdraw'));
    fireEvent.click(await screen.findByRole('button', { name: '暂不取消' }));
    expect(w.to(CANCEL)).toHaveLength(0);
    expect(await statusOf(4)).toBe('审核中');
  });

  it('says in words why a row already settled cannot be cancelled', async () => {
    renderPage(<WithdrawRecordsPage withCancel />);
    await rowOf(4);
    w.withdrawals[0]!.withStatus = 1; // paid by the back office meanwhile
    await askAndConfirm();
    expect(await screen.findByText('这笔提现已处理，不能再取消')).toBeTruthy();
    await waitFor(async () => expect(await statusOf(4)).toBe('提现成功'));
    expect(w.user.enableAmt).toBe(5000);
  });

  it('settles a lost reply from the records, without sending again', async () => {
    w.next[CANCEL] = ['network'];
    renderPage(<WithdrawRecordsPage withCancel />);
    await askAndConfirm();
    expect(await screen.findByText('已取消提现，金额已退回可用资金')).toBeTruthy();
    expect(w.to(CANCEL)).toHaveLength(1);
    expect(w.to(LIST).some((c) => c.params.get('withStatus') === '3')).toBe(true);
    await waitFor(async () => expect(await statusOf(4)).toBe('订单取消'));
  });
});
