import { describe, expect, it } from 'vitest';

import type { UserRecharge, UserWithdraw } from '@/api/contracts/models/money';

import {
  depositChannelOf,
  depositRecordView,
  depositStatusKey,
  ledgerRowView,
  maskCardNo,
  moneySign,
  toneOfStatus,
  withdrawRecordView,
  withdrawStatusKey,
} from './record-views';

const deposit = (o: Partial<UserRecharge>): UserRecharge => ({
  id: 1,
  payAmt: 100,
  orderStatus: 0,
  ...o,
});
const withdrawal = (o: Partial<UserWithdraw>): UserWithdraw => ({
  id: 9,
  withAmt: 100,
  withStatus: 0,
  ...o,
});

describe('status codes', () => {
  it.each([
    [0, 'reviewing', 'pending'],
    [1, 'success', 'success'],
    [2, 'failed', 'failed'],
    [3, 'cancelled', 'cancelled'],
    [7, 'reviewing', 'pending'],
  ] as const)('deposit %i → %s (%s)', (code, key, tone) => {
    expect(depositStatusKey(code)).toBe(key);
    expect(toneOfStatus(depositStatusKey(code))).toBe(tone);
  });

  it.each([
    [0, 'reviewing'],
    [1, 'paid'],
    [2, 'failed'],
    [3, 'cancelled'],
    [-1, 'reviewing'],
  ] as const)('withdrawal %i → %s', (code, key) => {
    expect(withdrawStatusKey(code)).toBe(key);
  });
});

describe('depositRecordView', () => {
  it('reads the channel codes and keeps other channels as sent', () => {
    expect(depositChannelOf('0')).toEqual({ key: 'alipay' });
    expect(depositChannelOf('1')).toEqual({ key: 'companyTransfer' });
    expect(depositChannelOf('2')).toEqual({ key: 'other' });
    expect(depositChannelOf('3')).toEqual({ key: 'digitalAsset' });
    expect(depositChannelOf('USDT-TRC20')).toEqual({ raw: 'USDT-TRC20' });
    expect(depositChannelOf('')).toBeNull();
  });

  it('shows the back office note only on a refused or cancelled order', () => {
    expect(depositRecordView(deposit({ orderStatus: 2, orderDesc: '凭证不清' })).reason).toBe(
      '凭证不清',
    );
    expect(depositRecordView(deposit({ orderStatus: 1, orderDesc: '已到账' })).reason).toBeNull();
  });

  it('keeps the amount to the cent as a decimal', () => {
    expect(depositRecordView(deposit({ payAmt: 1234.5 })).amount).toBe('1234.5');
    expect(depositRecordView(deposit({ payAmt: 0.1 })).amount).toBe('0.1');
  });
});

describe('withdrawRecordView', () => {
  it('offers cancel only while under review', () => {
    expect(withdrawRecordView(withdrawal({ withStatus: 0 })).canCancel).toBe(true);
    for (const s of [1, 2, 3]) {
      expect(withdrawRecordView(withdrawal({ withStatus: s })).canCancel).toBe(false);
    }
  });

  it('localizes the owner-cancel note and keeps a reject reason as written', () => {
    expect(
      withdrawRecordView(withdrawal({ withStatus: 3, withMsg: '用户取消出金' })).reason,
    ).toEqual({ key: 'cancelledByYou' });
    expect(
      withdrawRecordView(withdrawal({ withStatus: 2, withMsg: '银行卡信息有误' })).reason,
    ).toEqual({ text: '银行卡信息有误' });
    expect(withdrawRecordView(withdrawal({ withStatus: 0, withMsg: 'x' })).reason).toBeNull();
  });

  it('masks the card number and joins bank and branch', () => {
    const v = withdrawRecordView(
      withdrawal({
        bankNo: '6222020200112233445',
        bankName: '中国工商银行',
        bankAddress: '北京分行',
      }),
    );
    expect(v.cardNo).toBe('6222 **** **** 3445');
    expect(v.bank).toBe('中国工商银行 - 北京分行');
    expect(maskCardNo(null)).toBeNull();
  });

  it('keeps the recorded fee', () => {
    expect(withdrawRecordView(withdrawal({ withFee: 2.5 })).fee).toBe('2.5');
    expect(withdrawRecordView(withdrawal({ withFee: null })).fee).toBeNull();
  });
});

describe('ledgerRowView', () => {
  it('names a known entry type by key and keeps an unknown one as sent', () => {
    expect(ledgerRowView({ id: 1, deAmt: -100, deType: '资金互转' }).type).toEqual({
      key: 'transfer',
    });
    expect(ledgerRowView({ id: 2, deAmt: 5, deType: '返佣' }).type).toEqual({ raw: '返佣' });
  });

  it('keeps the signed amount exact and gives its sign for the rise/fall colour', () => {
    const out = ledgerRowView({ id: 3, deAmt: -0.01, deType: '资金互转' }).amount;
    expect(out).toBe('-0.01');
    expect(moneySign(out)).toBe(-1);
    expect(moneySign('12.5')).toBe(1);
    expect(moneySign('-0.00')).toBe(0);
    expect(moneySign('1e-7')).toBe(1);
    expect(moneySign(null)).toBe(0);
  });
});
