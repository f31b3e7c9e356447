// The /Subscription hub as a trader uses it: the tab from `idx` (the first when absent or
// invalid) kept in the URL, the calendar split on the server's clock into open-today and upcoming
// shares, the two ways to apply (visitors are asked to log in), the grab list behind a login, and
// the new-bond tab saying the service is not offered instead of listing anything.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { StockSubscribe } from '@/api/contracts/models/ipo';
import { resetServerClock } from '@/lib/server-clock';
import { useAppStore } from '@/stores/app-store';
import { renderRoute, startApp } from '@/testing/app-under-test';
import { fakeAdapter, ok, refused, type Call, type Reply } from '@/testing/fake-backend';
import { pageOf } from '@/testing/page-helper';

import SubscriptionHubPage from './subscription-hub-page';

// Tabs 4 and 5 belong to the block-trade and VIP screens, tested with them.
vi.mock('../components/block-trade-tab', () => ({
  BlockTradeTab: () => <div data-testid="block-trade-tab" />,
}));
vi.mock('../components/vip-grab-tab', () => ({
  VipGrabTab: () => <div data-testid="vip-grab-tab" />,
}));

const bj = (text: string) => Date.parse(`${text}+08:00`);
// The server's clock: Monday 2026-11-02 10:00 Beijing (the fixtures' reference day).
const SERVER_DATE = new Date(bj('2026-11-02T10:00:00')).toUTCString();

const share = (code: string, subscribe: string, extra: Partial<StockSubscribe> = {}) => ({
  newlistId: Number(code),
  name: `新股${code}`,
  code,
  stockType: '沪',
  price: 23.5,
  pe: '21.30',
  orderNumber: 4200,
  subscribeTime: bj(subscribe),
  type: 1,
  ...extra,
});

const TODAY = share('732001', '2026-11-02T09:30:00');
const NEXT_WEEK = share('301002', '2026-11-09T09:30:00', { stockType: '创' });

let answer: (call: Call) => Reply;
let backend: ReturnType<typeof fakeAdapter>;

const renderHub = (path: string) => renderRoute(path, '/Subscription', <SubscriptionHubPage />);

beforeEach(async () => {
  resetServerClock();
  answer = (call) =>
    call.url === '/user/newStockList.do'
      ? ok(pageOf([TODAY, NEXT_WEEK]))
      : call.url === '/user/newStockQc.do'
        ? ok([])
        : refused('unexpected call');
  backend = fakeAdapter(
    (call) => answer(call),
    () => ({ date: SERVER_DATE }),
  );
  await startApp({ adapter: backend.adapter, namespaces: ['subscription'] });
  useAppStore.getState().closeVisitorSheet();
});
afterEach(() => resetServerClock());

describe('/Subscription', () => {
  it.each(['/Subscription', '/Subscription?idx=9', '/Subscription?idx=abc'])(
    'opens on the new-share tab for %s',
    async (path) => {
      renderHub(path);
      expect(await screen.findByTestId('new-shares-tab')).toBeTruthy();
      expect(screen.getByTestId('hub-tab-1').getAttribute('aria-selected')).toBe('true');
      expect(screen.getByTestId('hub-search').getAttribute('href')).toBe('/searchlist');
    },
  );

  it('keeps the chosen tab in the URL and points the search at the VIP search on tab 5', async () => {
    renderHub('/Subscription?idx=4');
    expect(await screen.findByTestId('block-trade-tab')).toBeTruthy();
    fireEvent.click(screen.getByTestId('hub-tab-5'));
    expect(await screen.findByTestId('vip-grab-tab')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/Subscription?idx=5');
    expect(screen.getByTestId('hub-search').getAttribute('href')).toBe('/VipSearchlist');
  });

  it("splits the calendar on the server's day: today's share can be applied for, later ones not", async () => {
    renderHub('/Subscription');
    const open = await screen.findAllByTestId('new-share-card');
    expect(open.map((c) => c.dataset.code)).toEqual([TODAY.code]);
    const card = open[0]!;
    expect(within(card).getByTestId('issue-price').textContent).toBe('23.50 元/股');
    expect(card.textContent).toContain('4200 万股');
    expect(card.textContent).toContain('2026-11-02');

    fireEvent.click(within(card).getByTestId('apply-2'));
    expect(screen.getByTestId('where').textContent).toBe(
      `/newsharesDetail?code=${TODAY.code}&xingutype=2`,
    );
  });

  it('lists upcoming shares without apply buttons', async () => {
    renderHub('/Subscription');
    await screen.findAllByTestId('new-share-card');
    fireEvent.click(screen.getByTestId('calendar-tab-upcoming'));
    const cards = screen.getAllByTestId('new-share-card');
    expect(cards.map((c) => c.dataset.code)).toEqual([NEXT_WEEK.code]);
    expect(within(cards[0]!).queryByTestId('apply-1')).toBeNull();
    expect(screen.getByTestId('calendar-footer').textContent).toBe('没有更多了');
  });

  it('lets a visitor browse the calendar but asks for a login to apply', async () => {
    useAppStore.getState().setToken('');
    renderHub('/Subscription');
    const [card] = await screen.findAllByTestId('new-share-card');
    fireEvent.click(within(card!).getByTestId('apply-1'));
    expect(useAppStore.getState().dialogVisible).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/Subscription');
  });

  it('reads on while a list is still empty and pages remain', async () => {
    answer = (call) =>
      call.params.get('pageNum') === '1'
        ? ok(pageOf([TODAY], { hasNextPage: true }))
        : ok(pageOf([NEXT_WEEK], { pageNum: 2 }));
    renderHub('/Subscription');
    await screen.findAllByTestId('new-share-card');
    fireEvent.click(screen.getByTestId('calendar-tab-upcoming'));
    const [card] = await screen.findAllByTestId('new-share-card');
    expect(card!.dataset.code).toBe(NEXT_WEEK.code);
    expect(backend.callsTo('/user/newStockList.do')).toHaveLength(2);
  });

  it('says there is no share open today rather than showing a blank list', async () => {
    answer = () => ok(pageOf([NEXT_WEEK]));
    renderHub('/Subscription');
    expect((await screen.findByTestId('calendar-empty')).textContent).toContain(
      '今天没有可申购的新股',
    );
  });

  it('shows a failed calendar with a retry that reloads it', async () => {
    answer = () => 'network';
    renderHub('/Subscription');
    // The query asks once more before it gives up.
    const failed = await screen.findByTestId('calendar-error', {}, { timeout: 4000 });
    expect(failed.textContent).toContain('新股日历加载失败');
    answer = () => ok(pageOf([TODAY]));
    fireEvent.click(within(failed).getByRole('button'));
    expect(await screen.findAllByTestId('new-share-card')).toHaveLength(1);
  });

  it('shows the grab list only after a login', async () => {
    useAppStore.getState().setToken('');
    renderHub('/Subscription?idx=2');
    expect(await screen.findByTestId('grab-visitor')).toBeTruthy();
    expect(backend.callsTo('/user/newStockQc.do')).toHaveLength(0);
  });

  it('lists the shares listing today with issue and placement price, 申购 opening the grab', async () => {
    answer = () => ok([share('001003', '2026-10-19T09:30:00', { stockType: '深', price: 9.8 })]);
    renderHub('/Subscription?idx=2');
    const [card] = await screen.findAllByTestId('grab-card');
    expect(within(card!).getByTestId('grab-issue-price').textContent).toBe('9.80 元/股');
    expect(within(card!).getByTestId('grab-placement-price').textContent).toBe('9.80 元/股');
    fireEvent.click(within(card!).getByTestId('grab-apply'));
    expect(screen.getByTestId('where').textContent).toBe('/qingchouDetail?code=001003');
  });

  it('says new bonds are not offered, with the hours and rules on 待申购, and asks nothing', async () => {
    renderHub('/Subscription?idx=3');
    expect((await screen.findByTestId('bonds-unavailable')).textContent).toContain(
      '本平台暂不提供新债申购',
    );
    fireEvent.click(screen.getByTestId('bond-tab-upcoming'));
    expect(screen.getByTestId('bonds-hours').textContent).toContain('08:45-15:00');
    expect(screen.getByTestId('bonds-rules').querySelectorAll('li')).toHaveLength(5);
    await waitFor(() => expect(backend.calls).toHaveLength(0));
  });
});
