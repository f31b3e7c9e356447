import { describe, expect, it } from 'vitest';

import {
  beijingTextToMs,
  heldQuantity,
  inFlightOf,
  ordersOfPending,
  parseOrderIntent,
  positionsOfIndices,
  positionsOfStocks,
  type BookedPosition,
  type InFlightRecord,
} from './reconcile';
import { reconcile } from './reconcile-evidence';

const at = Date.parse('2026-11-18T10:00:00+08:00');

const record: InFlightRecord = {
  endpoint: 'buy',
  params: { stockId: 7, buyNum: 300, buyType: 0, lever: 10 },
  kind: 'stock',
  code: '600519',
  name: '贵州茅台',
  side: 'long',
  quantity: 300,
  at,
};

const position = (over: Partial<BookedPosition>): BookedPosition => ({
  code: '600519',
  side: 'long',
  quantity: 300,
  openedAt: at + 800,
  ...over,
});

describe('the stored order intent', () => {
  const { at: sentAt, ...intent } = record;

  it('round-trips through JSON and back into the record reconcile reads', () => {
    const parsed = parseOrderIntent(JSON.parse(JSON.stringify(intent)));
    expect(parsed).toEqual(intent);
    expect(inFlightOf({ params: parsed!, at: sentAt })).toEqual(record);
  });

  it('ignores garbage and foreign shapes', () => {
    expect(parseOrderIntent(null)).toBeNull();
    expect(parseOrderIntent('{not json')).toBeNull();
    expect(parseOrderIntent({ ...intent, endpoint: 'sell' })).toBeNull();
    expect(parseOrderIntent({ ...intent, quantity: '300' })).toBeNull();
    expect(parseOrderIntent({ ...intent, side: 'up' })).toBeNull();
  });
});

describe('reconcile after a timeout', () => {
  it('a new position of the same stock, side and size opened after the send is the order', () => {
    expect(reconcile(record, { positions: [position({})] })).toEqual({
      status: 'booked',
      via: 'new-position',
    });
  });

  it('an older position, another side, another size or another stock is not', () => {
    const others = [
      position({ openedAt: at - 60_000 }),
      position({ side: 'short' }),
      position({ quantity: 200 }),
      position({ code: '000001' }),
    ];
    expect(reconcile(record, { positions: others })).toEqual({ status: 'not-found' });
  });

  it('tolerates the server clock being a few seconds behind', () => {
    expect(reconcile(record, { positions: [position({ openedAt: at - 3000 })] }).status).toBe(
      'booked',
    );
  });

  it('an add-on merged into an older position is found by the holding growing', () => {
    const merged = position({ quantity: 500, openedAt: at - 86_400_000 });
    expect(reconcile({ ...record, heldBefore: 200 }, { positions: [merged] })).toEqual({
      status: 'booked',
      via: 'holding-grew',
    });
    expect(reconcile({ ...record, heldBefore: 300 }, { positions: [merged] }).status).toBe(
      'not-found',
    );
  });

  it('a limit order is looked for among the pending orders', () => {
    const limit: InFlightRecord = {
      ...record,
      endpoint: 'addOrder',
      params: { ...record.params, stockId: '7' },
    };
    const pending = (stockId: string) => ({
      id: 9,
      userId: 1,
      stockId,
      stockName: '贵州茅台',
      buyNum: 300,
      buyType: 0,
      lever: 10,
      profitTarget: null,
      stopTarget: null,
      nowPrice: 1500,
      targetPrice: 1490,
      addTime: '2026-11-18 10:00:01',
      status: 0,
    });
    // Saved under the id addOrder was sent, or under the code by a backend that keeps codes.
    expect(reconcile(limit, { orders: ordersOfPending([pending('7')]) }).status).toBe('booked');
    expect(reconcile(limit, { orders: ordersOfPending([pending('8')]) }).status).toBe('not-found');
    const orders = ordersOfPending([
      {
        id: 9,
        userId: 1,
        stockId: '600519',
        stockName: '贵州茅台',
        buyNum: 300,
        buyType: 0,
        lever: 10,
        profitTarget: null,
        stopTarget: null,
        nowPrice: 1500,
        targetPrice: 1490,
        addTime: '2026-11-18 10:00:01',
        status: 0,
      },
    ]);
    expect(reconcile(limit, { orders })).toEqual({ status: 'booked', via: 'pending-order' });
    expect(reconcile({ ...limit, side: 'short' }, { orders }).status).toBe('not-found');
    // A position of the same size does not prove a pending order was saved.
    expect(reconcile(limit, { positions: [position({})] }).status).toBe('not-found');
  });
});

describe('evidence from the lists', () => {
  it('stock positions: code, direction text, shares, epoch open time', () => {
    const [p] = positionsOfStocks([
      {
        id: 1,
        positionType: 0,
        positionSn: 'P1',
        userId: 1,
        nickName: null,
        agentId: 0,
        stockName: '贵州茅台',
        stockCode: '600519',
        stockGid: 'sh600519',
        stockSpell: null,
        buyOrderId: null,
        buyOrderTime: at,
        buyOrderPrice: 1500,
        sellOrderId: null,
        sellOrderTime: null,
        sellOrderPrice: null,
        profitTargetPrice: null,
        stopTargetPrice: null,
        orderDirection: '买跌',
        orderNum: 200,
        orderLever: 10,
        orderTotalPrice: 300_000,
        orderFee: null,
        sellOrderFee: null,
        orderSpread: null,
        orderStayFee: null,
        orderStayDays: 1,
        profitAndLose: 0,
        allProfitAndLose: 0,
        stockPlate: null,
        spreadRatePrice: null,
        marginAdd: null,
        now_price: '1500',
        businessBalance: null,
      },
    ]);
    expect(p).toEqual({ code: '600519', side: 'short', quantity: 200, openedAt: at });
  });

  it('index positions carry Beijing date text', () => {
    expect(beijingTextToMs('2026-11-18 10:00:00')).toBe(at);
    expect(beijingTextToMs('yesterday')).toBeNull();
    const [p] = positionsOfIndices([
      {
        id: 1,
        positionType: 0,
        positionSn: 'I1',
        userId: 1,
        realName: null,
        agentId: 0,
        indexName: '上证指数',
        indexCode: '000001',
        indexGid: 'sh000001',
        buyOrderTime: '2026-11-18 10:00:00',
        buyOrderPrice: 3400,
        sellOrderTime: null,
        sellOrderPrice: null,
        orderDirection: '买涨',
        orderNum: 2,
        allDepositAmt: 1000,
        orderFee: 40,
        orderStayDays: 1,
        eachPoint: 10,
        profitAndLose: 0,
        allProfitAndLose: 0,
        isLock: 0,
        lockMsg: null,
        orderLever: 10,
        profitTargetPrice: null,
        stopTargetPrice: null,
        now_price: '3400',
      },
    ]);
    expect(p).toEqual({ code: '000001', side: 'long', quantity: 2, openedAt: at });
  });

  it('held quantity sums the open positions of one instrument and side', () => {
    const list = [
      position({ quantity: 100 }),
      position({ quantity: 200 }),
      position({ side: 'short' }),
    ];
    expect(heldQuantity(list, '600519', 'long')).toBe(300);
    expect(heldQuantity(list, '000001', 'long')).toBe(0);
  });
});
