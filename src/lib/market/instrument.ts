// What kind of instrument a code names, and how lists link to its detail page. The reference
// tells them apart by the code alone (api-contract §8.8, §11.1): `hf_…` is a foreign future,
// a code carrying an `sh`/`sz` prefix is an index, anything else a stock.
import { routes } from '@/config/routes';

export type InstrumentKind = 'stock' | 'index' | 'futures';
export type Exchange = 'sh' | 'sz' | 'bj' | 'hk' | 'us';

export const kindOfCode = (code: string): InstrumentKind => {
  const c = code.trim().toLowerCase();
  if (c.includes('hf')) return 'futures';
  if (c.includes('sh') || c.includes('sz')) return 'index';
  return 'stock';
};

/** §9.6's prefix rule for a bare 6-digit A-share code: 6 → sh, 0/2/3 → sz, 4/8/9 → bj. */
export const exchangeOfCode = (code: string): Exchange | undefined => {
  const c = code.trim().toLowerCase();
  const prefix = /^(sh|sz|bj|hk|us)/.exec(c)?.[1];
  if (prefix) return prefix as Exchange;
  if (/^6\d{5}$/.test(c)) return 'sh';
  if (/^[023]\d{5}$/.test(c)) return 'sz';
  if (/^[489]\d{5}$/.test(c)) return 'bj';
  return undefined;
};

/** The code without an exchange or `hf_` prefix: `sh600519` → `600519`, `hf_CL` → `CL`. */
export const bareCode = (code: string): string =>
  code
    .trim()
    .replace(/^hf_/i, '')
    .replace(/^(sh|sz|bj)(?=\d)/i, '');

export interface DetailTarget {
  code: string;
  name?: string;
  /** Exchange of a stock (`sh`/`sz`/`bj`/`hk`/`us`); helps the page label the quote at once. */
  type?: string;
  kind?: InstrumentKind;
}

/**
 * `/kline` link. The query keeps the reference's keys (`code`, `name`, `type`) so links built by
 * old pages still open, and adds `kind` for index and futures codes.
 */
export const detailPath = ({ code, name, type, kind = kindOfCode(code) }: DetailTarget): string =>
  routes.kline.href({ code, name, type, kind: kind === 'stock' ? undefined : kind });
