// The price-limits lesson's example: a board and a previous close → the limit prices, and what a
// buy at a given change % meets — all from the shared market rules and the ticket's buy rules.
import { limitPrices } from '@/api/contracts/market-rules';
import { firstBuyFailure, type BuyFacts, type BuyRuleFailure } from '@/api/contracts/trading-rules';
import { cents, type Direction } from '@/api/contracts/trading-math';

import { boardLimitPct, SAMPLE_STOCKS, type BoardId } from './boards';

export interface LimitsInput {
  board: BoardId;
  prevClose: number;
  changePct: number;
  side: Direction;
}

export interface LimitsExample {
  limitPct: number;
  limitUp: number;
  limitDown: number;
  /** The change % judged, and the price at that change, to the cent. */
  changePct: number;
  price: string;
  /** What the buy rules say (the ones a price and a change decide); undefined: accepted. */
  verdict: BuyRuleFailure | undefined;
}

export const limitsExample = (
  input: LimitsInput,
  creaseMax: BuyFacts['creaseMax'],
): LimitsExample => {
  const limitPct = boardLimitPct(input.board);
  const band = limitPrices(input.prevClose, limitPct);
  const price = cents(input.prevClose * (1 + input.changePct / 100)).toFixed(2);
  const verdict = firstBuyFailure({
    stock: SAMPLE_STOCKS[input.board],
    shares: 100,
    direction: input.side,
    price,
    changePct: input.changePct,
    creaseMax,
  });
  return {
    limitPct,
    limitUp: band.limitUp,
    limitDown: band.limitDown,
    changePct: input.changePct,
    price,
    verdict,
  };
};
