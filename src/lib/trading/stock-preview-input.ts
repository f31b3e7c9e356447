// The one builder of a stock preview's input from the site's settings and an order draft. The order
// ticket and the trading academy's leverage lesson both build their `stockPreview` input here, so
// the lesson's worked example is the ticket's preview for the same order, by construction.
import type { SiteSetting } from '@/api/contracts/models/site';
import { MAX_LOTS, SHARES_PER_LOT, type Direction } from '@/api/contracts/trading-math';

import type { StockPreviewInput } from './order-preview';

/** The settings a stock preview reads (fees, funds share, share limits). */
export type PreviewSetting = Pick<
  SiteSetting,
  'buyFee' | 'sellFee' | 'dutyFee' | 'buyMaxAmtPercent' | 'buyMinNum' | 'buyMaxNum'
>;

export interface StockOrderDraft {
  price: number;
  lots: number;
  lever: number;
  side: Direction;
  /** Best spread rate of the order (findSpreadRateOne), 0 when none or unknown. */
  spreadRate: number;
  /** Available funds; 0 while unknown. */
  available: number;
}

export const stockPreviewInputOf = (
  setting: PreviewSetting | undefined,
  draft: StockOrderDraft,
): StockPreviewInput => ({
  price: draft.price,
  lots: draft.lots,
  lever: draft.lever,
  side: draft.side,
  buyFee: setting?.buyFee ?? 0,
  sellFee: setting?.sellFee ?? 0,
  dutyFee: setting?.dutyFee ?? 0,
  spreadRate: draft.spreadRate,
  available: draft.available,
  maxShareOfAvailable: setting?.buyMaxAmtPercent ?? 1,
  minShares: setting?.buyMinNum ?? 0,
  maxShares: setting?.buyMaxNum ?? MAX_LOTS * SHARES_PER_LOT,
});
