import { describe, expect, it } from 'vitest';

import { heldLot } from '@/testing/funds-backend';

import { allocationRisk, type HeldPosition } from './allocation-risk';

const apply = { enabledTradingAmount: 300_000, lineWarning: 291_000, lineUnwind: 287_500 };

const long = (over: Partial<HeldPosition> = {}): HeldPosition => ({
  ...heldLot,
  stockPlate: null,
  price: 10,
  ...over,
});

describe('allocationRisk', () => {
  it('values the sub-account as trading capital plus net P/L and measures both lines', () => {
    const r = allocationRisk(apply, [long({ price: 10.5 })]);
    // 500 gross − 7 fees
    expect(r.netPnl.toFixed(2)).toBe('493.00');
    expect(r.value.toFixed(2)).toBe('300493.00');
    expect(r.warning?.room.toFixed(2)).toBe('9493.00');
    // 9493 ÷ 300493 × 100 = 3.1591…
    expect(r.warning?.roomPct.toFixed(2)).toBe('3.16');
    expect(r.liquidation?.room.toFixed(2)).toBe('12993.00');
    expect(r.liquidation?.isReached).toBe(false);
  });

  it('adds up 1–3 limit-down days per board, prices rounded to the tick', () => {
    const star = long({ stockCode: '688001', stockGid: 'sh688001', stockPlate: '科创' });
    const r = allocationRisk(apply, [long(), star]);
    // main board 9.00 / 8.10 / 7.29; STAR 8.00 / 6.40 / 5.12; each −7 fees
    expect(r.limitDown.map((s) => s.value.toFixed(2))).toEqual([
      '296986.00',
      '294486.00',
      '292396.00',
    ]);
    expect(r.limitDown.map((s) => s.change.toFixed(2))).toEqual([
      '-3000.00',
      '-5500.00',
      '-7590.00',
    ]);
    expect(r.limitDown.map((s) => s.isWarning)).toEqual([false, false, false]);
  });

  it('flags the days that reach the lines', () => {
    const big = long({ orderNum: 10_000, orderTotalPrice: 100_000 });
    const r = allocationRisk(apply, [big]);
    // day 1: 300000 − 10000 − 7 = 289993: under the warning line 291000, above 287500
    expect(r.limitDown[0]).toMatchObject({ isWarning: true, isForced: false });
    // day 2 at 8.10: 280993, under the liquidation line
    expect(r.limitDown[1]).toMatchObject({ isWarning: true, isForced: true });
  });

  it('says a line is reached once the value is at or under it', () => {
    const r = allocationRisk({ ...apply, enabledTradingAmount: 291_007 }, [long()]);
    expect(r.warning?.room.toFixed(2)).toBe('0.00');
    expect(r.warning?.isReached).toBe(true);
  });

  it('takes the net the server shows (stay fee out) and moves it by the price only', () => {
    const r = allocationRisk(apply, [long({ price: 10.5, allProfitAndLose: 490.5 })]);
    expect(r.value.toFixed(2)).toBe('300490.50');
    // 10.50 → 9.45: −1050 on the net shown
    expect(r.limitDown[0]?.value.toFixed(2)).toBe('299440.50');
  });

  it('has no scenarios without positions, and no line the row lacks', () => {
    const r = allocationRisk(
      { enabledTradingAmount: 1000, lineWarning: null, lineUnwind: 900 },
      [],
    );
    expect(r.limitDown).toEqual([]);
    expect(r.warning).toBeNull();
    expect(r.liquidation?.roomPct.toFixed(2)).toBe('10.00');
  });
});
