// Which page serves each route: a real import per page module (one chunk each, loaded on first
// visit), the props that configure a page shared by several routes, and a public page's prefetch
// module. `null` = not built yet. The type makes the table total: a new route in
// config/routes.ts does not compile until it is named here (ADR 0017).
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

import type { RouteName } from '@/config/routes';
import { HOME_BANNERS_REQUEST } from '@/features/home/api/home-early';
import type { EarlyRequest } from '@/lib/api/early-request';
import type { Namespace } from '@/lib/i18n';

interface PageModule<P> {
  default: ComponentType<P>;
}

/**
 * A page's `<page>.prefetch.ts` beside it: starts the queries of the page's first screen. Boot
 * calls it for the opened page as soon as the API address is known, so the data comes while the
 * page's chunks load and React renders instead of after the first commit. Only public pages have
 * one: it runs before anything knows whether a visitor may see the page.
 */
export interface PagePrefetch {
  prefetch: (client: QueryClient) => void;
}

export interface RoutePage {
  /** Loads the page module. Routes sharing a module share the loader, hence one chunk. */
  load: () => Promise<PageModule<object>>;
  /** What configures a page shared by several routes. */
  props: object;
  prefetch?: () => Promise<PagePrefetch>;
  /** First-screen requests the entry sends before the start-up has loaded (ADR 0038). */
  early?: readonly EarlyRequest[];
  /** Namespaces its first screen reads, loaded with the shell's (ADR 0041). */
  namespaces?: readonly Namespace[];
}

type Loader<P> = () => Promise<PageModule<P>>;
// A page without props takes none; a page with props needs all of them.
type PropsArg<P> = [keyof P] extends [never] ? [props?: P] : [props: P];

const page = <P extends object>(load: Loader<P>, ...[props]: PropsArg<P>): RoutePage => ({
  load: load as unknown as Loader<object>,
  props: props ?? {},
});

const withPrefetch = (
  entry: RoutePage,
  prefetch: () => Promise<PagePrefetch>,
  early?: readonly EarlyRequest[],
): RoutePage => ({ ...entry, prefetch, early });

// Modules shared by several routes.
const orderTicket = () => import('@/features/trade/pages/order-ticket-page');
const bankCard = () => import('@/features/bank-card/pages/bank-card-page');
const realName = () => import('@/features/kyc/pages/real-name-verification-page');
const positionSearch = () => import('@/features/positions/pages/position-search-page');
const quoteDetail = () => import('@/features/quote/pages/quote-detail-page');
const stockSearch = () => import('@/features/market/pages/stock-search-page');
const agreement = () => import('@/features/account/pages/agreement-page');
const settings = () => import('@/features/settings/pages/settings-page');
const moneyTransfer = () => import('@/features/money/pages/transfer-page');
const depositRecords = () => import('@/features/money/pages/deposit-records-page');
const withdrawRecords = () => import('@/features/money/pages/withdraw-records-page');
const withdrawPage = () => import('@/features/money/pages/withdraw-page');
const article = () => import('@/features/content/pages/article-page');

export const ROUTE_PAGES: Readonly<Record<RouteName, RoutePage | null>> = {
  home: {
    ...withPrefetch(
      page(() => import('@/features/home/pages/home-page')),
      () => import('@/features/home/pages/home-page.prefetch'),
      [HOME_BANNERS_REQUEST],
    ),
    namespaces: ['home'],
  },
  tradingList: page(() => import('@/features/market/pages/market-lists-page')),
  warehouse: page(() => import('@/features/positions/pages/positions-page')),
  mylist: page(() => import('@/features/watchlist/pages/watchlist-page')),
  user: page(() => import('@/features/account/pages/profile-page')),
  jijin: page(() => import('@/features/onboarding/pages/funds-intro-page')),
  college: page(() => import('@/features/college/pages/college-page')),
  dragonTiger: page(() => import('@/features/market/pages/dragon-tiger-page')),
  topTen: page(() => import('@/features/market/pages/top-ten-page')),
  daylimit: page(() => import('@/features/market/pages/limit-up-page')),
  stopRecovery: page(() => import('@/features/market/pages/stop-recovery-page')),
  indexsearchlist: page(() => import('@/features/market/pages/index-search-page')),
  indexlist: page(() => import('@/features/market/pages/index-list-page')),
  searchlist: page(stockSearch),
  searchmylist: page(() => import('@/features/watchlist/pages/watchlist-search-page')),
  searchStock: page(stockSearch),
  // The reference's static demo and legacy detail pages: old links land on the real detail.
  listdetail: page(quoteDetail),
  listdetail2: page(quoteDetail),
  kline: page(quoteDetail),
  subscription: page(() => import('@/features/subscription/pages/subscription-hub-page')),
  newsharesDetail: page(() => import('@/features/subscription/pages/new-share-detail-page')),
  sharerecord: page(() => import('@/features/subscription/pages/subscription-records-page')),
  zhongqianrecord: page(() => import('@/features/subscription/pages/allotment-records-page')),
  qingchouDetail: page(() => import('@/features/subscription/pages/placement-grab-page')),
  vipdetail: page(() => import('@/features/subscription/pages/vip-detail-page')),
  sharerecordDz: page(() => import('@/features/subscription/pages/block-trade-records-page')),
  vipSearchlist: page(() => import('@/features/subscription/pages/vip-search-page')),
  buy: page(orderTicket, { route: 'buy' }),
  indexBuy: page(orderTicket, { route: 'indexBuy' }),
  twoBuy: page(orderTicket, { route: 'twoBuy' }),
  subWarehouseBuy: page(orderTicket, { route: 'subWarehouseBuy' }),
  futuresBuy: page(orderTicket, { route: 'futuresBuy' }),
  tradingBuy: page(orderTicket, { route: 'tradingBuy' }),
  buyStocks: page(orderTicket, { route: 'buyStocks' }),
  sellStocks: page(orderTicket, { route: 'sellStocks' }),
  inquiry: page(() => import('@/features/account/pages/inquiry-page')),
  holdorderlist: page(positionSearch, { list: 'open', by: 'code' }),
  holdorderlist2: page(positionSearch, { list: 'open', by: 'spell' }),
  sellorderlist: page(positionSearch, { list: 'closed', by: 'code' }),
  sellorderlist2: page(positionSearch, { list: 'closed', by: 'spell' }),
  transfer: page(moneyTransfer),
  transfers: page(moneyTransfer),
  transferRecord: page(depositRecords),
  detail: page(() => import('@/features/positions/pages/position-detail-page')),
  fundingDetails: page(() => import('@/features/money/pages/funding-details-page')),
  card: page(bankCard, { mode: 'card' }),
  bankCard: page(bankCard, { mode: 'bankCard' }),
  addCard: page(bankCard, { mode: 'addCard' }),
  bankUpDate: page(bankCard, { mode: 'bankUpDate' }),
  rechargeSure: page(() => import('@/features/money/pages/deposit-confirm-page')),
  rechargelist: page(depositRecords),
  recharge: page(() => import('@/features/money/pages/deposit-page')),
  cash: page(withdrawPage, { route: 'cash' }),
  cashlist: page(withdrawRecords, { withCancel: true }),
  cashWithdrawalRecord: page(withdrawRecords, { withCancel: false }),
  withdraw: page(withdrawPage, { route: 'withdraw' }),
  zf: page(() => import('@/features/money/pages/deposit-channels-page')),
  btc: page(() => import('@/features/money/pages/digital-asset-deposit-page')),
  account: page(() => import('@/features/account/pages/account-page')),
  wallet: page(() => import('@/features/money/pages/wallet-page')),
  funds: page(() => import('@/features/funds/pages/funds-home-page')),
  days: page(() => import('@/features/funds/pages/daily-allocation-page')),
  fundslist: page(() => import('@/features/funds/pages/funds-list-page')),
  authentication: page(realName),
  authentications: page(realName),
  smrz: page(realName),
  setting: page(settings),
  setup: page(settings),
  supportBundle: page(() => import('@/features/settings/pages/support-bundle-page')),
  loginPassword: page(() => import('@/features/account/pages/login-password-page')),
  setPassword: page(() => import('@/features/account/pages/funds-password-page')),
  notify: page(() => import('@/features/account/pages/messages-page')),
  openaccount: page(() => import('@/features/onboarding/pages/open-account-page')),
  service: page(() => import('@/features/account/pages/customer-service-page')),
  about: page(() => import('@/features/content/pages/about-page')),
  news: page(() => import('@/features/news/pages/news-list-page')),
  newPage: page(() => import('@/features/news/pages/news-detail-page')),
  newGg: page(article, { layout: 'notice' }),
  alertdetail: page(article, { layout: 'legacy' }),
  notices: page(() => import('@/features/content/pages/notices-page')),
  aggre: page(agreement, { name: 'aggre' }),
  agree: page(agreement, { name: 'agree' }),
  trade: page(agreement, { name: 'trade' }),
  login: page(() => import('@/features/auth/pages/login-page')),
  register: page(() => import('@/features/auth/pages/register-page')),
  forget: page(() => import('@/features/auth/pages/forgot-password-page')),
};

/** Routes still waiting for their feature issue; the list must shrink to empty. */
export const notBuiltRoutes = (): RouteName[] =>
  (Object.keys(ROUTE_PAGES) as RouteName[]).filter((name) => ROUTE_PAGES[name] === null);
