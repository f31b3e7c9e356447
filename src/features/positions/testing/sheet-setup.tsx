// Test support for the position sheets (close, add on; used by *.test.tsx only): the position they
// open on, what every sheet reads besides its own calls, and opening one on the server's clock.
import type { ReactNode } from 'react';

import { noteServerDate, serverNow } from '@/lib/server-clock';

import { stockPositionView, type StockPositionView } from '../model/stock-position';

import {
  installFakeBackend,
  ok,
  pageOf,
  positionFixture,
  renderApp,
  siteSettingFixture,
  userInfoFixture,
  type Handler,
} from './fake-backend';

/** 贵州茅台, 1000 shares long at ×10, bought at 1400, now 1500. */
export const moutai = positionFixture({
  name: '贵州茅台',
  code: '600519',
  direction: 'long',
  shares: 1000,
  lever: 10,
  buyPrice: 1400,
  nowPrice: 1500,
});

/** The settings, quote, position list and funds a sheet reads, then the test's own replies. */
export const sheetRoutes = (
  own: Record<string, Handler>,
  setting: object = siteSettingFixture,
): Record<string, Handler> => ({
  '/api/admin/getSetting.do': () => ok(setting),
  '/api/admin/getProductSetting.do': () => ok({ id: 1, holidayDisplay: false }),
  '/api/stock/getSingleStock.do': () =>
    ok({
      stock: {
        name: moutai.stockName,
        code: moutai.stockCode,
        gid: 'sh600519',
        nowPrice: '1500.00',
        hcrate: 1.2,
      },
    }),
  '/user/position/list.do': () => ok(pageOf([moutai])),
  '/user/getUserInfo.do': () => ok(userInfoFixture(100_000)),
  ...own,
});

/** Installs the backend at `serverDate` and renders the sheet on the position as of then. */
export const openSheet = (
  handlers: Record<string, Handler>,
  serverDate: string,
  sheet: (view: StockPositionView) => ReactNode,
) => {
  const backend = installFakeBackend(handlers, serverDate);
  // The market phase is judged on the server's clock from the first render on.
  noteServerDate(serverDate);
  const view = stockPositionView(moutai, serverNow());
  renderApp(sheet(view));
  return { backend, view };
};
