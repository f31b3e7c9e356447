// The VIP grab form's maths and checks (screens §7.2 /vipdetail, api-contract §12.10, §16), pure
// and decimal: the margin is value ÷ lever exactly as the mock books it, and every limit of
// vip-limits.ts is judged before anything is sent. Loaded just after the page's first paint.
import Decimal from 'decimal.js';

import { SHARES_PER_LOT } from '@/api/contracts/constants';

import { lotsOf } from './lots-input';
import {
  isBelowVipThreshold,
  VIP_LEVER,
  type VipIntent,
  type VipLimits,
  type VipProblem,
} from './vip-limits';

/** price × lots × 100 ÷ lever, or null while price or lots are unknown. */
export const vipMargin = (
  price: string | null | undefined,
  lotsText: string,
  lever = VIP_LEVER,
): Decimal | null => {
  const lots = lotsOf(lotsText);
  if (price === null || price === undefined || price === '' || lots === null) return null;
  return new Decimal(price).times(lots).times(SHARES_PER_LOT).div(lever);
};

export interface VipOrderInput {
  code: string;
  name: string;
  price: string | null | undefined;
  lotsText: string;
  available: number | null | undefined;
  limits: VipLimits;
}

/** The server's margin checks (§16 "Buy limits"): minimum, available, allowed share. */
const marginProblems = (
  margin: Decimal,
  available: number | null | undefined,
  limits: VipLimits,
): VipProblem[] => {
  if (limits.minAmount !== null && margin.lt(limits.minAmount)) {
    return [
      {
        field: 'order',
        key: 'vip.check.minAmount',
        values: { amount: new Decimal(limits.minAmount).toFixed(2) },
      },
    ];
  }
  if (available === null || available === undefined) return [];
  if (margin.gt(available)) {
    return [
      {
        field: 'order',
        key: 'vip.check.funds',
        values: { available: new Decimal(available).toFixed(2) },
      },
    ];
  }
  if (limits.maxShare !== null && margin.gt(new Decimal(available).times(limits.maxShare))) {
    return [
      {
        field: 'order',
        key: 'vip.check.maxShare',
        values: { percent: new Decimal(limits.maxShare).times(100).toString() },
      },
    ];
  }
  return [];
};

export const checkVipOrder = (
  input: VipOrderInput,
): { problems: VipProblem[]; intent: VipIntent | null } => {
  const { limits, available } = input;
  const problems: VipProblem[] = [];
  const lots = lotsOf(input.lotsText);
  if (lots === null) problems.push({ field: 'lots', key: 'vip.check.lotsEmpty' });
  else if (lots < limits.minLots) {
    problems.push({ field: 'lots', key: 'vip.check.belowMin', values: { lots: limits.minLots } });
  } else if (limits.maxLots !== null && lots > limits.maxLots) {
    problems.push({ field: 'lots', key: 'vip.check.aboveMax', values: { lots: limits.maxLots } });
  }
  if (isBelowVipThreshold(available, limits)) {
    problems.push({
      field: 'order',
      key: 'vip.check.threshold',
      values: { amount: new Decimal(limits.threshold ?? 0).toFixed(2) },
    });
  }
  const margin = vipMargin(input.price, input.lotsText);
  if (input.price === null || input.price === undefined) {
    problems.push({ field: 'order', key: 'vip.check.noPrice' });
  } else if (margin && !problems.some((p) => p.field === 'lots')) {
    problems.push(...marginProblems(margin, available, limits));
  }
  if (problems.length > 0 || lots === null) return { problems, intent: null };
  return {
    problems,
    intent: {
      stockCode: input.code,
      stockName: input.name,
      buyNum: lots * SHARES_PER_LOT,
      lever: VIP_LEVER,
    },
  };
};
