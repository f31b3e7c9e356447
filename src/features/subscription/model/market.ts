// The share's market badge from `stockType` (沪/深/北/科/创 as the admin UI stores it, or sh/sz/bj).
export type ShareMarket = 'sh' | 'sz' | 'bj' | 'star' | 'chinext';

const MARKETS: Record<string, ShareMarket> = {
  沪: 'sh',
  sh: 'sh',
  深: 'sz',
  sz: 'sz',
  北: 'bj',
  bj: 'bj',
  科: 'star',
  创: 'chinext',
};

export const marketOf = (stockType: string | null | undefined): ShareMarket | null =>
  MARKETS[(stockType ?? '').trim().toLowerCase()] ?? null;
