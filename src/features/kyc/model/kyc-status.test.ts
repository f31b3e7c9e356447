import { describe, expect, it } from 'vitest';

import { isKycEditable, kycStatusOf, maskIdCard, maskName } from './kyc-status';
import { fitWithin } from '@/lib/reencode-image';

describe('kycStatusOf', () => {
  it.each([
    [0, 'none'],
    [null, 'none'],
    [undefined, 'none'],
    [9, 'none'],
    [1, 'review'],
    [2, 'verified'],
    [3, 'rejected'],
  ] as const)('%s → %s', (isActive, status) => {
    expect(kycStatusOf(isActive)).toBe(status);
  });

  it('only new and rejected submissions are editable', () => {
    expect(
      ['none', 'review', 'verified', 'rejected'].filter((s) => isKycEditable(s as never)),
    ).toEqual(['none', 'rejected']);
  });
});

describe('masks', () => {
  it('keeps the first character of a name', () => {
    expect(maskName('李小明')).toBe('李**');
    expect(maskName('王五')).toBe('王*');
    expect(maskName('阿沛·阿旺晋美')).toBe('阿******');
    expect(maskName(null)).toBe('');
  });

  it('keeps the first and last four of an ID number', () => {
    expect(maskIdCard('11010119900307123X')).toBe('1101**********123X');
    expect(maskIdCard('110101900307123')).toBe('1101*******7123');
    expect(maskIdCard('1234')).toBe('****');
    expect(maskIdCard(undefined)).toBe('');
  });
});

describe('fitWithin', () => {
  it('scales the longest side down to 2000 px and never up', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(2000, 10)).toEqual({ width: 2000, height: 10 });
    expect(fitWithin(100000, 1)).toEqual({ width: 2000, height: 1 });
  });
});
