// Pending (conditional) orders of /user/orderList.do (api-contract §11.7, §15.3 UserPendingorderVO).
import type { UserPendingorderVO } from '@/api/contracts/models/trading';
import { directionOfBuyType, type Direction } from '@/api/contracts/trading-math';

export type OrderStatus = 'waiting' | 'executed' | 'failed' | 'unknown';

export const orderStatusOf = (status: number): OrderStatus =>
  status === 0 ? 'waiting' : status === 1 ? 'executed' : status === 2 ? 'failed' : 'unknown';

export interface PendingOrderView {
  id: number;
  name: string;
  status: OrderStatus;
  direction: Direction | undefined;
  shares: number;
  lever: number | null;
  targetPrice: number | null;
  /** Price when the order was placed. */
  nowPrice: number | null;
  profitTarget: number | null;
  stopTarget: number | null;
  addTime: string | null;
  /** Only a waiting order can be cancelled. */
  canCancel: boolean;
}

const positive = (v: number | null | undefined): number | null =>
  v !== null && v !== undefined && v > 0 ? v : null;

export const pendingOrderView = (o: UserPendingorderVO): PendingOrderView => {
  const status = orderStatusOf(o.status);
  return {
    id: o.id,
    name: o.stockName ?? o.stockId ?? '',
    status,
    direction: directionOfBuyType(o.buyType),
    shares: o.buyNum,
    lever: o.lever ?? null,
    targetPrice: positive(o.targetPrice),
    nowPrice: positive(o.nowPrice),
    profitTarget: positive(o.profitTarget),
    stopTarget: positive(o.stopTarget),
    addTime: o.addTime ?? null,
    canCancel: status === 'waiting',
  };
};
