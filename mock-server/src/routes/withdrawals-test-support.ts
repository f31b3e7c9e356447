// Test helpers for the withdrawal endpoints: the verified fixture user (funds password 123456,
// a card, 200,000 available) on a Monday at 10:00 Beijing — inside the 9–18 o'clock withdrawal
// hours of the fixture settings — and short-hands for the calls and the rows they write.
import Decimal from 'decimal.js';

import type { UserWithdraw } from '../../../src/api/contracts/models/money';
import {
  MONDAY_SESSION,
  tradingServer,
  type TradingTestServer,
} from '../domain/trading/test-support';

export const OUT_MONEY = '/user/withdraw/outMoney.do';
export const CANCEL = '/user/withdraw/cancel.do';
export const WITHDRAW_LIST = '/user/withdraw/list.do';
export const CASH_LIST = '/user/cash/list.do';
export const FUNDS_PASSWORD = '123456';

export interface WithdrawTestServer extends TradingTestServer {
  /** outMoney.do as the caller (funds password right unless given). */
  withdraw: (amt: string, withPwd?: string) => ReturnType<TradingTestServer['call']>;
  /** The caller's withdrawal rows, oldest first. */
  myWithdrawals: () => readonly UserWithdraw[];
  /** `enableAmt` and `userAmt` of the caller, as decimals' texts. */
  money: () => { enableAmt: string; userAmt: string };
  /** The ledger rows of one withdrawal (ref `withdraw:<id>`). */
  ledgerOf: (withdrawId: number) => { field: string; delta: number; reason: string }[];
}

export const withdrawServer = async (
  key: Parameters<typeof tradingServer>[0] = 'verified',
  when: string | number = MONDAY_SESSION,
): Promise<WithdrawTestServer> => {
  const s = await tradingServer(key, when);
  return {
    ...s,
    withdraw: (amt, withPwd = FUNDS_PASSWORD) => s.call(OUT_MONEY, { amt, withPwd }),
    myWithdrawals: () => s.store.tables.userWithdraws.where('userId', s.me().id),
    money: () => ({
      enableAmt: new Decimal(s.me().enableAmt).toFixed(2),
      userAmt: new Decimal(s.me().userAmt).toFixed(2),
    }),
    ledgerOf: (id) =>
      s.store.tables.ledger.rows
        .filter((r) => r.ref === `withdraw:${id}`)
        .map(({ field, delta, reason }) => ({ field, delta, reason })),
  };
};

export const minus = (a: string | number, b: string | number): string =>
  new Decimal(a).minus(b).toFixed(2);
