import { describe, expect, it } from 'vitest';

import { depositChannel, formatYuan, ownerOf, proofHref, withdrawalChannel } from './money-format';

describe('back-office figures', () => {
  it('shows amounts to the cent, grouped, as the mock booked them', () => {
    expect(formatYuan(5000)).toBe('¥5,000.00');
    expect(formatYuan(1234567.5)).toBe('¥1,234,567.50');
    expect(formatYuan('20000.05')).toBe('¥20,000.05');
    expect(formatYuan(0.1)).toBe('¥0.10');
    expect(formatYuan(-12.3)).toBe('-¥12.30');
    // Never rounded: a booking with more decimals than cents is shown as it is.
    expect(formatYuan('10.005')).toBe('¥10.005');
    expect(formatYuan(null)).toBe('—');
    expect(formatYuan('abc')).toBe('¥abc');
  });

  it('names the deposit channel and its payee, falling back to the reference labels', () => {
    const row = { id: 1, payAmt: 1, payChannel: '1', channelType: '支付宝', channelName: '赵旭尧' };
    expect(depositChannel(row)).toBe('支付宝 · 赵旭尧');
    expect(depositChannel({ id: 1, payAmt: 1, payChannel: '0' })).toBe('Alipay');
    expect(depositChannel({ id: 1, payAmt: 1, payChannel: '1' })).toBe('bank transfer');
    expect(depositChannel({ id: 1, payAmt: 1, payChannel: 'usdt' })).toBe('usdt');
    expect(depositChannel({ id: 1, payAmt: 1 })).toBe('—');
  });

  it('shows only the last four digits of a withdrawal card', () => {
    expect(
      withdrawalChannel({ id: 1, withAmt: 1, bankName: '招商银行', bankNo: '6222021234567896125' }),
    ).toBe('招商银行 •••• 6125');
    expect(withdrawalChannel({ id: 1, withAmt: 1 })).toBe('—');
  });

  it('names the owner by phone and real name', () => {
    expect(ownerOf({ phone: '13800000001', realName: '张伟' })).toBe('13800000001 · 张伟');
    expect(ownerOf({ userId: 7, realName: null })).toBe('user 7');
  });

  it("links a proof on the mock's origin, and nothing but http(s)", () => {
    const mock = 'http://localhost:8091';
    expect(proofHref('http://localhost:8091/upload/abc', mock)).toBe(
      'http://localhost:8091/upload/abc',
    );
    expect(proofHref('/upload/abc', mock)).toBe('http://localhost:8091/upload/abc');
    expect(proofHref('javascript:alert(1)', mock)).toBeNull();
    expect(proofHref('', mock)).toBeNull();
    expect(proofHref(null, mock)).toBeNull();
  });
});
