// The add-on sheet as a trader uses it: the merged position previewed to the cent, the rules the
// app knows refused before anything is sent (the input kept), and one buy2.do however fast the
// button is tapped.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { formatMoney } from '@/lib/format/money';

import {
  beijing,
  fail,
  ok,
  prepareApp,
  siteSettingFixture,
  userInfoFixture,
  type FakeBackend,
  type Handler,
} from '../testing/fake-backend';
import { moutai, openSheet, sheetRoutes } from '../testing/sheet-setup';

import AddOnSheet from './add-on-sheet';

const setting = {
  ...siteSettingFixture,
  buyMinNum: 100,
  buyMaxNum: 10_000,
  buyMinAmt: 1000,
  buyMaxAmtPercent: 0.8,
  creaseMaxPercent: 7,
  cyCreaseMaxPercent: 15,
  kcCreaseMaxPercent: 15,
};

const routes = (over: Record<string, Handler> = {}) =>
  sheetRoutes(
    {
      '/api/user/findSpreadRateOne.do': () => ok({ typeName: '成交额', spreadRate: 0.001 }),
      ...over,
    },
    setting,
  );

let backend: FakeBackend;

const open = (serverDate = beijing('10:00'), over: Record<string, Handler> = {}) => {
  ({ backend } = openSheet(routes(over), serverDate, (view) => (
    <AddOnSheet position={view} onDismiss={() => undefined} />
  )));
};

const lotsInput = () => screen.getByLabelText('补仓数量（手）');
const confirmButton = () => screen.getByTestId('add-on-confirm');
const figure = (key: string) => screen.getByTestId(`add-on-${key}`).textContent;
const money = (v: string) => formatMoney(v, { locale: 'zh-CN' });
const previewReady = () =>
  waitFor(() => expect(figure('available')).not.toBe('--'), { timeout: 3000 });

beforeEach(prepareApp);
afterEach(() => expect(backend.unhandled).toEqual([]));

describe('add-on sheet', () => {
  it('previews the merged position to the cent', async () => {
    open();
    fireEvent.change(lotsInput(), { target: { value: '2' } });
    await waitFor(() => expect(figure('quantity')).toContain('1,200'));
    await previewReady();
    // 200 × 1500 = 300,000 at lever 10; (1,400,000 + 300,000) ÷ 1200 = 1416.666… → 1416.67.
    expect(figure('avg')).toBe(money('1416.67'));
    expect(figure('margin-held')).toBe(money('170000'));
    expect(figure('margin')).toBe(money('30000'));
    expect(figure('buy-fee')).toBe(money('90'));
    expect(figure('stamp-duty')).toBe(money('300'));
    expect(figure('spread-fee')).toBe(money('300'));
    expect(figure('available')).toBe(money('70000'));
    expect(backend.to('/user/buy2.do')).toHaveLength(0);
  });

  it('keeps to whole lots within 1–100', async () => {
    open();
    fireEvent.change(lotsInput(), { target: { value: '1.5' } });
    expect((lotsInput() as HTMLInputElement).value).toBe('15');
    fireEvent.change(lotsInput(), { target: { value: '101' } });
    expect((await screen.findByRole('alert')).textContent).toBe('每笔最多100手');
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(lotsInput(), { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toBe('请输入手数');
  });

  it('outside trading hours says so, keeps the input and sends nothing', async () => {
    open(beijing('16:00'));
    fireEvent.change(lotsInput(), { target: { value: '3' } });
    await previewReady();
    fireEvent.click(confirmButton());
    expect((await screen.findByTestId('add-on-message')).textContent).toBe(
      '下单失败，不在交易时段内',
    );
    expect((lotsInput() as HTMLInputElement).value).toBe('3');
    expect(backend.to('/user/buy2.do')).toHaveLength(0);
  });

  it('refuses more than 80 % of the available funds before sending', async () => {
    open(beijing('10:00'), { '/user/getUserInfo.do': () => ok(userInfoFixture(18_000)) });
    await previewReady();
    // One lot's margin is 15,000: above 80 % of 18,000 (14,400).
    fireEvent.click(confirmButton());
    expect((await screen.findByTestId('add-on-message')).textContent).toBe('不能超过可用资金的80%');
    expect(backend.to('/user/buy2.do')).toHaveLength(0);
  });

  it('sends one buy2.do however fast the button is tapped, in shares', async () => {
    let release: () => void = () => undefined;
    open(beijing('10:00'), {
      '/user/buy2.do': () =>
        new Promise((resolve) => {
          release = () => resolve(ok({ ...moutai, orderNum: 1100 }, '下单成功'));
        }),
    });
    await previewReady();
    for (let i = 0; i < 10; i++) fireEvent.click(confirmButton());
    await waitFor(() => expect(backend.to('/user/buy2.do')).toHaveLength(1));
    release();
    await screen.findByTestId('add-on-done');
    expect(backend.to('/user/buy2.do')).toHaveLength(1);
    const sent = backend.to('/user/buy2.do')[0]!.params;
    expect(sent.get('positionSn')).toBe(moutai.positionSn);
    expect(sent.get('buyNum')).toBe('100');
  });

  it("shows the server's refusal and keeps the form", async () => {
    open(beijing('10:00'), {
      '/user/buy2.do': () => fail('频繁交易,5分钟内不能超过500手'),
    });
    await previewReady();
    fireEvent.click(confirmButton());
    expect((await screen.findByTestId('intent-outcome')).textContent).toContain(
      '频繁交易,5分钟内不能超过500手',
    );
    expect((lotsInput() as HTMLInputElement).value).toBe('1');
  });
});
