import { describe, expect, it } from 'vitest';

import { withdrawFee, withdrawNet } from '@/api/contracts/money-math';

import { sampleSetting } from '../../testing/sample-setting';

import { moneyHoursExample, type MoneyHoursInput } from './money-hours-example';

// The fixture site's settings (fixtures/src/site.ts).
const SETTING = sampleSetting();

const base: MoneyHoursInput = {
  amount: '1000',
  day: '2026-11-02',
  hour: 10,
  minute: 0,
  isHoliday: false,
  setting: SETTING,
};

const summary = (change: Partial<MoneyHoursInput>) => {
  const e = moneyHoursExample({ ...base, ...change });
  if (!e) return null;
  const { amount } = e.withdraw;
  return {
    deposit: e.deposit.ok ? 'ok' : e.deposit.refusal.key,
    withdraw: e.withdraw.ok,
    time: e.withdraw.time,
    amount: amount.ok ? `${amount.fee.toFixed(2)} / ${amount.net.toFixed(2)}` : amount.refusal.key,
  };
};

describe('moneyHoursExample', () => {
  it.each<[string, Partial<MoneyHoursInput>, ReturnType<typeof summary>]>([
    // 1000 × 0.1 % + 2 = 3.00; 997.00 reaches the card.
    [
      'a weekday morning',
      {},
      { deposit: 'ok', withdraw: true, time: null, amount: '3.00 / 997.00' },
    ],
    [
      '17:59 is still inside',
      { hour: 17, minute: 59 },
      { deposit: 'ok', withdraw: true, time: null, amount: '3.00 / 997.00' },
    ],
    [
      '18:00 is outside',
      { hour: 18 },
      { deposit: 'ok', withdraw: false, time: 'hours', amount: '3.00 / 997.00' },
    ],
    [
      '08:59 is outside',
      { hour: 8, minute: 59 },
      { deposit: 'ok', withdraw: false, time: 'hours', amount: '3.00 / 997.00' },
    ],
    [
      'the holiday switch on',
      { isHoliday: true },
      { deposit: 'ok', withdraw: false, time: 'holiday', amount: '3.00 / 997.00' },
    ],
    [
      'below both minimums',
      { amount: '99.99' },
      {
        deposit: 'validation:deposit.belowMin',
        withdraw: false,
        time: null,
        amount: 'validation:withdrawal.belowMin',
      },
    ],
    [
      'above the maximum',
      { amount: '1000000.01' },
      { deposit: 'ok', withdraw: false, time: null, amount: 'validation:withdrawal.aboveMax' },
    ],
    // 12 345.67 × 0.1 % = 12.34567 + 2 → 14.35.
    [
      'cents',
      { amount: '12345.67' },
      { deposit: 'ok', withdraw: true, time: null, amount: '14.35 / 12331.32' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(summary(change)).toEqual(expected);
  });

  it('charges what the withdrawal page charges', () => {
    for (const amount of ['100', '250.5', '9999.99', '500000']) {
      const e = moneyHoursExample({ ...base, amount });
      expect(e?.withdraw.amount).toEqual({
        ok: true,
        fee: withdrawFee(amount, SETTING),
        net: withdrawNet(amount, SETTING),
      });
    }
  });

  it('reads no time from an unreadable day', () => {
    expect(moneyHoursExample({ ...base, day: 'x' })).toBeNull();
  });
});
