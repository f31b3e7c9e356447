// The §4 code tables: no two names share a value, and buyType maps to the stored direction.
import { describe, expect, it } from 'vitest';

import * as codes from './codes';

const tables = Object.entries(codes as Record<string, unknown>).filter(
  (e): e is [string, Record<string, string | number>] =>
    typeof e[1] === 'object' && e[1] !== null && !Object.keys(e[1]).some((k) => /^\d+$/.test(k)),
);

describe('code tables', () => {
  it.each(tables)('%s has distinct values', (_name, table) => {
    const values = Object.values(table);
    expect(new Set(values).size).toBe(values.length);
  });

  it('maps buyType 0/1 to 买涨/买跌', () => {
    expect(codes.DIRECTION_BY_BUY_TYPE[codes.BuyType.LONG]).toBe('买涨');
    expect(codes.DIRECTION_BY_BUY_TYPE[codes.BuyType.SHORT]).toBe('买跌');
  });

  it('keeps the documented values', () => {
    expect(codes.KycState).toEqual({ NOT_SUBMITTED: 0, PENDING: 1, VERIFIED: 2, REJECTED: 3 });
    expect(codes.SubscriptionStatus.MOVED_TO_POSITION).toBe(5);
    expect(codes.WithdrawStatus.CANCELLED).toBe(3);
    expect(codes.TransAmtType.FUTURES_TO_FINANCING).toBe(4);
    expect(codes.NewsType.CENTRAL_BANKS).toBe(7);
    expect(codes.MessageStatus).toEqual({ UNREAD: 1, READ: 2 });
    expect(codes.PositionType.BLOCK_TRADE).toBe(3);
  });
});
