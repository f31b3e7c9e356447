import { describe, expect, it } from 'vitest';

import type {
  UserFuturesPositionVO,
  UserIndexPositionVO,
} from '@/api/contracts/models/index-futures';
import { contractPnl } from '@/api/contracts/trading-math';

import { futuresPositionView, indexPositionView } from './contract-position';

const index: UserIndexPositionVO = {
  id: 1,
  positionType: 0,
  positionSn: 'I1',
  userId: 7,
  realName: '王芳',
  agentId: 0,
  indexName: '上证指数',
  indexCode: '000001',
  indexGid: 'sh000001',
  buyOrderTime: '2026-11-10 10:30:00',
  buyOrderPrice: 3000,
  sellOrderTime: null,
  sellOrderPrice: null,
  orderDirection: '买跌',
  orderNum: 2,
  allDepositAmt: 2000,
  orderFee: 20,
  orderStayDays: 3,
  eachPoint: 10,
  profitAndLose: 0,
  allProfitAndLose: -20,
  isLock: 0,
  lockMsg: null,
  orderLever: 10,
  profitTargetPrice: null,
  stopTargetPrice: null,
  now_price: '2950.50',
};

const futures: UserFuturesPositionVO = {
  id: 2,
  positionType: 0,
  positionSn: 'F1',
  userId: 7,
  realName: '王芳',
  agentId: 0,
  futuresName: '纽约黄金',
  futuresCode: 'GC',
  futuresGid: 'hf_GC',
  buyOrderTime: Date.parse('2026-10-28T21:40:00+08:00'),
  buyOrderPrice: 2600,
  sellOrderTime: null,
  sellOrderPrice: null,
  orderDirection: '买涨',
  orderNum: 1,
  futuresStandard: 100,
  futuresUnit: '盎司',
  allDepositAmt: 2000,
  orderFee: 60,
  lockMsg: null,
  isLock: 0,
  buyRate: 7.12,
  sellRate: null,
  allProfitAndLose: -60,
  profitAndLose: 0,
  coinCode: 'USD',
  orderLever: 10,
  nowPrice: '2708.20',
  coinRate: 7.13,
  eachPoint: 100,
};

describe('indexPositionView', () => {
  it('prices an open index contract from now_price with contractPnl', () => {
    const v = indexPositionView(index);
    const want = contractPnl(index as never, '2950.50');
    expect(v.kind).toBe('index');
    expect(v.direction).toBe('short');
    expect(v.netPnl?.toString()).toBe(want.netPnl.toString());
    expect(v.pnl!.gt(0)).toBe(true);
  });

  it('shows the booked P/L once closed', () => {
    const v = indexPositionView({
      ...index,
      sellOrderTime: Date.parse('2026-11-12T14:00:00+08:00'),
      sellOrderPrice: 2900,
      profitAndLose: 2000,
      allProfitAndLose: 1980,
    });
    expect(v.isClosed).toBe(true);
    expect(v.netPnl?.toString()).toBe('1980');
    expect(v.price?.toString()).toBe('2900');
  });
});

describe('futuresPositionView', () => {
  it('values a point in yuan: the product money per point × the coin rate', () => {
    const v = futuresPositionView(futures);
    expect(v.eachPoint.toString()).toBe('713');
    const want = contractPnl({ ...futures, eachPoint: 713, buyOrderPrice: 2600 }, '2708.20');
    expect(v.netPnl?.toString()).toBe(want.netPnl.toString());
    expect(v.coinRate?.toString()).toBe('7.13');
  });

  it('has no P/L without a quote', () => {
    const v = futuresPositionView({ ...futures, nowPrice: null });
    expect(v.pnl).toBeNull();
    expect(v.netPnl).toBeNull();
  });
});
