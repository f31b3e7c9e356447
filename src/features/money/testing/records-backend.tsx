// Test support for the records and transfer pages (*.test.tsx only): a fake backend over tables
// the tests set — withdrawals that cancel.do really cancels, deposits, ledger lines, balances that
// transAmt.do really moves — every call kept, a reply that can be made to fail; and a render
// helper with the app's providers.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

import type { UserCashDetail, UserRecharge, UserWithdraw } from '@/api/contracts/models/money';
import { fakePage } from '@/lib/queries/testing/fake-page';
import { i18n, initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { resetServerClock } from '@/lib/server-clock';
import { useAppStore } from '@/stores/app-store';
import { ok, refused as no, type Body, type Reply } from '@/testing/fake-backend';
import { installWorldBackend, userInfoReply } from '@/testing/world-backend';

export interface Call {
  url: string;
  params: URLSearchParams;
}

/** Wednesday 2026-11-18 10:00 Beijing. */
export const SERVER_DATE = 'Wed, 18 Nov 2026 02:00:00 GMT';
export const SERVER_NOW = Date.parse(SERVER_DATE);

/** One page of `rows` as asked by pageNum / pageSize (the server's default size otherwise). */
const pageOf = <T,>(rows: T[], params: URLSearchParams, defaultSize: number) =>
  fakePage(rows, Number(params.get('pageNum') ?? 1), Number(params.get('pageSize') ?? defaultSize));

export interface World {
  calls: Call[];
  to: (url: string) => Call[];
  withdrawals: UserWithdraw[];
  deposits: UserRecharge[];
  ledger: UserCashDetail[];
  user: { enableAmt: number; enableIndexAmt: number; enableFuturesAmt: number };
  product: { indexDisplay: boolean; futuresDisplay: boolean };
  /** One-off replies per path, used before the table's own answer. */
  next: Record<string, Reply[]>;
}

const filtered = <T,>(rows: T[], value: string | null, pick: (r: T) => number) =>
  value === null ? rows : rows.filter((r) => String(pick(r)) === value);

/** Cancel as §13.9 says: only status 0; status 3, the owner's note, the money back. */
const cancel = (w: World, params: URLSearchParams): Body => {
  const row = w.withdrawals.find((r) => String(r.id) === params.get('withId'));
  if (!row) return no('订单不存在');
  if (row.withStatus !== 0) return no('当前订单不能取消');
  row.withStatus = 3;
  row.withMsg = '用户取消出金';
  w.user.enableAmt += Number(row.withAmt);
  return ok(undefined, '取消成功');
};

const ACCOUNT = { 1: ['enableAmt', 'enableIndexAmt'], 2: ['enableIndexAmt', 'enableAmt'] } as const;

/** transAmt.do types 1 and 2, moving both balances and writing the ledger line. */
const transfer = (w: World, params: URLSearchParams): Body => {
  const amt = Number(params.get('amt'));
  const type = Number(params.get('type')) as 1 | 2;
  const [from, to] = ACCOUNT[type];
  if (w.user[from] < amt) return no('融资账户可用资金不足');
  w.user[from] -= amt;
  w.user[to] += amt;
  w.ledger.unshift({
    id: w.ledger.length + 1,
    deType: '资金互转',
    deAmt: type === 1 ? -amt : amt,
    deSummary: `转账 ${amt}`,
    addTime: SERVER_NOW,
  });
  return ok(undefined, '转账成功');
};

export const installWorld = (): World => {
  const w: World = {
    calls: [],
    to: (url) => w.calls.filter((c) => c.url === url),
    withdrawals: [],
    deposits: [],
    ledger: [],
    user: { enableAmt: 5000, enableIndexAmt: 0, enableFuturesAmt: 0 },
    product: { indexDisplay: true, futuresDisplay: true },
    next: {},
  };
  const answer = (url: string, p: URLSearchParams): Body => {
    switch (url) {
      case '/user/withdraw/list.do':
        return ok(
          pageOf(
            filtered(w.withdrawals, p.get('withStatus'), (r) => r.withStatus),
            p,
            8,
          ),
        );
      case '/user/recharge/list.do':
        return ok(
          pageOf(
            filtered(w.deposits, p.get('orderStatus'), (r) => r.orderStatus),
            p,
            10,
          ),
        );
      case '/user/cash/list.do':
        return ok(pageOf(w.ledger, p, 10));
      case '/user/withdraw/cancel.do':
        return cancel(w, p);
      case '/user/transAmt.do':
        return transfer(w, p);
      case '/user/getUserInfo.do':
        return userInfoReply(1, '13800000001', { userAmt: w.user.enableAmt, ...w.user });
      case '/api/admin/getProductSetting.do':
        return ok({ id: 1, ...w.product });
      default:
        return no('unexpected call');
    }
  };
  w.calls = installWorldBackend(w, answer, SERVER_DATE).calls;
  return w;
};

/** Logged in, in `lng`, an empty cache. */
export const prepare = async (lng: 'zh-CN' | 'en' = 'zh-CN'): Promise<void> => {
  await initI18n(lng);
  await i18n.changeLanguage(lng);
  await i18n.loadNamespaces(['money', 'common']);
  queryClient.clear();
  resetServerClock();
  useAppStore.getState().setToken('USERtest');
};

export const renderPage = (ui: ReactNode, path = '/') =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>{ui}</Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );

export const withdrawal = (o: Partial<UserWithdraw> & { id: number }): UserWithdraw => ({
  withAmt: 1000,
  withStatus: 0,
  withFee: 3,
  applyTime: '2026-11-17 10:00:00',
  bankName: '中国工商银行',
  bankAddress: '上海分行',
  bankNo: '6222020200112233445',
  ...o,
});
