// The money of a leveraged order, checked two ways: worked examples from the contract's formulas
// (api-contract §11.3–§11.5) and generated orders whose parts must add up to their totals to the
// cent — a trader who sums the preview's lines, or both halves of a partial close, must never
// find a cent missing.
import { fc, test } from '@fast-check/vitest';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import {
  breakEvenPrice,
  cents,
  closeFigures,
  contractOrderCost,
  contractPnl,
  limitDayScenarios,
  maxBuyableLots,
  openPositionFigures,
  proRate,
  riskLine,
  stayDays,
  stayFee,
  stockOrderCost,
  type Direction,
  type PositionMoney,
  type StockFeeRates,
} from './trading-math';

const RATES: StockFeeRates = { buyFee: 0.0003, sellFee: 0.0003, dutyFee: 0.001, spreadRate: 0 };

const positionOf = (
  price: number,
  shares: number,
  lever: number,
  direction: Direction,
  rates: StockFeeRates = RATES,
): PositionMoney => {
  const cost = stockOrderCost({ price, shares, lever, direction, rates });
  return {
    orderDirection: direction === 'long' ? '买涨' : '买跌',
    buyOrderPrice: price,
    orderNum: shares,
    orderLever: lever,
    orderTotalPrice: cost.value.toNumber(),
    orderFee: cost.buyFee.toNumber(),
    orderSpread: cost.stampDuty.toNumber(),
    spreadRatePrice: cost.spreadFee.toNumber(),
    marginAdd: 0,
  };
};

describe('stock order cost (§11.3 Money)', () => {
  it('books 10 lots of a 1,688.00 stock at 10× as the backend does', () => {
    const cost = stockOrderCost({
      price: '1688.00',
      shares: 1000,
      lever: 10,
      direction: 'long',
      rates: { ...RATES, spreadRate: 0.0005 },
    });
    expect(cost.value.toFixed(2)).toBe('1688000.00');
    expect(cost.margin.toFixed(2)).toBe('168800.00');
    expect(cost.buyFee.toFixed(2)).toBe('506.40');
    expect(cost.stampDuty.toFixed(2)).toBe('1688.00');
    expect(cost.spreadFee.toFixed(2)).toBe('844.00');
    expect(cost.total.toFixed(2)).toBe('171838.40');
  });

  it('rounds the margin half-up to the cent', () => {
    // 12.35 × 100 ÷ 30 = 41.1666… → 41.17
    expect(
      stockOrderCost({
        price: 12.35,
        shares: 100,
        lever: 30,
        direction: 'long',
        rates: RATES,
      }).margin.toFixed(2),
    ).toBe('41.17');
  });

  it('puts the break-even above the buy price for long and below it for short', () => {
    const long = stockOrderCost({
      price: 10,
      shares: 100,
      lever: 10,
      direction: 'long',
      rates: RATES,
    });
    const short = stockOrderCost({
      price: 10,
      shares: 100,
      lever: 10,
      direction: 'short',
      rates: RATES,
    });
    expect(long.breakEven.gt(10)).toBe(true);
    expect(short.breakEven.lt(10)).toBe(true);
  });

  test.prop([
    fc.integer({ min: 1, max: 500_000 }).map((c) => c / 100),
    fc.integer({ min: 1, max: 100 }),
    fc.constantFrom(1, 2, 5, 10, 20, 30),
    fc.constantFrom<Direction>('long', 'short'),
    fc.integer({ min: 0, max: 30 }).map((r) => r / 10_000),
  ])(
    'total = margin + commission + stamp duty + spread fee, to the cent',
    (price, lots, lever, direction, spreadRate) => {
      const cost = stockOrderCost({
        price,
        shares: lots * 100,
        lever,
        direction,
        rates: { ...RATES, spreadRate },
      });
      for (const part of [cost.value, cost.margin, cost.buyFee, cost.stampDuty, cost.spreadFee]) {
        expect(part.decimalPlaces()).toBeLessThanOrEqual(2);
      }
      expect(
        cost.total.equals(cost.margin.plus(cost.buyFee).plus(cost.stampDuty).plus(cost.spreadFee)),
      ).toBe(true);
      expect(cost.fees.equals(cost.total.minus(cost.margin))).toBe(true);
    },
  );

  test.prop([
    fc.integer({ min: 100, max: 500_000 }).map((c) => c / 100),
    fc.integer({ min: 1, max: 100 }),
    fc.constantFrom<Direction>('long', 'short'),
  ])('closing the whole order at the break-even price loses nothing', (price, lots, direction) => {
    const p = positionOf(price, lots * 100, 10, direction);
    const cost = stockOrderCost({ price, shares: lots * 100, lever: 10, direction, rates: RATES });
    const close = closeFigures(p, cost.breakEven, lots * 100, RATES.sellFee);
    expect(close.netPnl.gte(0)).toBe(true);
    // One tick worse and the trader is below water (rounding aside, never more than a tick).
    const worse = cost.breakEven.plus(direction === 'long' ? -0.01 : 0.01);
    const atWorse = closeFigures(p, worse, lots * 100, RATES.sellFee);
    expect(atWorse.netPnl.lte(close.netPnl)).toBe(true);
  });
});

describe('maximum buyable lots', () => {
  const limits = {
    available: 200_000,
    maxShareOfAvailable: 0.8,
    minShares: 100,
    maxShares: 10_000,
  };

  it('stops where the margin would pass 80 % of the available funds', () => {
    // 160,000 × 10 ÷ (1,688 × 100) = 9.47… → 9 lots
    expect(maxBuyableLots(1688, 10, limits)).toBe(9);
  });

  it('never offers more than 100 lots or a lot the funds cannot carry', () => {
    expect(maxBuyableLots(1, 30, limits)).toBe(100);
    expect(maxBuyableLots(5000, 1, { ...limits, available: 1000 })).toBe(0);
    expect(maxBuyableLots(0, 10, limits)).toBe(0);
  });

  test.prop([
    fc.integer({ min: 1, max: 300_000 }).map((c) => c / 100),
    fc.constantFrom(1, 5, 10, 20, 30),
    fc.integer({ min: 0, max: 100_000_000 }).map((c) => c / 100),
  ])('the answer fits and one more lot would not', (price, lever, available) => {
    const lots = maxBuyableLots(price, lever, { ...limits, available });
    const cap = new Decimal(available).times(0.8);
    const marginOf = (n: number) => cents(cents(new Decimal(price).times(n * 100)).div(lever));
    if (lots > 0) expect(marginOf(lots).lte(cap)).toBe(true);
    if (lots < 100) expect(marginOf(lots + 1).gt(cap)).toBe(true);
  });
});

describe('open position (§11.5)', () => {
  it('flips the sign of P/L for short and subtracts the buy fees', () => {
    const long = positionOf(10, 1000, 10, 'long');
    const short = positionOf(10, 1000, 10, 'short');
    expect(openPositionFigures(long, 11).pnl.toFixed(2)).toBe('1000.00');
    expect(openPositionFigures(short, 11).pnl.toFixed(2)).toBe('-1000.00');
    // fees: 3.00 commission + 10.00 stamp duty
    expect(openPositionFigures(long, 11).netPnl.toFixed(2)).toBe('987.00');
    expect(openPositionFigures(short, 11).pnlPct.toFixed(2)).toBe('-10.00');
    expect(openPositionFigures(long, 11).returnOnMargin.toFixed(2)).toBe('98.70');
  });

  it('counts days held from the Beijing buy date, the buy day being day 1', () => {
    const bought = Date.UTC(2026, 10, 16, 1, 45); // Mon 09:45 Beijing
    expect(stayDays(bought, bought + 60_000)).toBe(1);
    expect(stayDays(bought, Date.UTC(2026, 10, 16, 16, 5))).toBe(2); // 00:05 Tue Beijing
    expect(stayFee(positionOf(10, 1000, 10, 'long'), 4).toFixed(2)).toBe('1.00');
  });
});

describe('closing (§11.4)', () => {
  test.prop([
    fc.integer({ min: 100, max: 300_000 }).map((c) => c / 100),
    fc.integer({ min: 2, max: 100 }),
    fc.integer({ min: 1, max: 99 }),
    fc.constantFrom(1, 3, 10, 30),
    fc.constantFrom<Direction>('long', 'short'),
    fc.integer({ min: 50, max: 150 }).map((r) => r / 100),
  ])(
    'a partial close and the rest add up to the whole position, to the cent',
    (price, lots, soldPct, lever, direction, move) => {
      const shares = lots * 100;
      const soldLots = Math.max(1, Math.min(lots - 1, Math.round((lots * soldPct) / 100)));
      const p = positionOf(price, shares, lever, direction, { ...RATES, spreadRate: 0.0007 });
      const sellPrice = cents(new Decimal(price).times(move));
      const part = closeFigures(p, sellPrice, soldLots * 100, RATES.sellFee);
      expect(part.isFull).toBe(false);
      const rest: PositionMoney = {
        ...p,
        orderNum: shares - soldLots * 100,
        orderTotalPrice: new Decimal(p.orderTotalPrice ?? 0).minus(part.costValue).toNumber(),
        orderFee: new Decimal(p.orderFee ?? 0).minus(part.buyFee).toNumber(),
        orderSpread: new Decimal(p.orderSpread ?? 0).minus(part.stampDuty).toNumber(),
        spreadRatePrice: new Decimal(p.spreadRatePrice ?? 0).minus(part.spreadFee).toNumber(),
      };
      const restClose = closeFigures(rest, sellPrice, rest.orderNum, RATES.sellFee);
      const whole = closeFigures(p, sellPrice, shares, RATES.sellFee);
      expect(part.costValue.plus(restClose.costValue).equals(whole.costValue)).toBe(true);
      expect(part.buyFee.plus(restClose.buyFee).equals(whole.buyFee)).toBe(true);
      expect(part.stampDuty.plus(restClose.stampDuty).equals(whole.stampDuty)).toBe(true);
      expect(part.spreadFee.plus(restClose.spreadFee).equals(whole.spreadFee)).toBe(true);
      expect(part.pnl.plus(restClose.pnl).equals(whole.pnl)).toBe(true);
      // Sell commission is charged on each sale's own value: the two may differ from one by a cent
      // per sale (each is rounded), never more.
      expect(part.sellFee.plus(restClose.sellFee).minus(whole.sellFee).abs().lte(0.02)).toBe(true);
    },
  );

  it('pro-rates half-up and keeps the remainder exact', () => {
    expect(proRate('0.05', 1, 2).toFixed(2)).toBe('0.03');
    expect(proRate('10.00', 3, 3).toFixed(2)).toBe('10.00');
  });

  it('releases the sold part of the margin and nets every fee', () => {
    const p = positionOf(20, 1000, 10, 'long');
    const close = closeFigures(p, 22, 1000, RATES.sellFee);
    expect(close.isFull).toBe(true);
    expect(close.pnl.toFixed(2)).toBe('2000.00');
    // buy 6.00 + stamp 20.00 + sell 6.60
    expect(close.netPnl.toFixed(2)).toBe('1967.40');
    expect(close.releasedMargin.toFixed(2)).toBe('2000.00');
  });
});

describe('risk lines and limit days', () => {
  const ratios = { warning: 0.5, forced: 0.7 };

  it('puts the forced line where the net loss is 70 % of the money at stake', () => {
    const p = positionOf(10, 1000, 10, 'long');
    const forced = riskLine(p, ratios.forced, 10);
    // margin 1,000; loss 700; fees 13 → (L − 10) × 1000 − 13 = −700 → L = 9.313 → 9.32 (rounded up)
    expect(forced.loss.toFixed(2)).toBe('700.00');
    expect(forced.price.toFixed(2)).toBe('9.32');
    expect(forced.distancePct.toFixed(2)).toBe('-6.80');
    expect(forced.isReached).toBe(false);
    const short = riskLine(positionOf(10, 1000, 10, 'short'), ratios.forced, 10);
    expect(short.price.gt(10)).toBe(true);
  });

  it('a 10× long on a 10 % board is force-closed by the first limit-down day', () => {
    const p = positionOf(10, 1000, 10, 'long');
    const days = limitDayScenarios(p, 10, 10, ratios);
    expect(days.map((d) => d.price.toFixed(2))).toEqual(['9.00', '8.10', '7.29']);
    expect(days[0]?.isForced).toBe(true);
    expect(days[0]?.netPnl.toFixed(2)).toBe('-1013.00');
  });

  it('a 1× long survives three limit-down days without reaching the lines', () => {
    const days = limitDayScenarios(positionOf(10, 1000, 1, 'long'), 10, 10, ratios);
    expect(days.every((d) => !d.isForced && !d.isWarning)).toBe(true);
  });

  test.prop([
    fc.integer({ min: 100, max: 100_000 }).map((c) => c / 100),
    fc.constantFrom(2, 5, 10, 20, 30),
    fc.constantFrom<Direction>('long', 'short'),
  ])('the warning line always comes before the forced line', (price, lever, direction) => {
    const p = positionOf(price, 1000, lever, direction);
    const warning = riskLine(p, ratios.warning, price).price;
    const forced = riskLine(p, ratios.forced, price).price;
    if (direction === 'long') expect(forced.lte(warning)).toBe(true);
    else expect(forced.gte(warning)).toBe(true);
  });
});

describe('index and futures contracts (§11.8, §11.9)', () => {
  it('margin = deposit × lots ÷ lever and fee = fee per lot × lots', () => {
    const cost = contractOrderCost({ depositAmt: 5000, transFee: 12.5, lots: 3, lever: 10 });
    expect(cost.margin.toFixed(2)).toBe('1500.00');
    expect(cost.fee.toFixed(2)).toBe('37.50');
    expect(cost.total.toFixed(2)).toBe('1537.50');
  });

  it('P/L is points × money per point × lots, negated for short, less the fee', () => {
    const position = {
      orderDirection: '买跌',
      buyOrderPrice: 3000,
      orderNum: 2,
      eachPoint: 10,
      orderFee: 20,
    };
    const { pnl, netPnl } = contractPnl(position, 2990);
    expect(pnl.toFixed(2)).toBe('200.00');
    expect(netPnl.toFixed(2)).toBe('180.00');
  });
});

describe('break-even price', () => {
  it('is 0 for an empty order', () => {
    expect(breakEvenPrice(0, 0, 0, 0.0003, 'long').toFixed(2)).toBe('0.00');
  });
});
