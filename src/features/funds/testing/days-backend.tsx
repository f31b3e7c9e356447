// Test support for the /days page (*.test.tsx only): a fake backend with the funding settings,
// the per-day levers, the balance and an applications table that addFundsApply.do really books
// (margin + fee out of the balance, with the shared maths, as the mock does); every call kept, a
// reply that can be queued or dropped; and a render helper with the app's providers and /fundslist.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { allocationFigures } from '@/api/contracts/funds-math';
import type { FundsApply, FundsLever, FundsSetting } from '@/api/contracts/models/funds';
import { routes } from '@/config/routes';
import { i18n, initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { fakePage } from '@/lib/queries/testing/fake-page';
import { resetServerClock } from '@/lib/server-clock';
import { useAppStore } from '@/stores/app-store';
import { ok, refused, type Body, type Reply } from '@/testing/fake-backend';
import { installWorldBackend, userInfoReply } from '@/testing/world-backend';

export const SERVER_DATE = 'Mon, 02 Nov 2026 01:30:00 GMT';
const NOW = Date.parse(SERVER_DATE);

export interface DaysWorld {
  calls: { url: string; params: URLSearchParams }[];
  to: (url: string) => { url: string; params: URLSearchParams }[];
  setting: FundsSetting | null;
  levers: FundsLever[];
  enableAmt: number;
  applies: FundsApply[];
  next: Record<string, Reply[]>;
}

const lever = (
  id: number,
  l: number,
  manageRate: number,
  singleHoldingRatio = 0.5,
): FundsLever => ({
  id,
  cycleType: 1,
  lever: l,
  manageRate,
  singleHoldingRatio,
  status: 1,
});

export const APPLY = '/user/funds/addFundsApply.do';

const book = (w: DaysWorld, p: URLSearchParams): Body => {
  const l = w.levers.find((x) => x.lever === Number(p.get('lever')));
  const s = w.setting;
  if (!l || !s) return refused('申请失败，该杠杆倍数不可用');
  const f = allocationFigures({
    margin: Number(p.get('margin')),
    lever: l.lever,
    manageRate: l.manageRate ?? 0,
    days: Number(p.get('tradersCycle')),
    daysWarning: s.daysWarning ?? 0,
    daysUnwind: s.daysUnwind ?? 0,
  });
  if (f.prepare.gt(w.enableAmt)) return refused(`申请失败，可用金额小于${f.prepare.toFixed(2)}元`);
  w.enableAmt = f.prepare.negated().plus(w.enableAmt).toNumber();
  w.applies.unshift({
    id: w.applies.length + 1,
    margin: Number(p.get('margin')),
    lever: l.lever,
    tradersCycle: Number(p.get('tradersCycle')),
    fundsAmount: f.fundsAmount.toNumber(),
    manageFee: f.manageFee.toNumber(),
    status: 0,
    addTime: NOW + 1000,
  });
  return ok(undefined, '申请成功！');
};

export const installDaysWorld = (): DaysWorld => {
  const w: DaysWorld = {
    calls: [],
    to: (url) => w.calls.filter((c) => c.url === url),
    setting: {
      id: 1,
      marginMin: 1000,
      marginMax: 1_000_000,
      daysWarning: 0.6,
      daysUnwind: 0.4,
      daysUsePeriod: '2|5|10|20',
    },
    levers: [lever(1, 2, 0.05), lever(2, 5, 0.07), lever(3, 10, 0.09, 0.3)],
    enableAmt: 20_000,
    applies: [],
    next: {},
  };
  const answer = (url: string, p: URLSearchParams): Body => {
    switch (url) {
      case '/user/funds/getFundsSetting.do':
        return ok(w.setting);
      case '/user/funds/getFundsTypeList.do':
        return ok({ ...fakePage(w.levers, 1, 100), navigatepageNums: null });
      case '/user/funds/getUserApplyList.do':
        return ok(
          fakePage(w.applies, Number(p.get('pageNum') ?? 1), Number(p.get('pageSize') ?? 12)),
        );
      case APPLY:
        return book(w, p);
      case '/user/getUserInfo.do':
        return userInfoReply(9, '13800000009', { userAmt: w.enableAmt, enableAmt: w.enableAmt });
      default:
        return refused('unexpected call');
    }
  };
  w.calls = installWorldBackend(w, answer, SERVER_DATE).calls;
  return w;
};

export const prepareDays = async (lng: 'zh-CN' | 'en' = 'zh-CN'): Promise<void> => {
  await initI18n(lng);
  await i18n.changeLanguage(lng);
  await i18n.loadNamespaces(['funds', 'common', 'validation']);
  queryClient.clear();
  resetServerClock();
  sessionStorage.clear();
  useAppStore.getState().setToken('USERtest');
};

export const renderDays = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[routes.days.href()]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={routes.days.path} element={ui} />
            <Route path={routes.fundslist.path} element={<p data-testid="fundslist-landed" />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
