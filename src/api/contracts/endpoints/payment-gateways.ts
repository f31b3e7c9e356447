// Online payment gateways (api-contract §18.29). No page of the reference client calls them
// (deposits go through `/user/recharge/inMoney.do`, §13.7); the mock answers them with its own
// test station (docs/decisions/0025-payment-test-station.md) instead of a real gateway.
// Differences from the reference, on purpose:
// - juhe1 / juheh5 write a pending `UserRecharge` (the reference writes none: only its gateway
//   callback would), so that marking the station's payment paid has an order to credit.
// - A non-positive amount (and, for juhe1 / juheh5, one that is no number: the reference passes
//   anything to the aggregator) is refused with our own status-1 text, `PAY_GATEWAY_TEXT`.
// - The gateway callbacks (`/api/pay/*Notify.do`, `/user/pay/juhenewpayNotify.do`) are not served
//   (§18.0): money is credited only by the station's "paid" mark (or a back-office approval).
import { z } from 'zod/mini';

import { defineEndpoint } from '../endpoint';
import { flyPayVO, juhePayReply } from '../models/payment-gateways';

/** Our refusals (no reference message exists). */
export const PAY_GATEWAY_TEXT = {
  badAmount: '支付金额须大于0且不超过10000000，最多两位小数',
} as const;

/** The mock's largest accepted gateway payment (ours). */
export const PAY_GATEWAY_MAX_AMOUNT = 10_000_000;

const juheParams = z.object({
  /** The aggregator's channel code, stored as `payChannel`. */
  payType: z.string(),
  /** Decimal text. */
  payAmt: z.string(),
});

/** juhe1 and its H5 variant differ only in path: same parameters and reply (`mode` tells them apart). */
const juheEndpoint = (path: string) =>
  defineEndpoint({
    path,
    accepts: 'any',
    uses: 'POST',
    auth: 'user',
    params: juheParams,
    required400: ['payType', 'payAmt'],
    data: juhePayReply,
    reply: 'envelope',
    section: '18.29',
    origin: 'reference',
  });

export const juhe1 = juheEndpoint('/user/pay/juhe1.do');

/** H5 variant of juhe1 (`mode: 'h5'`). */
export const juheH5 = juheEndpoint('/user/pay/juheh5.do');

export const flyPay = defineEndpoint({
  path: '/user/pay/flyPay.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    payType: z.string(),
    /** Decimal text; one that is no number is the global error (a BigDecimal parse). */
    payAmt: z.string(),
    currency: z.string(),
  }),
  required400: ['payType', 'payAmt', 'currency'],
  data: flyPayVO,
  reply: 'envelope',
  section: '18.29',
  origin: 'reference',
});
