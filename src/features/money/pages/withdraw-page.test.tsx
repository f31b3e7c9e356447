// /cash and /withdraw as a trader sees them: the gates stop a withdrawal before anything is sent,
// each with its reason and the way to fix it, nothing typed is lost, the fee preview is the booked
// fee, a double tap sends once, and a lost reply is settled from the records.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { WITHDRAW_TEXT } from '@/api/contracts/money-texts';
import { routes } from '@/config/routes';
import { i18n } from '@/lib/i18n';
import { fakePage } from '@/lib/queries/testing/fake-page';
import { resetServerClock } from '@/lib/server-clock';
import { renderAt, startApp } from '@/testing/app-under-test';
import { fakeAdapter, ok, refused, type Body, type Reply } from '@/testing/fake-backend';

import WithdrawPage from './withdraw-page';

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
/** One page of the withdrawal records. */
const pageOf = (list: unknown[]) => fakePage(list, 1, 15);

let fixed: Record<string, Body>;
let queued: Record<string, Reply[]>;
let serverDate: string;
let backend: ReturnType<typeof fakeAdapter>;

const world = (over: { user?: object; card?: Body; pwd?: Body; setting?: object } = {}) => {
  fixed = {
    '/user/getUserInfo.do': ok({ ...USER, ...over.user }),
    '/user/bank/getBankInfo.do': over.card ?? ok(CARD),
    '/user/findIdWithPwd.do': over.pwd ?? { status: 0, msg: '' },
    '/api/admin/getSetting.do': ok({ ...SETTING, ...over.setting }),
    '/api/admin/getProductSetting.do': ok({ id: 1, holidayDisplay: false }),
    [LIST]: ok(pageOf([])),
  };
};

const renderPage = (route: 'cash' | 'withdraw' = 'cash') =>
  renderAt(`/${route}`, <WithdrawPage route={route} />);

const input = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('withdraw-submit'));
const sent = () => backend.callsTo(OUT);
const loaded = () =>
  waitFor(() => expect(screen.getByTestId('withdraw-available').textContent).toBe('5,000.00'));
/** Opens /cash and types a withdrawal, not sent yet. */
const fillIn = async (amount = '1000', password = '123456') => {
  renderPage();
  await loaded();
  type('withdraw-amount', amount);
  type('withdraw-password', password);
};

beforeEach(async () => {
  queued = {};
  serverDate = IN_HOURS;
  world();
  backend = fakeAdapter(
    (call) => queued[call.url]?.shift() ?? fixed[call.url] ?? refused('unexpected call'),
    () => ({ date: serverDate }),
  );
  await startApp({ adapter: backend.adapter, namespaces: ['money', 'common', 'validation'] });
  resetServerClock();
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
      { card: refused('未添加银行信息') },
      'common:gates.withdraw.noCard',
      routes.addCard.href(),
    ],
    [
      'no funds password',
      { pwd: refused('请设置提现密码！') },
      'money:withdraw.gate.fundsPassword',
      routes.setPassword.href(),
    ],
  ] as const)(
    '%s: the reason, the way to fix it, nothing sent or lost',
    async (_n, over, key, href) => {
      world(over);
      await fillIn();
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
    await fillIn();
    submit();
    const gate = await screen.findByRole('alert');
    expect(gate.textContent).toBe(i18n.t('money:withdraw.gate.hours', { begin: 9, end: 18 }));
    expect(sent()).toHaveLength(0);
  });

  it.each([
    ['99', 'validation:withdrawal.belowMin', { min: 100 }],
    ['5000.01', 'money:withdraw.amount.aboveAvailable', { available: '5000.00' }],
  ])('amount %s: its message under the field, nothing sent', async (amount, key, values) => {
    await fillIn(amount);
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
    await fillIn();
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
    queued[OUT] = [refused(WITHDRAW_TEXT.wrongFundsPassword)];
    await fillIn('1000', '000000');
    submit();
    await screen.findByText(i18n.t('money:withdraw.server.wrongPassword'));
    expect(input('withdraw-amount').value).toBe('1000');
  });

  it('a lost reply is settled from the records, never by sending again', async () => {
    queued[OUT] = ['network'];
    await fillIn();
    queued[LIST] = [
      ok(
        pageOf([
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
      ),
    ];
    submit();
    await screen.findByTestId('withdraw-result');
    expect(sent()).toHaveLength(1);
  });
});
