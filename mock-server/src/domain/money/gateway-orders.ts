// Pending deposits opened by the online payment gateways (api-contract §18.29): flyPay inserts one
// as the reference does; juhe1 / juheh5 do too in the mock (the reference writes none), so the test
// station has an order to credit. For these orders the channel columns describe the gateway:
// `channelAccount` = the station's merchant id (only such orders can be settled at the station),
// `channelName` = the gateway, `channelType` = the currency (juhe: CNY). ADR 0025.
import Decimal from 'decimal.js';

import { PAY_GATEWAY_MAX_AMOUNT } from '../../../../src/api/contracts/endpoints/payment-gateways';
import type { UserRecharge } from '../../../../src/api/contracts/models/money';
import { dateTimeText } from '../../../../fixtures/src/random';
import type { UserRow } from '../../../../fixtures/src/users';
import type { MockStore } from '../../store/store';

import { RECHARGE_STATUS } from './deposits';

/** The merchant id the station's orders carry (FlyPayVO `merchantid`, `channelAccount`). */
export const STATION_MERCHANT = 'TEST-STATION';

export type Gateway = 'flyPay' | 'juhe1' | 'juheh5';

/** What `new BigDecimal(text)` accepts: no blanks, optional sign, digits, point, exponent. */
const BIG_DECIMAL_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** The amount as a decimal, or undefined when Java's BigDecimal would not parse it. */
export const parseBigDecimal = (text: string): Decimal | undefined =>
  BIG_DECIMAL_TEXT.test(text) ? new Decimal(text) : undefined;

/** Java's message for a BigDecimal that does not parse (the global error's `data`). */
export const numberFormatError = (text: string): Error => {
  const error = new Error(`Character array is missing "exponent" mark or is not a number: ${text}`);
  error.name = 'java.lang.NumberFormatException';
  return error;
};

/** Ours: more than zero, at most the ceiling, whole cents. */
export const isAcceptedAmount = (amount: Decimal): boolean =>
  amount.greaterThan(0) &&
  amount.lessThanOrEqualTo(PAY_GATEWAY_MAX_AMOUNT) &&
  amount.decimalPlaces() <= 2;

/** `yyyyMMddHHmmss`, Beijing time. */
const stamp = (now: number): string => dateTimeText(now).replace(/\D/g, '');

const orderSnFor = (
  store: MockStore,
  gateway: Gateway,
  userId: number,
  id: number,
  now: number,
) => {
  if (gateway === 'flyPay') return `FP${stamp(now)}${id}`;
  // The reference's juhe order id; two in one second get the row id behind it.
  const sn = `${userId}_${stamp(now)}`;
  return store.tables.userRecharges.first('orderSn', sn) ? `${sn}_${id}` : sn;
};

export interface GatewayOrder {
  gateway: Gateway;
  payType: string;
  amount: Decimal;
  currency: string;
}

/** Inserts the pending deposit (status 0, under review) a gateway payment starts with. */
export const openGatewayOrder = (
  store: MockStore,
  user: UserRow,
  order: GatewayOrder,
  now: number,
): UserRecharge => {
  const id = store.tables.userRecharges.nextId();
  const row: UserRecharge = {
    id,
    userId: user.id,
    nickName: user.realName,
    agentId: user.agentId,
    orderSn: orderSnFor(store, order.gateway, user.id, id, now),
    paySn: null,
    payChannel: order.payType,
    payUsername: null,
    payUrl: null,
    payAmt: order.amount.toNumber(),
    orderStatus: RECHARGE_STATUS.review,
    orderDesc: `测试支付站 ${order.gateway}`,
    addTime: dateTimeText(now),
    payTime: null,
    payId: null,
    channelAccount: STATION_MERCHANT,
    channelType: order.currency,
    channelName: order.gateway,
  };
  store.tables.userRecharges.insert(row);
  store.changed();
  return row;
};
