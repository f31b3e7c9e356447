import { describe, expect, it } from 'vitest';

import { directionOf, formatBig, formatPct, formatPrice, formatSigned } from './quote-format';

describe('quote formatting', () => {
  it('gives the direction of a change', () => {
    expect(directionOf(1.2)).toBe('rise');
    expect(directionOf('-0.01')).toBe('fall');
    expect(directionOf(0)).toBe('flat');
    expect(directionOf(null)).toBe('flat');
  });

  it('formats prices and signed changes, with a placeholder for missing values', () => {
    expect(formatPrice('1688.5')).toBe('1688.50');
    expect(formatPrice(3.14159, 3)).toBe('3.142');
    expect(formatPrice(undefined)).toBe('--');
    expect(formatSigned(1.234)).toBe('+1.23');
    expect(formatSigned(-0.4)).toBe('-0.40');
    expect(formatSigned(-0.001)).toBe('0.00');
    expect(formatPct(9.996)).toBe('+10.00%');
    expect(formatPct('abc')).toBe('--');
  });

  it('uses the reader’s units for big amounts', () => {
    expect(formatBig(123_456_789, 'zh-CN')).toBe('1.23亿');
    expect(formatBig(45_678, 'zh-CN')).toBe('4.57万');
    expect(formatBig(2.5e12, 'zh-CN')).toBe('2.50万亿');
    expect(formatBig(2.5e12, 'zh-TW')).toBe('2.50萬億');
    expect(formatBig(123_456_789, 'en')).toBe('123.46M');
    expect(formatBig(999, 'en')).toBe('999');
  });
});
