// How the quote endpoints find their instruments: codes as the app sends them → engine keys
// (api-contract §8.13, §9.6), and getStock.do's stock search (board, exchange, key words).
import type { getStock } from '../../../../src/api/contracts/endpoints/market';
import type { BoundParams } from '../../http/binder';
import type { Instrument, Market } from '../../market/market';

/** §9.6: 6 → sh, 0/2/3 → sz, 4/8 → bj, anything else is used as the gid. */
export const gidOfCode = (code: string): string => {
  const first = code.charAt(0);
  if (first === '6') return `sh${code}`;
  if (first === '0' || first === '2' || first === '3') return `sz${code}`;
  if (first === '4' || first === '8') return `bj${code}`;
  return code;
};

/** The part after `hf_` (§8.13). */
export const futuresCode = (code: string): string => code.slice(code.indexOf('_') + 1);

/** The index code without its `sh`/`sz` prefix (§8.13). */
export const indexCode = (code: string): string => code.replace(/^(sh|sz|bj)/, '');

/** An index by its gid, or by its bare code. */
export const indexByCode = (market: Market, code: string): Instrument | undefined =>
  market.index(code) ?? market.index(indexCode(code));

/**
 * getSingleStock.do's pick by the shape of the code: `hf` → futures, `sh`/`sz` → index, else a
 * stock.
 */
export const instrumentByCode = (market: Market, code: string): Instrument | undefined =>
  code.includes('hf')
    ? market.futures(code)
    : code.includes('sh') || code.includes('sz')
      ? market.index(code)
      : market.stock(code);

/**
 * The shown stocks (`isShow` 0) on the board and exchange asked for whose exchange, code, name or
 * pinyin initials contain the key words (case-insensitive); all of them without key words.
 */
export const searchStocks = (
  market: Market,
  params: Pick<BoundParams<typeof getStock>, 'keyWords' | 'stockPlate' | 'stockType'>,
): Instrument[] => {
  const keyWords = params.keyWords?.trim().toLowerCase() ?? '';
  return market.stocks().filter((s) => {
    if (s.kind !== 'stock' || s.row.isShow !== 0) return false;
    const { row } = s;
    if (params.stockPlate && row.stockPlate !== params.stockPlate) return false;
    if (params.stockType && row.stockType !== params.stockType) return false;
    if (keyWords === '') return true;
    return [row.stockType, row.stockCode, row.stockName, row.stockSpell ?? ''].some((field) =>
      field.toLowerCase().includes(keyWords),
    );
  });
};
