import { describe, expect, it } from 'vitest';

import type { UserInfo } from '@/api/contracts/models/user';

import { maskPhone, summarize, verificationOf } from './account-view';

const info = (patch: Partial<UserInfo>): UserInfo =>
  ({
    id: 1,
    phone: '13800000001',
    accountType: 0,
    isLock: 0,
    isActive: 2,
    enableAmt: 0,
    userAmt: 0,
    ...patch,
  }) as UserInfo;

describe('summarize', () => {
  it('adds the accounts with decimals and counts new-share money as frozen', () => {
    const s = summarize(
      info({
        userAmt: 200000.1,
        enableAmt: 150000.2,
        allFreezAmt: 40000,
        djzj: 9999.9,
        userIndexAmt: 50000.2,
        enableIndexAmt: 45000,
        allIndexFreezAmt: 5000.2,
        accountProfitAndLose: -12.5,
      }),
    );
    expect(s.total.toString()).toBe('250000.3');
    expect(s.available.toString()).toBe('195000.2');
    expect(s.frozen.toString()).toBe('55000.1');
    expect(s.realisedProfit?.toString()).toBe('-12.5');
    expect(s.lines.map((l) => l.kind)).toEqual(['stock', 'index', 'newStock']);
    expect(s.usagePercent).toBeCloseTo(22.0, 0);
  });

  it('shows futures only when that account holds money; no money → 0 %', () => {
    expect(summarize(info({ userFuturesAmt: 20000 })).lines.map((l) => l.kind)).toContain(
      'futures',
    );
    const empty = summarize(info({}));
    expect(empty.usagePercent).toBe(0);
    expect(empty.realisedProfit).toBeNull();
    expect(empty.total.toString()).toBe('0');
  });
});

describe('verificationOf and maskPhone', () => {
  it('maps isActive', () => {
    expect([0, 1, 2, 3, null].map(verificationOf)).toEqual([
      'unverified',
      'reviewing',
      'verified',
      'rejected',
      'unverified',
    ]);
  });
  it('masks the middle of the phone', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('')).toBe('');
  });
});
