// The payment test station's HTML (ADR 0025): server-rendered, no script at all, every value
// escaped, a strict content security policy (the one style block allowed by its hash) and a plain
// form that posts the tester's verdict back to the same origin.
import { createHash } from 'node:crypto';

import Decimal from 'decimal.js';

import type { UserRecharge } from '../../../src/api/contracts/models/money';
import { RECHARGE_STATUS } from '../domain/money/deposits';

import { STATION_TEXTS, type StationLanguage, type StationTexts } from './pay-station-texts';

/** Where the station lives on the mock's own origin: `GET|POST /pay-station/<rechargeId>`. */
export const STATION_PATH = '/pay-station';

const STYLE = [
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}',
  'main{max-width:30rem;margin:0 auto;padding:1rem}',
  '.notice{background:#fef3c7;border:2px solid #d97706;border-radius:.5rem;padding:.75rem;margin:.5rem 0}',
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;background:#fff;padding:1rem;border-radius:.5rem}',
  'dt{color:#52525b}dd{margin:0;font-weight:600;overflow-wrap:anywhere}',
  'form{display:flex;gap:.75rem;margin:1rem 0}button{flex:1;font:inherit;padding:.75rem;border-radius:.5rem;border:0;color:#fff}',
  '.paid{background:#15803d}.failed{background:#b91c1c}.message{font-weight:600;color:#b91c1c}',
].join('');

const styleHash = createHash('sha256').update(STYLE).digest('base64');

/** No script, no frames of other sites, forms only to this origin, no base or plugins. */
export const STATION_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${styleHash}'`,
  "form-action 'self'",
  "base-uri 'none'",
  // Clickjacking: only this origin and loopback pages (the harness's frames) may frame it.
  "frame-ancestors 'self' http://localhost:* http://*.localhost:* http://127.0.0.1:*",
].join('; ');

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export type StationMessage = 'cannotPay' | 'invalidLink' | 'crossSite';

export interface StationView {
  lang: StationLanguage;
  /** Absent when the link names no order this station can show. */
  recharge?: UserRecharge;
  /** The order's station token (put in the form). */
  token?: string;
  message?: StationMessage;
}

const statusText = (t: StationTexts, status: number): string => {
  if (status === RECHARGE_STATUS.review) return t.review;
  if (status === RECHARGE_STATUS.paid) return t.paid;
  if (status === RECHARGE_STATUS.failed) return t.failed;
  return t.closed;
};

const amountText = (amount: number): string => {
  const value = new Decimal(amount);
  return value.isFinite() ? value.toFixed(2) : String(amount);
};

/** The notice in the page's language, then in 简体中文 and English when they differ. */
const notices = (lang: StationLanguage): string =>
  [...new Set<StationLanguage>([lang, 'zh-CN', 'en'])]
    .map((l) => {
      const t = STATION_TEXTS[l];
      return `<p class="notice" role="note" lang="${t.htmlLang}"><strong>${escapeHtml(t.title)}</strong> — ${escapeHtml(t.notice)}</p>`;
    })
    .join('');

const orderSection = (t: StationTexts, r: UserRecharge, lang: StationLanguage, token?: string) => {
  const rows: [string, unknown][] = [
    [t.orderNo, r.orderSn],
    [t.amount, amountText(r.payAmt)],
    [t.currency, r.channelType],
    [t.channel, `${r.channelName ?? ''} · ${r.payChannel ?? ''}`],
    [t.status, statusText(t, r.orderStatus)],
  ];
  const list = rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('');
  const form =
    r.orderStatus === RECHARGE_STATUS.review && token
      ? `<form method="post" action="${STATION_PATH}/${r.id}">` +
        `<input type="hidden" name="token" value="${escapeHtml(token)}">` +
        `<input type="hidden" name="lang" value="${escapeHtml(lang)}">` +
        `<button class="paid" name="outcome" value="paid">${escapeHtml(t.markPaid)}</button>` +
        `<button class="failed" name="outcome" value="failed">${escapeHtml(t.markFailed)}</button>` +
        `</form><p>${escapeHtml(t.howItWorks)}</p>`
      : '';
  return `<h1>${escapeHtml(t.order)}</h1><dl>${list}</dl>${form}`;
};

export const renderStationPage = (view: StationView): string => {
  const t = STATION_TEXTS[view.lang];
  const message = view.message
    ? `<p class="message" role="alert">${escapeHtml(t[view.message])}</p>`
    : '';
  const body = view.recharge ? orderSection(t, view.recharge, view.lang, view.token) : '';
  return (
    `<!doctype html><html lang="${t.htmlLang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${notices(view.lang)}${message}${body}</main></body></html>`
  );
};
