// The VIP grab's limits from the site settings (screens §7.2 /vipdetail, api-contract §12.10,
// §16): lots bounded by buyMinNum / buyMaxNum (shares, shown in lots), the VIP threshold
// (`vipQcMaxAmt`: grabs need at least that much available), the margin limits, and the lever.
// No decimal maths here, so the page's first load goes without decimal.js (vip-order.ts has it).
import { SHARES_PER_LOT } from '@/api/contracts/constants';
import type { SiteSetting } from '@/api/contracts/models/site';
import { creaseMaxOf } from '@/lib/trading/crease-max';

/**
 * Leverage: the reference shows a picker of the site's levers but always sends lever 1, so its
 * margin figure (value, lever not applied) is what is booked. We do not offer a picker that would
 * not be sent: the grab goes at lever 1 (full value), the page says so, and margin = value ÷ 1 —
 * the same figure the mock books (margin = value ÷ lever).
 */
export const VIP_LEVER = 1;

export interface VipLimits {
  /** Lots, from buyMinNum ÷ 100 (at least 1). */
  minLots: number;
  /** Lots, from buyMaxNum ÷ 100; null when the site sets none. */
  maxLots: number | null;
  /** `vipQcMaxAmt`: the available balance a VIP grab needs; null when unset. */
  threshold: number | null;
  /** `buyMinAmt`: the smallest margin; null when unset. */
  minAmount: number | null;
  /** `buyMaxAmtPercent`: the largest share of the available balance one margin may take. */
  maxShare: number | null;
  /** The board max-change % (`creaseMaxPercent` & co.); null while any is unset. */
  creaseMax: { main: number; chinext: number; star: number } | null;
}

export const vipLimitsOf = (
  setting:
    | Pick<
        SiteSetting,
        | 'buyMinNum'
        | 'buyMaxNum'
        | 'vipQcMaxAmt'
        | 'buyMinAmt'
        | 'buyMaxAmtPercent'
        | 'creaseMaxPercent'
        | 'cyCreaseMaxPercent'
        | 'kcCreaseMaxPercent'
      >
    | undefined,
): VipLimits => ({
  minLots: Math.max(1, Math.ceil((setting?.buyMinNum ?? SHARES_PER_LOT) / SHARES_PER_LOT)),
  maxLots:
    setting?.buyMaxNum === null || setting?.buyMaxNum === undefined
      ? null
      : Math.floor(setting.buyMaxNum / SHARES_PER_LOT),
  threshold: setting?.vipQcMaxAmt ?? null,
  minAmount: setting?.buyMinAmt ?? null,
  maxShare: setting?.buyMaxAmtPercent ?? null,
  // As the order ticket reads them: the rule applies only when all three are set.
  creaseMax: creaseMaxOf(setting) ?? null,
});

/** True when the available balance is below the VIP threshold. */
export const isBelowVipThreshold = (
  available: number | null | undefined,
  limits: VipLimits,
): boolean =>
  limits.threshold !== null &&
  available !== null &&
  available !== undefined &&
  // Two amounts as the server sent them: compared, never computed with.
  available < limits.threshold;

export type VipProblem =
  | { field: 'lots'; key: 'vip.check.lotsEmpty' }
  | { field: 'lots'; key: 'vip.check.belowMin' | 'vip.check.aboveMax'; values: { lots: number } }
  | { field: 'order'; key: 'vip.check.threshold'; values: { amount: string } }
  | { field: 'order'; key: 'vip.check.funds'; values: { available: string } }
  | { field: 'order'; key: 'vip.check.minAmount'; values: { amount: string } }
  | { field: 'order'; key: 'vip.check.maxShare'; values: { percent: string } }
  | { field: 'order'; key: 'vip.check.noPrice' }
  | { field: 'order'; key: 'vip.check.boardLimit'; values: { change: string; max: string } };

/** What the page records of a grab before it leaves. */
export interface VipIntent {
  stockCode: string;
  stockName: string;
  /** Shares: lots × 100. */
  buyNum: number;
  lever: number;
}
