// /fundslist's tabs and `?index=`: 0 my allocations, 1 allocation positions, 2 closed ones;
// anything else opens the first.
export type FundsTab = 'mine' | 'open' | 'closed';

export const FUNDS_TABS: readonly FundsTab[] = ['mine', 'open', 'closed'];

export const tabOfIndex = (index: string | null): FundsTab =>
  /^[0-2]$/.test(index ?? '') ? (FUNDS_TABS[Number(index)] ?? 'mine') : 'mine';
