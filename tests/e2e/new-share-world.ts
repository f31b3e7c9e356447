// The new-share lifecycle's world (issue 20, ADR 0027) on a mock of the worker's own: the fixture
// calendar's shares the journeys use, exact money, the frozen clock, the back office's new-share
// desk (rate, allot / not-allot), one user's balances and the ledger as the mock holds them, the
// trader logged in, and an application made through the detail page.
import { readFileSync } from 'node:fs';

import type { APIRequestContext, Page } from '@playwright/test';

import type { StockSubscribeRow } from '../../fixtures/src/ipo';
import { NAMED_USERS } from '../../fixtures/src/users';
import { allotmentPublishAt, paymentDeadline } from '../../src/api/contracts/new-share-timeline';

import { expect, type OwnMock } from './own-mock';
import { loginViaApi, useToken } from './pages/auth.page';
import { NewShareDetailPage, RecordsPage } from './pages/subscription-apply.page';

/** The fixtures' reference day (a Monday) and the trader, who has no applications of his own. */
export const TODAY = '2026-11-02';
export const USER = 'verified';
/** A change reaches the app within one poll of its records (10 s). */
export const POLL = { timeout: 15_000 };
/** Instants are set 30 s past a boundary, so a countdown's minute is stable while asserted. */
export const SECONDS_30 = 30_000;

const { stockSubscribes } = JSON.parse(readFileSync('fixtures/generated/db.json', 'utf8')) as {
  stockSubscribes: StockSubscribeRow[];
};
export const beijingDay = (ms: number | null | undefined): string =>
  ms == null ? '' : new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
/** Today's IPO, and the first offline placement from today on. */
export const IPO = stockSubscribes.find(
  (s) => s.type === 1 && beijingDay(s.subscribeTime) === TODAY,
)!;
export const PLACEMENT = stockSubscribes.find(
  (s) => s.type === 2 && beijingDay(s.subscribeTime) >= TODAY,
)!;
export const publishAt = (s: StockSubscribeRow): number => allotmentPublishAt(s)!;
export const deadlineOf = (s: StockSubscribeRow): number => paymentDeadline(s)!;

/** Exact money: cents of a yuan figure, and the app's "1,234.56" text of cents. */
export const cents = (yuan: number): number => Math.round(yuan * 100);
export const yuan = (c: number): string =>
  `${Math.floor(c / 100).toLocaleString('en')}.${String(c % 100).padStart(2, '0')}`;
/** What `shares` of a share cost at its issue price, in cents. */
export const bondCents = (s: StockSubscribeRow, shares: number): number => cents(s.price!) * shares;

/** The phase labels of /sharerecord (zh-CN). */
export const LABEL = {
  awaiting: '待中签',
  notAllotted: '未中签',
  due: '已中签·待缴款',
  lapsed: '逾期未缴',
  paid: '已缴纳',
  listed: '已转持仓',
} as const;

/** Each journey starts from the fixtures on the reference Monday, 10:00:30 Beijing. */
export const startWorld = async (mock: OwnMock): Promise<void> => {
  await mock.control.send('POST', '/state/reset');
  // Sessions end after 48 h idle; the clock jumps up to nine days: the trader stays logged in
  // (logging in again is not what these journeys test).
  await mock.control.send('PUT', '/sessions/ttl', { ttlMs: 14 * 86_400_000 });
  await freezeClock(mock, `${TODAY} 10:00:30`);
};

export type NamedUser = keyof typeof NAMED_USERS;

/** The fixtures again, the mock clock frozen at `at` ("YYYY-MM-DD HH:mm:ss" Beijing). */
export const resetFrozenAt = async (mock: OwnMock, at: string): Promise<void> => {
  await mock.control.send('POST', '/state/reset');
  await freezeClock(mock, at);
};

/** The app on this mock with a named user's session, before any page is opened. */
export const useSessionOf = async (
  mock: OwnMock,
  page: Page,
  api: APIRequestContext,
  user: NamedUser,
): Promise<void> => {
  const { phone, password } = NAMED_USERS[user];
  await mock.use(page);
  await useToken(page, await loginViaApi(api, mock.origin, phone, password));
};

/** Freezes the mock clock at an instant (epoch ms, or "YYYY-MM-DD HH:mm:ss" Beijing). */
export const freezeClock = (mock: OwnMock, at: number | string) =>
  mock.control.send('PUT', '/clock', { at, frozen: true });

/** The back office's new-share desk (control API `/__harness/new-shares`). */
export class NewShareDesk {
  constructor(private readonly mock: OwnMock) {}

  setRate(rate: number) {
    return this.mock.control.send('PUT', '/new-shares/rate', { rate });
  }

  /** The applications of one user for one share, as the back office lists them. */
  async applicationsOf(user: NamedUser, code: string): Promise<DeskApplication[]> {
    const view = await this.mock.control.get<{ applications: DeskApplication[] }>('/new-shares');
    return view.applications.filter((a) => a.phone === NAMED_USERS[user].phone && a.code === code);
  }

  /** The one application of `user` for `code` (fails when there is not exactly one). */
  async applicationOf(user: NamedUser, code: string): Promise<DeskApplication> {
    const apps = await this.applicationsOf(user, code);
    if (apps.length !== 1) throw new Error(`${user} has ${apps.length} applications for ${code}`);
    return apps[0]!;
  }

  decide(id: number, outcome: 'allot' | 'not-allot') {
    return this.mock.control.send('POST', `/new-shares/applications/${id}/${outcome}`);
  }
}

export interface DeskApplication {
  id: number;
  phone: string | null;
  code: string;
  type: number | null;
  status: number | null;
  applyNums: number | null;
  applyNumber: number | null;
  bond: number | null;
  remarks: string | null;
  phase: string;
}

export interface Balances {
  enableAmt: number;
  djzj: number;
  userAmt: number;
}

/** The user's balances as the mock holds them (their capsule). */
export const balancesOf = async (mock: OwnMock, user: NamedUser): Promise<Balances> => {
  const { user: row } = await mock.control.get<{ user: Balances }>(
    `/capsules/${NAMED_USERS[user].phone}`,
  );
  return { enableAmt: row.enableAmt, djzj: row.djzj, userAmt: row.userAmt };
};

/** Balances that differ from the sum of their ledger rows (empty when the books hold). */
export const ledgerMismatches = async (mock: OwnMock): Promise<unknown[]> =>
  (await mock.control.get<{ mismatches: unknown[] }>('/ledger')).mismatches;

/** Starts the app on this mock, logged in as a named user, on the profile tab. */
export const logInAs = async (
  mock: OwnMock,
  page: Page,
  api: APIRequestContext,
  user: NamedUser,
): Promise<void> => {
  await useSessionOf(mock, page, api, user);
  await page.goto('/#/User');
  await page.getByTestId('user-phone').waitFor();
};

/** Applies for `n` shares through the share's detail page; lands on /sharerecord, awaiting the draw. */
export const applyFor = async (
  page: Page,
  share: StockSubscribeRow,
  n: number,
): Promise<RecordsPage> => {
  const detail = new NewShareDetailPage(page);
  await detail.open(share.code, share.type === 2 ? 2 : 1);
  await detail.shares.fill(String(n));
  await expect(detail.cost).toContainText(`¥${yuan(bondCents(share, n))}`);
  await detail.submit.click();
  const records = new RecordsPage(page);
  await expect(records.status(share.code)).toHaveText(LABEL.awaiting);
  return records;
};
