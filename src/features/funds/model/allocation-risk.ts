// The risk picture of one allocation in trading (issue 21 "Risk view"): how far the sub-account's
// value is above its warning and liquidation lines, in money and %, and what 1, 2 or 3 limit-down
// days of every stock it holds would do to that value. Value = enabledTradingAmount (the trading
// capital granted on approval, margin + allocated funds) + the open positions' net P/L as
// fundsList.do shows it (allProfitAndLose: fees and stay fee out) — the mock's definition (ADR 0029,
// mock-server/src/domain/funds/value.ts), the quantity the lines (margin × factor + allocated
// funds, §16 "Funding") are drawn against. A scenario moves each position's net by its price move. The per-position limit-day prices and net P/L are the shared
// trading maths the position detail uses (limitDayScenarios); this only adds them up.
import Decimal from 'decimal.js';

import type { FundsApply } from '@/api/contracts/models/funds';
import { limitPctOf } from '@/api/contracts/market-rules';
import {
  grossPnl,
  limitDayScenarios,
  positionBuyFees,
  type PositionMoney,
} from '@/api/contracts/trading-math';

/** An open sub-account position and the price it is valued at. */
export interface HeldPosition extends PositionMoney {
  stockCode: string;
  stockGid?: string | null;
  stockName: string;
  stockPlate?: string | null;
  price: Decimal.Value;
  /** The net P/L the server shows; without it, gross P/L at `price` less the buy fees. */
  allProfitAndLose?: Decimal.Value | null;
}

export interface LineDistance {
  line: Decimal;
  /** value − line: the loss the sub-account can still take before the line (negative: past it). */
  room: Decimal;
  /** room ÷ value × 100, 2 dp. */
  roomPct: Decimal;
  isReached: boolean;
}

export interface AllocationScenario {
  days: number;
  value: Decimal;
  /** Change from today's value. */
  change: Decimal;
  isWarning: boolean;
  isForced: boolean;
}

export interface AllocationRisk {
  value: Decimal;
  netPnl: Decimal;
  warning: LineDistance | null;
  liquidation: LineDistance | null;
  /** Empty when the sub-account holds nothing (a limit day changes nothing). */
  limitDown: AllocationScenario[];
}

const dec = (v: Decimal.Value | null | undefined) => new Decimal(v ?? 0);
const half = Decimal.ROUND_HALF_UP;
// Flags come from the allocation's lines, not from per-position ratios: these only feed the
// shared function's own flags, which are not read.
const UNUSED_RATIOS = { warning: 1, forced: 1 };

const distance = (value: Decimal, line: Decimal.Value | null | undefined): LineDistance | null => {
  if (line === null || line === undefined) return null;
  const at = new Decimal(line);
  const room = value.minus(at);
  return {
    line: at,
    room,
    roomPct: value.isZero() ? new Decimal(0) : room.div(value).times(100).toDecimalPlaces(2, half),
    isReached: value.lte(at),
  };
};

const netAt = (p: HeldPosition, price: Decimal.Value) =>
  grossPnl(p, price).minus(positionBuyFees(p));

export const allocationRisk = (
  apply: Pick<FundsApply, 'enabledTradingAmount' | 'lineWarning' | 'lineUnwind'>,
  held: readonly HeldPosition[],
): AllocationRisk => {
  const capital = dec(apply.enabledTradingAmount);
  const shown = (p: HeldPosition) =>
    p.allProfitAndLose === null || p.allProfitAndLose === undefined
      ? netAt(p, p.price)
      : new Decimal(p.allProfitAndLose);
  const netPnl = held.reduce((sum, p) => sum.plus(shown(p)), new Decimal(0));
  const value = capital.plus(netPnl);
  const warningLine = apply.lineWarning;
  const liquidationLine = apply.lineUnwind;
  // Per day, the sum of each position's net change from now.
  const byDay = new Map<number, Decimal>();
  for (const p of held) {
    const limitPct = limitPctOf(p.stockGid ?? p.stockCode, p.stockName, p.stockPlate);
    const now = netAt(p, p.price);
    for (const s of limitDayScenarios(p, p.price, limitPct ?? 0, UNUSED_RATIOS, -1)) {
      byDay.set(s.days, (byDay.get(s.days) ?? new Decimal(0)).plus(s.netPnl.minus(now)));
    }
  }
  const limitDown = held.length
    ? [1, 2, 3].map((days) => {
        const scenarioValue = value.plus(byDay.get(days) ?? 0);
        return {
          days,
          value: scenarioValue,
          change: scenarioValue.minus(value),
          isWarning: warningLine != null && scenarioValue.lte(warningLine),
          isForced: liquidationLine != null && scenarioValue.lte(liquidationLine),
        };
      })
    : [];
  return {
    value,
    netPnl,
    warning: distance(value, warningLine),
    liquidation: distance(value, liquidationLine),
    limitDown,
  };
};
