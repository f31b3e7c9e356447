// The payment test station (ADR 0025): the page a gateway order's pay URL opens, served by the mock
// on its own origin. It shows the order and lets the tester mark it paid (credited through the
// ledger, once: domain/money/deposits.ts) or failed. The mark is a plain form POST that must carry
// the order's station token and come from this origin (Origin / Sec-Fetch-Site); a success answers
// 303 back to the page, so a reload never posts twice.
import type { Express, Request, Response } from 'express';

import type { UserRecharge } from '../../../src/api/contracts/models/money';
import { approveDeposit, rejectDeposit } from '../domain/money/deposits';
import { STATION_MERCHANT } from '../domain/money/gateway-orders';
import type { StationTokens } from '../domain/money/station-token';
import { canonicalOrigin } from '../http/cors';
import type { MockStore } from '../store/store';

import { ownOrigin } from './kyc';
import { renderStationPage, STATION_CSP, STATION_PATH, type StationView } from './pay-station-page';
import { stationLanguage, type StationLanguage } from './pay-station-texts';

export { STATION_PATH };

/** The station page of an order: the path, its token and (when known) the payer's language. */
export const stationPath = (recharge: UserRecharge, token: string, lang?: StationLanguage) =>
  `${STATION_PATH}/${recharge.id}?token=${encodeURIComponent(token)}` +
  (lang ? `&lang=${encodeURIComponent(lang)}` : '');

export interface PayStationDeps {
  store: MockStore;
  tokens: StationTokens;
  publicOrigin?: string;
}

const sendPage = (res: Response, status: number, view: StationView): void => {
  res
    .status(status)
    .set({
      'Content-Security-Policy': STATION_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      // Not `no-referrer`: with it a browser sends `Origin: null` on the form POST, which the
      // same-origin check must refuse. The page links nowhere else, so no URL leaves anyway.
      'Referrer-Policy': 'same-origin',
    })
    .type('html')
    .send(renderStationPage(view));
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * A browser's POST from this page: `Sec-Fetch-Site` (when sent) says same-origin and `Origin`
 * (when sent) is this server's — as the caller reached it (the host check vouches for the name)
 * or the origin its pay URLs use. Tools that send neither still need the order's token.
 */
const isSameOrigin = (req: Request, publicOrigin: string | undefined): boolean => {
  const site = req.get('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = req.get('origin');
  if (origin === undefined) return true;
  const own = [`${req.protocol}://${req.get('host') ?? ''}`, ownOrigin(req, publicOrigin)].map(
    canonicalOrigin,
  );
  const theirs = canonicalOrigin(origin);
  return theirs !== null && own.includes(theirs);
};

export const payStationRoutes = (app: Express, deps: PayStationDeps): void => {
  const { store, tokens, publicOrigin } = deps;

  /** The order the link names, when it is a station order and the token is its own. */
  const orderOf = (idText: string | undefined, token: unknown): UserRecharge | undefined => {
    if (!/^\d{1,9}$/.test(idText ?? '')) return undefined;
    const recharge = store.tables.userRecharges.get(Number(idText));
    const given = text(token);
    if (!recharge || recharge.channelAccount !== STATION_MERCHANT || given === undefined) {
      return undefined;
    }
    return tokens.matches(recharge, given) ? recharge : undefined;
  };

  app.get(`${STATION_PATH}/:id`, (req, res) => {
    const lang = stationLanguage(req.query.lang, req.get('accept-language'));
    const token = text(req.query.token);
    const recharge = orderOf(req.params.id, token);
    if (!recharge) return void sendPage(res, 404, { lang, message: 'invalidLink' });
    sendPage(res, 200, { lang, recharge, token });
  });

  app.post(`${STATION_PATH}/:id`, (req, res) => {
    const form = (req.body ?? {}) as Record<string, unknown>;
    const lang = stationLanguage(form.lang, req.get('accept-language'));
    if (!isSameOrigin(req, publicOrigin)) {
      return void sendPage(res, 403, { lang, message: 'crossSite' });
    }
    const token = text(form.token);
    const recharge = orderOf(req.params.id, token);
    if (!recharge || token === undefined) {
      return void sendPage(res, 404, { lang, message: 'invalidLink' });
    }
    const outcome = form.outcome;
    const settled =
      outcome === 'paid'
        ? approveDeposit(store, recharge.id, { paySn: `TEST-${recharge.orderSn ?? recharge.id}` })
        : outcome === 'failed'
          ? rejectDeposit(store, recharge.id, { note: `${recharge.orderDesc ?? ''}：支付失败` })
          : undefined;
    if (!settled) return void sendPage(res, 400, { lang, recharge, token });
    if (!settled.ok)
      return void sendPage(res, 409, { lang, recharge, token, message: 'cannotPay' });
    res.redirect(303, stationPath(recharge, token, lang));
  });
};
