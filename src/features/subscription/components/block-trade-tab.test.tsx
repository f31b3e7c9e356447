// The block-trade tab and its ticket as a trader uses them: the live amount, every check before
// sending with the sheet kept open and nothing lost, a wrong key refused in the trader's words, one
// request however fast 买入 is tapped, and the key never written anywhere.
// The React 19 bridge, as the app boots with it: the success toast is rendered (and unmounted when
// it closes) through createRoot, not antd-mobile's legacy ReactDOM path React 19 no longer has.
import '@/lib/antd-react19';

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { BLOCK_VIP_TEXT, blockMinSharesText } from '@/api/contracts/block-vip-texts';
import { resetServerClock } from '@/lib/server-clock';
import { renderAt, startApp } from '@/testing/app-under-test';
import { fakeAdapter, ok, refused, type Call, type Reply } from '@/testing/fake-backend';

import { DEAL_SETTING, dealUser } from '../testing/deal-backend';

import { BlockTradeTab } from './block-trade-tab';

const OFFERS = [
  {
    id: 1,
    stockName: '贵州茅台',
    stockCode: '600519',
    stockGid: 'sh600519',
    stockType: 'sh',
    stockPlate: null,
    price: 1656.11,
    isLock: 0,
    stockNum: 100,
    startTime: Date.parse('2026-10-28T09:30:00+08:00'),
    endTime: Date.parse('2026-11-06T15:00:00+08:00'),
  },
  {
    id: 2,
    stockName: '平安银行',
    stockCode: '000001',
    stockGid: 'sz000001',
    stockType: 'sz',
    stockPlate: null,
    price: 10.2,
    isLock: 1,
    stockNum: 1000,
    startTime: null,
    endTime: null,
  },
  {
    id: 3,
    stockName: '宁德时代',
    stockCode: '300750',
    stockGid: 'sz300750',
    stockType: 'sz',
    stockPlate: '创业',
    price: 180.5,
    isLock: 0,
    stockNum: 500,
    startTime: null,
    endTime: null,
  },
];

let backend: ReturnType<typeof fakeAdapter>;
let buyReply: () => Reply | Promise<Reply>;

const answer = (call: Call): Reply | Promise<Reply> => {
  switch (call.url) {
    case '/api/stock/getDzList.do':
      return ok(OFFERS);
    case '/user/getUserInfo.do':
      return ok(dealUser(400_000));
    case '/api/admin/getSetting.do':
      return ok(DEAL_SETTING);
    case '/user/buyStockDz.do':
      return buyReply();
    case '/user/buyStockDzList.do':
      return ok([]);
    default:
      return refused(`unexpected ${call.url}`);
  }
};

beforeEach(async () => {
  sessionStorage.clear();
  resetServerClock();
  buyReply = () => ok(BLOCK_VIP_TEXT.blockDone);
  backend = fakeAdapter(answer);
  await startApp({ adapter: backend.adapter, namespaces: ['blockVip', 'market'] });
  renderAt('/Subscription?idx=4', <BlockTradeTab />);
});

afterEach(() => sessionStorage.clear());

const openTicket = async (name = '贵州茅台') => {
  const row = (await screen.findAllByTestId('block-row')).find((r) =>
    r.textContent?.includes(name),
  )!;
  fireEvent.click(row);
  return screen.findByTestId('block-sheet');
};
const sheet = () => screen.getByTestId('block-sheet');
const typeLots = (value: string) =>
  fireEvent.change(within(sheet()).getByLabelText('购买数量'), { target: { value } });
const typeKey = (value: string) =>
  fireEvent.change(within(sheet()).getByLabelText('交易秘钥'), { target: { value } });
const buy = () => fireEvent.click(within(sheet()).getByTestId('block-buy'));

describe('block-trade tab', () => {
  it('lists each offer with market, code, price, minimum size and a locked mark', async () => {
    const rows = await screen.findAllByTestId('block-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('沪');
    expect(rows[0]!.textContent).toContain('sh600519');
    expect(rows[0]!.textContent).toContain('1,656.11');
    expect(rows[0]!.textContent).toContain('起购100股');
    expect(rows[0]!.textContent).toContain('10-28 09:30 至 11-06 15:00');
    expect(within(rows[1]!).getByTestId('block-locked').textContent).toBe('已锁定 不可交易');
    expect(within(rows[0]!).queryByTestId('block-locked')).toBeNull();
    expect(screen.getByTestId('block-records').getAttribute('href')).toBe('/sharerecordDz');
  });

  it('shows the amount as price × lots × 100 while the lots are typed, digits only', async () => {
    await openTicket();
    typeLots('2a');
    expect((within(sheet()).getByLabelText('购买数量') as HTMLInputElement).value).toBe('2');
    expect(within(sheet()).getByTestId('block-amount').textContent).toBe('331,222.00');
    await waitFor(() =>
      expect(within(sheet()).getByTestId('block-available').textContent).toBe('400,000.00'),
    );
  });

  it('asks for the lots, then the key, keeping the sheet open and what was typed', async () => {
    await openTicket();
    buy();
    expect(within(sheet()).getByTestId('block-lots-error').textContent).toBe('请输入数量');
    expect(within(sheet()).getByTestId('block-key-error').textContent).toBe('请输入秘钥');
    typeLots('1');
    buy();
    expect(within(sheet()).queryByTestId('block-lots-error')).toBeNull();
    expect(within(sheet()).getByTestId('block-key-error').textContent).toBe('请输入秘钥');
    expect(backend.callsTo('/user/buyStockDz.do')).toHaveLength(0);
  });

  it("refuses fewer shares than the offer's minimum and more than the funds", async () => {
    await openTicket('宁德时代');
    await waitFor(() =>
      expect(within(sheet()).getByTestId('block-available').textContent).toBe('400,000.00'),
    );
    typeKey('520520');
    typeLots('4');
    buy();
    expect(within(sheet()).getByTestId('block-lots-error').textContent).toBe('购买数量最小为500股');
    fireEvent.click(within(sheet()).getByTestId('block-sheet-close'));
    await waitFor(() => expect(screen.queryByTestId('block-sheet')).toBeNull());
    await openTicket();
    await waitFor(() =>
      expect(within(sheet()).getByTestId('block-available').textContent).toBe('400,000.00'),
    );
    typeKey('888888');
    typeLots('3');
    buy();
    expect(within(sheet()).getByTestId('block-order-error').textContent).toBe(
      '购买金额超过可用资金 ¥400,000.00',
    );
    expect(backend.callsTo('/user/buyStockDz.do')).toHaveLength(0);
  });

  it('shows a wrong key refused in words, sheet open, lots and key kept', async () => {
    buyReply = () => refused(BLOCK_VIP_TEXT.wrongKey);
    await openTicket();
    typeLots('1');
    typeKey('123456');
    buy();
    expect((await within(sheet()).findByTestId('block-refused')).textContent).toBe(
      '下单失败，秘钥错误',
    );
    expect(screen.getByTestId('block-sheet')).toBeTruthy();
    expect(within(sheet()).getByTestId('block-amount').textContent).toBe('165,611.00');
    expect((within(sheet()).getByLabelText('交易秘钥') as HTMLInputElement).value).toBe('123456');
  });

  it("localizes the server's minimum-size refusal with its number", async () => {
    buyReply = () => refused(blockMinSharesText(1000));
    await openTicket();
    typeLots('1');
    typeKey('888888');
    buy();
    expect((await within(sheet()).findByTestId('block-refused')).textContent).toBe(
      '下单失败，购买数量最小为1000股',
    );
  });

  it('sends one order in shares however fast 买入 is tapped, then closes the sheet', async () => {
    let release: () => void = () => undefined;
    buyReply = () =>
      new Promise((resolve) => {
        release = () => resolve(ok(BLOCK_VIP_TEXT.blockDone));
      });
    await openTicket();
    typeLots('1');
    typeKey('888888');
    for (let i = 0; i < 10; i++) buy();
    await waitFor(() => expect(backend.callsTo('/user/buyStockDz.do')).toHaveLength(1));
    const sent = backend.callsTo('/user/buyStockDz.do')[0]!.params;
    expect(Object.fromEntries(sent)).toEqual({
      stockCode: '600519',
      password: '888888',
      num: '100',
    });
    // The key is sent, never kept: the intent record holds the order alone.
    const stored = JSON.stringify({ ...sessionStorage });
    expect(stored).toContain('600519');
    expect(stored).not.toContain('888888');
    release();
    await waitFor(() => expect(screen.queryByTestId('block-sheet')).toBeNull());
    expect(backend.callsTo('/user/buyStockDz.do')).toHaveLength(1);
  });

  it('clears the key when the sheet closes', async () => {
    await openTicket();
    typeKey('888888');
    fireEvent.click(within(sheet()).getByTestId('block-sheet-close'));
    await waitFor(() => expect(screen.queryByTestId('block-sheet')).toBeNull());
    await openTicket();
    expect((within(sheet()).getByLabelText('交易秘钥') as HTMLInputElement).value).toBe('');
  });
});
