// Prices are integers of ticks inside the engine (tick = 10^-decimals), so replies never carry
// float noise such as 0.30000000000000004: only `toPrice` turns ticks into a number, by one
// division by a power of ten, which yields the nearest double to the decimal.

/** Ticks → price. */
export const toPrice = (ticks: number, decimals: number): number => ticks / 10 ** decimals;

/** Price → nearest ticks. */
export const toTicks = (price: number, decimals: number): number =>
  Math.round(price * 10 ** decimals);

/** Half away from zero to `digits` decimals (Java `HALF_UP`). */
export const roundHalfUp = (value: number, digits: number): number => {
  const scale = 10 ** digits;
  const scaled = Math.abs(value) * scale;
  // Absorb representation error such as 1.005 × 100 = 100.49999999999999.
  const rounded = Math.round(scaled + scaled * Number.EPSILON * 4);
  return (Math.sign(value) * rounded) / scale || 0;
};

/** Change in percent, 2 dp. */
export const changePct = (priceTicks: number, prevTicks: number): number =>
  prevTicks === 0 ? 0 : roundHalfUp(((priceTicks - prevTicks) / prevTicks) * 100, 2);

// Limits are shared with the app (quote header, order checks): one rule, one place.
export { limitBand, type Band } from '../../../src/api/contracts/market-rules';

/** Turnover in ticks × volume → money, 2 dp. */
export const moneyOf = (tickVolume: number, decimals: number): number =>
  decimals <= 2
    ? (tickVolume * 10 ** (2 - decimals)) / 100
    : Math.round(tickVolume / 10 ** (decimals - 2)) / 100;
