// Lighthouse's accessibility category once per built route (`bench-lighthouse.ts --accessibility`,
// on by default in `npm run bench`). Routes: src/config/routes.ts, those with a page module
// (scripts/route-page-modules.ts); a route that needs a query gets a sample from the bench mock's
// world. Private routes are opened as the fixture trader: Lighthouse drives a Chromium profile
// whose storage holds the trader's token (logged in through the API, as the e2e tests do).
// Red theme only: the app starts red on every load (the axe check in e2e covers both themes).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { chromium } from '@playwright/test';

import { readControlToken } from '../mock-server/src/control/token-file';
import { routes } from '../src/config/routes';

import { routePageModules } from './route-page-modules';
import { freePort } from './wait-for-port';

const TRADER = { phone: '13800000007', password: 'trader123' };
const MOUTAI = `code=600519&name=${encodeURIComponent('贵州茅台')}&type=sh`;

interface Samples {
  positionSn: string;
  newShare: string;
  placement: string;
  payId: number;
  newsId: number;
  articleId: number;
}

/** The query a route needs to show its page rather than its "not found" state. */
const sampleQuery = (name: string, s: Samples): string => {
  const queries: Record<string, string> = {
    kline: MOUTAI,
    listdetail: `${MOUTAI}&period=day`,
    listdetail2: 'code=sh000001&kind=index',
    indexBuy: 'code=sh000001&kind=index',
    futuresBuy: 'code=hf_CL',
    newsharesDetail: `code=${s.newShare}`,
    qingchouDetail: `code=${s.placement}`,
    vipdetail: 'code=600519',
    detail: `positionSn=${s.positionSn}`,
    rechargeSure: `id=${s.payId}`,
    recharge: `payId=${s.payId}`,
    newPage: `listid=${s.newsId}`,
    alertdetail: `id=${s.articleId}`,
    about: 'e=1',
  };
  const ticket = /buy|Buy|sellStocks/.test(name) ? MOUTAI : '';
  return queries[name] ?? ticket;
};

interface World {
  db: {
    users: { id: number; phone: string }[];
    userPositions: { userId: number; positionSn: string; sellOrderId?: unknown }[];
    stockSubscribes: { type: number; code: string }[];
    sitePays: { id: number }[];
    siteNews: { id: number }[];
    siteArticles: { id: number }[];
  };
}

const readSamples = async (mockOrigin: string): Promise<Samples> => {
  const port = Number(new URL(mockOrigin).port);
  const res = await fetch(`${mockOrigin}/__harness/state/export`, {
    headers: { 'x-harness-token': readControlToken(port) ?? '' },
  });
  const { db } = (await res.json()) as World;
  const trader = db.users.find((u) => u.phone === TRADER.phone);
  return {
    positionSn:
      db.userPositions.find((p) => p.userId === trader?.id && !p.sellOrderId)?.positionSn ?? '',
    newShare: db.stockSubscribes.find((s) => s.type === 1)?.code ?? '',
    placement: db.stockSubscribes.find((s) => s.type === 2)?.code ?? '',
    payId: db.sitePays[0]?.id ?? 0,
    newsId: db.siteNews[0]?.id ?? 0,
    articleId: db.siteArticles[0]?.id ?? 0,
  };
};

/** Every built route as the hash path Lighthouse opens. */
export const a11yRoutes = (samples: Samples): string[] => {
  const built = routePageModules();
  return Object.entries(routes)
    .filter(([name]) => built.get(name))
    .map(([name, meta]) => {
      const query = sampleQuery(name, samples);
      return query ? `${meta.path}?${query}` : meta.path;
    });
};

export interface A11yScore {
  route: string;
  score: number | null;
  failing: string[];
}

/** Runs the category on each route; the trader's token is in the profile's storage. */
export const runAccessibility = async (
  appUrl: string,
  mockOrigin: string,
  lighthouseCli: string,
): Promise<A11yScore[]> => {
  const samples = await readSamples(mockOrigin);
  const login = await fetch(`${mockOrigin}/api/user/login.do`, {
    method: 'POST',
    body: new URLSearchParams({ phone: TRADER.phone, userPwd: TRADER.password }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'lh-a11y-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: [`--remote-debugging-port=${port}`],
  });
  const out = join(profile, 'report.json');
  const scores: A11yScore[] = [];
  try {
    const page = await context.newPage();
    await page.goto(appUrl);
    await page.evaluate(`localStorage.setItem('USERTOKEN', ${JSON.stringify(token)})`);
    await page.close();
    for (const route of a11yRoutes(samples)) {
      const url = `${appUrl}#${route}`;
      try {
        await promisify(execFile)(
          process.execPath,
          [
            lighthouseCli,
            url,
            `--port=${port}`,
            '--only-categories=accessibility',
            '--disable-storage-reset',
            '--output=json',
            `--output-path=${out}`,
            '--quiet',
          ],
          { maxBuffer: 16 * 1024 * 1024 },
        );
        const lhr = JSON.parse(readFileSync(out, 'utf8')) as {
          categories: { accessibility?: { score: number | null } };
          audits: Record<string, { score: number | null; scoreDisplayMode?: string }>;
        };
        const score = lhr.categories.accessibility?.score;
        const failing = Object.entries(lhr.audits)
          .filter(([, a]) => a.score === 0 && a.scoreDisplayMode === 'binary')
          .map(([id]) => id);
        scores.push({
          route,
          score: typeof score === 'number' ? Math.round(score * 100) : null,
          failing,
        });
      } catch (e) {
        scores.push({ route, score: null, failing: [String(e).split('\n')[0] ?? 'failed'] });
      }
      const last = scores.at(-1)!;
      console.log(
        `  accessibility ${String(last.score ?? '--').padStart(3)}  ${route}` +
          (last.failing.length ? `  (${last.failing.join(', ')})` : ''),
      );
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return scores;
};
