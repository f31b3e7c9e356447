import { describe, expect, it } from 'vitest';

import type { SitePay } from '@/api/contracts/models/site';

import { channelKind, channelsOf, pickDepositChannel } from './pay-channel';

const pay = (id: number, ctype: number) => ({ id, ctype }) as SitePay;
const pays = [pay(1, 0), pay(2, 1), pay(5, 3)];

describe('deposit channels', () => {
  it('ctype 1 is a bank transfer, 3 the digital-asset channel, others QR', () => {
    expect(pays.map(channelKind)).toEqual(['qr', 'bank', 'asset']);
    expect(channelKind(pay(9, 2))).toBe('qr');
    expect(channelsOf(pays, 'asset').map((p) => p.id)).toEqual([5]);
  });

  it('/recharge uses the channel asked for, else the first that is not digital', () => {
    expect(pickDepositChannel(pays, 2)?.id).toBe(2);
    expect(pickDepositChannel(pays, undefined)?.id).toBe(1);
    expect(pickDepositChannel(pays, 42)?.id).toBe(1);
    expect(pickDepositChannel([pay(5, 3)], undefined)?.id).toBe(5);
    expect(pickDepositChannel([], undefined)).toBeUndefined();
  });
});
