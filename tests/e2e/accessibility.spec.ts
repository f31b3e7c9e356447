// Accessibility (issue 24): axe-core's WCAG 2.x A/AA rules on every built route and on one open
// sheet or dialog of each kind, in the red and the black theme, with no serious or critical
// violation allowed; and the sheets usable by keyboard (focus moves in, Escape closes, focus
// returns to what opened them). Against the worker's own mock in a trading session, as the
// `trader` fixture user (positions, pending orders, messages) or as a visitor.
import { readFileSync } from 'node:fs';

import type { APIRequestContext, Page } from '@playwright/test';

import { NAMED_USERS } from '../../fixtures/src/users';

import {
  TRADER_GROUPS,
  VISITOR_ROUTES,
  type RoutePath,
  type SampleIds,
} from './accessibility-routes';
import { expect, test, type OwnMock } from './own-mock';
import { logInOnOwnMock } from './pages/auth.page';
import { AxeCheck, checkModalSheet, describeFindings, type Finding } from './pages/axe-check.page';
import { ShellPage } from './pages/shell.page';
import { PositionsPage, TicketPage } from './pages/trading.page';

const THEMES = ['red', 'black'] as const;
type Theme = (typeof THEMES)[number];
/** A Wednesday morning in session: tickets quote live prices. */
const SESSION = '2026-11-18 10:00:00';

interface World {
  db: {
    users: { id: number; phone: string }[];
    userPositions: { userId: number; positionSn: string; sellOrderId: string | null }[];
    stockSubscribes: { code: string; type: number }[];
    sitePays: { id: number }[];
    siteNews: { id: number }[];
    siteArticles: { id: number }[];
  };
}

const sampleIds = async (mock: OwnMock, api: APIRequestContext): Promise<SampleIds> => {
  const { db } = await mock.control.get<World>('/state/export');
  const trader = db.users.find((u) => u.phone === NAMED_USERS.trader.phone)!;
  const vip = await api.post(`${mock.origin}/api/stock/getVipList.do`);
  const pool = ((await vip.json()) as { data: { c: string }[] | null }).data ?? [];
  return {
    positionSn: db.userPositions.find((p) => p.userId === trader.id && !p.sellOrderId)!.positionSn,
    newShare: db.stockSubscribes.find((s) => s.type === 1)!.code,
    placement: db.stockSubscribes.find((s) => s.type === 2)!.code,
    vipCode: pool[0]?.c ?? '600519',
    payId: db.sitePays[0]!.id,
    newsId: db.siteNews[0]!.id,
    articleId: db.siteArticles[0]!.id,
  };
};

/** Opens the app in `theme` (it always starts red; black is chosen on the settings page). */
const startIn = async (page: Page, theme: Theme) => {
  const shell = new ShellPage(page);
  await shell.open('/setting');
  if (theme === 'black') await shell.chooseTheme('black');
};

const scanRoutes = async (page: Page, theme: Theme, paths: RoutePath[], ids?: SampleIds) => {
  const axe = new AxeCheck(page);
  const findings: Finding[] = [];
  for (const entry of paths) {
    const path = typeof entry === 'function' ? entry(ids!) : entry;
    await axe.openInApp(path);
    findings.push(...(await axe.findings(`${path} (${theme})`)));
  }
  return findings;
};

test.beforeEach(async ({ ownMock }) => {
  await ownMock.control.send('POST', '/state/reset');
  await ownMock.control.send('PUT', '/clock', { at: SESSION, speed: 1, frozen: false });
});

test('every route of the route table is checked', () => {
  const table = readFileSync('src/config/routes.ts', 'utf8');
  const declared = [...table.matchAll(/(?:to|entry(?:<[^>]*>)?)\(\s*'(\/[^']*)'/g)].map((m) =>
    m[1]!.toLowerCase(),
  );
  const placeholder: SampleIds = {
    ...{ positionSn: 'x', newShare: 'x', placement: 'x', vipCode: 'x' },
    ...{ payId: 1, newsId: 1, articleId: 1 },
  };
  const checked = new Set(
    [...Object.values(TRADER_GROUPS).flat(), ...VISITOR_ROUTES].map((p) =>
      (typeof p === 'function' ? p(placeholder) : p).split('?')[0]!.toLowerCase(),
    ),
  );
  expect(declared.length).toBeGreaterThan(80);
  expect(declared.filter((path) => !checked.has(path))).toEqual([]);
});

for (const theme of THEMES) {
  for (const [group, paths] of Object.entries(TRADER_GROUPS)) {
    test(`${group}: no serious or critical violation, ${theme} theme`, async ({
      ownMock,
      page,
      request,
    }) => {
      test.setTimeout(120_000 + paths.length * 8_000);
      const ids = await sampleIds(ownMock, request);
      await logInOnOwnMock(ownMock, page, request, NAMED_USERS.trader);
      await startIn(page, theme);
      const findings = await scanRoutes(page, theme, paths, ids);
      expect(findings, describeFindings(findings)).toEqual([]);
    });
  }

  test(`visitor pages: no serious or critical violation, ${theme} theme`, async ({
    ownMock,
    page,
  }) => {
    // As the trader's groups: time per route scanned (it ran out of the default 30 s under load).
    test.setTimeout(60_000 + VISITOR_ROUTES.length * 8_000);
    await ownMock.use(page);
    await startIn(page, theme);
    const findings = await scanRoutes(page, theme, VISITOR_ROUTES);
    expect(findings, describeFindings(findings)).toEqual([]);
  });

  test(`sheets and dialogs: named, modal, keyboard-usable, ${theme} theme`, async ({
    ownMock,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await logInOnOwnMock(ownMock, page, request, NAMED_USERS.trader);
    await startIn(page, theme);
    const axe = new AxeCheck(page);
    const ticket = new TicketPage(page);
    const positions = new PositionsPage(page);
    const findings: Finding[] = [];

    await ticket.openStockInApp('600519', '贵州茅台');
    findings.push(
      ...(await checkModalSheet(
        axe,
        `order confirm sheet (${theme})`,
        ticket.submit,
        ticket.confirmSheet,
      )),
    );

    await axe.openInApp('/warehouse');
    const close = positions.openCards.first().getByTestId('close-position');
    findings.push(
      ...(await checkModalSheet(axe, `close sheet (${theme})`, close, positions.closeSheet)),
    );

    await axe.openInApp('/DragonTiger');
    const detail = page.getByTestId('lhb-detail-open').first();
    findings.push(
      ...(await checkModalSheet(
        axe,
        `dragon-tiger detail popup (${theme})`,
        detail,
        page.getByRole('dialog'),
      )),
    );

    // antd-mobile's Dialog (a question before cancelling a pending order): named by its title,
    // no serious violation.
    await axe.openInApp('/warehouse?tab=orders');
    await positions.pendingOrders.first().getByTestId('cancel-order').click();
    const question = page.getByRole('dialog', { name: '撤销委托' });
    await expect(question).toBeVisible();
    await axe.settled(question);
    findings.push(
      ...(await axe.findings(`cancel-order dialog (${theme})`, '.adm-center-popup-body')),
    );

    expect(findings, describeFindings(findings)).toEqual([]);
  });

  test(`visitor sheet: named, modal, keyboard-usable, ${theme} theme`, async ({
    ownMock,
    page,
  }) => {
    await ownMock.use(page);
    await startIn(page, theme);
    const axe = new AxeCheck(page);
    await axe.openInApp('/warehouse');
    const findings = await checkModalSheet(
      axe,
      `visitor sheet (${theme})`,
      page.getByRole('button', { name: '登录后继续' }),
      page.getByRole('dialog'),
    );
    expect(findings, describeFindings(findings)).toEqual([]);
  });
}
