// Test helpers for the new-share endpoints (§12.1–§12.7): a logged-in caller on the reference
// Monday (10:00 Beijing, inside the morning session), the fixture calendar by role, the caller's
// money and applications, and a refusal check that first lets the lifecycle catch up (so only the
// refused request itself is measured) and then demands the world unchanged.
import Decimal from 'decimal.js';
import { expect } from 'vitest';

import type { StockSubscribeRow } from '../../../fixtures/src/ipo';
import type { NamedUserKey } from '../../../fixtures/src/users';
import type { SiteProduct } from '../../../src/api/contracts/models/site';
import { beijingMidnight } from '../../../src/api/contracts/new-share-timeline';
import { catchUpNewShares } from '../domain/new-shares/lifecycle';
import {
  MONDAY_SESSION,
  tradingServer,
  withoutTrace,
  type TradingTestServer,
} from '../domain/trading/test-support';

export const NEW_STOCK_LIST = '/user/newStockList.do';
export const ADD = '/user/add.do';
export const MINE = '/user/getOneSubscribeByUserId.do';
export const ZQJL = '/user/getzqjl.do';
export const PAY = '/user/submitSubscribe.do';
export const GRAB_LIST = '/user/newStockQc.do';
export const GRAB = '/user/buyNewStockQc.do';

type Params = Record<string, string | number>;

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
  /** Expects `{status: 1, msg}` and no change anywhere. */
  refused: (path: string, params: Params, msg: string) => Promise<void>;
  setProduct: (patch: Partial<SiteProduct>) => void;
}

const DAY = 86_400_000;
const day = (ms: number | null | undefined) => (ms == null ? NaN : beijingMidnight(ms));

export const shareServer = async (
  key: NamedUserKey = 'verified',
  when: string | number = MONDAY_SESSION,
): Promise<ShareTestServer> => {
  const s = await tradingServer(key, when);
  const rows = s.store.db.stockSubscribes;
  const today = beijingMidnight(MONDAY_SESSION);
  const find = (what: string, test: (r: StockSubscribeRow) => boolean) => {
    const row = rows.find(test);
    if (!row) throw new Error(`no ${what} share in the fixtures`);
    return row;
  };
  const share = {
    today: find('today', (r) => r.type === 1 && day(r.subscribeTime) === today),
    listsToday: find('listing', (r) => day(r.listDate) === today),
    awaitingAllotment: find(
      'awaiting',
      (r) => day(r.subscribeTime) < today && (r.subscriptionTime ?? 0) > MONDAY_SESSION + 2 * DAY,
    ),
    payable: find('payable', (r) => {
      const deadline = r.subscriptionTime ?? 0;
      return deadline > MONDAY_SESSION && deadline < MONDAY_SESSION + 2 * DAY;
    }),
    upcoming: find('upcoming', (r) => r.type === 1 && day(r.subscribeTime) > today),
    placement: find('placement', (r) => r.type === 2),
  };
  return {
    ...s,
    share,
    money: () => ({
      enableAmt: new Decimal(s.me().enableAmt).toFixed(2),
      djzj: new Decimal(s.me().djzj).toFixed(2),
    }),
    apps: () => s.store.tables.userStockSubscribes.where('userId', s.me().id),
    ledgerOf: (id) =>
      s.store.tables.ledger.rows
        .filter((r) => r.ref === `subscribe:${id}`)
        .map(({ field, delta, reason }) => ({ field, delta, reason })),
    refused: async (path, params, msg) => {
      catchUpNewShares(s.store, s.store.clock.now());
      const res = await withoutTrace(s, () => s.call(path, params));
      expect(res.body).toEqual({ status: 1, msg });
    },
    setProduct: (patch) => void s.store.tables.siteProducts.update(1, patch),
  };
};

export const plus = (a: string | number, b: Decimal.Value): string =>
  new Decimal(a).plus(b).toFixed(2);
export const minus = (a: string | number, b: Decimal.Value): string =>
  new Decimal(a).minus(b).toFixed(2);
