// The /Subscription hub's tab from its `idx` query (screens §7.1): 1 new shares, 2 placement grab,
// 3 new bonds, 4 block trade, 5 VIP grab. The reference selected nothing without `idx`; we open
// the first tab, and anything that is not 1–5 counts as absent.
export const HUB_TABS = [1, 2, 3, 4, 5] as const;
export type HubTab = (typeof HUB_TABS)[number];

export const hubTabOf = (idx: string | null): HubTab =>
  HUB_TABS.find((tab) => String(tab) === idx?.trim()) ?? 1;

/** Where the hub's search icon leads: the VIP search on the VIP tab, else the stock search. */
export const searchTargetOf = (tab: HubTab): 'vipSearchlist' | 'searchlist' =>
  tab === 5 ? 'vipSearchlist' : 'searchlist';
