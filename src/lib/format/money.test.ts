import { fc, test } from '@fast-check/vitest';
import Decimal from 'decimal.js';
import { describe, expect, it, vi } from 'vitest';

import { formatMoney, formatPercent } from './money';

/** Inverse of formatMoney for the en-style output: strips grouping marks and a leading +. */
const parseMoney = (text: string): Decimal | null => {
  const cleaned = text.trim().replace(/,/g, '').replace(/^\+/, '');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? new Decimal(cleaned) : null;
};

// CI replays one fixed seed (a landing never hinges on a lucky draw); local runs explore new ones.
const runs = { numRuns: process.env.CI ? 1000 : 200, seed: process.env.CI ? 20261123 : undefined };

describe('formatMoney', () => {
  it('groups thousands and shows two decimals', () => {
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney(-9876.5)).toBe('-9,876.50');
  });

  it('rounds half-up on the decimal value, not the binary float', () => {
    expect(formatMoney('1.005')).toBe('1.01');
    expect(formatMoney(0.1 + 0.2)).toBe('0.30');
    expect(formatMoney('2.675')).toBe('2.68');
  });

  it('reads decimal texts in exponent form and Decimal values exactly', () => {
    expect(formatMoney(new Decimal('1e21'))).toBe('1,000,000,000,000,000,000,000.00');
    expect(formatMoney(new Decimal('-1.005'))).toBe('-1.01');
    expect(formatMoney(1e-7)).toBe('0.00');
    expect(formatMoney('12.345', { digits: 0 })).toBe('12');
    expect(formatMoney('.5')).toBe('0.50');
  });

  it('never shows negative zero', () => {
    expect(formatMoney('-0.001')).toBe('0.00');
  });

  it('needs nothing of Intl.NumberFormat v3 (phones before Chrome 106 / Safari 15.4)', () => {
    const Real = Intl.NumberFormat;
    // An older engine: v3 options are a RangeError, a string is read as a binary float.
    const Old = function (locale?: string, options: Intl.NumberFormatOptions = {}) {
      const v3 = options as { roundingMode?: string; signDisplay?: string };
      if (v3.roundingMode !== undefined || v3.signDisplay === 'negative') {
        throw new RangeError('unsupported option');
      }
      const real = new Real(locale, options);
      return {
        format: (x: unknown) => real.format(Number(x)),
        formatToParts: (x: unknown) => real.formatToParts(Number(x)),
      };
    };
    vi.stubGlobal('Intl', { ...Intl, NumberFormat: Old });
    try {
      expect(formatMoney('1.005', { locale: 'en-GB' })).toBe('1.01');
      expect(formatMoney('-2.675', { locale: 'en-GB' })).toBe('-2.68');
      expect(formatMoney('1234.5', { locale: 'de' })).toBe('1.234,50');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows a placeholder for missing or invalid values', () => {
    expect(formatMoney(null)).toBe('--');
    expect(formatMoney(undefined)).toBe('--');
    expect(formatMoney('abc')).toBe('--');
    expect(formatMoney(Number.NaN)).toBe('--');
    expect(formatMoney(Number.POSITIVE_INFINITY, { placeholder: '—' })).toBe('—');
  });

  it('signs positive values on request and follows the locale', () => {
    expect(formatMoney(12.3, { signed: true })).toBe('+12.30');
    expect(formatMoney(-12.3, { signed: true })).toBe('-12.30');
    expect(formatMoney(1234.5, { locale: 'vi' })).toBe('1.234,50');
    expect(formatPercent(3.456)).toBe('+3.46%');
    expect(formatPercent(null)).toBe('--');
  });

  test.prop([fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n })], runs)(
    'parse(format(x)) = x for amounts with two decimals',
    (cents) => {
      const value = new Decimal(cents.toString()).div(100);
      expect(parseMoney(formatMoney(value))?.equals(value)).toBe(true);
    },
  );

  test.prop(
    [fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer()), fc.nat(4)],
    runs,
  )('rounds exactly as decimal.js half-up does', (x, digits) => {
    const d = new Decimal(x).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);
    const expected = (d.isZero() ? d.abs() : d).toFixed(digits);
    expect(formatMoney(x, { digits }).replace(/,/g, '')).toBe(expected);
  });

  test.prop([fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 })], runs)(
    'always two decimals and grouping every three digits',
    (x) => {
      expect(formatMoney(x)).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
    },
  );

  test.prop(
    [fc.array(fc.bigInt({ min: 0n, max: 10n ** 10n }), { minLength: 1, maxLength: 30 })],
    runs,
  )('displayed parts add up to the displayed total to the cent', (centsList) => {
    const parts = centsList.map((c) => new Decimal(c.toString()).div(100));
    const total = parts.reduce((a, b) => a.plus(b), new Decimal(0));
    const sumOfShown = parts
      .map((p) => parseMoney(formatMoney(p))!)
      .reduce((a, b) => a.plus(b), new Decimal(0));
    expect(sumOfShown.equals(parseMoney(formatMoney(total))!)).toBe(true);
  });
});
