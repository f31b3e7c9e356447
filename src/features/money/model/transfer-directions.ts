// The transfer directions and shapes (api-contract §11.10, screens §9.5) without decimal maths:
// what the transfer form needs to render. The maths (./transfer.ts, decimal.js) is fetched once the
// form shows, outside the page's first load.
import { TransAmtType } from '@/api/contracts/codes';

export type AccountKind = 'stock' | 'index' | 'futures';

export interface TransferDirection {
  type: TransAmtType;
  from: AccountKind;
  to: AccountKind;
}

export const DIRECTIONS: readonly TransferDirection[] = [
  { type: TransAmtType.FINANCING_TO_INDEX, from: 'stock', to: 'index' },
  { type: TransAmtType.INDEX_TO_FINANCING, from: 'index', to: 'stock' },
  { type: TransAmtType.FINANCING_TO_FUTURES, from: 'stock', to: 'futures' },
  { type: TransAmtType.FUTURES_TO_FINANCING, from: 'futures', to: 'stock' },
];

export interface ProductFlags {
  indexDisplay?: boolean | null;
  futuresDisplay?: boolean | null;
}

/** The directions the site offers: index ones with `indexDisplay`, futures ones with `futuresDisplay`. */
export const allowedDirections = (flags: ProductFlags): TransferDirection[] =>
  DIRECTIONS.filter((d) =>
    d.from === 'index' || d.to === 'index' ? !!flags.indexDisplay : !!flags.futuresDisplay,
  );

export const directionOf = (type: number): TransferDirection | undefined =>
  DIRECTIONS.find((d) => d.type === type);

export interface AccountBalances {
  enableAmt?: number | string | null;
  enableIndexAmt?: number | string | null;
  enableFuturesAmt?: number | string | null;
}

/** An account's available money as the server sent it, null while unknown. */
export const balanceOf = (
  kind: AccountKind,
  b: AccountBalances | undefined,
): number | string | null => {
  const v =
    kind === 'stock' ? b?.enableAmt : kind === 'index' ? b?.enableIndexAmt : b?.enableFuturesAmt;
  return v === null || v === undefined || v === '' ? null : v;
};

export type AmountProblem = 'empty' | 'notWhole' | 'notPositive' | 'tooMuch';

export interface TransferParams {
  amt: number;
  type: number;
}
