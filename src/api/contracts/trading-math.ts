// Money maths of leveraged trading (api-contract §11.3–§11.5, §11.8, §16), shared by the app's
// tickets and position pages and the mock's buy/sell, so a preview and the booked order agree to
// the cent. Decimals only (decimal.js), every stored amount rounded half-up to 2 dp as the
// reference's BigDecimal does. Pure functions: no clock, no store.
import Decimal from 'decimal.js';

export type Amount = Decimal.Value;

/** 1 lot = 100 shares (product-spec §9). */
export const SHARES_PER_LOT = 100;
/** Lots per stock order (product-spec §5, §9). */
export const MIN_LOTS = 1;
export const MAX_LOTS = 100;
/** Displayed deferred fee per day, as a share of the margin (§11.5: hard-coded 0.025 %/day). */
export const STAY_FEE_DAILY = 0.00025;

export type Direction = 'long' | 'short';
/** The backend's `orderDirection` / ticket texts. */
export const DIRECTION_TEXT = { long: '买涨', short: '买跌' } as const satisfies Record<
  Direction,
  string
>;
/** `buyType` the order endpoints take: 0 long, 1 short. */
export const BUY_TYPE = { long: 0, short: 1 } as const satisfies Record<Direction, number>;

export const directionOfText = (orderDirection: string | null | undefined): Direction =>
  orderDirection === DIRECTION_TEXT.short ? 'short' : 'long';
export const directionOfBuyType = (buyType: number): Direction | undefined =>
  buyType === 0 ? 'long' : buyType === 1 ? 'short' : undefined;

const ZERO = new Decimal(0);

/** Half-up to cents, as every stored amount is. */
export const cents = (value: Amount): Decimal =>
  new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

const sign = (direction: Direction): number => (direction === 'long' ? 1 : -1);

/** Rates a stock order reads: site setting (`buyFee`, `sellFee`, `dutyFee`) + the spread rule. */
export interface StockFeeRates {
  buyFee: Amount;
  sellFee: Amount;
  dutyFee: Amount;
  /** Best `SiteSpread.spreadRate` for this order (findSpreadRateOne), 0 when none. */
  spreadRate: Amount;
}

export interface StockOrderInput {
  price: Amount;
  shares: number;
  lever: number;
  direction: Direction;
  rates: StockFeeRates;
}

/** What a stock order costs, as buy.do books it (§11.3 "Money"). */
export interface StockOrderCost {
  /** price × shares (`orderTotalPrice`). */
  value: Decimal;
  /** value ÷ lever: what leaves the available funds (frozen principal). */
  margin: Decimal;
  /** Buy commission (`orderFee`). */
  buyFee: Decimal;
  /** Stamp duty, charged at buy in this backend (`orderSpread`). */
  stampDuty: Decimal;
  /** Spread fee (`spreadRatePrice`). */
  spreadFee: Decimal;
  /** buyFee + stampDuty + spreadFee: netted out of the P/L at close. */
  fees: Decimal;
  /** margin + fees: the order's whole cost to the trader. */
  total: Decimal;
  /**
   * Price at which closing the whole order nets 0 after buy fees and the sell commission (rounded
   * to the tick against the trader: up for long, down for short).
   */
  breakEven: Decimal;
}

export const stockOrderCost = (input: StockOrderInput): StockOrderCost => {
  const { shares, lever, rates } = input;
  const price = new Decimal(input.price);
  const value = cents(price.times(shares));
  const margin = cents(value.div(lever > 0 ? lever : 1));
  const buyFee = cents(value.times(rates.buyFee));
  const stampDuty = cents(value.times(rates.dutyFee));
  const spreadFee = cents(value.times(rates.spreadRate));
  const fees = buyFee.plus(stampDuty).plus(spreadFee);
  return {
    value,
    margin,
    buyFee,
    stampDuty,
    spreadFee,
    fees,
    total: margin.plus(fees),
    breakEven: breakEvenPrice(value, shares, fees, rates.sellFee, input.direction),
  };
};

/** Net 0 at close: long p·q(1 − s) = value + fees; short p·q(1 + s) = value − fees. */
export const breakEvenPrice = (
  value: Amount,
  shares: number,
  fees: Amount,
  sellFeeRate: Amount,
  direction: Direction,
): Decimal => {
  if (shares <= 0) return ZERO;
  const s = new Decimal(sellFeeRate);
  const raw =
    direction === 'long'
      ? new Decimal(value).plus(fees).div(new Decimal(shares).times(new Decimal(1).minus(s)))
      : new Decimal(value).minus(fees).div(new Decimal(shares).times(new Decimal(1).plus(s)));
  return raw.toDecimalPlaces(2, direction === 'long' ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
};

/** The funds rules of a stock buy (§11.3 checks 21–23, §16 "Buy limits"). */
export interface BuyLimits {
  /** `enableAmt`. */
  available: Amount;
  /** `buyMaxAmtPercent` (e.g. 0.8). */
  maxShareOfAvailable: Amount;
  /** `buyMinNum` / `buyMaxNum` in shares. */
  minShares: number;
  maxShares: number;
}

/**
 * The most whole lots the available funds allow at this price and lever: margin ≤ available ×
 * buyMaxAmtPercent and ≤ available, within buyMaxNum and 100 lots. 0 when not even one lot fits.
 */
export const maxBuyableLots = (price: Amount, lever: number, limits: BuyLimits): number => {
  const p = new Decimal(price);
  if (p.lte(0) || lever <= 0) return 0;
  const available = Decimal.max(new Decimal(limits.available), 0);
  const cap = Decimal.min(available.times(limits.maxShareOfAvailable), available);
  const cap2 = Math.min(MAX_LOTS, Math.floor(limits.maxShares / SHARES_PER_LOT));
  let lots = Math.min(cap2, cap.times(lever).div(p.times(SHARES_PER_LOT)).floor().toNumber() + 1);
  // Margin is rounded half-up, so check the candidate rather than trust the division.
  while (lots > 0 && cents(cents(p.times(lots * SHARES_PER_LOT)).div(lever)).gt(cap)) lots--;
  return Math.max(lots, 0);
};

/** The fields of a stock position the maths reads (UserPosition / UserPositionVO). */
export interface PositionMoney {
  orderDirection: string;
  buyOrderPrice: Amount;
  /** Shares. */
  orderNum: number;
  orderLever?: number | null;
  orderTotalPrice?: Amount | null;
  orderFee?: Amount | null;
  orderSpread?: Amount | null;
  spreadRatePrice?: Amount | null;
  marginAdd?: Amount | null;
}

const dec = (value: Amount | null | undefined): Decimal => new Decimal(value ?? 0);

/** Buy-side fees a position carries: commission + stamp duty + spread fee. */
export const positionBuyFees = (p: PositionMoney): Decimal =>
  dec(p.orderFee).plus(dec(p.orderSpread)).plus(dec(p.spreadRatePrice));

/** Frozen principal: orderTotalPrice ÷ lever (2 dp), without the added margin. */
export const positionMargin = (p: PositionMoney): Decimal =>
  cents(dec(p.orderTotalPrice).div(p.orderLever && p.orderLever > 0 ? p.orderLever : 1));

/** A position after an add-on (buy2.do, or buy.do into a held stock; api-contract §11.3, §16). */
export interface AddOnMerge {
  orderNum: number;
  /** Old value + the add-on's value. */
  orderTotalPrice: Decimal;
  /** New average price: orderTotalPrice ÷ orderNum, half-up to cents. */
  buyOrderPrice: Decimal;
  orderFee: Decimal;
  orderSpread: Decimal;
  spreadRatePrice: Decimal;
  /** −(every buy fee): an add-on resets the stored P/L to the fees, as the reference does. */
  allProfitAndLose: Decimal;
  /** positionMargin of the merged position (without the added margin). */
  margin: Decimal;
}

/**
 * Merges an add-on of `shares` costing `cost` (stockOrderCost at the position's lever) into an
 * open position: shares and value add up, fees add up, the average price is recomputed. The mock
 * books exactly this and the add-on sheet previews it, so the two cannot disagree.
 */
export const mergeAddOn = (p: PositionMoney, shares: number, cost: StockOrderCost): AddOnMerge => {
  const orderNum = p.orderNum + shares;
  const orderTotalPrice = dec(p.orderTotalPrice).plus(cost.value);
  const orderFee = dec(p.orderFee).plus(cost.buyFee);
  const orderSpread = dec(p.orderSpread).plus(cost.stampDuty);
  const spreadRatePrice = dec(p.spreadRatePrice).plus(cost.spreadFee);
  return {
    orderNum,
    orderTotalPrice,
    buyOrderPrice: orderNum > 0 ? cents(orderTotalPrice.div(orderNum)) : ZERO,
    orderFee,
    orderSpread,
    spreadRatePrice,
    allProfitAndLose: orderFee.plus(orderSpread).plus(spreadRatePrice).neg(),
    margin: positionMargin({ ...p, orderNum, orderTotalPrice }),
  };
};

/** Gross P/L at `price`: (price − buy) × shares, negated for short (§11.5). */
export const grossPnl = (p: PositionMoney, price: Amount): Decimal =>
  cents(
    new Decimal(price)
      .minus(dec(p.buyOrderPrice))
      .times(p.orderNum)
      .times(sign(directionOfText(p.orderDirection))),
  );

export interface OpenPositionFigures {
  /** Gross (`profitAndLose`). */
  pnl: Decimal;
  /** After buy fees (`allProfitAndLose` of an open position, §11.5). */
  netPnl: Decimal;
  /** (price − buy) ÷ buy × 100, sign flipped for short: the move in the trader's favour, %. */
  pnlPct: Decimal;
  /** Net P/L against the money at stake (margin + added margin), %. */
  returnOnMargin: Decimal;
  /** price × shares now. */
  marketValue: Decimal;
  margin: Decimal;
}

export const openPositionFigures = (p: PositionMoney, price: Amount): OpenPositionFigures => {
  const pnl = grossPnl(p, price);
  const netPnl = pnl.minus(positionBuyFees(p));
  const buy = dec(p.buyOrderPrice);
  const margin = positionMargin(p);
  const atStake = margin.plus(dec(p.marginAdd));
  return {
    pnl,
    netPnl,
    pnlPct: buy.isZero()
      ? ZERO
      : new Decimal(price)
          .minus(buy)
          .div(buy)
          .times(100 * sign(directionOfText(p.orderDirection)))
          .toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    returnOnMargin: atStake.isZero()
      ? ZERO
      : netPnl.div(atStake).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    marketValue: cents(new Decimal(price).times(p.orderNum)),
    margin,
  };
};

/**
 * Days held as the backend counts them: calendar days (Beijing) from the buy date, the buy day
 * counting as 1. `dayNumber` maps an instant to a Beijing day count (e.g. floor((ms + 8 h) / 1 day)).
 */
export const stayDays = (boughtAt: number, now: number): number => {
  const day = (ms: number) => Math.floor((ms + 8 * 3_600_000) / 86_400_000);
  return Math.max(1, day(now) - day(boughtAt) + 1);
};

/** Displayed deferred fee: (buy price × shares ÷ lever) × days × 0.025 % (§11.5). */
export const stayFee = (p: PositionMoney, days: number): Decimal => {
  if (!p.orderLever) return ZERO;
  return cents(
    dec(p.buyOrderPrice).times(p.orderNum).div(p.orderLever).times(days).times(STAY_FEE_DAILY),
  );
};

/** A close of `shares` of a position at `price` (§11.4 "Money on full close", "Partial close"). */
export interface CloseFigures {
  /** Shares sold. */
  shares: number;
  isFull: boolean;
  sellValue: Decimal;
  /** Part of orderTotalPrice sold (all of it for a full close). */
  costValue: Decimal;
  pnl: Decimal;
  sellFee: Decimal;
  /** The sold part's share of buy commission, stamp duty and spread fee. */
  buyFee: Decimal;
  stampDuty: Decimal;
  spreadFee: Decimal;
  /** pnl − every fee of the part. */
  netPnl: Decimal;
  /** Margin released back to the available funds (the part's principal). */
  releasedMargin: Decimal;
}

/** Pro-rates `amount` by sold/total, half-up; the remainder keeps amount − part exactly. */
export const proRate = (amount: Amount, sold: number, total: number): Decimal =>
  total <= 0 || sold >= total
    ? new Decimal(amount)
    : cents(new Decimal(amount).times(sold).div(total));

export const closeFigures = (
  p: PositionMoney,
  price: Amount,
  shares: number,
  sellFeeRate: Amount,
): CloseFigures => {
  const isFull = shares >= p.orderNum;
  const sold = isFull ? p.orderNum : shares;
  const costValue = proRate(dec(p.orderTotalPrice), sold, p.orderNum);
  const sellValue = cents(new Decimal(price).times(sold));
  const pnl = cents(sellValue.minus(costValue).times(sign(directionOfText(p.orderDirection))));
  const sellFee = cents(sellValue.times(sellFeeRate));
  const buyFee = proRate(dec(p.orderFee), sold, p.orderNum);
  const stampDuty = proRate(dec(p.orderSpread), sold, p.orderNum);
  const spreadFee = proRate(dec(p.spreadRatePrice), sold, p.orderNum);
  return {
    shares: sold,
    isFull,
    sellValue,
    costValue,
    pnl,
    sellFee,
    buyFee,
    stampDuty,
    spreadFee,
    netPnl: pnl.minus(sellFee).minus(buyFee).minus(stampDuty).minus(spreadFee),
    releasedMargin: cents(costValue.div(p.orderLever && p.orderLever > 0 ? p.orderLever : 1)),
  };
};

/** Ratios of the risk lines: `forceStopRemindRatio` (warning) and `forceStopPercent` (forced). */
export interface RiskRatios {
  warning: Amount;
  forced: Amount;
}

export interface RiskLine {
  /** Net loss at which the line is reached: ratio × (margin + added margin). */
  loss: Decimal;
  /** Price at which the position's net P/L reaches −loss (0 when no positive price does). */
  price: Decimal;
  /** (line price − current price) ÷ current price × 100. */
  distancePct: Decimal;
  /** Whether the current price is already past the line. */
  isReached: boolean;
}

/**
 * Per-position warning and forced-liquidation lines: the price where the position's net loss
 * equals ratio × its money at stake. (The reference liquidates per account; applied to a single
 * position this says how far this one position can move before it alone would trip the line.)
 */
export const riskLine = (p: PositionMoney, ratio: Amount, price: Amount): RiskLine => {
  const atStake = positionMargin(p).plus(dec(p.marginAdd));
  const loss = cents(atStake.times(ratio));
  const direction = directionOfText(p.orderDirection);
  const fees = positionBuyFees(p);
  // net = s·(L − buy)·q − fees = −loss  →  L = buy + s·(fees − loss)/q
  const move = p.orderNum > 0 ? fees.minus(loss).div(p.orderNum) : ZERO;
  const raw = dec(p.buyOrderPrice).plus(move.times(sign(direction)));
  const line = Decimal.max(
    raw.toDecimalPlaces(2, direction === 'long' ? Decimal.ROUND_UP : Decimal.ROUND_DOWN),
    0,
  );
  const now = new Decimal(price);
  return {
    loss,
    price: line,
    distancePct: now.isZero()
      ? ZERO
      : line.minus(now).div(now).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    isReached: direction === 'long' ? now.lte(line) : now.gte(line),
  };
};

export interface LimitDayScenario {
  /** Consecutive limit days from the current price. */
  days: number;
  price: Decimal;
  netPnl: Decimal;
  /** Net P/L against margin + added margin, %. */
  returnOnMargin: Decimal;
  isWarning: boolean;
  isForced: boolean;
}

/**
 * What `days` consecutive limit moves (each `limitPct` % of the previous close, rounded to the
 * 0.01 tick half-up as exchanges do) would do to the position. `move` −1: limit-down, +1: limit-up.
 */
export const limitDayScenarios = (
  p: PositionMoney,
  price: Amount,
  limitPct: number,
  ratios: RiskRatios,
  move: -1 | 1 = -1,
  days: readonly number[] = [1, 2, 3],
): LimitDayScenario[] => {
  const warning = riskLine(p, ratios.warning, price);
  const forced = riskLine(p, ratios.forced, price);
  const atStake = positionMargin(p).plus(dec(p.marginAdd));
  const direction = directionOfText(p.orderDirection);
  const past = (line: RiskLine, at: Decimal) =>
    direction === 'long' ? at.lte(line.price) : at.gte(line.price);
  const out: LimitDayScenario[] = [];
  let close = new Decimal(price);
  const last = Math.max(0, ...days);
  for (let day = 1; day <= last; day++) {
    close = close.times(1 + (move * limitPct) / 100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    if (!days.includes(day)) continue;
    const netPnl = grossPnl(p, close).minus(positionBuyFees(p));
    out.push({
      days: day,
      price: close,
      netPnl,
      returnOnMargin: atStake.isZero()
        ? ZERO
        : netPnl.div(atStake).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
      isWarning: past(warning, close),
      isForced: past(forced, close),
    });
  }
  return out;
};

/** Index / futures contract terms (§11.8, §11.9): per-lot margin, fee and money per point. */
export interface ContractOrderInput {
  depositAmt: Amount;
  transFee: Amount;
  lots: number;
  lever: number;
}

export interface ContractOrderCost {
  margin: Decimal;
  fee: Decimal;
  total: Decimal;
}

/** margin = depositAmt × lots ÷ lever; fee = transFee × lots. */
export const contractOrderCost = (input: ContractOrderInput): ContractOrderCost => {
  const margin = cents(new Decimal(input.depositAmt).times(input.lots).div(input.lever || 1));
  const fee = cents(new Decimal(input.transFee).times(input.lots));
  return { margin, fee, total: margin.plus(fee) };
};

/** Index P/L: (now − buy) × eachPoint × lots, negated for short, minus the fee (§11.8). */
export const contractPnl = (
  position: {
    orderDirection: string;
    buyOrderPrice: Amount;
    orderNum: number;
    eachPoint?: Amount | null;
    orderFee?: Amount | null;
  },
  price: Amount,
): { pnl: Decimal; netPnl: Decimal } => {
  const pnl = cents(
    new Decimal(price)
      .minus(dec(position.buyOrderPrice))
      .times(dec(position.eachPoint ?? 1))
      .times(position.orderNum)
      .times(sign(directionOfText(position.orderDirection))),
  );
  return { pnl, netPnl: pnl.minus(dec(position.orderFee)) };
};
