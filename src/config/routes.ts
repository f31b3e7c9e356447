// The route table: every path of product-spec §2 with its meta and a typed link builder. Pure data
// in a shared layer, so features link with `routes.x.href(…)` (they may not import src/app) and
// node scripts (the bench) can read it. Which page serves a route is the composition layer's
// business: src/app/routes/route-pages.ts names each page module by a real import (ADR 0017).
//
// Paths match case-insensitively (react-router's default), so the tab bar's /MyList and /user
// land on /mylist and /User. `order`: pages slide left when the next page has a higher order,
// right otherwise. Tab pages own the bottom tab bar; every other page has a back header instead.

/** A link's query: undefined, null and '' values are left out. */
type QueryValue = string | number | undefined | null;
type Query = Readonly<Record<string, QueryValue>>;

const withQuery = (path: string, query?: Query): string => {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') q.set(key, String(value));
  }
  const text = q.toString();
  return text ? `${path}?${text}` : path;
};

// The query vocabulary of the routes that take one (the reference's names kept, so links built
// by old pages still open). Pages read the same names.

/** `/kline` (and its legacy aliases): `kind` marks index and futures codes. */
export interface DetailQuery {
  code: string;
  name?: string;
  /** Exchange of a stock (`sh`/`sz`/`bj`/`hk`/`us`). */
  type?: string;
  kind?: 'index' | 'futures';
  period?: string;
  adjust?: string;
}

/**
 * The order tickets: `side`, or the reference's `t` (1 long, 0 short) / `buyType` (0 long, 1
 * short); `m` / `nowPrice` the link's price; `id` / `gid` the instrument id.
 */
export interface TicketQuery {
  code?: string;
  name?: string;
  side?: 'long' | 'short';
  m?: string | number;
  id?: number;
  type?: string;
  gid?: string;
  t?: '0' | '1';
  buyType?: '0' | '1';
  nowPrice?: string | number;
}

export type PositionsTab = 'open' | 'closed' | 'orders';
export type PositionsAccount = 'stock' | 'index' | 'futures';

export interface PositionsQuery {
  tab?: PositionsTab;
  /** Left out for the stock account (the default). */
  account?: Exclude<PositionsAccount, 'stock'>;
}

export interface PositionDetailQuery {
  positionSn: string;
  code?: string;
  kind?: 'index' | 'futures';
}

/** `/recharge`: the chosen channel and an amount carried from `/rechargeSure`. */
export interface RechargeQuery {
  payId?: number;
  amt?: string;
}

/** `/rechargeSure`: the reference's `id` (channel), `type` (its ctype) and `selectNumber` (amount). */
export interface RechargeSureQuery {
  id: number;
  type?: number;
  selectNumber?: string;
}

/** `/wallet`: the open tab. */
export interface WalletQuery {
  tab?: 'deposit' | 'withdraw';
}

export type Kind = 'tab' | 'page' | 'private' | 'bare';

export interface RouteMeta<Q = never> {
  path: string;
  /** The route's key: its title is `routes.<name>` in the common namespace. */
  name: RouteName;
  /** Recorded only: navigation is never blocked (product-spec §2); pages rely on the API. */
  requiresLogin: boolean;
  hasBackHeader: boolean;
  hideTabBar: boolean;
  order: number;
  /** The link to this route with its query. */
  href: [Q] extends [never] ? () => string : (query?: Q) => string;
}

/** A route without a query. */
const to = (path: string, kind: Kind, order: number) => entry<never>(path, kind, order);

/** A route whose links carry the query Q. */
const entry = <Q = never>(path: string, kind: Kind, order: number) => ({
  path,
  requiresLogin: kind === 'private' || path === '/warehouse' || path === '/User',
  hasBackHeader: kind === 'page' || kind === 'private',
  hideTabBar: kind !== 'tab',
  order,
  href: ((query?: Query) => withQuery(path, query)) as RouteMeta<Q>['href'],
});

const TABLE = {
  // the five tabs
  home: to('/home', 'tab', 1),
  tradingList: entry<{ m?: string; b?: string; sort?: string; order?: string }>(
    '/trading-list',
    'tab',
    2,
  ),
  warehouse: entry<PositionsQuery>('/warehouse', 'tab', 3),
  mylist: to('/mylist', 'tab', 4),
  user: to('/User', 'tab', 5),
  // home and market
  jijin: to('/jijin', 'page', 10),
  college: entry<{ lesson?: string }>('/college', 'page', 10),
  dragonTiger: to('/DragonTiger', 'page', 10),
  topTen: entry<{ tab?: string }>('/topTen', 'page', 10),
  daylimit: to('/daylimit', 'page', 10),
  stopRecovery: entry<{ tab?: 'suspended' | 'resumed' }>('/stopRecovery', 'page', 10),
  indexsearchlist: to('/indexsearchlist', 'page', 10),
  indexlist: to('/indexlist', 'page', 10),
  searchlist: to('/searchlist', 'page', 10),
  searchmylist: to('/searchmylist', 'page', 10),
  searchStock: to('/searchStock', 'page', 10),
  listdetail: entry<DetailQuery>('/listdetail', 'page', 20),
  listdetail2: entry<DetailQuery>('/listdetail2', 'page', 20),
  kline: entry<DetailQuery>('/kline', 'page', 20),
  // subscription: `idx` 1–5 picks the hub's tab
  subscription: entry<{ idx?: 1 | 2 | 3 | 4 | 5 }>('/Subscription', 'page', 10),
  // The reference passes the whole row as `item=<JSON>`; ours pass the code and read the row.
  newsharesDetail: entry<{ code: string; xingutype?: 1 | 2 }>('/newsharesDetail', 'page', 20),
  sharerecord: to('/sharerecord', 'private', 20),
  zhongqianrecord: to('/zhongqianrecord', 'private', 20),
  qingchouDetail: entry<{ code: string }>('/qingchouDetail', 'page', 20),
  vipdetail: entry<{ code: string; name?: string }>('/vipdetail', 'page', 20),
  sharerecordDz: to('/sharerecordDz', 'private', 20),
  vipSearchlist: to('/VipSearchlist', 'page', 20),
  // trading
  buy: entry<TicketQuery>('/buy', 'private', 30),
  indexBuy: entry<TicketQuery>('/indexBuy', 'private', 30),
  twoBuy: entry<TicketQuery>('/twoBuy', 'private', 30),
  subWarehouseBuy: entry<TicketQuery>('/subWarehouseBuy', 'private', 30),
  futuresBuy: entry<TicketQuery>('/futuresBuy', 'private', 30),
  tradingBuy: entry<TicketQuery>('/TradingBuy', 'private', 30),
  buyStocks: entry<TicketQuery>('/buyStocks', 'private', 30),
  sellStocks: entry<TicketQuery>('/sellStocks', 'private', 30),
  inquiry: to('/inquiry', 'page', 30),
  // positions
  holdorderlist: to('/holdorderlist', 'private', 20),
  holdorderlist2: to('/holdorderlist2', 'private', 20),
  sellorderlist: to('/sellorderlist', 'private', 20),
  sellorderlist2: to('/sellorderlist2', 'private', 20),
  // money
  transfer: to('/transfer', 'private', 20),
  transfers: to('/transfers', 'private', 20),
  transferRecord: to('/transferRecord', 'private', 30),
  detail: entry<PositionDetailQuery>('/detail', 'private', 20),
  fundingDetails: to('/FundingDetails', 'private', 20),
  card: to('/card', 'private', 20),
  bankCard: to('/bankCard', 'private', 20),
  addCard: to('/addCard', 'private', 30),
  bankUpDate: to('/bankUpDate', 'private', 30),
  rechargeSure: entry<RechargeSureQuery>('/rechargeSure', 'private', 30),
  rechargelist: to('/rechargelist', 'private', 30),
  recharge: entry<RechargeQuery>('/recharge', 'private', 20),
  cash: to('/cash', 'private', 20),
  cashlist: to('/cashlist', 'private', 30),
  cashWithdrawalRecord: to('/cashWithdrawalRecord', 'private', 30),
  withdraw: to('/withdraw', 'private', 20),
  zf: to('/zf', 'private', 30),
  btc: to('/btc', 'private', 20),
  account: to('/account', 'private', 10),
  wallet: entry<WalletQuery>('/wallet', 'private', 10),
  // funding
  funds: to('/funds', 'private', 10),
  days: to('/days', 'private', 20),
  fundslist: entry<{ index?: number }>('/fundslist', 'private', 20),
  // user, verification, settings
  authentication: to('/authentication', 'private', 20),
  authentications: to('/authentications', 'private', 20),
  smrz: to('/smrz', 'private', 20),
  setting: to('/setting', 'page', 10),
  setup: to('/setup', 'page', 10),
  // Settings → support bundle (issue 23): what the app saw, masked, saved as one file.
  supportBundle: to('/support-bundle', 'page', 20),
  loginPassword: to('/loginPassword', 'private', 20),
  setPassword: to('/setPassword', 'private', 20),
  notify: to('/notify', 'private', 10),
  openaccount: to('/openaccount', 'page', 10),
  service: to('/service', 'page', 10),
  // content: `/about?e=` 1 version … 6 not yet open; news and notices by id
  about: entry<{ e: 1 | 2 | 3 | 4 | 5 | 6 }>('/about', 'page', 10),
  news: entry<{ type?: 2 | 5 | 6 | 7 }>('/news', 'page', 10),
  // Deeper than the list (20), so the detail slides in from the right.
  newPage: entry<{ listid: string | number }>('/newPage', 'page', 20),
  newGg: entry<{ id?: string | number }>('/newGg', 'page', 20),
  alertdetail: entry<{ id: string | number }>('/alertdetail', 'page', 20),
  notices: to('/notices', 'page', 10),
  aggre: to('/aggre', 'page', 30),
  agree: to('/agree', 'page', 30),
  trade: to('/trade', 'page', 30),
  // entry
  login: to('/login', 'bare', 40),
  register: to('/register', 'bare', 41),
  forget: to('/forget', 'page', 42),
};

type Table = typeof TABLE;
export type RouteName = keyof Table;

/** Every route by name, with its name: `routes.kline.href({ code })`. */
export const routes = Object.fromEntries(
  Object.entries(TABLE).map(([name, meta]) => [name, { ...meta, name }]),
) as { readonly [N in RouteName]: Table[N] & { name: N } };

/** Every route in table order. */
export const ROUTES: readonly RouteMeta<unknown>[] = Object.values(routes) as RouteMeta<unknown>[];

/** The tab bar's links, spelled as the reference's tab bar spells them (product-spec §2). */
export const TAB_LINKS = [
  { name: 'home', path: '/home' },
  { name: 'tradingList', path: '/trading-list' },
  { name: 'warehouse', path: '/warehouse' },
  { name: 'mylist', path: '/MyList' },
  { name: 'user', path: '/user' },
] as const satisfies readonly { name: RouteName; path: string }[];

/** Case-insensitive lookup of a path's meta (query and hash stripped). */
const byLowerPath = new Map(ROUTES.map((r) => [r.path.toLowerCase(), r]));

export const findRoute = (pathname: string): RouteMeta<unknown> | undefined =>
  byLowerPath.get(pathname.split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase() || '/');

/** Is `pathname` (query and hash ignored) the route `name`? */
export const isRoute = (pathname: string, name: RouteName): boolean =>
  findRoute(pathname)?.name === name;
