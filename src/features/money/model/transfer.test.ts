import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import {
  allowedDirections,
  availableOf,
  checkTransferAmount,
  isTransferEvidence,
  transferableOf,
} from './transfer';

describe('allowedDirections', () => {
  it.each([
    [{ indexDisplay: true, futuresDisplay: true }, [1, 2, 3, 4]],
    [{ indexDisplay: true, futuresDisplay: false }, [1, 2]],
    [{ indexDisplay: false, futuresDisplay: true }, [3, 4]],
    [{}, []],
  ])('%o → types %o', (flags, types) => {
    expect(allowedDirections(flags).map((d) => d.type)).toEqual(types);
  });
});

describe('transferable amount', () => {
  it('is the source account’s available money in whole yuan', () => {
    const b = { enableAmt: 1234.56, enableIndexAmt: '0.99', enableFuturesAmt: null };
    expect(transferableOf(availableOf('stock', b)).toString()).toBe('1234');
    expect(transferableOf(availableOf('index', b)).toString()).toBe('0');
    expect(transferableOf(availableOf('futures', b)).toString()).toBe('0');
    expect(transferableOf(new Decimal(-5)).toString()).toBe('0');
  });
});

describe('checkTransferAmount', () => {
  const max = new Decimal(1000);
  it.each([
    ['', { problem: 'empty' }],
    ['  ', { problem: 'empty' }],
    ['12.5', { problem: 'notWhole' }],
    ['-3', { problem: 'notWhole' }],
    ['0', { problem: 'notPositive' }],
    ['1001', { problem: 'tooMuch' }],
    ['1000', { amt: 1000 }],
    [' 250 ', { amt: 250 }],
  ])('%j → %o', (text, expected) => {
    expect(checkTransferAmount(text, max)).toEqual(expected);
  });
});

describe('isTransferEvidence', () => {
  const at = Date.parse('2026-11-24T02:00:00Z');
  const row = (deAmt: number, addTime = at + 1000, deType = '资金互转') => ({
    deType,
    deAmt,
    addTime,
  });
  it('matches the amount with the A-share account’s sign for the direction', () => {
    expect(isTransferEvidence(row(-500), { amt: 500, type: 1 }, at)).toBe(true);
    expect(isTransferEvidence(row(500), { amt: 500, type: 2 }, at)).toBe(true);
    expect(isTransferEvidence(row(500), { amt: 500, type: 1 }, at)).toBe(false);
    expect(isTransferEvidence(row(-500), { amt: 500, type: 3 }, at)).toBe(true);
    expect(isTransferEvidence(row(500), { amt: 500, type: 4 }, at)).toBe(true);
  });
  it('refuses other entry types, other amounts and rows from before the request', () => {
    expect(isTransferEvidence(row(-500, at, '申请提现'), { amt: 500, type: 1 }, at)).toBe(false);
    expect(isTransferEvidence(row(-400), { amt: 500, type: 1 }, at)).toBe(false);
    expect(isTransferEvidence(row(-500, at - 60_000), { amt: 500, type: 1 }, at)).toBe(false);
  });
});
