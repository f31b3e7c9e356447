// The VIP grab form's maths and checks (screens §7.2 /vipdetail, api-contract §12.10, §16), pure
// and decimal: the margin is value ÷ lever exactly as the mock books it, and every limit of
// vip-limits.ts is judged before anything is sent. Loaded just after the page's first paint.
import Decimal from 'decimal.js';

import { SHARES_PER_LOT } from '@/api/contracts/constants';
import { plateOfCode } from '@/api/contracts/market-rules';
import { boardChangeFailure } from '@/api/contracts/trading-rules';

import { amountLimitProblem } from './amount-limits';
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

/**
 * The board max-change rule the order ticket judges (trading-rules' boardChangeFailure), for a VIP
 * item: beyond it the server answers "当前交易不可买入" and books nothing, so the grab is not
 * offered. The board comes from the code (688/689 STAR, 300/301 ChiNext, else main). Null when the
 * rule lets it through or cannot be judged (no change %, settings unset).
 */
export const vipBoardProblem = (
  item: { code: string; changePct: number | null | undefined },
  limits: Pick<VipLimits, 'creaseMax'>,
): Extract<VipProblem, { key: 'vip.check.boardLimit' }> | null => {
  if (item.changePct === null || item.changePct === undefined || !limits.creaseMax) return null;
  const failure = boardChangeFailure(plateOfCode(item.code), item.changePct, limits.creaseMax);
  if (!failure) return null;
  const change = failure.rule === 'rise-too-high' ? `+${failure.change}` : failure.change;
  return { field: 'order', key: 'vip.check.boardLimit', values: { change, max: failure.max } };
};

export interface VipOrderInput {
  code: string;
  name: string;
  price: string | null | undefined;
  changePct?: number | null;
  lotsText: string;
  available: number | null | undefined;
  limits: VipLimits;
}

/** The server's margin checks (amount-limits.ts: minimum, available, allowed share). */
const marginProblems = (
  margin: Decimal,
  available: number | null | undefined,
  limits: VipLimits,
): VipProblem[] => {
  const p = amountLimitProblem(margin, available, limits);
  // The same rule and figures under the grab's own key.
  return p ? [{ field: 'order', key: `vip.check.${p.rule}`, values: p.values } as VipProblem] : [];
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
  const beyond = vipBoardProblem({ code: input.code, changePct: input.changePct }, limits);
  if (beyond) problems.push(beyond);
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
