// Issue 18, ADR 0026: /agree, /trade and /aggre show the operator's agreement from getInfo.do —
// its title, its text split at 。 and its PDF drawn page by page (pdf.js) as the user scrolls —
// and our own text, with a note saying so, only when the operator sends none.
import type { APIRequestContext, Page } from '@playwright/test';

import { expect, MOCK_ORIGIN, test } from './fixtures';
import { attachScreenshot, SettingsPage } from './pages/account.page';
import { AgreementPage } from './pages/agreement.page';

interface SiteInfo {
  regAgree: string;
  regAgreeText: string;
  tradeAgree: string;
  tradeAgreeText: string;
  tradeAgreeTitle: string;
}

const GET_INFO = '**/api/site/getInfo.do';

const siteInfo = async (request: APIRequestContext): Promise<SiteInfo> =>
  ((await (await request.post(`${MOCK_ORIGIN}/api/site/getInfo.do`)).json()) as { data: SiteInfo })
    .data;

/** What the page should show of an admin-editor text: its sentences, split at 。 (kept). */
const sentencesOf = (html: string): string[] =>
  html
    .replace(/<[^>]*>/g, '\n')
    .split(/\n+/)
    .flatMap((line) => line.match(/[^。]+。?/g) ?? [])
    .map((s) => s.trim())
    .filter(Boolean);

/** The page count a PDF's page tree declares, read from the file the mock serves. */
const pdfPageCount = async (request: APIRequestContext, url: string): Promise<number> => {
  const bytes = await (await request.get(url)).body();
  const counts = [...bytes.toString('latin1').matchAll(/\/Type \/Pages\n\/Count (\d+)/g)];
  return Math.max(0, ...counts.map(([, n]) => Number(n)));
};

/** Answers getInfo.do with the mock's reply changed by `patch` (this page only). */
const patchSiteInfo = async (page: Page, patch: Partial<Record<keyof SiteInfo, unknown>>) => {
  await page.route(GET_INFO, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, ...patch } } });
  });
};

test('/trade: the operator’s title, text and PDF pages, later pages drawn when scrolled to', async ({
  page,
  request,
}) => {
  const site = await siteInfo(request);
  expect(site.tradeAgree).toMatch(/^http:\/\/localhost:\d+\/agreements\/.+\.pdf$/);
  const pages = await pdfPageCount(request, site.tradeAgree);
  expect(pages).toBeGreaterThanOrEqual(2);

  await page.goto('/#/trade');
  const trade = new AgreementPage(page, 'trade');
  await expect(trade.title).toHaveText(site.tradeAgreeTitle);
  await expect(trade.sentences).toHaveText(sentencesOf(site.tradeAgreeText));
  await expect(trade.note).toHaveCount(0);
  await expect(trade.pdf).toHaveAttribute('data-pages', String(pages));
  await expect(trade.pdfPages).toHaveCount(pages);
  await expect(trade.openPdf).toHaveAttribute('href', site.tradeAgree);

  // The first page is drawn at the phone's width in device pixels, with ink on it.
  await trade.pdfPage(1).scrollIntoViewIfNeeded();
  await expect(trade.pdfPage(1)).toHaveAttribute('data-state', 'rendered');
  const first = await trade.ink(1);
  const ratio = await page.evaluate(() => window.devicePixelRatio);
  expect(first.dark).toBeGreaterThan(500);
  expect(Math.abs(first.width - Math.round(first.cssWidth * ratio))).toBeLessThanOrEqual(1);

  // The last page waits, in a box of its final size, until the user scrolls to it.
  const last = trade.pdfPage(pages);
  await expect(last).toHaveAttribute('data-state', 'placeholder');
  const boxBefore = await last.boundingBox();
  expect(boxBefore?.height ?? 0).toBeGreaterThan(200);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-state', 'rendered');
  expect((await trade.ink(pages)).dark).toBeGreaterThan(100);
  expect((await last.boundingBox())?.height).toBeCloseTo(boxBefore?.height ?? 0, 0);
});

test('/agree: the registration text and PDF; /aggre: the operator’s text without crashing', async ({
  page,
  request,
}) => {
  const site = await siteInfo(request);
  const pages = await pdfPageCount(request, site.regAgree);
  await page.goto('/#/agree');
  const agree = new AgreementPage(page, 'agree');
  await expect(agree.sentences).toHaveText(sentencesOf(site.regAgreeText));
  await expect(agree.pdf).toHaveAttribute('data-pages', String(pages));
  await expect(agree.pdfPage(1)).toHaveAttribute('data-state', 'rendered');
  expect((await agree.ink(1)).dark).toBeGreaterThan(500);
  await expect(agree.note).toHaveCount(0);

  await page.goto('/#/aggre');
  const aggre = new AgreementPage(page, 'aggre');
  await expect(aggre.title).toHaveText(site.tradeAgreeTitle);
  await expect(aggre.sentences).toHaveText(sentencesOf(site.tradeAgreeText));
  await expect(aggre.pdf).toHaveCount(0);
});

test('without the operator’s text and PDF the pages show ours and say so', async ({
  page,
}, testInfo) => {
  await patchSiteInfo(page, {
    tradeAgree: '',
    tradeAgreeText: null,
    regAgree: null,
    regAgreeText: '',
  });
  await page.goto('/#/trade');
  const trade = new AgreementPage(page, 'trade');
  await expect(trade.doc).toHaveAttribute('data-source', 'ours');
  await expect(trade.note).toHaveText('运营方未提供本协议，以下为本站自带的示例文本。');
  await expect(trade.title).toHaveText('交易风险揭示书');
  await expect(trade.pdf).toHaveCount(0);
  await attachScreenshot(page, testInfo, 'trade-fallback');
  await page.screenshot({ path: testInfo.outputPath('trade-fallback.png') });
  await page.goto('/#/agree');
  await expect(new AgreementPage(page, 'agree').note).toBeVisible();
});

test('the English operator document, at its own URL, renders the same way', async ({
  page,
  request,
}) => {
  const site = await siteInfo(request);
  const english = site.tradeAgree.replace('trading-risk-zh.pdf', 'trading-risk-en.pdf');
  const pages = await pdfPageCount(request, english);
  await patchSiteInfo(page, { tradeAgree: english });
  await page.goto('/#/trade');
  const trade = new AgreementPage(page, 'trade');
  await expect(trade.pdf).toHaveAttribute('data-pages', String(pages));
  await expect(trade.openPdf).toHaveAttribute('href', english);
  await expect(trade.pdfPage(1)).toHaveAttribute('data-state', 'rendered');
  expect((await trade.ink(1)).dark).toBeGreaterThan(500);
});

test('a PDF that fails to load says so, links the file and loads on retry', async ({
  page,
  request,
}) => {
  const site = await siteInfo(request);
  let refusals = 1;
  await page.route('**/agreements/*.pdf', async (route) => {
    if (refusals-- > 0) return route.abort('connectionrefused');
    return route.continue();
  });
  await page.goto('/#/trade');
  const trade = new AgreementPage(page, 'trade');
  await expect(trade.pdfError).toBeVisible();
  await expect(trade.pdf).toHaveAttribute('data-state', 'error');
  await expect(trade.openPdf).toHaveAttribute('href', site.tradeAgree);
  await expect(trade.openPdf).toHaveAttribute('target', '_blank');
  await trade.pdfError.getByRole('button').click();
  await expect(trade.pdfPage(1)).toHaveAttribute('data-state', 'rendered');
});

for (const theme of ['red', 'black'] as const) {
  test(`screenshot of /trade with its PDF, ${theme} theme`, async ({ page }, testInfo) => {
    await page.goto('/#/setting');
    await new SettingsPage(page).chooseTheme(theme);
    await page.evaluate(() => (window.location.hash = '#/trade'));
    const trade = new AgreementPage(page, 'trade');
    await trade.pdfPage(1).scrollIntoViewIfNeeded();
    await expect(trade.pdfPage(1)).toHaveAttribute('data-state', 'rendered');
    await trade.title.scrollIntoViewIfNeeded();
    await attachScreenshot(page, testInfo, `${theme}-trade`);
    await page.screenshot({ path: testInfo.outputPath(`${theme}-trade-top.png`) });
    await trade.pdfPage(1).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`${theme}-trade-pdf.png`) });
  });
}
