// Every path of product-spec §2 with its meta. Paths match case-insensitively (react-router's
// default), so the tab bar's /MyList and /user land on /mylist and /User.
//
// order: pages slide left when the next page has a higher order, right otherwise.
// Tab pages own the bottom tab bar; every other page has a back header instead.
export type RouteName =
  | 'home'
  | 'jijin'
  | 'college'
  | 'dragonTiger'
  | 'topTen'
  | 'daylimit'
  | 'stopRecovery'
  | 'subscription'
  | 'newsharesDetail'
  | 'sharerecord'
  | 'zhongqianrecord'
  | 'qingchouDetail'
  | 'vipdetail'
  | 'sharerecordDz'
  | 'vipSearchlist'
  | 'about'
  | 'buy'
  | 'newPage'
  | 'newGg'
  | 'forget'
  | 'openaccount'
  | 'tradingList'
  | 'indexsearchlist'
  | 'indexlist'
  | 'searchlist'
  | 'searchmylist'
  | 'mylist'
  | 'listdetail'
  | 'listdetail2'
  | 'kline'
  | 'indexBuy'
  | 'twoBuy'
  | 'subWarehouseBuy'
  | 'futuresBuy'
  | 'tradingBuy'
  | 'buyStocks'
  | 'sellStocks'
  | 'inquiry'
  | 'transfer'
  | 'transfers'
  | 'transferRecord'
  | 'warehouse'
  | 'holdorderlist'
  | 'holdorderlist2'
  | 'sellorderlist'
  | 'sellorderlist2'
  | 'detail'
  | 'fundingDetails'
  | 'card'
  | 'bankCard'
  | 'addCard'
  | 'bankUpDate'
  | 'authentication'
  | 'authentications'
  | 'smrz'
  | 'aggre'
  | 'agree'
  | 'trade'
  | 'rechargeSure'
  | 'rechargelist'
  | 'recharge'
  | 'cash'
  | 'cashlist'
  | 'cashWithdrawalRecord'
  | 'withdraw'
  | 'zf'
  | 'btc'
  | 'setting'
  | 'setup'
  | 'loginPassword'
  | 'setPassword'
  | 'alertdetail'
  | 'funds'
  | 'days'
  | 'fundslist'
  | 'searchStock'
  | 'notify'
  | 'login'
  | 'register'
  | 'user'
  | 'account'
  | 'wallet'
  | 'service';

/** A page module under src/, without extension, e.g. 'features/settings/pages/settings-page'. */
export type PageModule = `features/${string}/pages/${string}-page`;

export interface RouteMeta {
  path: string;
  /** i18n key suffix: the title is `routes.<name>` in the common namespace. */
  name: RouteName;
  /** Recorded only: navigation is never blocked (product-spec §2); pages rely on the API. */
  requiresLogin: boolean;
  hasBackHeader: boolean;
  hideTabBar: boolean;
  order: number;
  /**
   * Page module shared by several routes (default export). Otherwise the page is found by name
   * (`pageModuleOf`); a route with neither shows "not built yet".
   */
  page?: PageModule;
}

type Kind = 'tab' | 'page' | 'private' | 'bare';

const route = (
  path: string,
  name: RouteName,
  kind: Kind,
  order: number,
  page?: PageModule,
): RouteMeta => ({
  path,
  name,
  requiresLogin: kind === 'private' || path === '/warehouse' || path === '/User',
  hasBackHeader: kind === 'page' || kind === 'private',
  hideTabBar: kind !== 'tab',
  order,
  page,
});

const settingsPage: PageModule = 'features/settings/pages/settings-page';

export const ROUTES: readonly RouteMeta[] = [
  // the five tabs
  route('/home', 'home', 'tab', 1),
  route('/trading-list', 'tradingList', 'tab', 2),
  route('/warehouse', 'warehouse', 'tab', 3),
  route('/mylist', 'mylist', 'tab', 4),
  route('/User', 'user', 'tab', 5),
  // home and market
  route('/jijin', 'jijin', 'page', 10),
  route('/college', 'college', 'page', 10),
  route('/DragonTiger', 'dragonTiger', 'page', 10),
  route('/topTen', 'topTen', 'page', 10),
  route('/daylimit', 'daylimit', 'page', 10),
  route('/stopRecovery', 'stopRecovery', 'page', 10),
  route('/indexsearchlist', 'indexsearchlist', 'page', 10),
  route('/indexlist', 'indexlist', 'page', 10),
  route('/searchlist', 'searchlist', 'page', 10),
  route('/searchmylist', 'searchmylist', 'page', 10),
  route('/searchStock', 'searchStock', 'page', 10),
  route('/listdetail', 'listdetail', 'page', 20),
  route('/listdetail2', 'listdetail2', 'page', 20),
  route('/kline', 'kline', 'page', 20),
  // subscription
  route('/Subscription', 'subscription', 'page', 10),
  route('/newsharesDetail', 'newsharesDetail', 'page', 20),
  route('/sharerecord', 'sharerecord', 'private', 20),
  route('/zhongqianrecord', 'zhongqianrecord', 'private', 20),
  route('/qingchouDetail', 'qingchouDetail', 'page', 20),
  route('/vipdetail', 'vipdetail', 'page', 20),
  route('/sharerecordDz', 'sharerecordDz', 'private', 20),
  route('/VipSearchlist', 'vipSearchlist', 'page', 20),
  // trading
  route('/buy', 'buy', 'private', 30),
  route('/indexBuy', 'indexBuy', 'private', 30),
  route('/twoBuy', 'twoBuy', 'private', 30),
  route('/subWarehouseBuy', 'subWarehouseBuy', 'private', 30),
  route('/futuresBuy', 'futuresBuy', 'private', 30),
  route('/TradingBuy', 'tradingBuy', 'private', 30),
  route('/buyStocks', 'buyStocks', 'private', 30),
  route('/sellStocks', 'sellStocks', 'private', 30),
  route('/inquiry', 'inquiry', 'page', 30),
  // positions
  route('/holdorderlist', 'holdorderlist', 'private', 20),
  route('/holdorderlist2', 'holdorderlist2', 'private', 20),
  route('/sellorderlist', 'sellorderlist', 'private', 20),
  route('/sellorderlist2', 'sellorderlist2', 'private', 20),
  // money
  route('/transfer', 'transfer', 'private', 20),
  route('/transfers', 'transfers', 'private', 20),
  route('/transferRecord', 'transferRecord', 'private', 30),
  route('/detail', 'detail', 'private', 20),
  route('/FundingDetails', 'fundingDetails', 'private', 20),
  route('/card', 'card', 'private', 20),
  route('/bankCard', 'bankCard', 'private', 20),
  route('/addCard', 'addCard', 'private', 30),
  route('/bankUpDate', 'bankUpDate', 'private', 30),
  route('/rechargeSure', 'rechargeSure', 'private', 30),
  route('/rechargelist', 'rechargelist', 'private', 30),
  route('/recharge', 'recharge', 'private', 20),
  route('/cash', 'cash', 'private', 20),
  route('/cashlist', 'cashlist', 'private', 30),
  route('/cashWithdrawalRecord', 'cashWithdrawalRecord', 'private', 30),
  route('/withdraw', 'withdraw', 'private', 20),
  route('/zf', 'zf', 'private', 30),
  route('/btc', 'btc', 'private', 20),
  route('/account', 'account', 'private', 10),
  route('/wallet', 'wallet', 'private', 10),
  // funding
  route('/funds', 'funds', 'private', 10),
  route('/days', 'days', 'private', 20),
  route('/fundslist', 'fundslist', 'private', 20),
  // user, verification, settings
  route('/authentication', 'authentication', 'private', 20),
  route('/authentications', 'authentications', 'private', 20),
  route('/smrz', 'smrz', 'private', 20),
  route('/setting', 'setting', 'page', 10, settingsPage),
  route('/setup', 'setup', 'page', 10, settingsPage),
  route('/loginPassword', 'loginPassword', 'private', 20),
  route('/setPassword', 'setPassword', 'private', 20),
  route('/notify', 'notify', 'private', 10),
  route('/openaccount', 'openaccount', 'page', 10),
  route('/service', 'service', 'page', 10),
  // content
  route('/about', 'about', 'page', 10),
  route('/newPage', 'newPage', 'page', 10),
  route('/newGg', 'newGg', 'page', 10),
  route('/alertdetail', 'alertdetail', 'page', 20),
  route('/aggre', 'aggre', 'page', 30),
  route('/agree', 'agree', 'page', 30),
  route('/trade', 'trade', 'page', 30),
  // entry
  route('/login', 'login', 'bare', 40),
  route('/register', 'register', 'bare', 41),
  route('/forget', 'forget', 'page', 42),
];

export const TAB_PATHS = ['/home', '/trading-list', '/warehouse', '/MyList', '/user'] as const;

/** Case-insensitive lookup of a path's meta (query and hash stripped). */
const byLowerPath = new Map(ROUTES.map((r) => [r.path.toLowerCase(), r]));

export const findRoute = (pathname: string): RouteMeta | undefined =>
  byLowerPath.get(pathname.split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase() || '/');

/** `dragonTiger` → `dragon-tiger` (page files are kebab-case). */
const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The page module of a route: its explicit `page`, else the feature page named after the route
 * (`features/<any>/pages/<kebab name>-page.tsx`) among `modules` (paths like
 * '/src/features/auth/pages/login-page.tsx'). A feature builds a route by adding that file.
 */
export const pageModuleOf = (meta: RouteMeta, modules: readonly string[]): string | undefined => {
  if (meta.page) return modules.find((m) => m === `/src/${meta.page}.tsx`);
  const file = `/pages/${kebab(meta.name)}-page.tsx`;
  return modules.find((m) => m.startsWith('/src/features/') && m.endsWith(file));
};

/** Routes still waiting for their feature issue; the list must shrink to empty. */
export const notBuiltRoutes = (modules: readonly string[]): string[] =>
  ROUTES.filter((r) => !pageModuleOf(r, modules)).map((r) => r.path);
