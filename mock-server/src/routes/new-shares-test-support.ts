// Test helpers for the new-share endpoints (§12.1–§12.7): a logged-in caller on the reference
// Monday (10:00 Beijing, inside the morning session), the fixture calendar by role, the caller's
// money and applications, and the check of a bond frozen (refusals and site switches come with
// the trading test server).
import Decimal from 'decimal.js';
import { expect } from 'vitest';

import type { StockSubscribeRow } from '../../../fixtures/src/ipo';
import type { NamedUserKey } from '../../../fixtures/src/users';
import { applicationRef } from '../domain/new-shares/application-row';
import { calendarOf, DAY, shareWhere } from '../domain/new-shares/lifecycle-test-support';
import {
  expectLedgerClean,
  MONDAY_SESSION,
  tradingServer,
  type TradingTestServer,
} from '../domain/trading/test-support';

export const NEW_STOCK_LIST = '/user/newStockList.do';
export const ADD = '/user/add.do';
export const MINE = '/user/getOneSubscribeByUserId.do';
export const ZQJL = '/user/getzqjl.do';
export const PAY = '/user/submitSubscribe.do';
export const GRAB_LIST = '/user/newStockQc.do';
export const GRAB = '/user/buyNewStockQc.do';

export interface ShareTestServer extends TradingTestServer {
  /** Fixture calendar rows by role (found by their dates relative to the reference Monday). */
  share: {
    /** Subscription day is today (type 1, 沪). */
    today: StockSubscribeRow;
    /** Lists today (深). */
    listsToday: StockSubscribeRow;
    /** Subscription day last week, payment deadline Wednesday. */
    awaitingAllotment: StockSubscribeRow;
    /** Allotted to the `ipo` user; payment deadline tomorrow 16:00. */
    payable: StockSubscribeRow;
    /** Subscription next week. */
    upcoming: StockSubscribeRow;
    /** The offline placement (type 2). */
    placement: StockSubscribeRow;
  };
  /** enableAmt and djzj of the caller as texts with cents. */
  money: () => { enableAmt: string; djzj: string };
  /** The caller's application rows, oldest first. */
  apps: () => ReturnType<TradingTestServer['store']['tables']['userStockSubscribes']['where']>;
  /** The ledger rows that name one application (`subscribe:<id>`). */
  ledgerOf: (id: number) => { field: string; delta: number; reason: string }[];
  /**
   * Expects `amount` moved from available funds into djzj since `before` (a `money()` reading),
   * booked on application `id` with `reason`, and the ledger clean.
   */
  expectFrozen: (
    before: { enableAmt: string; djzj: string },
    id: number,
    amount: Decimal,
    reason: string,
  ) => void;
}

const plus = (a: string | number, b: Decimal.Value): string => new Decimal(a).plus(b).toFixed(2);
const minus = (a: string | number, b: Decimal.Value): string => new Decimal(a).minus(b).toFixed(2);

export const shareServer = async (
  key: NamedUserKey = 'verified',
  when: string | number = MONDAY_SESSION,
): Promise<ShareTestServer> => {
  const s = await tradingServer(key, when);
  // The lifecycle's roles, but `payable` is the `ipo` user's allotment due tomorrow.
  const share = {
    ...calendarOf(s.store),
    payable: shareWhere(s.store, 'payable', (r) => {
      const deadline = r.subscriptionTime ?? 0;
      return deadline > MONDAY_SESSION && deadline < MONDAY_SESSION + 2 * DAY;
    }),
  };
  const money = () => ({
    enableAmt: new Decimal(s.me().enableAmt).toFixed(2),
    djzj: new Decimal(s.me().djzj).toFixed(2),
  });
  const ledgerOf = (id: number) =>
    s.store.tables.ledger.rows
      .filter((r) => r.ref === applicationRef(id))
      .map(({ field, delta, reason }) => ({ field, delta, reason }));
  return {
    ...s,
    share,
    money,
    apps: () => s.store.tables.userStockSubscribes.where('userId', s.me().id),
    ledgerOf,
    expectFrozen: (before, id, amount, reason) => {
      expect(money()).toEqual({
        enableAmt: minus(before.enableAmt, amount),
        djzj: plus(before.djzj, amount),
      });
      expect(ledgerOf(id)).toEqual([
        { field: 'enableAmt', delta: amount.neg().toNumber(), reason },
        { field: 'djzj', delta: amount.toNumber(), reason },
      ]);
      expectLedgerClean(s);
    },
  };
};
