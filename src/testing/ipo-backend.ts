// Test support for the new-share pages and the payment planner (*.test.tsx only): a fake backend over tables the tests set
// — the calendar, my applications, today's grab list, the balance — where add.do, buyNewStockQc.do
// and submitSubscribe.do book what the mock would (a placement or grab lowers the available
// balance, a pay-in too); every call kept; one-off replies to make a call fail. The server's clock
// (Date header) is Monday 2026-11-02 10:00 Beijing.
import type { StockSubscribe, UserStockSubscribe } from '@/api/contracts/models/ipo';
import { i18n, initI18n } from '@/lib/i18n';
import { fakePage } from '@/lib/queries/testing/fake-page';
import { queryClient } from '@/lib/query-client';
import { resetServerClock } from '@/lib/server-clock';
import { ok, refused, type Reply } from '@/testing/fake-backend';
import { installWorldBackend, userInfoReply } from '@/testing/world-backend';
import { useAppStore } from '@/stores/app-store';

export const SERVER_DATE = 'Mon, 02 Nov 2026 02:00:00 GMT';
export const bj = (text: string) => Date.parse(`${text}+08:00`);

export interface IpoWorld {
  calendar: StockSubscribe[];
  grab: StockSubscribe[];
  mine: UserStockSubscribe[];
  enableAmt: number;
  /** One-off replies per path, used before the tables' own answer. */
  next: Record<string, Reply[]>;
  to: (url: string) => { params: URLSearchParams }[];
}

export const share = (o: Partial<StockSubscribe> = {}): StockSubscribe => ({
  newlistId: 1,
  name: '沪光科技',
  code: '732001',
  stockType: '沪',
  price: 12.5,
  pe: '22.10',
  orderNumber: 2,
  zt: 1,
  isLock: 0,
  subscribeTime: bj('2026-11-02T09:30:00'),
  subscriptionTime: bj('2026-11-04T16:00:00'),
  listDate: bj('2026-11-11T09:30:00'),
  type: 1,
  ...o,
});

export const application = (o: Partial<UserStockSubscribe> & { id: number }) =>
  ({
    orderNo: `SG${o.id}`,
    newCode: '787001',
    newName: '科创新材',
    newType: '科',
    bond: 12_345.6,
    buyPrice: 12.3456,
    applyNums: 1000,
    applyNumber: null,
    type: 1,
    status: 1,
    addTime: '2026-10-29 10:00:00',
    endTime: null,
    ...o,
  }) satisfies UserStockSubscribe;

let nextId = 100;

export const installIpoWorld = (): IpoWorld => {
  const w: IpoWorld = { calendar: [], grab: [], mine: [], enableAmt: 0, next: {}, to: () => [] };
  const answer = (url: string, p: URLSearchParams): Reply => {
    switch (url) {
      case '/user/getUserInfo.do':
        return userInfoReply(1, '13800000009', { enableAmt: w.enableAmt, userAmt: w.enableAmt });
      case '/user/newStockList.do': {
        const code = p.get('code') ?? '';
        const list = w.calendar.filter((r) => r.code.includes(code));
        return ok(fakePage(list, 1, 50));
      }
      case '/user/newStockQc.do':
        return ok(w.grab);
      case '/user/getOneSubscribeByUserId.do':
        return ok(w.mine);
      case '/user/getzqjl.do':
        return ok(w.mine.filter((r) => (r.status ?? 0) >= 3));
      case '/user/add.do': {
        const s = w.calendar.find((r) => r.code === p.get('newCode'));
        if (!s) return refused('新股代码不存在');
        const nums = Number(p.get('applyNums'));
        const type = Number(p.get('type'));
        const bond = nums * (s.price ?? 0);
        if (type === 2) {
          if (w.enableAmt < bond) return refused('用户可用余额不足，申购条件不满足');
          w.enableAmt -= bond;
        }
        w.mine.unshift(
          application({
            id: nextId++,
            newCode: s.code,
            newName: s.name,
            applyNums: nums,
            type,
            bond,
            addTime: '2026-11-02 10:00:00',
          }),
        );
        return ok(null, '申购成功');
      }
      case '/user/buyNewStockQc.do': {
        const s = w.grab.find((r) => r.code === p.get('code'));
        if (!s) return refused('新股代码不存在');
        const num = Number(p.get('num'));
        w.enableAmt -= num * (s.price ?? 0);
        w.mine.unshift(
          application({
            id: nextId++,
            newCode: s.code,
            applyNums: num,
            type: 3,
            addTime: '2026-11-02 10:00:00',
          }),
        );
        return ok(null, '申购抢筹成功');
      }
      case '/user/submitSubscribe.do': {
        const row = w.mine.find((r) => String(r.id) === p.get('id'));
        if (!row) return refused('新股申购订单不存在！');
        if (w.enableAmt < (row.bond ?? 0)) return refused('余额不足');
        w.enableAmt -= row.bond ?? 0;
        row.status = 4;
        return ok(null, '操作成功');
      }
      default:
        return refused('unexpected call');
    }
  };
  w.to = installWorldBackend(w, answer, SERVER_DATE).callsTo;
  return w;
};

/** Logged in (or not), in zh-CN, an empty cache. */
export const prepareIpo = async (isLoggedIn = true): Promise<void> => {
  await initI18n('zh-CN');
  await i18n.changeLanguage('zh-CN');
  await i18n.loadNamespaces(['ipo', 'common']);
  queryClient.clear();
  resetServerClock();
  useAppStore.getState().setToken(isLoggedIn ? 'USERtest' : '');
};
