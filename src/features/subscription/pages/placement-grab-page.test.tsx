// /qingchouDetail as a trader sees it: the share from today's grab list, lots with the market's
// minimum and the live amount, every check before sending, one buyNewStockQc.do (lots × 100)
// however often tapped, a refusal in the trader's language, a share not on the list.
import '@/lib/antd-react19';

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderAt } from '@/testing/app-under-test';

import { installIpoWorld, prepareIpo, share, type IpoWorld } from '@/testing/ipo-backend';

import PlacementGrabPage from './placement-grab-page';

const GRAB = '/user/buyNewStockQc.do';
let w: IpoWorld;

const input = () => document.querySelector<HTMLInputElement>('#grab-lots')!;
const type = (v: string) => fireEvent.change(input(), { target: { value: v } });
const submit = () => fireEvent.click(screen.getByTestId('grab-submit'));

const open = (code = '001234') =>
  renderAt(
    `/qingchouDetail?code=${code}`,
    <Routes>
      <Route path="/qingchouDetail" element={<PlacementGrabPage />} />
      <Route path="/sharerecord" element={<p>records page</p>} />
    </Routes>,
  );

beforeEach(async () => {
  await prepareIpo();
  w = installIpoWorld();
  w.grab = [share({ code: '001234', name: '深圳新材', stockType: '深', price: 10.01 })];
  w.enableAmt = 6000;
});

describe('grabbing', () => {
  it('shows the prices and checks the lots before sending', async () => {
    open();
    expect((await screen.findByTestId('grab-price')).textContent).toBe('¥10.01/股');
    await waitFor(() => expect(screen.getByTestId('grab-available').textContent).toBe('6,000.00'));
    submit();
    expect(await screen.findByText('请输入申购数量')).toBeTruthy();
    type('4');
    expect(screen.getByTestId('grab-amount').textContent).toBe('4,004.00');
    submit();
    expect(await screen.findByText('本市场最少申购 5 手（500 股）')).toBeTruthy();
    type('6a');
    expect(input().value).toBe('6');
    submit();
    expect(await screen.findByText('可用余额不足：需 ¥6,006.00，可用 ¥6,000.00')).toBeTruthy();
    expect(w.to(GRAB)).toHaveLength(0);
  });

  it('sends lots × 100 once however often tapped, then opens the records', async () => {
    open();
    await waitFor(() => expect(screen.getByTestId('grab-available').textContent).toBe('6,000.00'));
    type('5');
    for (let i = 0; i < 10; i += 1) submit();
    expect(await screen.findByText('records page')).toBeTruthy();
    expect(w.to(GRAB)).toHaveLength(1);
    expect(w.to(GRAB)[0]!.params.toString()).toBe('code=001234&num=500');
  });

  it('shows a refusal in the trader’s language', async () => {
    w.next[GRAB] = [{ status: 1, msg: '申购抢筹失败，该新股今日不上市' }];
    open();
    await waitFor(() => expect(screen.getByTestId('grab-available').textContent).toBe('6,000.00'));
    type('5');
    submit();
    expect((await screen.findByTestId('intent-outcome')).textContent).toContain(
      '申购抢筹失败，该新股今日不上市',
    );
    expect(input().value).toBe('5');
  });

  it('says when the share is not on today’s list', async () => {
    open('999999');
    expect((await screen.findByTestId('grab-gone')).textContent).toContain(
      '该新股今日不在抢筹列表中。',
    );
  });
});
