// Every built route of src/config/routes.ts, grouped by feature, each with a sample query where
// the route needs one. Ids come from the worker's own mock (its state export), so a page shows
// real data rather than its "not found" state.

/** What the samples need from the mock's world. */
export interface SampleIds {
  positionSn: string;
  newShare: string;
  placement: string;
  vipCode: string;
  payId: number;
  newsId: number;
  articleId: number;
}

export type RoutePath = string | ((ids: SampleIds) => string);

const MOUTAI = 'code=600519&name=贵州茅台&type=sh';

/** Pages a logged-in trader opens, by feature group (a failure names its route). */
export const TRADER_GROUPS: Record<string, RoutePath[]> = {
  'tabs and market': [
    '/home',
    '/trading-list',
    '/warehouse',
    '/warehouse?tab=closed',
    '/mylist',
    '/User',
    '/jijin',
    '/DragonTiger',
    '/topTen',
    '/daylimit',
    '/stopRecovery',
    '/indexsearchlist',
    '/indexlist',
    '/searchlist',
    '/searchmylist',
    '/searchStock',
  ],
  'quote detail': [
    `/kline?${MOUTAI}`,
    `/listdetail?${MOUTAI}&period=day`,
    '/listdetail2?code=sh000001&kind=index',
    '/kline?code=hf_CL&kind=futures',
  ],
  'trading and positions': [
    `/buy?${MOUTAI}`,
    '/indexBuy?code=sh000001&kind=index',
    `/twoBuy?${MOUTAI}`,
    `/subWarehouseBuy?${MOUTAI}`,
    '/futuresBuy?code=hf_CL',
    `/TradingBuy?${MOUTAI}`,
    `/buyStocks?${MOUTAI}`,
    `/sellStocks?${MOUTAI}&side=short`,
    '/inquiry',
    '/holdorderlist',
    '/holdorderlist2',
    '/sellorderlist',
    '/sellorderlist2',
    (ids) => `/detail?positionSn=${ids.positionSn}`,
  ],
  'new shares': [
    '/Subscription',
    (ids) => `/newsharesDetail?code=${ids.newShare}`,
    '/sharerecord',
    '/zhongqianrecord',
    (ids) => `/qingchouDetail?code=${ids.placement}`,
    (ids) => `/vipdetail?code=${ids.vipCode}`,
    '/sharerecordDz',
    '/VipSearchlist',
  ],
  money: [
    '/transfer',
    '/transfers',
    '/transferRecord',
    '/FundingDetails',
    (ids) => `/rechargeSure?id=${ids.payId}`,
    '/rechargelist',
    (ids) => `/recharge?payId=${ids.payId}`,
    '/cash',
    '/cashlist',
    '/cashWithdrawalRecord',
    '/withdraw',
    '/zf',
    '/btc',
    '/wallet',
    '/wallet?tab=withdraw',
  ],
  'funds and account': [
    '/account',
    '/funds',
    '/days',
    '/fundslist',
    '/card',
    '/bankCard',
    '/addCard',
    '/bankUpDate',
    '/authentication',
    '/authentications',
    '/smrz',
    '/loginPassword',
    '/setPassword',
    '/notify',
  ],
  'settings and content': [
    '/setting',
    '/setup',
    '/support-bundle',
    '/openaccount',
    '/service',
    '/college',
    '/about?e=1',
    '/about?e=3',
    '/news',
    (ids) => `/newPage?listid=${ids.newsId}`,
    '/newGg',
    (ids) => `/alertdetail?id=${ids.articleId}`,
    '/notices',
    '/aggre',
    '/agree',
    '/trade',
  ],
};

/** Pages a visitor sees (the auth forms, and a private page's login prompt). */
export const VISITOR_ROUTES: RoutePath[] = ['/login', '/register', '/forget', '/warehouse'];
