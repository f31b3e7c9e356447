// The block-trade ticket's maths and checks (screens §7.1 tab 4, api-contract §12.8), pure and
// decimal: the amount is price × lots × 100 at full value (block trades always take lever 1,
// §16), and every check the server makes that the app can know is made before sending — lots and
// key present, at least the offer's minimum size, not locked, and buy.do's size and amount limits
// (buyMaxNum, buyMinAmt, buyMaxAmtPercent of the available funds, the available funds).
import Decimal from 'decimal.js';

import { SHARES_PER_LOT } from '@/api/contracts/constants';
import type { StockDzVo } from '@/api/contracts/models/market';
import type { SiteSetting } from '@/api/contracts/models/site';

import { amountLimitProblem } from './amount-limits';
import { lotsOf } from './lots-input';

export type BlockField = 'lots' | 'key' | 'order';

export type BlockProblem =
  | { field: 'lots'; key: 'block.check.lotsEmpty' }
  | { field: 'lots'; key: 'block.check.belowMin'; values: { shares: number } }
  | { field: 'key'; key: 'block.check.keyEmpty' }
  | { field: 'order'; key: 'block.check.locked' }
  | { field: 'lots'; key: 'block.check.aboveMax'; values: { shares: number } }
  | { field: 'order'; key: 'block.check.funds'; values: { available: string } }
  | { field: 'order'; key: 'block.check.minAmount'; values: { amount: string } }
  | { field: 'order'; key: 'block.check.maxShare'; values: { percent: string } };

/** The request the ticket sends (the key goes beside it, never into a record). */
export interface BlockTradeIntent {
  stockCode: string;
  stockName: string;
  /** Shares: lots × 100. */
  num: number;
}

/** Price × lots × 100, or null while the price or the lots are unknown. */
export const blockAmount = (price: number | null | undefined, lotsText: string): Decimal | null => {
  const lots = lotsOf(lotsText);
  if (price === null || price === undefined || lots === null) return null;
  return new Decimal(price).times(lots).times(SHARES_PER_LOT);
};

export interface BlockTicketInput {
  offer: Pick<StockDzVo, 'stockCode' | 'stockName' | 'price' | 'isLock' | 'stockNum'>;
  lotsText: string;
  key: string;
  /** `enableAmt`; undefined while it loads (the funds check then waits for the server). */
  available: number | null | undefined;
  /** buy.do's limits the order also meets (§12.8), from the site settings once loaded. */
  limits?: Pick<SiteSetting, 'buyMaxNum' | 'buyMinAmt' | 'buyMaxAmtPercent'>;
}

/** The amount against buy.do's limits (amount-limits.ts), as the ticket's problem. */
const amountProblems = (
  amount: Decimal,
  available: number | null | undefined,
  limits: BlockTicketInput['limits'],
): BlockProblem[] => {
  const p = amountLimitProblem(amount, available, {
    minAmount: limits?.buyMinAmt,
    maxShare: limits?.buyMaxAmtPercent,
  });
  // The same rule and figures under the ticket's own key.
  return p
    ? [{ field: 'order', key: `block.check.${p.rule}`, values: p.values } as BlockProblem]
    : [];
};

/** Every problem, in the order the fields show them; none → the intent to send. */
export const checkBlockTicket = (
  input: BlockTicketInput,
): { problems: BlockProblem[]; intent: BlockTradeIntent | null } => {
  const { offer, lotsText, key, available, limits } = input;
  const problems: BlockProblem[] = [];
  const lots = lotsOf(lotsText);
  if (lots === null || lots === 0) problems.push({ field: 'lots', key: 'block.check.lotsEmpty' });
  else if (
    offer.stockNum !== null &&
    offer.stockNum !== undefined &&
    lots * SHARES_PER_LOT < offer.stockNum
  ) {
    problems.push({
      field: 'lots',
      key: 'block.check.belowMin',
      values: { shares: offer.stockNum },
    });
  } else if (limits?.buyMaxNum != null && lots * SHARES_PER_LOT > limits.buyMaxNum) {
    problems.push({
      field: 'lots',
      key: 'block.check.aboveMax',
      values: { shares: limits.buyMaxNum },
    });
  }
  if (key.trim() === '') problems.push({ field: 'key', key: 'block.check.keyEmpty' });
  if (offer.isLock !== 0) problems.push({ field: 'order', key: 'block.check.locked' });
  const amount = blockAmount(offer.price, lotsText);
  if (amount && problems.length === 0 && offer.isLock === 0)
    problems.push(...amountProblems(amount, available, limits));
  if (problems.length > 0 || lots === null) return { problems, intent: null };
  return {
    problems,
    intent: { stockCode: offer.stockCode, stockName: offer.stockName, num: lots * SHARES_PER_LOT },
  };
};
