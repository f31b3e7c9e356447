// Which markets and boards the trading list offers. The product display toggles (getProductSetting,
// product-spec §3 `settingForm`) say which account kinds the site sells: A-share boards follow
// `stockDisplay` (main, ChiNext, Beijing) and `kcStockDisplay` (STAR), the index and futures tabs
// their own toggle. Before the settings arrive every toggle is false; a market page without any
// market would be empty, so that state shows the A-share boards.
import type { SiteProduct } from '@/api/contracts/models/site';

/** product-spec §3 `settingForm`: which account kinds the site offers. */
export interface SettingForm {
  futuresDisplay: boolean;
  indexDisplay: boolean;
  kcStockDisplay: boolean;
  stockDisplay: boolean;
}

/** The toggles of the product settings; all off until they arrive. */
export const settingFormOf = (product: Partial<SiteProduct> | undefined): SettingForm => ({
  stockDisplay: product?.stockDisplay ?? false,
  kcStockDisplay: product?.kcStockDisplay ?? false,
  indexDisplay: product?.indexDisplay ?? false,
  futuresDisplay: product?.futuresDisplay ?? false,
});

export type MarketTab = 'stocks' | 'indexes' | 'futures';

/** `getStockSort.do` nodes (api-contract §8.15). */
export type Board = 'hs_a' | 'cyb' | 'kcb' | 'hs_bjs';

export const ALL_BOARDS: readonly Board[] = ['hs_a', 'cyb', 'kcb', 'hs_bjs'];

const noneOn = (f: SettingForm): boolean =>
  !f.stockDisplay && !f.kcStockDisplay && !f.indexDisplay && !f.futuresDisplay;

export const boardsOf = (f: SettingForm): Board[] => {
  const main = f.stockDisplay || noneOn(f);
  return ALL_BOARDS.filter((b) => (b === 'kcb' ? f.kcStockDisplay : main));
};

export const marketTabsOf = (f: SettingForm): MarketTab[] => {
  const tabs: MarketTab[] = [];
  if (boardsOf(f).length > 0) tabs.push('stocks');
  if (f.indexDisplay) tabs.push('indexes');
  if (f.futuresDisplay) tabs.push('futures');
  return tabs;
};

/** `wanted` when it is on offer, else the first one offered. */
export const pick = <T extends string>(wanted: string | null, offered: readonly T[]): T =>
  offered.find((o) => o === wanted) ?? offered[0]!;
