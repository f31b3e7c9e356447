// Online payment gateways (api-contract §18.29), answered by the mock's own test station instead of
// a real gateway (ADR 0025): each call opens a pending deposit and hands out the station page of
// that order (on the mock's public origin, with the order's station token) as the pay URL.
import { createHash } from 'node:crypto';

import type { Express, Request } from 'express';

import { ENVELOPE_MESSAGES } from '../../../src/api/contracts/envelope';
import {
  flyPay,
  juhe1,
  juheH5,
  PAY_GATEWAY_TEXT,
} from '../../../src/api/contracts/endpoints/payment-gateways';
import type { FlyPayVO, JuhePayReply } from '../../../src/api/contracts/models/payment-gateways';
import {
  isAcceptedAmount,
  numberFormatError,
  openGatewayOrder,
  parseBigDecimal,
  STATION_MERCHANT,
  type Gateway,
} from '../domain/money/gateway-orders';
import { stationTokens } from '../domain/money/station-token';
import { fail, ok } from '../http/envelope';
import type { HandlerContext, Mount } from '../http/mount';
import type { MockStore } from '../store/store';

import { ownOrigin } from './kyc';
import { payStationRoutes, stationPath } from './pay-station';
import { STATION_LANGUAGES } from './pay-station-texts';

/** The key the mock "signs" FlyPayVO with: public, nothing checks it. */
const TEST_SIGN_KEY = 'TEST-STATION-NOT-A-SECRET';

/** MD5 over the fields in key order (`k=v&…&key=…`), as such gateways sign. */
const signOf = (fields: Omit<FlyPayVO, 'sign'>): string => {
  const text = Object.entries(fields)
    .filter(([, v]) => v !== null)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${String(v)}`)
    .join('&');
  return createHash('md5').update(`${text}&key=${TEST_SIGN_KEY}`).digest('hex');
};

/** The payer's language when the app sent one (it sends `lang` only for en / tg / yn). */
const langOf = (req: Request) => STATION_LANGUAGES.find((l) => l === req.get('lang'));

export const paymentGatewayRoutes = (
  mount: Mount,
  app: Express,
  store: MockStore,
  publicOrigin?: string,
): void => {
  const tokens = stationTokens();
  payStationRoutes(app, { store, tokens, publicOrigin });

  type Ctx = HandlerContext<typeof juhe1> | HandlerContext<typeof flyPay>;
  /** Opens the pending deposit; returns it with its station URL. */
  const open = (ctx: Ctx, gateway: Gateway, amountText: string, currency: string) => {
    const amount = parseBigDecimal(amountText);
    if (!amount || !isAcceptedAmount(amount) || !ctx.user) return undefined;
    const payType = ctx.params.payType ?? '';
    const recharge = openGatewayOrder(
      ctx.store,
      ctx.user,
      { gateway, payType, amount, currency },
      ctx.now,
    );
    const path = stationPath(recharge, tokens.tokenFor(recharge), langOf(ctx.req));
    return { recharge, payUrl: `${ownOrigin(ctx.req, publicOrigin)}${path}` };
  };

  const juhe = (gateway: 'juhe1' | 'juheh5') => (ctx: HandlerContext<typeof juhe1>) => {
    if (!ctx.user) return ok(undefined, ENVELOPE_MESSAGES.serviceNotLoggedIn);
    const amountText = ctx.params.payAmt ?? '';
    // The reference passes any amount on to the aggregator; the station needs a real one.
    const opened = open(ctx, gateway, amountText, 'CNY');
    if (!opened) return fail(PAY_GATEWAY_TEXT.badAmount);
    const reply: JuhePayReply = {
      code: '0000',
      msg: 'TEST STATION: no real payment',
      mchOrderNo: opened.recharge.orderSn ?? '',
      amount: amountText,
      payType: ctx.params.payType ?? '',
      payUrl: opened.payUrl,
      mode: gateway === 'juhe1' ? 'pc' : 'h5',
      testStation: true,
    };
    return ok(reply);
  };
  mount(juhe1, juhe('juhe1'));
  mount(juheH5, juhe('juheh5'));

  mount(flyPay, (ctx) => {
    if (!ctx.user) return ok(undefined, ENVELOPE_MESSAGES.serviceNotLoggedIn);
    const amountText = ctx.params.payAmt ?? '';
    // `new BigDecimal(payAmt)` in the reference: text that is no number is the global error.
    if (!parseBigDecimal(amountText)) throw numberFormatError(amountText);
    const currency = ctx.params.currency ?? '';
    const opened = open(ctx, 'flyPay', amountText, currency);
    if (!opened) return fail(PAY_GATEWAY_TEXT.badAmount);
    const fields: Omit<FlyPayVO, 'sign'> = {
      payUrl: opened.payUrl,
      orderno: opened.recharge.orderSn ?? '',
      orderamount: amountText,
      merchantid: STATION_MERCHANT,
      paytype: ctx.params.payType ?? '',
      ordercurrency: currency,
      serverbackurl: null,
      callbackurl: null,
      signtype: 'md5',
    };
    return ok({ ...fields, sign: signOf(fields) });
  });
};
