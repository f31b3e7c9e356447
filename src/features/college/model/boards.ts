// The boards the lessons teach, each as a sample stock the shared rules can judge: the rules read
// the board from the stock's market (gid), its plate and its name (ST), never from a board id.
import { limitPctOf } from '@/api/contracts/market-rules';

export const BOARDS = ['main', 'star', 'chinext', 'bj', 'st'] as const;
export type BoardId = (typeof BOARDS)[number];

export interface SampleStock {
  name: string;
  gid: string;
  plate: '科创' | '创业' | null;
}

/** Names are only read for the ST prefix; they are never shown. */
export const SAMPLE_STOCKS: Readonly<Record<BoardId, SampleStock>> = {
  main: { name: 'Sample', gid: 'sh600000', plate: null },
  star: { name: 'Sample', gid: 'sh688001', plate: '科创' },
  chinext: { name: 'Sample', gid: 'sz300001', plate: '创业' },
  bj: { name: 'Sample', gid: 'bj830001', plate: null },
  st: { name: 'ST Sample', gid: 'sz000001', plate: null },
};

/** The daily limit % of a board, as the market engine and the order checks apply it. */
export const boardLimitPct = (board: BoardId): number => {
  const s = SAMPLE_STOCKS[board];
  return limitPctOf(s.gid, s.name, s.plate) ?? 0;
};
