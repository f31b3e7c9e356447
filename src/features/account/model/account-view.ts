// Pure view model of the profile tab and wallet (screens §10.1, api-contract §11.11): account
// totals per type, verification status, the masked phone. Decimal maths only.
import Decimal from 'decimal.js';

import type { UserInfo } from '@/api/contracts/models/user';

type Amount = Decimal.Value | null | undefined;

const dec = (value: Amount): Decimal => {
  if (value === null || value === undefined || value === '') return new Decimal(0);
  try {
    const d = new Decimal(value);
    return d.isFinite() ? d : new Decimal(0);
  } catch {
    return new Decimal(0);
  }
};

export type AccountKind = 'stock' | 'index' | 'futures' | 'newStock';

export interface AccountLine {
  kind: AccountKind;
  total: Decimal;
  available: Decimal;
  frozen: Decimal;
}

export interface AccountSummary {
  total: Decimal;
  available: Decimal;
  frozen: Decimal;
  /** Realised P/L of closed stock positions (null when there are none). */
  realisedProfit: Decimal | null;
  /** Share of the money still available, 0–100 (0 when there is no money). */
  usagePercent: number;
  lines: AccountLine[];
}

export const summarize = (info: UserInfo): AccountSummary => {
  const stock: AccountLine = {
    kind: 'stock',
    total: dec(info.userAmt),
    available: dec(info.enableAmt),
    frozen: dec(info.allFreezAmt),
  };
  const index: AccountLine = {
    kind: 'index',
    total: dec(info.userIndexAmt),
    available: dec(info.enableIndexAmt),
    frozen: dec(info.allIndexFreezAmt),
  };
  const futures: AccountLine = {
    kind: 'futures',
    total: dec(info.userFuturesAmt),
    available: dec(info.enableFuturesAmt),
    frozen: dec(info.allFuturesFreezAmt),
  };
  // New-share money is part of the A-share balance, frozen until the shares are moved (djzj).
  const newStock: AccountLine = {
    kind: 'newStock',
    total: dec(info.djzj),
    available: new Decimal(0),
    frozen: dec(info.djzj),
  };
  const total = stock.total.plus(index.total).plus(futures.total);
  const available = stock.available.plus(index.available).plus(futures.available);
  const frozen = stock.frozen.plus(index.frozen).plus(futures.frozen).plus(newStock.frozen);
  const usagePercent = total.gt(0)
    ? Math.min(100, Math.max(0, total.minus(available).div(total).times(100).toNumber()))
    : 0;
  const lines = [stock, index, newStock];
  if (!futures.total.isZero()) lines.splice(2, 0, futures);
  return {
    total,
    available,
    frozen,
    realisedProfit:
      info.accountProfitAndLose === null || info.accountProfitAndLose === undefined
        ? null
        : dec(info.accountProfitAndLose),
    usagePercent,
    lines,
  };
};

export type Verification = 'verified' | 'reviewing' | 'rejected' | 'unverified';

/** isActive: 0/empty not submitted, 1 in review, 2 approved, 3 rejected (screens §10.3). */
export const verificationOf = (isActive: number | null | undefined): Verification =>
  isActive === 2
    ? 'verified'
    : isActive === 1
      ? 'reviewing'
      : isActive === 3
        ? 'rejected'
        : 'unverified';

/** 13800000001 → 138****0001 (first 3, last 4, screens §10.1). */
export const maskPhone = (phone: string | null | undefined): string => {
  const p = (phone ?? '').trim();
  return p.length >= 7 ? `${p.slice(0, 3)}****${p.slice(-4)}` : p;
};
