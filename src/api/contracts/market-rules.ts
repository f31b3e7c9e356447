// Exchange rules shared by the app (quote header, order checks) and the mock's market engine, so
// both draw the same limit-up/limit-down prices (market-rules §2). Prices move in ticks of 0.01.

/** Daily limit by board: ST ±5%, BSE ±30%, STAR/ChiNext ±20%, main board ±10%; none for HK/US. */
export const limitPctOf = (
  gid: string,
  name: string,
  plate: string | null | undefined,
): number | null => {
  const type = gid.slice(0, 2).toLowerCase();
  if (type === 'hk' || type === 'us') return null;
  if (/^\*?ST/.test(name)) return 5;
  if (type === 'bj') return 30;
  return plate === '科创' || plate === '创业' ? 20 : 10;
};

export interface Band {
  limitUp: number;
  limitDown: number;
}

/** Limit prices in ticks from the previous close in ticks, rounded to the nearest tick. */
export const limitBand = (prevTicks: number, pct: number): Band => ({
  limitUp: Math.round((prevTicks * (100 + pct)) / 100),
  limitDown: Math.max(1, Math.round((prevTicks * (100 - pct)) / 100)),
});

/** Limit prices in yuan (2 dp) from a previous close in yuan. */
export const limitPrices = (prevClose: number, pct: number): Band => {
  const band = limitBand(Math.round(prevClose * 100), pct);
  return { limitUp: band.limitUp / 100, limitDown: band.limitDown / 100 };
};

/** The board of an A-share code when the row does not say: 688/689 STAR, 300/301 ChiNext. */
export const plateOfCode = (code: string): '科创' | '创业' | null => {
  const bare = code.replace(/^(sh|sz|bj)/i, '');
  if (/^68[89]/.test(bare)) return '科创';
  if (/^30[01]/.test(bare)) return '创业';
  return null;
};
