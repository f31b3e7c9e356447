// The cache-key root of every server resource that has a home in lib/queries, in one module with
// no request code: writes.ts refreshes by these roots, so a page that writes (login, a ticket)
// does not load the requests and schemas of every resource a write may change. Each resource's
// key factory starts from its root here.
export const KEY_ROOTS = {
  user: ['user', 'info'],
  bankInfo: ['user', 'bankInfo'],
  fundsPassword: ['account', 'fund-password'],
  unread: ['account', 'unread'],
  messages: ['account', 'messages'],
  positions: ['positions'],
  pendingOrders: ['pending-orders'],
  funding: ['funding'],
  fundsApplications: ['funds', 'applications'],
  fundsSettings: ['funds', 'settings'],
  productSetting: ['site', 'product'],
  siteSetting: ['site', 'setting'],
  siteInfo: ['site', 'info'],
  articles: ['articles'],
  news: ['news'],
  indexList: ['market', 'indexes'],
  futuresList: ['market', 'futures'],
  quote: ['quote'],
  spreadRate: ['spread-rate'],
  watchlist: ['watchlist'],
  recharges: ['money', 'recharges'],
  withdrawals: ['money', 'withdrawals'],
  cashRecords: ['money', 'cash-records'],
  newShares: ['new-shares'],
  subscriptions: ['subscriptions'],
  blockTrades: ['block-trades'],
  vipGrabs: ['vip-grabs'],
} as const satisfies Record<string, readonly string[]>;
