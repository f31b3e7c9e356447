// The risk-lines lesson's example: an order bought now (the ticket's preview) becomes a position;
// its warning and forced-liquidation lines and 1–3 adverse limit days come from the shared maths
// the position detail page uses.
import {
  DIRECTION_TEXT,
  limitDayScenarios,
  riskLine,
  type Direction,
  type LimitDayScenario,
  type PositionMoney,
  type RiskLine,
} from '@/api/contracts/trading-math';
import type { PreviewSetting } from '@/lib/trading/stock-preview-input';

import { boardLimitPct, type BoardId } from './boards';
import { leverageExample } from './leverage-example';

export interface RiskInput {
  price: number;
  lots: number;
  lever: number;
  side: Direction;
  board: BoardId;
}

export interface RiskRatioSetting {
  forceStopRemindRatio?: number | null;
  forceStopPercent?: number | null;
}

export interface RiskExample {
  margin: string;
  warning: RiskLine | null;
  forced: RiskLine | null;
  /** 1–3 limit days against the position (down for a long, up for a short). */
  adverse: LimitDayScenario[];
}

const ratioOf = (v: number | null | undefined): number | null =>
  v !== null && v !== undefined && v > 0 ? v : null;

export const riskExample = (
  setting: (PreviewSetting & RiskRatioSetting) | undefined,
  input: RiskInput,
): RiskExample => {
  const cost = leverageExample(setting, { ...input, spreadRate: 0, available: 0 });
  // The position buy.do would book for this order.
  const position: PositionMoney = {
    orderDirection: DIRECTION_TEXT[input.side],
    buyOrderPrice: input.price,
    orderNum: input.lots * 100,
    orderLever: input.lever,
    orderTotalPrice: cost.value,
    orderFee: cost.buyFee,
    orderSpread: cost.stampDuty,
    spreadRatePrice: cost.spreadFee,
  };
  const warningRatio = ratioOf(setting?.forceStopRemindRatio);
  const forcedRatio = ratioOf(setting?.forceStopPercent);
  const never = Number.MAX_SAFE_INTEGER;
  return {
    margin: cost.margin.toFixed(2),
    warning: warningRatio ? riskLine(position, warningRatio, input.price) : null,
    forced: forcedRatio ? riskLine(position, forcedRatio, input.price) : null,
    adverse: limitDayScenarios(
      position,
      input.price,
      boardLimitPct(input.board),
      { warning: warningRatio ?? never, forced: forcedRatio ?? never },
      input.side === 'long' ? -1 : 1,
    ),
  };
};
