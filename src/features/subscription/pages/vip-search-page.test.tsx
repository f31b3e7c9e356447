// /VipSearchlist as a trader uses it: nothing until something is typed, one search per settled
// keyword (not one per keystroke), the pool's rows narrowed to the keyword (the backend answers the
// whole pool when nothing matches), a no-match state, and rows that open /vipdetail.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderAt, startApp } from '@/testing/app-under-test';
import { fakeAdapter, ok, refused, type Call, type Reply } from '@/testing/fake-backend';

import VipSearchPage from './vip-search-page';

const POOL = [
  { c: '603095', n: '星汇装备', p: 33_920, zdp: 9.99 },
  { c: '300550', n: '天汇装备', p: 27_300, zdp: 2.32 },
  { c: '601533', n: '嘉丰环保', p: 52_420, zdp: 10.01 },
];

let backend: ReturnType<typeof fakeAdapter>;

/** The board max-change settings: main 7 %, ChiNext and STAR 15 %. */
const CREASE = { id: 1, creaseMaxPercent: 7, cyCreaseMaxPercent: 15, kcCreaseMaxPercent: 15 };

const answer = (call: Call): Reply => {
  if (call.url === '/api/admin/getSetting.do') return ok(CREASE);
  if (call.url !== '/api/stock/getVipByCode.do') return refused(`unexpected ${call.url}`);
  const hit = POOL.filter((r) => r.c === call.params.get('code'));
  return ok(hit.length > 0 ? hit : POOL);
};

beforeEach(async () => {
  backend = fakeAdapter(answer);
  await startApp({ adapter: backend.adapter, namespaces: ['blockVip', 'market'] });
  renderAt('/VipSearchlist', <VipSearchPage />);
});

const input = () => screen.getByPlaceholderText('请输入股票代码/名称');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const searches = () =>
  backend.callsTo('/api/stock/getVipByCode.do').map((c) => c.params.get('code'));

describe('VIP grab search', () => {
  it('is focused on arrival and shows no rows before anything is typed', async () => {
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect(screen.getByText('抢筹列表')).toBeTruthy();
    expect(screen.queryByTestId('vip-search-list')).toBeNull();
    expect(searches()).toEqual([]);
  });

  it('searches once the keyword settles and lists the matching rows', async () => {
    type('装');
    type('装备');
    const list = await screen.findByTestId('vip-search-list');
    expect(list.getAttribute('data-rows')).toBe('2');
    expect(searches()).toEqual(['装备']);
    const row = screen.getAllByTestId('vip-row').find((r) => r.textContent?.includes('300550'))!;
    expect(row.textContent).toContain('27.30');
    expect(row.textContent).toContain('+2.32%');
    expect(row.getAttribute('href')).toBe(
      '/vipdetail?code=300550&name=%E5%A4%A9%E6%B1%87%E8%A3%85%E5%A4%87',
    );
  });

  it('says so when nothing matches, though the backend sent the whole pool', async () => {
    type('zzz');
    expect((await screen.findByTestId('vip-search-empty')).textContent).toContain(
      '没有与“zzz”匹配的抢筹股票',
    );
    expect(screen.queryByTestId('vip-row')).toBeNull();
  });

  it('hides the rows again when the input is cleared', async () => {
    type('300550');
    expect(await screen.findByTestId('vip-search-list')).toBeTruthy();
    type('');
    expect(screen.queryByTestId('vip-search-list')).toBeNull();
  });

  it("marks the rows the board's max change keeps from being grabbed now", async () => {
    type('装备');
    await screen.findByTestId('vip-search-list');
    const rowOf = (code: string) =>
      screen.getAllByTestId('vip-row').find((r) => r.getAttribute('data-code') === code)!;
    // Main board +9.99 % ≥ 7 %: the server would not book it; ChiNext +2.32 % is within 15 %.
    await waitFor(() =>
      expect(rowOf('603095').querySelector('[data-testid="vip-not-grabbable"]')?.textContent).toBe(
        '暂不可抢',
      ),
    );
    expect(rowOf('300550').querySelector('[data-testid="vip-not-grabbable"]')).toBeNull();
    expect(rowOf('300550').textContent).toContain('详情');
  });
});
