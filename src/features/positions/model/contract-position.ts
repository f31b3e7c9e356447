// Index and futures contract positions (api-contract §11.8, §11.9, §11.13, §15.7): lots, margin per
// lot, money per point. Open ones are recomputed from the live level with the shared contractPnl;
// closed ones show what was booked.
import Decimal from 'decimal.js';

import type {
  UserFuturesPositionVO,
  UserIndexPositionVO,
} from '@/api/contracts/models/index-futures';
import { contractPnl, directionOfText, type Direction } from '@/api/contracts/trading-math';

import { priceOf } from './stock-position';

export type ContractKind = 'index' | 'futures';

export interface ContractPositionView {
  kind: ContractKind;
  positionSn: string;
  name: string;
  code: string;
  direction: Direction;
  isClosed: boolean;
  price: Decimal | null;
  lots: number;
  lever: number | null;
  buyPrice: Decimal;
  /** Epoch ms or the backend's "yyyy-MM-dd HH:mm:ss" text (index positions). */
  buyTime: number | string | null;
  sellTime: number | null;
  margin: Decimal;
  fee: Decimal;
  /** Yuan per point per lot (futures: the product's money per point × the coin's rate). */
  eachPoint: Decimal;
  /** null for an open position without a price. */
  pnl: Decimal | null;
  netPnl: Decimal | null;
  /** Futures: the quote currency, its rate to yuan, and the contract unit. */
  coinCode: string | null;
  coinRate: Decimal | null;
  unit: string | null;
  daysHeld: number | null;
}

const dec = (v: Decimal.Value | null | undefined): Decimal => new Decimal(v ?? 0);

const pnlOf = (
  p: {
    orderDirection: string;
    buyOrderPrice?: number | null;
    orderNum: number;
    eachPoint?: number | null;
    orderFee?: number | null;
    profitAndLose?: number | null;
    allProfitAndLose?: number | null;
  },
  price: Decimal | null,
  isClosed: boolean,
): { pnl: Decimal | null; netPnl: Decimal | null } => {
  if (isClosed) return { pnl: dec(p.profitAndLose), netPnl: dec(p.allProfitAndLose) };
  if (!price) return { pnl: null, netPnl: null };
  return contractPnl({ ...p, buyOrderPrice: dec(p.buyOrderPrice) }, price);
};

export const indexPositionView = (p: UserIndexPositionVO): ContractPositionView => {
  const isClosed = p.sellOrderTime !== null && p.sellOrderTime !== undefined;
  const price = isClosed ? priceOf(p.sellOrderPrice) : priceOf(p.now_price);
  return {
    kind: 'index',
    positionSn: p.positionSn,
    name: p.indexName ?? p.indexCode ?? '',
    code: p.indexCode ?? p.indexGid ?? '',
    direction: directionOfText(p.orderDirection),
    isClosed,
    price,
    lots: p.orderNum,
    lever: p.orderLever ?? null,
    buyPrice: dec(p.buyOrderPrice),
    buyTime: p.buyOrderTime ?? null,
    sellTime: p.sellOrderTime ?? null,
    margin: dec(p.allDepositAmt),
    fee: dec(p.orderFee),
    eachPoint: dec(p.eachPoint ?? 1),
    ...pnlOf(p, price, isClosed),
    coinCode: null,
    coinRate: null,
    unit: null,
    daysHeld: p.orderStayDays ?? null,
  };
};

export const futuresPositionView = (p: UserFuturesPositionVO): ContractPositionView => {
  const isClosed = p.sellOrderTime !== null && p.sellOrderTime !== undefined;
  const price = isClosed ? priceOf(p.sellOrderPrice) : priceOf(p.nowPrice);
  // Futures are quoted in their base coin: a point is worth eachPoint (else the contract size)
  // in that coin, times its rate in yuan.
  const coinRate = p.coinRate ?? p.buyRate ?? null;
  const eachPoint = dec(p.eachPoint ?? p.futuresStandard ?? 1).times(coinRate ?? 1);
  return {
    kind: 'futures',
    positionSn: p.positionSn,
    name: p.futuresName ?? p.futuresCode ?? '',
    code: p.futuresCode ?? p.futuresGid ?? '',
    direction: directionOfText(p.orderDirection),
    isClosed,
    price,
    lots: p.orderNum,
    lever: p.orderLever ?? null,
    buyPrice: dec(p.buyOrderPrice),
    buyTime: p.buyOrderTime ?? null,
    sellTime: p.sellOrderTime ?? null,
    margin: dec(p.allDepositAmt),
    fee: dec(p.orderFee),
    eachPoint,
    ...pnlOf({ ...p, eachPoint: eachPoint.toNumber() }, price, isClosed),
    coinCode: p.coinCode ?? null,
    coinRate: coinRate === null ? null : new Decimal(coinRate),
    unit: p.futuresUnit ?? null,
    daysHeld: null,
  };
};
