// /cash and /withdraw as a trader sees them: the gates stop a withdrawal before anything is sent,
// each with its reason and the way to fix it, nothing typed is lost, the fee preview is the booked
// fee, a double tap sends once, and a lost reply is settled from the records.
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosAdapter } from 'axios';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';

import { WITHDRAW_TEXT } from '@/api/contracts/money-texts';
import { routes } from '@/config/routes';
import { http, setApiBase } from '@/lib/api-client';
import { i18n, initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { resetServerClock } from '@/lib/server-clock';
import { useAppStore } from '@/stores/app-store';

import WithdrawPage from './withdraw-page';

type Body = { status: number; msg: string; data?: unknown };
type Reply = Body | 'network';

const OUT = '/user/withdraw/outMoney.do';
const LIST = '/user/withdraw/list.do';
/** Wednesday 2026-11-18 10:00 Beijing, inside the 9–18 hours; 20:00 is outside. */
const IN_HOURS = 'Wed, 18 Nov 2026 02:00:00 GMT';
const AFTER_HOURS = 'Wed, 18 Nov 2026 12:00:00 GMT';

const USER = {
  id: 1,
  phone: '13800000001',
  accountType: 0,
  isLock: 0,
  isActive: 2,
  realName: '张伟',
  idCard: '310104199810238999',
  enableAmt: 5000,
  userAmt: 5000,
};
const SETTING = {
  id: 1,
  withMinAmt: 100,
  withTimeBegin: 9,
  withTimeEnd: 18,
  withFeeSingle: 2,
  withFeePercent: 0.001,
};
const CARD = { bankName: '中国工商银行', bankAddress: '上海分行', bankNo: '6222020200112233445' };
/** A full PageInfo, as the contract reads it. */
const pageOf = (list: unknown[]) => ({
  pageNum: 1,
  pageSize: 15,
  size: list.length,
  startRow: list.length ? 1 : 0,
  endRow: list.length,
  total: list.length,
  pages: list.length ? 1 : 0,
  list,
  prePage: 0,
  nextPage: 0,
  isFirstPage: true,
  isLastPage: true,
  hasPreviousPage: false,
  hasNextPage: false,
  navigatePages: 8,
  navigatepageNums: list.length ? [1] : [],
  navigateFirstPage: list.length ? 1 : 0,
  navigateLastPage: list.length ? 1 : 0,
});
const emptyPage = pageOf([]);

let calls: { url: string; params: URLSearchParams }[];
let fixed: Record<string, Body>;
let queued: Record<string, Reply[]>;
let serverDate: string;

const backend: AxiosAdapter = async (config) => {
  const url = config.url ?? '';
  calls.push({
    url,
    params: new URLSearchParams(typeof config.data === 'string' ? config.data : ''),
  });
  const reply = queued[url]?.shift() ?? fixed[url] ?? { status: 1, msg: 'unexpected call' };
  if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  return {
    data: JSON.stringify(reply),
    status: 200,
    statusText: 'OK',
    headers: { date: serverDate },
    config,
  };
};

const world = (over: { user?: object; card?: Body; pwd?: Body; setting?: object } = {}) => {
  fixed = {
    '/user/getUserInfo.do': { status: 0, msg: '', data: { ...USER, ...over.user } },
    '/user/bank/getBankInfo.do': over.card ?? { status: 0, msg: '', data: CARD },
    '/user/findIdWithPwd.do': over.pwd ?? { status: 0, msg: '' },
    '/api/admin/getSetting.do': { status: 0, msg: '', data: { ...SETTING, ...over.setting } },
    '/api/admin/getProductSetting.do': {
      status: 0,
      msg: '',
      data: { id: 1, holidayDisplay: false },
    },
    [LIST]: { status: 0, msg: '', data: emptyPage },
  };
};

const renderPage = (route: 'cash' | 'withdraw' = 'cash') =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/${route}`]}>
        <Suspense fallback={null}>
          <WithdrawPage route={route} />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const input = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('withdraw-submit'));
const sent = () => calls.filter((c) => c.url === OUT);
const loaded = () =>
  waitFor(() => expect(screen.getByTestId('withdraw-available').textContent).toBe('5,000.00'));

beforeEach(async () => {
  await initI18n('zh-CN');
  await i18n.loadNamespaces(['money', 'common', 'validation']);
  queryClient.clear();
  resetServerClock();
  useAppStore.getState().setToken('USERtest');
  calls = [];
  queued = {};
  serverDate = IN_HOURS;
  world();
  http.defaults.adapter = backend;
  setApiBase('http://api.test');
});

describe('gates before sending', () => {
  it.each([
    [
      'unverified',
      { user: { isActive: 0 } },
      'common:gates.withdraw.kycMissing',
      routes.smrz.href(),
    ],
    [
      'no card',
      { card: { status: 1, msg: '未添加银行信息' } },
      'common:gates.withdraw.noCard',
      routes.addCard.href(),
    ],
    [
      'no funds password',
      { pwd: { status: 1, msg: '请设置提现密码！' } },
      'money:withdraw.gate.fundsPassword',
      routes.setPassword.href(),
    ],
  ] as const)(
    '%s: the reason, the way to fix it, nothing sent or lost',
    async (_n, over, key, href) => {
      world(over);
      renderPage();
      await loaded();
      type('withdraw-amount', '1000');
      type('withdraw-password', '123456');
      submit();
      const gate = await screen.findByRole('alert');
      expect(gate.textContent).toContain(i18n.t(key as never));
      expect(screen.getByTestId('withdraw-gate-fix').getAttribute('href')).toBe(href);
      expect(input('withdraw-amount').value).toBe('1000');
      expect(input('withdraw-password').value).toBe('123456');
      expect(sent()).toHaveLength(0);
    },
  );

  it('outside the withdrawal hours of the server clock', async () => {
    serverDate = AFTER_HOURS;
    renderPage();
    await loaded();
    type('withdraw-amount', '1000');
    type('withdraw-password', '123456');
    submit();
    const gate = await screen.findByRole('alert');
    expect(gate.textContent).toBe(i18n.t('money:withdraw.gate.hours', { begin: 9, end: 18 }));
    expect(sent()).toHaveLength(0);
  });

  it.each([
    ['99', 'validation:withdrawal.belowMin', { min: 100 }],
    ['5000.01', 'money:withdraw.amount.aboveAvailable', { available: '5000.00' }],
  ])('amount %s: its message under the field, nothing sent', async (amount, key, values) => {
    renderPage();
    await loaded();
    type('withdraw-amount', amount);
    type('withdraw-password', '123456');
    submit();
    await screen.findByText(i18n.t(key as never, values));
    expect(input('withdraw-amount').value).toBe(amount);
    expect(sent()).toHaveLength(0);
  });
});

describe('sending', () => {
  it('previews the fee the mock books and fills the whole balance with "all"', async () => {
    renderPage('withdraw');
    await loaded();
    type('withdraw-amount', '1234.56');
    // 1234.56 × 0.001 + 2 = 3.23456 → 3.23; arrives 1231.33.
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('3.23');
    expect(screen.getByTestId('withdraw-net').textContent).toBe('1,231.33');
    fireEvent.click(screen.getByTestId('withdraw-all'));
    expect(input('withdraw-amount').value).toBe('5000');
  });

  it('ten taps send one request, then the result links to the records', async () => {
    queued[OUT] = [{ status: 0, msg: WITHDRAW_TEXT.done }];
    renderPage();
    await loaded();
    type('withdraw-amount', '1000');
    type('withdraw-password', '123456');
    for (let i = 0; i < 10; i++) submit();
    await screen.findByTestId('withdraw-result');
    expect(sent()).toHaveLength(1);
    expect(Object.fromEntries(sent()[0]!.params)).toEqual({ amt: '1000', withPwd: '123456' });
    expect(screen.getByTestId('withdraw-records').getAttribute('href')).toBe(
      routes.cashlist.href(),
    );
    // The funds password never reaches sessionStorage.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('123456');
  });

  it('a wrong funds password: the message under the field, the amount kept', async () => {
    queued[OUT] = [{ status: 1, msg: WITHDRAW_TEXT.wrongFundsPassword }];
    renderPage();
    await loaded();
    type('withdraw-amount', '1000');
    type('withdraw-password', '000000');
    submit();
    await screen.findByText(i18n.t('money:withdraw.server.wrongPassword'));
    expect(input('withdraw-amount').value).toBe('1000');
  });

  it('a lost reply is settled from the records, never by sending again', async () => {
    queued[OUT] = ['network'];
    renderPage();
    await loaded();
    type('withdraw-amount', '1000');
    type('withdraw-password', '123456');
    queued[LIST] = [
      {
        status: 0,
        msg: '',
        data: pageOf([
          {
            id: 9,
            userId: 1,
            nickName: '张伟',
            agentId: 0,
            withAmt: 1000,
            applyTime: '2026-11-18 10:00:01',
            transTime: null,
            withName: '张伟',
            bankNo: CARD.bankNo,
            bankName: CARD.bankName,
            bankAddress: CARD.bankAddress,
            withStatus: 0,
            withFee: 3,
            withMsg: null,
          },
        ]),
      },
    ];
    submit();
    await screen.findByTestId('withdraw-result');
    expect(sent()).toHaveLength(1);
  });
});
