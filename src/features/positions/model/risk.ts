// The risk picture of one stock position for the detail page: how far the price may move before
// the warning line (`forceStopRemindRatio`) and the forced-liquidation line (`forceStopPercent`),
// and what consecutive limit days would do. The maths is the shared trading-math; this only picks
// which scenarios matter for the direction.
import type Decimal from 'decimal.js';

import {
  directionOfText,
  limitDayScenarios,
  riskLine,
  type LimitDayScenario,
  type PositionMoney,
  type RiskLine,
} from '@/api/contracts/trading-math';

export interface RiskRatiosInput {
  warning: number | null | undefined;
  forced: number | null | undefined;
}

export interface PositionRisk {
  warning: RiskLine | null;
  forced: RiskLine | null;
  /** 1–3 limit-down days (adverse for a long, favourable for a short); [] without a limit. */
  limitDown: LimitDayScenario[];
  /** 1–3 limit-up days, shown for shorts only (adverse to them). */
  limitUp: LimitDayScenario[];
}

const isRatio = (v: number | null | undefined): v is number =>
  v !== null && v !== undefined && v > 0;

export const positionRisk = (
  p: PositionMoney,
  price: Decimal,
  limitPct: number | null,
  ratios: RiskRatiosInput,
): PositionRisk => {
  const warning = isRatio(ratios.warning) ? riskLine(p, ratios.warning, price) : null;
  const forced = isRatio(ratios.forced) ? riskLine(p, ratios.forced, price) : null;
  // Without both ratios a scenario cannot be flagged; a missing one is treated as never reached.
  const flagRatios = {
    warning: isRatio(ratios.warning) ? ratios.warning : Number.MAX_SAFE_INTEGER,
    forced: isRatio(ratios.forced) ? ratios.forced : Number.MAX_SAFE_INTEGER,
  };
  const isShort = directionOfText(p.orderDirection) === 'short';
  return {
    warning,
    forced,
    limitDown: limitPct ? limitDayScenarios(p, price, limitPct, flagRatios, -1) : [],
    limitUp: limitPct && isShort ? limitDayScenarios(p, price, limitPct, flagRatios, 1) : [],
  };
};
