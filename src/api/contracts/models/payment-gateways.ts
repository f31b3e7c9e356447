// Replies of the online payment gateways (api-contract §18.29). `FlyPayVO` is the reference's;
// the aggregator reply of juhe1 / juheh5 is upstream-shaped in the reference (whatever the "CMC"
// aggregator answers), so the shape below is ours: what the mock's test station answers.
import { z } from 'zod/mini';

/** `data` of `/user/pay/flyPay.do`: the fields the page posts on to the gateway. */
export const flyPayVO = z.object({
  /** Where the payer goes: in the mock, its own test-station page. */
  payUrl: z.string(),
  /** The pending deposit's `orderSn`. */
  orderno: z.string(),
  /** `payAmt` as sent (decimal text). */
  orderamount: z.string(),
  merchantid: z.string(),
  /** `payType` as sent. */
  paytype: z.string(),
  /** `currency` as sent. */
  ordercurrency: z.string(),
  /** The gateway's server-to-server callback; null in the mock (no callback is exposed). */
  serverbackurl: z.nullable(z.string()),
  /** Where the gateway sends the payer back; null in the mock (the station page is the end). */
  callbackurl: z.nullable(z.string()),
  signtype: z.literal('md5'),
  /** Lower-case hex MD5 over the other fields (the mock's is checked by nobody). */
  sign: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
});
export type FlyPayVO = z.infer<typeof flyPayVO>;

/** `data` of juhe1 / juheh5 in the mock (ours: the reference relays the aggregator's JSON). */
export const juhePayReply = z.object({
  /** '0000': order accepted. */
  code: z.string(),
  msg: z.string(),
  /** Merchant order number `<userId>_<yyyyMMddHHmmss>` (Beijing time), the pending deposit's `orderSn`. */
  mchOrderNo: z.string(),
  /** `payAmt` as sent. */
  amount: z.string(),
  /** `payType` as sent. */
  payType: z.string(),
  /** Cashier page: the mock's test station. */
  payUrl: z.string(),
  /** `pc` (juhe1) or `h5` (juheh5). */
  mode: z.enum(['pc', 'h5']),
  /** Always true: nothing real behind it. */
  testStation: z.literal(true),
});
export type JuhePayReply = z.infer<typeof juhePayReply>;
