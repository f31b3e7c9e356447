// Code tables of api-contract §4 as constants. Labels live in the locale files, not here.

type ValueOf<T> = T[keyof T];

/** `User.isActive` — KYC state. Resubmission is allowed from NOT_SUBMITTED and REJECTED. */
export const KycState = { NOT_SUBMITTED: 0, PENDING: 1, VERIFIED: 2, REJECTED: 3 } as const;
export type KycState = ValueOf<typeof KycState>;

/** `User.isLock` — trading lock (new registrations get LOCKED). */
export const TradeLock = { MAY_TRADE: 0, LOCKED: 1 } as const;
export type TradeLock = ValueOf<typeof TradeLock>;

/** `User.isLogin` — login lock. */
export const LoginLock = { MAY_LOGIN: 0, LOCKED: 1 } as const;
export type LoginLock = ValueOf<typeof LoginLock>;

/** `User.accountType`; demo users cannot withdraw. */
export const AccountType = { REAL: 0, DEMO: 1 } as const;
export type AccountType = ValueOf<typeof AccountType>;

/** `UserPosition.orderDirection` as stored and returned. */
export const OrderDirection = { LONG: '买涨', SHORT: '买跌' } as const;
export type OrderDirection = ValueOf<typeof OrderDirection>;

/** Request param `buyType`: 0 → 买涨, 1 → 买跌. */
export const BuyType = { LONG: 0, SHORT: 1 } as const;
export type BuyType = ValueOf<typeof BuyType>;

export const DIRECTION_BY_BUY_TYPE: Readonly<Record<BuyType, OrderDirection>> = {
  [BuyType.LONG]: OrderDirection.LONG,
  [BuyType.SHORT]: OrderDirection.SHORT,
};

/** `UserPosition.positionType` (copied from accountType; 3 = block trade). */
export const PositionType = { REAL: 0, DEMO: 1, BLOCK_TRADE: 3 } as const;
export type PositionType = ValueOf<typeof PositionType>;

/** `UserPosition.isLock` — admin lock; sells are refused with `lockMsg`. */
export const PositionLock = { NORMAL: 0, LOCKED: 1 } as const;
export type PositionLock = ValueOf<typeof PositionLock>;

/** Position list `state` param (omit for all). */
export const PositionState = { OPEN: 0, CLOSED: 1 } as const;
export type PositionState = ValueOf<typeof PositionState>;

/** `UserPendingorder.status`. */
export const PendingOrderStatus = { WAITING: 0, EXECUTED: 1, FAILED: 2 } as const;
export type PendingOrderStatus = ValueOf<typeof PendingOrderStatus>;

/** `UserRecharge.orderStatus`. */
export const RechargeStatus = { REVIEWING: 0, SUCCESS: 1, FAILED: 2, CANCELLED: 3 } as const;
export type RechargeStatus = ValueOf<typeof RechargeStatus>;

/** How the admin UI reads `UserRecharge.payChannel` (a free string; other values = cash transfer). */
export const RechargeChannel = { ALIPAY: '0', COMPANY_TRANSFER: '1' } as const;
export type RechargeChannel = ValueOf<typeof RechargeChannel>;

/** `UserWithdraw.withStatus`; a user cancel sets CANCELLED. */
export const WithdrawStatus = { REVIEWING: 0, PAID: 1, FAILED: 2, CANCELLED: 3 } as const;
export type WithdrawStatus = ValueOf<typeof WithdrawStatus>;

/**
 * `SitePay.ctype`. DIGITAL_ASSET is ours (issue 19, the `/btc` page): `channelType` is the network
 * (e.g. USDT-TRC20), `channelAccount` the deposit address, `confirmations` the confirmations waited.
 */
export const PayChannelType = {
  ALIPAY: 0,
  COMPANY_TRANSFER: 1,
  OTHER: 2,
  DIGITAL_ASSET: 3,
} as const;
export type PayChannelType = ValueOf<typeof PayChannelType>;

/**
 * Inverted display flags: `SitePay.isShow`/`isLock`, `SiteBanner.isPc`/`isM`,
 * `SiteArticle.isShow`, `Stock.isShow`/`isLock` — 0 means shown / usable.
 */
export const InvertedFlag = { ON: 0, OFF: 1 } as const;
export type InvertedFlag = ValueOf<typeof InvertedFlag>;

/** `StockDz.isShow` — the opposite sense of Stock.isShow. */
export const BlockTradeShow = { HIDDEN: 0, SHOWN: 1 } as const;
export type BlockTradeShow = ValueOf<typeof BlockTradeShow>;

/** `Stock.stockType`; `stockGid` = type + code. */
export const StockType = { SH: 'sh', SZ: 'sz', BJ: 'bj', HK: 'hk', US: 'us' } as const;
export type StockType = ValueOf<typeof StockType>;

/** `Stock.stockPlate`; null or "" = main board. */
export const StockPlate = { STAR: '科创', CHINEXT: '创业' } as const;
export type StockPlate = ValueOf<typeof StockPlate>;

/** `StockSubscribe.zt`. */
export const SubscribeDisplay = { HIDDEN: 0, SHOWN: 1 } as const;
export type SubscribeDisplay = ValueOf<typeof SubscribeDisplay>;

/** `StockSubscribe.type` (1, 2) and `UserStockSubscribe.type` (also 3). */
export const SubscribeType = { IPO: 1, OFFLINE_PLACEMENT: 2, NEW_STOCK_GRAB: 3 } as const;
export type SubscribeType = ValueOf<typeof SubscribeType>;

/** `StockSubscribe.stockType` as the admin UI stores it. */
export const SubscribeMarket = {
  SHANGHAI: '沪',
  SHENZHEN: '深',
  BEIJING: '北',
  STAR: '科',
  CHINEXT: '创',
} as const;
export type SubscribeMarket = ValueOf<typeof SubscribeMarket>;

/** `UserStockSubscribe.status`. */
export const SubscriptionStatus = {
  PENDING: 1,
  NOT_ALLOTTED: 2,
  ALLOTTED: 3,
  PAID: 4,
  MOVED_TO_POSITION: 5,
} as const;
export type SubscriptionStatus = ValueOf<typeof SubscriptionStatus>;

/** `FundsApply.status`. */
export const FundsApplyStatus = {
  PENDING: 0,
  TRADING: 1,
  REJECTED: 2,
  EXPIRED: 3,
  ENDED: 4,
} as const;
export type FundsApplyStatus = ValueOf<typeof FundsApplyStatus>;

/** `FundsApply.fundsType` / `FundsLever.cycleType`. */
export const CycleType = { DAY: 1, WEEK: 2, MONTH: 3 } as const;
export type CycleType = ValueOf<typeof CycleType>;

/** `FundsLever.status`. */
export const FundsLeverStatus = { ENABLED: 1 } as const;
export type FundsLeverStatus = ValueOf<typeof FundsLeverStatus>;

/** `transAmt.do` `type`. */
export const TransAmtType = {
  FINANCING_TO_INDEX: 1,
  INDEX_TO_FINANCING: 2,
  FINANCING_TO_FUTURES: 3,
  FUTURES_TO_FINANCING: 4,
} as const;
export type TransAmtType = ValueOf<typeof TransAmtType>;

/** `SiteNews.type`. */
export const NewsType = {
  FINANCE_HEADLINES: 1,
  ECONOMIC_DATA: 2,
  GLOBAL_MARKETS: 3,
  GLOBAL_24H: 4,
  COMMODITIES: 5,
  LISTED_COMPANIES: 6,
  CENTRAL_BANKS: 7,
} as const;
export type NewsType = ValueOf<typeof NewsType>;

/** `SiteNews.status`. */
export const NewsStatus = { ENABLED: 1 } as const;
export type NewsStatus = ValueOf<typeof NewsStatus>;

/** `getNewsList.do` `sort`. */
export const NewsSort = {
  NEWEST: 'time1',
  OLDEST: 'time0',
  MOST_VIEWED: 'views1',
  LEAST_VIEWED: 'views0',
} as const;
export type NewsSort = ValueOf<typeof NewsSort>;

/** `SiteMessage.status`. */
export const MessageStatus = { UNREAD: 1, READ: 2 } as const;
export type MessageStatus = ValueOf<typeof MessageStatus>;

/** `getBannerByPlat.do` `platType`. */
export const BannerPlatform = { MOBILE: 'm', PC: 'pc' } as const;
export type BannerPlatform = ValueOf<typeof BannerPlatform>;

/** `getTop.do` `content`. */
export const ConnectMarket = { SHANGHAI: 1, SHENZHEN: 3 } as const;
export type ConnectMarket = ValueOf<typeof ConnectMarket>;

/** Separator of `SiteSetting.siteLever` ("100/50/30"). */
export const LEVER_SEPARATOR = '/';
/** Separator of `FundsSetting.*UsePeriod` ("2|3"). */
export const PERIOD_SEPARATOR = '|';

/** `getStockSort.do` `sort` and `node`. */
export const StockSortField = {
  CHANGE_PERCENT: 'changepercent',
  PRICE_CHANGE: 'pricechange',
  VOLUME: 'volume',
  AMOUNT: 'amount',
} as const;
export type StockSortField = ValueOf<typeof StockSortField>;

export const StockSortNode = {
  A_SHARES: 'hs_a',
  CHINEXT: 'cyb',
  STAR: 'kcb',
  BEIJING: 'hs_bjs',
} as const;
export type StockSortNode = ValueOf<typeof StockSortNode>;
