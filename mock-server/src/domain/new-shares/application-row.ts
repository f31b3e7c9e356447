// A new `UserStockSubscribe` row as add.do (§12.2) and buyNewStockQc.do (§12.7) write it: the
// server fills who (name or "模拟用户无实名", phone, agent), what (share name, market, issue
// price), the bond (shares × price, to the cent), when (Beijing "yyyy-MM-dd HH:mm:ss") and an
// order number; the client's `phone` is never read. Status 1: waiting for the draw / listing.
import Decimal from 'decimal.js';

import type { StockSubscribeRow } from '../../../../fixtures/src/ipo';
import type { UserRow } from '../../../../fixtures/src/users';
import { SubscriptionStatus, type SubscribeType } from '../../../../src/api/contracts/codes';
import type { UserStockSubscribe } from '../../../../src/api/contracts/models/ipo';
import { moveMoney } from '../../store/ledger';
import type { MockStore } from '../../store/store';
import { formatBeijing } from '../beijing-time';
import { orderKey } from '../trading/context';

/** `realName` of an application by a user without one (§12.2). */
export const NO_REAL_NAME = '模拟用户无实名';

/** shares × price in cents (decimal, never a float product). */
export const bondOf = (shares: number, price: number | null | undefined): Decimal =>
  new Decimal(shares).times(price ?? 0).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The share a code names (`StockSubscribe.code`), if it is on the calendar. */
export const shareByCode = (store: MockStore, code: string): StockSubscribeRow | undefined =>
  store.tables.stockSubscribes.first('code', code);

/** The ledger reference of every money move of one application. */
export const applicationRef = (id: number): string => `subscribe:${id}`;

/**
 * Freezes an application's money: available funds → djzj through the ledger (a placement's or a
 * grab's bond, a payment). False when available funds would go negative.
 */
export const freezeForApplication = (
  store: MockStore,
  userId: number,
  appId: number,
  amount: Decimal,
  reason: string,
): boolean =>
  moveMoney(
    store,
    userId,
    { enableAmt: amount.neg(), djzj: amount },
    { reason, ref: applicationRef(appId), nonNegative: ['enableAmt'] },
  ).ok;

export interface NewApplication {
  share: StockSubscribeRow;
  shares: number;
  type: SubscribeType;
  bond: Decimal;
  now: number;
}

/** The row to insert; `id` is the table's next one, so a ledger ref can name it beforehand. */
export const applicationRow = (
  store: MockStore,
  user: UserRow,
  a: NewApplication,
): UserStockSubscribe => ({
  id: store.tables.userStockSubscribes.nextId(),
  // "SG" + 16 digits, like the fixtures' rows.
  orderNo: `SG${orderKey().slice(2)}`,
  userId: user.id,
  realName: user.realName || NO_REAL_NAME,
  phone: user.phone,
  agentId: user.agentId,
  agentName: user.agentName,
  newCode: a.share.code,
  newName: a.share.name,
  newType: a.share.stockType ?? null,
  bond: a.bond.toNumber(),
  buyPrice: a.share.price ?? null,
  applyNums: a.shares,
  applyNumber: null,
  type: a.type,
  status: SubscriptionStatus.PENDING,
  addTime: formatBeijing(a.now),
  submitTime: null,
  endTime: null,
  fixTime: null,
  remarks: null,
});
