// Test helpers for the new-share lifecycle: a server on the reference Monday logged in as the `ipo`
// user, the fixture calendar by role (found by dates, like new-shares-test-support.ts), the user's
// applications by share, and an application made the way add.do / buyNewStockQc.do make one
// (paid-upfront types freeze the bond in djzj through the ledger).
import Decimal from 'decimal.js';

import type { StockSubscribeRow } from '../../../../fixtures/src/ipo';
import type { UserRow } from '../../../../fixtures/src/users';
import type { UserStockSubscribe } from '../../../../src/api/contracts/models/ipo';
import { beijingMidnight } from '../../../../src/api/contracts/new-share-timeline';
import type { MockStore } from '../../store/store';
import { formatBeijing } from '../beijing-time';
import { MONDAY_SESSION, tradingServer, type TradingTestServer } from '../trading/test-support';

import { applicationRow, bondOf, freezeForApplication } from './application-row';

export const DAY = 86_400_000;

/** The Beijing day (its midnight) of an instant; NaN for none. */
const day = (ms: number | null | undefined) => (ms == null ? NaN : beijingMidnight(ms));

/** The first fixture calendar row that passes `test` (throws when the fixtures have none). */
export const shareWhere = (
  store: MockStore,
  what: string,
  test: (r: StockSubscribeRow) => boolean,
): StockSubscribeRow => {
  const row = store.db.stockSubscribes.find(test);
  if (!row) throw new Error(`no ${what} share in the fixtures`);
  return row;
};

/** The fixture calendar by role, relative to the reference Monday. */
export const calendarOf = (store: MockStore) => {
  const today = beijingMidnight(MONDAY_SESSION);
  const find = (what: string, test: (r: StockSubscribeRow) => boolean) =>
    shareWhere(store, what, test);
  return {
    today: find('today', (r) => r.type === 1 && day(r.subscribeTime) === today),
    listsToday: find('listing', (r) => day(r.listDate) === today),
    /** Payment deadline today. */
    payable: find('payable', (r) => day(r.subscriptionTime) === today),
    upcoming: find('upcoming', (r) => r.type === 1 && day(r.subscribeTime) > today),
    awaitingAllotment: find(
      'awaiting',
      (r) => day(r.subscribeTime) < today && (r.subscriptionTime ?? 0) > MONDAY_SESSION + 2 * DAY,
    ),
    paidWindowClosed: find(
      'paid',
      (r) => (r.subscriptionTime ?? 0) < MONDAY_SESSION && (r.listDate ?? 0) > MONDAY_SESSION,
    ),
    placement: find('placement', (r) => r.type === 2),
  };
};

export interface LifecycleServer extends TradingTestServer {
  share: ReturnType<typeof calendarOf>;
  /** The caller's application for a share code (the last one). */
  appOn: (code: string) => UserStockSubscribe;
  messages: () => { typeName: string | null | undefined; content: string | null | undefined }[];
  money: () => { enableAmt: string; djzj: string; userAmt: string };
}

export const lifecycleServer = async (
  when: string | number = MONDAY_SESSION,
): Promise<LifecycleServer> => {
  const s = await tradingServer('ipo', when);
  const appOn = (code: string) => {
    const row = s.store.tables.userStockSubscribes
      .where('userId', s.me().id)
      .filter((a) => a.newCode === code)
      .at(-1);
    if (!row) throw new Error(`no application on ${code}`);
    return row;
  };
  const cents = (v: number) => new Decimal(v).toFixed(2);
  return {
    ...s,
    share: calendarOf(s.store),
    appOn,
    messages: () =>
      [...s.store.tables.siteMessages.where('userId', s.me().id)].map((m) => ({
        typeName: m.typeName,
        content: m.content,
      })),
    money: () => ({
      enableAmt: cents(s.me().enableAmt),
      djzj: cents(s.me().djzj),
      userAmt: cents(s.me().userAmt),
    }),
  };
};

/** An application as add.do (type 1, 2) or buyNewStockQc.do (type 3) writes it, at `at`. */
export const applyAt = (
  store: MockStore,
  user: UserRow,
  share: StockSubscribeRow,
  shares: number,
  type: 1 | 2 | 3,
  at: number,
): UserStockSubscribe => {
  const bond = bondOf(shares, share.price);
  const row = applicationRow(store, user, { share, shares, type, bond, now: at });
  const inserted = store.tables.userStockSubscribes.insert({ ...row, addTime: formatBeijing(at) });
  if (type !== 1 && !freezeForApplication(store, user.id, inserted.id, bond, 'test application')) {
    throw new Error(`could not freeze ${bond.toString()}`);
  }
  return inserted;
};
