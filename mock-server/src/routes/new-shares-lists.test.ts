// The new-share reads (§12.1, §12.3, §12.4, §12.6): the public calendar (today or later at the
// mock clock, earliest first, LIKE and flag filters, PageInfo), my applications (newest first,
// only shares still on the calendar, `type` filter), my allotments (status ≥ 3), today's grab
// list; and the texts table the app reads back.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import {
  applyQuantityText,
  NEW_SHARE_TEXT as T,
  readNewShareText,
} from '../../../src/api/contracts/new-share-texts';
import { buyFailureMessage } from '../domain/trading/messages';

import { ADD, GRAB_LIST, MINE, NEW_STOCK_LIST, shareServer, ZQJL } from './new-shares-test-support';

interface Page {
  list: { code: string; subscribeTime: number }[];
  total: number;
  pageNum: number;
  pageSize: number;
}

describe('newStockList.do', () => {
  it('needs no login; today or later at the mock clock, earliest first', async () => {
    const s = await shareServer();
    const res = await request(s.app).post(NEW_STOCK_LIST).type('form').send({});
    const page = (res.body as { data: Page }).data;
    expect(res.body).toMatchObject({ status: 0 });
    expect(page).toMatchObject({ pageNum: 1, pageSize: 10 });
    const codes = page.list.map((r) => r.code);
    // Today's share although its 09:30 has passed; nothing from before today.
    expect(codes).toContain(s.share.today.code);
    expect(codes).toContain(s.share.upcoming.code);
    expect(codes).not.toContain(s.share.awaitingAllotment.code);
    const times = page.list.map((r) => r.subscribeTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    s.at('2026-11-03 10:00:00');
    const next = ((await s.call(NEW_STOCK_LIST)).body as { data: Page }).data;
    expect(next.list.map((r) => r.code)).not.toContain(s.share.today.code);
  });

  it('filters: name and code LIKE, zt, isLock, type; blank texts filter nothing; paging', async () => {
    const s = await shareServer();
    const codes = async (params: Record<string, string | number>) =>
      ((await s.call(NEW_STOCK_LIST, params)).body as { data: Page }).data.list.map((r) => r.code);
    const { today, placement } = s.share;
    expect(await codes({ code: today.code.slice(1, 5) })).toContain(today.code);
    expect(await codes({ name: today.name.slice(0, 1) })).toContain(today.code);
    expect(await codes({ name: '不存在的名字' })).toEqual([]);
    expect(await codes({ type: 2 })).toEqual([placement.code]);
    const all = await codes({ name: ' ', code: '' });
    expect(all.length).toBeGreaterThan(1);
    s.store.tables.stockSubscribes.update(today.id, { zt: 0, isLock: 1 });
    expect(await codes({ zt: 0 })).toEqual([today.code]);
    expect(await codes({ isLock: 1 })).toEqual([today.code]);
    expect(await codes({ zt: 1 })).not.toContain(today.code);
    const page = (
      (await s.call(NEW_STOCK_LIST, { pageNum: 2, pageSize: 1 })).body as { data: Page }
    ).data;
    expect(page).toMatchObject({ pageNum: 2, pageSize: 1, total: all.length });
    expect(page.list.map((r) => r.code)).toEqual([all[1]]);
  });
});

describe('getOneSubscribeByUserId.do and getzqjl.do', () => {
  it('my applications newest first; type filter; only shares still on the calendar', async () => {
    const s = await shareServer('ipo');
    const mine = async (params: Record<string, string> = {}) =>
      ((await s.call(MINE, params)).body as { data: { id: number; addTime: string }[] }).data;
    const rows = await mine();
    expect(rows).toHaveLength(5);
    const times = rows.map((r) => r.addTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(await mine({ type: '1' })).toHaveLength(5);
    expect(await mine({ type: '2' })).toEqual([]);
    await s.call(ADD, { newCode: s.share.placement.code, applyNums: 100, type: 2 });
    const placed = await mine({ type: '2' });
    expect(placed).toHaveLength(1);
    expect((await mine())[0]?.id).toBe(placed[0]?.id);
    s.store.tables.stockSubscribes.remove(s.share.awaitingAllotment.id);
    expect(await mine()).toHaveLength(5);
  });

  it('only my own rows', async () => {
    const s = await shareServer('verified');
    expect((await s.call(MINE)).body).toEqual({ status: 0, msg: '', data: [] });
    expect((await s.call(ZQJL)).body).toEqual({ status: 0, msg: '', data: [] });
  });

  it('my allotments: status 3, 4, 5, newest first', async () => {
    const s = await shareServer('ipo');
    const rows = ((await s.call(ZQJL)).body as { data: { status: number; addTime: string }[] })
      .data;
    expect(rows.map((r) => r.status).sort()).toEqual([3, 4, 5]);
    const times = rows.map((r) => r.addTime);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('newStockQc.do', () => {
  it("today's listings only, at the mock clock", async () => {
    const s = await shareServer();
    const codes = async () =>
      ((await s.call(GRAB_LIST)).body as { data: { code: string }[] }).data.map((r) => r.code);
    expect(await codes()).toEqual([s.share.listsToday.code]);
    s.at('2026-11-03 10:00:00');
    expect(await codes()).not.toContain(s.share.listsToday.code);
  });
});

describe('new-share texts', () => {
  it('every text is read back as its key; the quantity text with its number', () => {
    for (const [key, text] of Object.entries(T)) {
      expect(readNewShareText(` ${text} `)).toEqual({ key });
    }
    expect(readNewShareText(applyQuantityText(12_340_000))).toEqual({
      key: 'applyQuantity',
      params: { max: '12340000' },
    });
    expect(readNewShareText('下单成功')).toBeUndefined();
    expect(new Set(Object.values(T)).size).toBe(Object.values(T).length);
  });

  it('the account checks say what a stock buy says', () => {
    expect(T.kycMissing).toBe(buyFailureMessage({ rule: 'kyc-missing' }));
    expect(T.accountLocked).toBe(buyFailureMessage({ rule: 'account-locked' }));
    expect(T.holiday).toBe(buyFailureMessage({ rule: 'holiday' }));
    expect(T.settingsMissing).toBe(buyFailureMessage({ rule: 'settings-missing' }));
  });
});
