import { describe, expect, it } from 'vitest';

import { checkApply, cleanShares } from './apply-form';
import { checkGrab, grabAmount, grabMinShares } from './grab-form';
import { serverReplyOf } from './server-reply';

const base = { type: 1, price: '12.34', orderNumber: 2, enableAmt: '1000' };

describe('checkApply', () => {
  it.each([
    ['', { key: 'required' }],
    ['  ', { key: 'required' }],
    ['0', { key: 'whole' }],
    ['1.5', { key: 'whole' }],
    ['-3', { key: 'whole' }],
    ['20001', { key: 'aboveIssue', params: { max: '20000' } }],
  ])('%j → %o', (text, problem) => {
    expect(checkApply({ ...base, text })).toEqual({ problem });
  });

  it('lets an IPO application above the balance through (paid only if allotted)', () => {
    expect(checkApply({ ...base, text: '20000' })).toEqual({
      applyNums: 20000,
      amount: '246800.00',
    });
  });

  it('refuses a placement the available balance cannot freeze, with both amounts', () => {
    expect(checkApply({ ...base, type: 2, text: '82' })).toEqual({
      problem: { key: 'lowBalance', params: { amount: '1011.88', available: '1000.00' } },
    });
    expect(checkApply({ ...base, type: 2, text: '81' })).toEqual({
      applyNums: 81,
      amount: '999.54',
    });
  });

  it('leaves the balance to the server while it is unknown', () => {
    expect(checkApply({ ...base, type: 2, text: '82', enableAmt: null })).toMatchObject({
      applyNums: 82,
    });
  });

  it('computes the amount in decimal (no float drift)', () => {
    expect(checkApply({ ...base, price: '0.1', text: '3' })).toMatchObject({ amount: '0.30' });
  });
});

describe('cleanShares', () => {
  it.each([
    ['1,000', '1000'],
    ['００５', '5'],
    ['12a3', '123'],
    ['1234567890123', '123456789'],
  ])('%j → %j', (text, out) => {
    expect(cleanShares(text)).toBe(out);
  });
});

describe('checkGrab', () => {
  const grab = { stockType: '沪', price: '10', enableAmt: '100000' };
  it.each([
    ['', '沪', { key: 'required' }],
    ['0', '沪', { key: 'whole' }],
    ['9', '沪', { key: 'belowMin', params: { lots: 10, shares: 1000 } }],
    ['4', 'sz', { key: 'belowMin', params: { lots: 5, shares: 500 } }],
    ['101', '沪', { key: 'lowBalance', params: { amount: '101000.00', available: '100000.00' } }],
  ])('%j lots on %s → %o', (lots, stockType, problem) => {
    expect(checkGrab({ ...grab, lots, stockType })).toEqual({ problem });
  });

  it.each([
    ['10', '沪', 1000],
    ['5', '深', 500],
    ['1', '科', 100],
    ['1', '北', 100],
  ])('%j lots on %s → %i shares', (lots, stockType, num) => {
    expect(checkGrab({ ...grab, lots, stockType })).toEqual({ num });
  });

  it('knows the minimum per market and the amount', () => {
    expect(grabMinShares('sh')).toBe(1000);
    expect(grabMinShares('创')).toBeNull();
    expect(grabAmount('3', '12.31')).toBe('3693.00');
    expect(grabAmount('', '12.31')).toBeNull();
  });
});

describe('serverReplyOf', () => {
  it.each([
    ['申购失败，不在交易时段内', { key: 'server.outsideHours', params: { max: '' } }],
    ['下单失败，请先实名认证', { key: 'server.kycMissing', params: { max: '' } }],
    ['不在认缴时间', { key: 'server.notInPayWindow', params: { max: '' } }],
    ['购买数量异常或大于发行数量20000', { key: 'server.applyQuantity', params: { max: '20000' } }],
  ])('%s → %o', (text, reply) => {
    expect(serverReplyOf(text)).toEqual(reply);
  });

  it('leaves an unknown text to be shown as written', () => {
    expect(serverReplyOf('系统繁忙')).toBeUndefined();
  });
});
