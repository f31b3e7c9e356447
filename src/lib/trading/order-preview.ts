// The order ticket's live preview: what the order costs at the current (or limit) price and how
// many lots the available funds allow. All maths is the shared trading-math module's, so the
// preview and the booked order agree to the cent; this file only feeds it. Shared so the trading
// academy's worked examples call the very function the ticket calls.
import {
  cents,
  contractOrderCost,
  maxBuyableLots,
  MAX_LOTS,
  SHARES_PER_LOT,
  stockOrderCost,
  type Amount,
  type ContractOrderCost,
  type Direction,
  type StockOrderCost,
} from '@/api/contracts/trading-math';

type Money = ReturnType<typeof cents>;

export interface StockPreviewInput {
  price: Amount;
  /** Lots of the order (0 while the quantity is not valid: figures are then per nothing). */
  lots: number;
  lever: number;
  side: Direction;
  buyFee: Amount;
  sellFee: Amount;
  dutyFee: Amount;
  /** findSpreadRateOne's best rate, 0 while unknown or none. */
  spreadRate: Amount;
  available: Amount;
  /** `buyMaxAmtPercent` (1 when the site sets none). */
  maxShareOfAvailable: Amount;
  /** `buyMinNum` / `buyMaxNum`, shares. */
  minShares: number;
  maxShares: number;
}

export interface StockPreview extends StockOrderCost {
  kind: 'stock';
  /** Lots the funds allow at this price and lever (0 when not even one). */
  maxLots: number;
  /** Margin of one lot at this lever. */
  perLotMargin: Money;
}

export const stockPreview = (input: StockPreviewInput): StockPreview => {
  const rates = {
    buyFee: input.buyFee,
    sellFee: input.sellFee,
    dutyFee: input.dutyFee,
    spreadRate: input.spreadRate,
  };
  const cost = stockOrderCost({
    price: input.price,
    shares: input.lots * SHARES_PER_LOT,
    lever: input.lever,
    direction: input.side,
    rates,
  });
  const perLot = stockOrderCost({
    price: input.price,
    shares: SHARES_PER_LOT,
    lever: input.lever,
    direction: input.side,
    rates,
  });
  return {
    ...cost,
    kind: 'stock',
    maxLots: maxBuyableLots(input.price, input.lever, {
      available: input.available,
      maxShareOfAvailable: input.maxShareOfAvailable,
      minShares: input.minShares,
      maxShares: input.maxShares,
    }),
    perLotMargin: perLot.margin,
  };
};

export interface ContractPreviewInput {
  /** Margin and fee per lot, in the product's currency (CNY for indices). */
  depositAmt: Amount;
  transFee: Amount;
  lots: number;
  lever: number;
  /** Product currency → CNY (queryExchange); 1 for indices. */
  rate: Amount;
  /** Available funds of the index / futures account, CNY. */
  available: Amount;
  /** `buyMaxPercent` of the index / futures setting (1 when none). */
  maxShareOfAvailable: Amount;
  minLots: number;
  maxLots: number;
}

export interface ContractPreview extends ContractOrderCost {
  kind: 'contract';
  /** Margin and total in CNY (= margin × rate). */
  cnyMargin: Money;
  cnyTotal: Money;
  perLotMargin: Money;
  maxLots: number;
}

const toCny = (amount: Money, rate: Amount): Money => cents(amount.times(rate));

/** Whether `lots` fit: CNY margin ≤ available × share and ≤ available. */
const fits = (input: ContractPreviewInput, lots: number): boolean => {
  const margin = toCny(
    contractOrderCost({ depositAmt: input.depositAmt, transFee: 0, lots, lever: input.lever })
      .margin,
    input.rate,
  );
  const available = cents(input.available);
  return margin.lte(available) && margin.lte(available.times(input.maxShareOfAvailable));
};

/** The most lots within [minLots, maxLots] the funds allow; 0 when not even the minimum. */
export const maxContractLots = (input: ContractPreviewInput): number => {
  const min = Math.max(1, input.minLots);
  if (input.lever <= 0 || input.maxLots < min || !fits(input, min)) return 0;
  // Margin grows with the lots: binary search for the last lot count that fits.
  let low = min;
  let high = input.maxLots;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(input, mid)) low = mid;
    else high = mid - 1;
  }
  return low;
};

export const contractPreview = (input: ContractPreviewInput): ContractPreview => {
  const cost = contractOrderCost({
    depositAmt: input.depositAmt,
    transFee: input.transFee,
    lots: input.lots,
    lever: input.lever,
  });
  const perLot = contractOrderCost({
    depositAmt: input.depositAmt,
    transFee: input.transFee,
    lots: 1,
    lever: input.lever,
  });
  return {
    ...cost,
    kind: 'contract',
    cnyMargin: toCny(cost.margin, input.rate),
    cnyTotal: toCny(cost.total, input.rate),
    perLotMargin: perLot.margin,
    maxLots: maxContractLots(input),
  };
};

/** The platform's lot cap of a stock order, within the site's share limits (product-spec §5). */
export const stockLotRange = (
  minShares: number | null | undefined,
  maxShares: number | null | undefined,
): { min: number; max: number } => ({
  min: Math.max(1, Math.ceil((minShares ?? SHARES_PER_LOT) / SHARES_PER_LOT)),
  max: Math.min(MAX_LOTS, Math.floor((maxShares ?? MAX_LOTS * SHARES_PER_LOT) / SHARES_PER_LOT)),
});
