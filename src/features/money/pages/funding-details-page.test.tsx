// /FundingDetails: the ledger's lines with their type in words and the signed amount, the deposits
// with status and reason, the withdrawals; the tab stays in the address.
import '@/lib/antd-react19';

import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import {
  installWorld,
  prepare,
  renderPage,
  SERVER_NOW,
  withdrawal,
  type World,
} from '../testing/records-backend';

import FundingDetailsPage from './funding-details-page';

let w: World;

beforeEach(async () => {
  await prepare();
  w = installWorld();
  w.ledger = [
    {
      id: 3,
      deType: '资金互转',
      deAmt: -500,
      deSummary: '融资账户转入指数账户 500 元',
      addTime: SERVER_NOW,
    },
    {
      id: 2,
      deType: '充值到账',
      deAmt: 10000,
      deSummary: '充值单号 8',
      addTime: SERVER_NOW - 60_000,
    },
    { id: 1, deType: '返佣', deAmt: 1.5, deSummary: null, addTime: SERVER_NOW - 120_000 },
  ];
  w.deposits = [
    {
      id: 8,
      orderSn: 'R8',
      payChannel: '1',
      payAmt: 10000,
      orderStatus: 1,
      addTime: '2026-11-17 09:00:00',
      payTime: '2026-11-17 09:30:00',
    },
    {
      id: 7,
      orderSn: 'R7',
      payChannel: '0',
      payAmt: 300,
      orderStatus: 2,
      orderDesc: '凭证金额不符',
      addTime: '2026-11-16 09:00:00',
    },
    {
      id: 6,
      orderSn: 'R6',
      payChannel: 'USDT-TRC20',
      payAmt: 50,
      orderStatus: 0,
      addTime: '2026-11-15 09:00:00',
    },
  ];
  w.withdrawals = [withdrawal({ id: 1 })];
});

describe('/FundingDetails', () => {
  it('opens on the ledger: type in words, signed amount, summary', async () => {
    renderPage(<FundingDetailsPage />);
    const rows = await screen.findAllByTestId('ledger-record');
    expect(rows.map((r) => within(r).getByTestId('ledger-type').textContent)).toEqual([
      '资金互转',
      '充值到账',
      '返佣',
    ]);
    expect(rows.map((r) => within(r).getByTestId('record-amount').textContent)).toEqual([
      '-500.00',
      '+10,000.00',
      '+1.50',
    ]);
    expect(within(rows[0]!).getByText('融资账户转入指数账户 500 元')).toBeTruthy();
  });

  it('shows deposits with their channel, status and the reason of a refused one', async () => {
    renderPage(<FundingDetailsPage />, '/FundingDetails?tab=deposits');
    const rows = await screen.findAllByTestId('deposit-record');
    expect(rows.map((r) => within(r).getByTestId('record-status').textContent)).toEqual([
      '充值成功',
      '充值失败',
      '审核中',
    ]);
    expect(within(rows[0]!).getByText('对公转账')).toBeTruthy();
    expect(within(rows[1]!).getByText('支付宝')).toBeTruthy();
    expect(within(rows[2]!).getByText('USDT-TRC20')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('record-amount').textContent).toBe('充值：¥10,000.00');
    expect(within(rows[1]!).getByTestId('record-reason').textContent).toBe('凭证金额不符');
  });

  it('switches to the withdrawals', async () => {
    renderPage(<FundingDetailsPage />);
    await screen.findAllByTestId('ledger-record');
    fireEvent.click(screen.getByTestId('records-tab-withdrawals'));
    expect(await screen.findAllByTestId('withdraw-record')).toHaveLength(1);
    expect(screen.queryByTestId('cancel-withdraw')).toBeNull();
  });

  it('says so in English too', async () => {
    await prepare('en');
    renderPage(<FundingDetailsPage />, '/FundingDetails?tab=deposits');
    const rows = await screen.findAllByTestId('deposit-record');
    expect(within(rows[1]!).getByTestId('record-status').textContent).toBe('Failed');
    expect(within(rows[0]!).getByText('Corporate transfer')).toBeTruthy();
  });
});
