// Browser-storage keys. The first three are the reference app's names, kept so a trader's stored
// session and language survive the switch to this front end.
export const STORAGE_KEYS = {
  /** Session token (api-contract §3: the front end keeps `data.token` here). */
  token: 'USERTOKEN',
  /** Interface language code (zh-CN, en, tww, tg, yn). */
  language: 'language',
  /** Theme name (product-spec §9: "a local-storage entry holding the theme name"). */
  theme: 'theme',
  /** Cached API base address resolved from the remote config (product-spec §4). */
  apiBase: 'apiBase',
  /** Persisted display preferences (zustand persist). */
  preferences: 'trader-preferences',
  /** The last results opened from the search pages (features/market). */
  recentSearches: 'market-recent-searches',
  /**
   * /home's first banner as its banners query last got it (public: address and title), painted by
   * index.html's skeleton on the next visit (ADR 0040 addendum 2; index.html reads this name).
   */
  skeletonBanner: 'skeleton-banner',
} as const;

/**
 * The cookie earlier builds copied the token into (product-spec §3). The backend never reads it
 * (api-contract §3: header only), and a script-set cookie cannot be HttpOnly, so it is no longer
 * written; a leftover one is expired at start (issue 17).
 */
export const LEGACY_TOKEN_COOKIE = 'USER_TOKEN';
