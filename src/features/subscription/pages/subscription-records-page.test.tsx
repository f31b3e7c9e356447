// /sharerecord and /zhongqianrecord as a trader sees them: each application's phase at the server's
// time (the deadline from the calendar, else estimated and said so), the payment planner on top
// (amount, countdown, coverage, shortfall with deposit and transfer, lapsed ones left out), 认缴
// after a confirmation, once however often tapped, and a refusal in the trader's language.
import '@/lib/antd-react19';

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderAt } from '@/testing/app-under-test';

import {
  application,
  bj,
  installIpoWorld,
  prepareIpo,
  share,
  type IpoWorld,
} from '@/testing/ipo-backend';

import AllotmentRecordsPage from './allotment-records-page';
import SubscriptionRecordsPage from './subscription-records-page';

const PAY = '/user/submitSubscribe.do';
let w: IpoWorld;

const statusOf = (card: HTMLElement) => within(card).getByTestId('record-status').textContent;
const cards = () => screen.getAllByTestId('record-card');

beforeEach(async () => {
  await prepareIpo();
  w = installIpoWorld();
  // Tuesday's deadline is on the calendar; the others' rows are gone from it.
  w.calendar = [share({ code: '787002', subscriptionTime: bj('2026-11-03T16:00:00') })];
  w.mine = [
    application({ id: 1, status: 1, newName: '待签股份' }),
    application({ id: 2, status: 2, newName: '未签股份', applyNumber: 0 }),
    application({ id: 3, status: 3, newCode: '787002', newName: '日历股份', bond: 10_000 }),
    // Published last Friday evening: estimated deadline today 16:00.
    application({
      id: 4,
      status: 3,
      newName: '估计股份',
      bond: 5000.5,
      endTime: '2026-10-30 18:00:00',
    }),
    // Published last Wednesday: its deadline (Thursday) has passed unpaid.
    application({
      id: 5,
      status: 3,
      newName: '逾期股份',
      bond: 777,
      endTime: '2026-10-28 18:00:00',
    }),
    application({ id: 6, status: 4, newName: '已缴股份', applyNumber: 1000 }),
    application({ id: 7, status: 5, newName: '持仓股份', applyNumber: 1000 }),
    application({ id: 8, status: 1, type: 2, newName: '配售股份' }),
  ];
  w.enableAmt = 12_000;
});

describe('the phases', () => {
  it('labels every application by its phase and kind', async () => {
    renderAt('/sharerecord', <SubscriptionRecordsPage />);
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(cards().map(statusOf)).toEqual([
      '待中签',
      '未中签',
      '已中签·待缴款',
      '已中签·待缴款',
      '逾期未缴',
      '已缴纳',
      '已转持仓',
      '待中签',
    ]);
    expect(within(cards()[7]!).getByTestId('kind-badge').textContent).toBe('线下配售');
    expect(within(cards()[2]!).getByTestId('record-deadline').textContent).toBe(
      '缴款截止：北京时间 2026-11-03 16:00',
    );
    expect(within(cards()[3]!).getByTestId('record-deadline').textContent).toBe(
      '缴款截止（估计）：北京时间 2026-11-02 16:00',
    );
    expect(within(cards()[4]!).queryByTestId('record-pay')).toBeNull();
    expect(cards()[4]!.textContent).toContain('未扣任何款项');
    expect(within(cards()[6]!).queryByTestId('record-pay')).toBeNull();
  });

  it('lists the allotted ones on /zhongqianrecord', async () => {
    renderAt('/zhongqianrecord', <AllotmentRecordsPage />);
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(cards().map(statusOf)).toEqual([
      '已中签·待缴款',
      '已中签·待缴款',
      '逾期未缴',
      '已缴纳',
      '已转持仓',
    ]);
  });

  it('says when there is nothing (and shows no planner)', async () => {
    w.mine = [];
    renderAt('/sharerecord', <SubscriptionRecordsPage />);
    expect((await screen.findByTestId('subscription-records-empty')).textContent).toBe(
      '暂无申购记录',
    );
    expect(screen.queryByTestId('planner')).toBeNull();
  });

  it('offers a retry when the list failed', async () => {
    const busy = { status: 1, msg: '系统繁忙' };
    w.next['/user/getzqjl.do'] = [busy, busy, busy, busy];
    renderAt('/zhongqianrecord', <AllotmentRecordsPage />);
    const error = await screen.findByTestId('allotment-records-error', {}, { timeout: 4000 });
    expect(error.textContent).toContain('系统繁忙');
    w.next['/user/getzqjl.do'] = [];
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(cards()).toHaveLength(5));
  });
});

describe('the payment planner', () => {
  it('lists what is due, soonest first, with a countdown and the shortfall', async () => {
    renderAt('/sharerecord', <SubscriptionRecordsPage />);
    const planner = await screen.findByTestId('planner');
    await waitFor(() => expect(within(planner).getAllByTestId('planner-due')).toHaveLength(2));
    const due = within(planner)
      .getAllByTestId('planner-due')
      .map((e) => e.textContent);
    expect(due[0]).toMatch(/^剩余 5 小时 59 分 · 截止北京时间 .*16:00（估计）$/);
    expect(due[1]).toMatch(/^剩余 1 天 5 小时 · 截止北京时间 .*16:00$/);
    expect(
      within(planner)
        .getAllByTestId('planner-amount')
        .map((e) => e.textContent),
    ).toEqual(['5,000.50', '10,000.00']);
    // The lapsed one is not due any more.
    expect(planner.textContent).not.toContain('逾期股份');
    expect(screen.getByTestId('planner-total').textContent).toBe('15,000.50');
    await waitFor(() =>
      expect(screen.getByTestId('planner-coverage').textContent).toBe(
        'A股账户可用 ¥12,000.00，还差 ¥3,000.50',
      ),
    );
    expect(screen.getByTestId('planner-deposit').getAttribute('href')).toBe('/recharge');
    expect(screen.getByTestId('planner-transfer').getAttribute('href')).toBe('/transfers');
  });

  it('says the funds cover it and offers no deposit then', async () => {
    w.enableAmt = 20_000;
    renderAt('/sharerecord', <SubscriptionRecordsPage />);
    await waitFor(() =>
      expect(screen.getByTestId('planner-coverage').textContent).toBe(
        'A股账户可用 ¥20,000.00，足够缴款',
      ),
    );
    expect(screen.queryByTestId('planner-deposit')).toBeNull();
  });
});

describe('paying in', () => {
  it('confirms, pays once however often tapped, and shows the row paid', async () => {
    renderAt('/sharerecord', <SubscriptionRecordsPage />);
    await waitFor(() => expect(cards()).toHaveLength(8));
    fireEvent.click(within(cards()[2]!).getByTestId('record-pay'));
    const dialog = await screen.findByTestId('pay-dialog');
    expect(dialog.textContent).toContain('认缴金额：¥10,000.00');
    expect(dialog.textContent).toContain('缴款截止：北京时间 2026-11-03 16:00');
    await waitFor(() =>
      expect(screen.getByTestId('pay-after').textContent).toBe('认缴后可用资金：¥2,000.00'),
    );
    const ok = screen.getByRole('button', { name: '确定' });
    for (let i = 0; i < 10; i += 1) fireEvent.click(ok);
    await waitFor(() => expect(statusOf(cards()[2]!)).toBe('已缴纳'));
    expect(w.to(PAY)).toHaveLength(1);
    expect(w.to(PAY)[0]!.params.get('id')).toBe('3');
    await waitFor(() =>
      expect(screen.getByTestId('planner-coverage').textContent).toBe(
        'A股账户可用 ¥2,000.00，还差 ¥3,000.50',
      ),
    );
  });

  it('shows a refusal in the trader’s language', async () => {
    w.next[PAY] = [{ status: 1, msg: '不在认缴时间' }];
    renderAt('/sharerecord', <SubscriptionRecordsPage />);
    await waitFor(() => expect(cards()).toHaveLength(8));
    fireEvent.click(within(cards()[3]!).getByTestId('record-pay'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('不在认缴时间内（缴款截止时间已过）')).toBeTruthy();
  });
});
