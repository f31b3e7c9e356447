// /vipdetail as a trader uses it: the price from the pool (÷1000 in the data layer), the default
// lots and the lot limits from the settings before anything is sent, the margin at lever 1, the
// VIP threshold said up front, one request however fast 买入 is tapped, and the status-0 "not
// tradable" reply shown as a refusal with the trader kept on the page.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';

import { BLOCK_VIP_TEXT } from '@/api/contracts/block-vip-texts';
import { VIP_NOT_TRADABLE_TEXT } from '@/api/contracts/endpoints/ipo';
import { resetServerClock } from '@/lib/server-clock';
import { renderAt, startApp } from '@/testing/app-under-test';
import { fakeAdapter, ok, refused, type Call, type Reply } from '@/testing/fake-backend';
import { pageOf } from '@/testing/page-helper';

import { DEAL_SETTING, dealUser } from '../testing/deal-backend';

import VipDetailPage from './vip-detail-page';

const poolAt = (zdp: number) => [{ c: '600519', n: '贵州茅台', p: 18_350, zdp }];

let backend: ReturnType<typeof fakeAdapter>;
let available: number;
let buyReply: () => Reply | Promise<Reply>;
let changePct: number;
/** The board max-change settings (unset unless a test sets them). */
let crease: Record<string, number>;

const answer = (call: Call): Reply | Promise<Reply> => {
  switch (call.url) {
    case '/api/stock/getVipList.do':
      return ok(poolAt(changePct));
    case '/user/getUserInfo.do':
      return ok(dealUser(available));
    case '/api/admin/getSetting.do':
      // Lots 5–20 (buyMinNum 500, buyMaxNum 2,000 shares).
      return ok({ ...DEAL_SETTING, buyMinNum: 500, buyMaxNum: 2000, ...crease });
    case '/user/position/list.do':
      return ok(pageOf([]));
    case '/user/buyVipQc.do':
      return buyReply();
    default:
      return refused(`unexpected ${call.url}`);
  }
};

const open = async () => {
  backend = fakeAdapter(answer);
  await startApp({ adapter: backend.adapter, namespaces: ['blockVip', 'market'] });
  renderAt(
    '/vipdetail?code=600519&name=贵州茅台',
    <Routes>
      <Route path="/vipdetail" element={<VipDetailPage />} />
      <Route path="/warehouse" element={<p data-testid="warehouse">positions</p>} />
    </Routes>,
  );
  await waitFor(() => expect(screen.getByTestId('vip-price').textContent).toBe('18.35'));
};

const lots = () => screen.getByLabelText('数量') as HTMLInputElement;
const setLots = (value: string) => fireEvent.change(lots(), { target: { value } });
const buy = () => fireEvent.click(screen.getByTestId('vip-buy'));

beforeEach(() => {
  sessionStorage.clear();
  resetServerClock();
  available = 200_000;
  buyReply = () => ok(BLOCK_VIP_TEXT.vipDone);
  changePct = 3.21;
  crease = {};
});

describe('VIP grab detail', () => {
  it('starts at buyMinNum ÷ 100 lots with the margin at lever 1', async () => {
    await open();
    await waitFor(() => expect(lots().value).toBe('5'));
    expect(screen.getByTestId('vip-pct').textContent).toBe('+3.21%');
    expect(screen.getByTestId('vip-lever').textContent).toBe('1倍');
    // 18.35 × 5 × 100 ÷ 1 (the decimal maths arrives just after the first paint).
    await waitFor(() => expect(screen.getByTestId('vip-margin').textContent).toBe('9,175.00'));
    setLots('12');
    expect(screen.getByTestId('vip-margin').textContent).toBe('22,020.00');
  });

  it('refuses lots outside the limits, in lots, before anything is sent', async () => {
    await open();
    await waitFor(() => expect(lots().value).toBe('5'));
    setLots('4');
    buy();
    expect((await screen.findByTestId('vip-lots-error')).textContent).toBe('交易数量不能小于5手');
    setLots('21');
    buy();
    expect((await screen.findByTestId('vip-lots-error')).textContent).toBe('交易数量不能大于20手');
    expect(lots().value).toBe('21');
    expect(backend.callsTo('/user/buyVipQc.do')).toHaveLength(0);
  });

  it('says up front that the balance is below the VIP threshold, and does not send', async () => {
    available = 50_000;
    await open();
    expect((await screen.findByTestId('vip-threshold')).textContent).toBe(
      'VIP抢筹需可用余额不低于 ¥100,000.00',
    );
    buy();
    expect((await screen.findByTestId('vip-order-error')).textContent).toBe(
      'VIP抢筹需可用余额不低于 ¥100,000.00',
    );
    expect(backend.callsTo('/user/buyVipQc.do')).toHaveLength(0);
  });

  it('shows "not tradable now" as a refusal and stays on the page', async () => {
    buyReply = () => ok(VIP_NOT_TRADABLE_TEXT);
    await open();
    await waitFor(() => expect(lots().value).toBe('5'));
    await waitFor(() => expect(screen.getByTestId('vip-available').textContent).toBe('200,000.00'));
    buy();
    expect((await screen.findByTestId('vip-refused')).textContent).toBe(
      '当前交易不可买入：涨跌幅超出限制，未下单',
    );
    expect(screen.queryByTestId('warehouse')).toBeNull();
    expect(lots().value).toBe('5');
  });

  it('sends one grab however fast 买入 is tapped, then opens the positions', async () => {
    let release: () => void = () => undefined;
    buyReply = () =>
      new Promise((resolve) => {
        release = () => resolve(ok(BLOCK_VIP_TEXT.vipDone));
      });
    await open();
    await waitFor(() => expect(lots().value).toBe('5'));
    await waitFor(() => expect(screen.getByTestId('vip-available').textContent).toBe('200,000.00'));
    for (let i = 0; i < 10; i++) buy();
    await waitFor(() => expect(backend.callsTo('/user/buyVipQc.do')).toHaveLength(1));
    expect(Object.fromEntries(backend.callsTo('/user/buyVipQc.do')[0]!.params)).toEqual({
      stockCode: '600519',
      buyNum: '500',
      lever: '1',
      buyType: '0',
    });
    release();
    expect(await screen.findByTestId('warehouse')).toBeTruthy();
    expect(backend.callsTo('/user/buyVipQc.do')).toHaveLength(1);
  });

  it("localizes the server's threshold refusal", async () => {
    buyReply = () => refused('下单失败，可用余额小于100000');
    await open();
    await waitFor(() => expect(screen.getByTestId('vip-available').textContent).toBe('200,000.00'));
    buy();
    expect((await screen.findByTestId('vip-refused')).textContent).toBe(
      '下单失败，可用余额小于100000（VIP抢筹门槛）',
    );
  });

  it("says before sending that the change is beyond the board's limit, and keeps 买入 off", async () => {
    changePct = 10.01;
    crease = { creaseMaxPercent: 7, cyCreaseMaxPercent: 15, kcCreaseMaxPercent: 15 };
    await open();
    expect((await screen.findByTestId('vip-board-limit')).textContent).toBe(
      '该股票涨跌幅（+10.01%）超出板块限制（7%），服务器当前不会成交，暂不可抢筹',
    );
    const button = screen.getByTestId('vip-buy') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    // Enter in the lots field submits the form: still nothing goes out.
    fireEvent.submit(screen.getByTestId('vip-detail'));
    await waitFor(() => expect(screen.getByTestId('vip-available').textContent).toBe('200,000.00'));
    expect(backend.callsTo('/user/buyVipQc.do')).toHaveLength(0);
  });

  it('lets a change within the limit through', async () => {
    changePct = 6.5;
    crease = { creaseMaxPercent: 7, cyCreaseMaxPercent: 15, kcCreaseMaxPercent: 15 };
    await open();
    await waitFor(() => expect(screen.getByTestId('vip-margin').textContent).toBe('9,175.00'));
    expect(screen.queryByTestId('vip-board-limit')).toBeNull();
    expect((screen.getByTestId('vip-buy') as HTMLButtonElement).disabled).toBe(false);
  });
});
