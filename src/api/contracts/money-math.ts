// Money maths of deposits, withdrawals and transfers (api-contract §13.7, §13.8, §11.10, §16),
// shared by the app's previews and the mock's bookings, so a fee or balance shown equals the one
// booked to the cent. Decimals only (decimal.js), rounded half-up to 2 dp like the reference's
// BigDecimal. Pure functions: no clock, no store.
import Decimal from 'decimal.js';

export type MoneyValue = Decimal.Value;

/** Half-up to cents, as every stored amount is. */
export const moneyCents = (value: MoneyValue): Decimal =>
  new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The setting fields of the withdrawal fee (`SiteSetting`). */
export interface WithdrawFeeRates {
  withFeeSingle?: number | null;
  withFeePercent?: number | null;
}

/**
 * The fee recorded on a withdrawal: amount × `withFeePercent` + `withFeeSingle`, to the cent
 * (§13.8, §15.4). Recorded beside the request, not deducted from the balance.
 */
export const withdrawFee = (amount: MoneyValue, rates: WithdrawFeeRates): Decimal =>
  moneyCents(new Decimal(amount).times(rates.withFeePercent ?? 0).plus(rates.withFeeSingle ?? 0));

/** What reaches the card: amount − fee (never below 0), for the preview. */
export const withdrawNet = (amount: MoneyValue, rates: WithdrawFeeRates): Decimal =>
  Decimal.max(0, moneyCents(amount).minus(withdrawFee(amount, rates)));

/** A decimal amount as typed: digits with at most 2 decimals (no sign, no exponent). */
export const MONEY_TEXT = /^\d+(\.\d{1,2})?$/;

/** The amount in `text` when it is a plain decimal with at most 2 places, else undefined. */
export const parseMoneyText = (text: string): Decimal | undefined => {
  const trimmed = text.trim();
  return MONEY_TEXT.test(trimmed) ? new Decimal(trimmed) : undefined;
};
