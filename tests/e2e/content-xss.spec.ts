// Stored XSS through the operator's content (issue 22, "Done when"): the sanitizer corpus
// (tests/sanitizer/payloads.ts) placed through the control API into news (title, content), an
// announcement (title, summary, content) and the site information /about and /alertdetail show
// (companyInfo, certImg1, certImg2, tradeAgreeText, siteName); then every page showing them is
// opened in Chromium: nothing executes, no dialog or pop-up, nothing leaves the machine, and the
// rendered server HTML holds no control, frame, overlay or planted global. Own mock: it rewrites
// the content other specs read.
import type { Page } from '@playwright/test';

import type { SiteArticle, SiteNews } from '../../src/api/contracts/models/site';
import { PAYLOADS } from '../sanitizer/payloads';

import { inspectPage, watchPage, type Traffic } from './content-xss-probe';
import type { CspViolation } from './fixtures';
import { expect, test, type OwnMock } from './own-mock';
import type { ShellPage } from './pages/shell.page';

/** Payloads per item: each chunk is one item's body, so one broken payload cannot hide the rest. */
const CHUNK = 25;
const CHUNKS = Array.from({ length: Math.ceil(PAYLOADS.length / CHUNK) }, (_, i) =>
  PAYLOADS.slice(i * CHUNK, (i + 1) * CHUNK).map((p) => p.html),
);
const bodyOf = (chunk: readonly string[]) => chunk.join('\n<hr>\n');
const titleOf = (chunk: readonly string[], i: number) => `XSS ${i} ${chunk.join(' ')}`;

/** Places one item a chunk through `create` (a control call); their ids, in chunk order. */
const placeEachChunk = async (
  create: (chunk: readonly string[], i: number) => Promise<{ done: { id: number } }>,
): Promise<number[]> => {
  const ids: number[] = [];
  for (const [i, chunk] of CHUNKS.entries()) ids.push((await create(chunk, i)).done.id);
  return ids;
};

/** Loads `path` afresh, waits for `ready`, and expects nothing to have happened. */
const expectInert = async (
  shell: ShellPage,
  page: Page,
  traffic: Traffic,
  path: string,
  ready: string,
  blocks: number,
) => {
  // A fresh document each time (a hash change alone would keep the app's cached answers).
  await page.goto('about:blank');
  await shell.open(path);
  await expect(page.locator(ready).first(), `${path} shows its content`).toBeVisible();
  // Server HTML renders once its sanitizer has loaded (on first use).
  await expect
    .poll(() => page.locator('[data-server-html]').count(), { message: `${path}: server HTML` })
    .toBeGreaterThanOrEqual(blocks);
  const report = await inspectPage(page);
  expect(report.blocks, `${path}: blocks of server HTML`).toBeGreaterThanOrEqual(blocks);
  expect(report.pwned, `${path}: executed`).toEqual([]);
  expect(report.forbidden, `${path}: controls, frames or scripts left`).toEqual([]);
  expect(report.overlays, `${path}: overlays`).toEqual([]);
  expect(report.attributes, `${path}: attributes left`).toEqual([]);
  expect(report.globals, `${path}: planted globals`).toEqual([]);
  expect(traffic.dialogs, `${path}: dialogs`).toEqual([]);
  expect(traffic.popups, `${path}: pop-ups`).toEqual([]);
  // https images the sanitizer allows may be asked for (and are aborted here); nothing else.
  expect(
    traffic.external.filter((u) => !u.startsWith('https:')),
    `${path}: requests`,
  ).toEqual([]);
};

/** Points the page at the spec's mock and watches it; `inert(path, ready, blocks)` checks a page. */
const watchInert = async (shell: ShellPage, page: Page, ownMock: OwnMock) => {
  await ownMock.use(page);
  const traffic = await watchPage(page);
  return (path: string, ready: string, blocks: number) =>
    expectInert(shell, page, traffic, path, ready, blocks);
};

/**
 * CSP reports the sanitizer's own parse causes: DOMPurify reads the payload in an inert DOMParser
 * document, which Chromium binds to the page's policy, so the inline handlers and styles and the
 * `<base>` it meets there are reported as blocked — though nothing there can run or load, and
 * inspectPage shows none of them reached the page. Any other report (a script, a frame, a
 * connection, an image from elsewhere) fails the test.
 */
const isInertParseReport = (v: CspViolation) =>
  (v.blockedURI === 'inline' &&
    ['script-src-attr', 'style-src-elem', 'style-src-attr'].includes(v.directive)) ||
  v.directive === 'base-uri';
const expectOnlyInertParseReports = (violations: CspViolation[]) => {
  expect(
    violations.filter((v) => !isInertParseReport(v)),
    'other CSP reports',
  ).toEqual([]);
  violations.length = 0;
};

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

test('announcements carrying the corpus execute nothing on any page showing them', async ({
  shell,
  page,
  ownMock,
  cspViolations,
}) => {
  const ids = await placeEachChunk((chunk, i) =>
    ownMock.control.send<{ done: SiteArticle }>('POST', '/content/articles', {
      artTitle: titleOf(chunk, i),
      artType: bodyOf(chunk.slice(0, 3)),
      author: titleOf(chunk.slice(0, 3), i),
      artSummary: bodyOf(chunk),
      artCnt: bodyOf(chunk),
    }),
  );
  const inert = await watchInert(shell, page, ownMock);
  for (const id of ids) {
    await inert(`/newGg?id=${id}`, '[data-testid="article-body"]', 1);
    await inert(`/alertdetail?id=${id}`, '[data-testid="article-body"]', 1);
  }
  // Titles, types and summaries in the list, and the newest title in the home notice bar.
  await inert('/notices', '[data-testid="notice-row"]', 0);
  await expect(page.getByTestId('notice-row').first()).toContainText(`XSS ${CHUNKS.length - 1}`);
  await inert('/home', '[data-testid="home-notice"]', 0);
  await expect(page.getByTestId('home-notice')).toContainText(`XSS ${CHUNKS.length - 1}`);
  expectOnlyInertParseReports(cspViolations);
});

test('site information carrying the corpus executes nothing on /about and /alertdetail', async ({
  shell,
  page,
  ownMock,
  cspViolations,
}) => {
  const inert = await watchInert(shell, page, ownMock);
  for (const [i, chunk] of CHUNKS.entries()) {
    const html = bodyOf(chunk);
    await ownMock.control.send('PATCH', '/content/site-info', {
      companyInfo: html,
      certImg1: html,
      certImg2: html,
      tradeAgreeText: html,
      siteName: titleOf(chunk, i),
    });
    for (const e of [2, 3, 4, 5]) {
      await inert(`/about?e=${e}`, '[data-testid="about-document"]', 1);
    }
    // The site's name in the article footer.
    await inert('/alertdetail?id=1', '[data-testid="article-site"]', 1);
  }
  // The last name also on the version page and in the home header.
  await inert('/about?e=1', '[data-testid="about-app-name"]', 0);
  await expect(page.getByTestId('about-app-name')).toContainText(`XSS ${CHUNKS.length - 1}`);
  await inert('/home', '[data-testid="home-banners"]', 0);
  expectOnlyInertParseReports(cspViolations);
});

test('news carrying the corpus executes nothing in the list, the detail or on home', async ({
  shell,
  page,
  ownMock,
  cspViolations,
}) => {
  const ids = await placeEachChunk((chunk, i) =>
    ownMock.control.send<{ done: SiteNews }>('POST', '/content/news', {
      // Economic data: the first tab of home's news and of the news page.
      type: 2,
      title: titleOf(chunk, i),
      description: bodyOf(chunk),
      content: bodyOf(chunk),
    }),
  );
  const inert = await watchInert(shell, page, ownMock);
  for (const id of ids) {
    await inert(`/newPage?listid=${id}`, '[data-server-html]', 1);
  }
  await inert('/news?type=2', `text=XSS ${CHUNKS.length - 1}`, 0);
  await inert('/home', `text=XSS ${CHUNKS.length - 1}`, 0);
  expectOnlyInertParseReports(cspViolations);
});
