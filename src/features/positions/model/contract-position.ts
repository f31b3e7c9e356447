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

/** The columns the index and futures position rows share. */
type ContractRow = Pick<
  UserIndexPositionVO,
  | 'positionSn'
  | 'orderDirection'
  | 'orderNum'
  | 'orderLever'
  | 'buyOrderPrice'
  | 'sellOrderTime'
  | 'sellOrderPrice'
  | 'allDepositAmt'
  | 'orderFee'
  | 'profitAndLose'
  | 'allProfitAndLose'
>;

/** What each kind names or computes its own way. */
type OwnFields = Pick<
  ContractPositionView,
  'name' | 'code' | 'buyTime' | 'eachPoint' | 'coinCode' | 'coinRate' | 'unit' | 'daysHeld'
>;

const contractView = (
  kind: ContractKind,
  p: ContractRow,
  livePrice: string | null | undefined,
  own: OwnFields,
): ContractPositionView => {
  const isClosed = p.sellOrderTime !== null && p.sellOrderTime !== undefined;
  const price = isClosed ? priceOf(p.sellOrderPrice) : priceOf(livePrice);
  const base = {
    orderDirection: p.orderDirection,
    buyOrderPrice: dec(p.buyOrderPrice),
    orderNum: p.orderNum,
    eachPoint: own.eachPoint.toNumber(),
    orderFee: p.orderFee,
  };
  // Closed: what was booked; open: recomputed from the live level (null without a price).
  const pnl = isClosed
    ? { pnl: dec(p.profitAndLose), netPnl: dec(p.allProfitAndLose) }
    : price
      ? contractPnl(base, price)
      : { pnl: null, netPnl: null };
  return {
    ...own,
    kind,
    positionSn: p.positionSn,
    direction: directionOfText(p.orderDirection),
    isClosed,
    price,
    lots: p.orderNum,
    lever: p.orderLever ?? null,
    buyPrice: dec(p.buyOrderPrice),
    sellTime: p.sellOrderTime ?? null,
    margin: dec(p.allDepositAmt),
    fee: dec(p.orderFee),
    ...pnl,
  };
};

export const indexPositionView = (p: UserIndexPositionVO): ContractPositionView =>
  contractView('index', p, p.now_price, {
    name: p.indexName ?? p.indexCode ?? '',
    code: p.indexCode ?? p.indexGid ?? '',
    buyTime: p.buyOrderTime ?? null,
    eachPoint: dec(p.eachPoint ?? 1),
    coinCode: null,
    coinRate: null,
    unit: null,
    daysHeld: p.orderStayDays ?? null,
  });

export const futuresPositionView = (p: UserFuturesPositionVO): ContractPositionView => {
  // Futures are quoted in their base coin: a point is worth eachPoint (else the contract size)
  // in that coin, times its rate in yuan.
  const coinRate = p.coinRate ?? p.buyRate ?? null;
  return contractView('futures', p, p.nowPrice, {
    name: p.futuresName ?? p.futuresCode ?? '',
    code: p.futuresCode ?? p.futuresGid ?? '',
    buyTime: p.buyOrderTime ?? null,
    eachPoint: dec(p.eachPoint ?? p.futuresStandard ?? 1).times(coinRate ?? 1),
    coinCode: p.coinCode ?? null,
    coinRate: coinRate === null ? null : new Decimal(coinRate),
    unit: p.futuresUnit ?? null,
    daysHeld: null,
  });
};

type RowOf<K extends ContractKind> = K extends 'index'
  ? UserIndexPositionVO
  : UserFuturesPositionVO;

/** A row of either contract list as its view. */
export const contractViewOf = <K extends ContractKind>(
  kind: K,
  row: RowOf<K>,
): ContractPositionView =>
  kind === 'index'
    ? indexPositionView(row as UserIndexPositionVO)
    : futuresPositionView(row as UserFuturesPositionVO);

export const contractViewsOf = <K extends ContractKind>(
  kind: K,
  rows: readonly RowOf<K>[],
): ContractPositionView[] => rows.map((row) => contractViewOf(kind, row));
