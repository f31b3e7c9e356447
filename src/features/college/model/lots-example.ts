// The lots lesson's example: lots → shares and what they cost at a price (the ticket's preview at
// lever 1), the lot range the site allows, and whether a full sale is refused yet (the close rules).
import { firstCloseFailure, type CloseRuleFailure } from '@/api/contracts/trading-rules';
import { SHARES_PER_LOT } from '@/api/contracts/trading-math';
import { stockLotRange } from '@/lib/trading/order-preview';
import type { PreviewSetting } from '@/lib/trading/stock-preview-input';

import { leverageExample } from './leverage-example';

export interface LotsInput {
  lots: number;
  price: number;
  /** Bought today (T+1: not sellable until the next trading day) or before. */
  isBoughtToday: boolean;
  minutesSinceBuy: number;
}

export interface LotsExample {
  shares: number;
  lotRange: { min: number; max: number };
  value: string;
  fees: string;
  total: string;
  sale: CloseRuleFailure | undefined;
}

export const lotsExample = (
  setting: (PreviewSetting & { cantSellTimes?: number | null }) | undefined,
  input: LotsInput,
): LotsExample => {
  const shares = input.lots * SHARES_PER_LOT;
  const cost = leverageExample(setting, {
    price: input.price,
    lots: input.lots,
    lever: 1,
    side: 'long',
    spreadRate: 0,
    available: 0,
  });
  return {
    shares,
    lotRange: stockLotRange(setting?.buyMinNum, setting?.buyMaxNum),
    value: cost.value.toFixed(2),
    fees: cost.fees.toFixed(2),
    total: cost.total.toFixed(2),
    sale: firstCloseFailure({
      shares,
      held: shares,
      sellable: input.isBoughtToday ? 0 : shares,
      cantSellMinutes: setting?.cantSellTimes ?? undefined,
      minutesSinceBuy: input.minutesSinceBuy,
      direction: 'long',
    }),
  };
};
