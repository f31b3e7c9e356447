// Announcements and /about (issue 22): an announcement by id shows its own content (not the
// newest), /newGg without an id the newest, /alertdetail the author, time, site and disclaimer;
// the list scrolls to its second page and opens a row; the home notice bar leads into both; /about
// shows each of its six pages with the site's own documents. Read-only: the shared mock serves.
import { readFileSync } from 'node:fs';

import type { APIRequestContext } from '@playwright/test';

import type { SiteArticle, SiteInfo } from '../../src/api/contracts/models/site';

import { expect, MOCK_ORIGIN, test } from './fixtures';
import { AboutPage, ArticlePage, HomeNoticeBar, NoticesPage } from './pages/content.page';

/** The version the build shows (vite.config.ts reads the same file). */
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

const appCall = async <T>(api: APIRequestContext, path: string, form: Record<string, string>) =>
  ((await (await api.post(`${MOCK_ORIGIN}${path}`, { form })).json()) as { data: T }).data;

const publishedArticles = async (api: APIRequestContext) =>
  (await appCall<{ list: SiteArticle[] }>(api, '/api/art/list.do', { pageSize: '100' })).list;

const siteInfo = (api: APIRequestContext) => appCall<SiteInfo>(api, '/api/site/getInfo.do', {});

/** The heading the operator's document starts with (the fixtures' documents open with one). */
const headingOf = (html: string | null | undefined) => /<h3>([^<]+)<\/h3>/.exec(html ?? '')?.[1];

test('an announcement by id shows its own content, not the newest', async ({
  shell,
  page,
  request,
}) => {
  const [newest, other] = await publishedArticles(request);
  await shell.open(`/newGg?id=${other!.id}`);
  const article = new ArticlePage(page);
  await expect(article.title).toHaveText(other!.artTitle!);
  await expect(article.article).toHaveAttribute('data-id', String(other!.id));
  await expect(article.title).not.toHaveText(newest!.artTitle!);
  await expect(article.body).toContainText('具体内容以本页为准');
  // The way to every announcement.
  await article.toList.click();
  await shell.expectPath('/notices');
});

test('/newGg without an id shows the newest announcement', async ({ shell, page, request }) => {
  const [newest] = await publishedArticles(request);
  await shell.open('/newGg');
  const article = new ArticlePage(page);
  await expect(article.title).toHaveText(newest!.artTitle!);
  await expect(article.article).toHaveAttribute('data-id', String(newest!.id));
});

test('/alertdetail shows author, time, summary, the site and the disclaimer', async ({
  shell,
  page,
  request,
}) => {
  const articles = await publishedArticles(request);
  const chosen = articles[3]!;
  const site = await siteInfo(request);
  await shell.open(`/alertdetail?id=${chosen.id}`);
  const article = new ArticlePage(page);
  await expect(article.title).toHaveText(chosen.artTitle!);
  await expect(article.author).toContainText(chosen.author!);
  await expect(article.time).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await expect(article.summary).toHaveText(chosen.artSummary!);
  await expect(article.site).toContainText(site.siteName!);
  await expect(article.disclaimer).toContainText('不构成任何投资建议');
});

test('an unknown or withdrawn announcement says so, with a way back', async ({
  shell,
  page,
  request,
  control,
}) => {
  const res = await request.get(`${MOCK_ORIGIN}/__db/siteArticles`, { headers: control.headers() });
  const hidden = ((await res.json()) as SiteArticle[]).find((a) => a.isShow !== 0);
  expect(hidden, 'the fixtures hold a withdrawn announcement').toBeDefined();
  const article = new ArticlePage(page);
  await shell.open('/alertdetail?id=987654');
  await expect(article.notFound).toBeVisible();
  await expect(article.article).toHaveCount(0);
  // The fixtures' withdrawn one (isShow 1) is loadable by id, yet not shown.
  await shell.open(`/newGg?id=${hidden!.id}`);
  await expect(article.notFound).toBeVisible();
  await article.toList.click();
  await shell.expectPath('/notices');
});

test('/notices scrolls to its second page and opens an announcement of it', async ({
  shell,
  page,
  request,
}) => {
  const articles = await publishedArticles(request);
  expect(articles.length).toBeGreaterThan(12);
  await shell.open('/notices');
  const list = new NoticesPage(page);
  await expect(list.rows).toHaveCount(12);
  await expect(list.rows.first()).toContainText(articles[0]!.artTitle!);
  await list.scrollToEnd();
  await expect(list.rows).toHaveCount(articles.length);
  await expect(list.footer).toHaveText('没有更多公告了');
  const onPage2 = articles[12]!;
  await list.row(onPage2.id).click();
  const article = new ArticlePage(page);
  await expect(article.title).toHaveText(onPage2.artTitle!);
});

test('the home notice bar opens the newest announcement and the list', async ({
  shell,
  page,
  request,
}) => {
  const [newest] = await publishedArticles(request);
  await shell.open('/home');
  const bar = new HomeNoticeBar(page);
  await expect(bar.title).toHaveText(newest!.artTitle!);
  await bar.more.click();
  await shell.expectPath('/notices');
  await expect(new NoticesPage(page).rows.first()).toBeVisible();
  await page.goBack();
  await bar.title.click();
  await expect(new ArticlePage(page).title).toHaveText(newest!.artTitle!);
});

test("/about shows each of its six pages, the documents being the site's own", async ({
  shell,
  page,
  request,
}) => {
  const site = await siteInfo(request);
  const about = new AboutPage(page);

  await shell.open('/about?e=1');
  await expect(about.header).toHaveText('版本信息');
  await expect(about.appName).toHaveText(site.siteName!);
  await expect(about.appVersion).toHaveText(`V${version}`);

  const documents = [
    [2, '用户协议', site.companyInfo],
    [3, '隐私协议', site.certImg1],
    [4, '关于我们', site.certImg2],
    [5, '交易规则', site.tradeAgreeText],
  ] as const;
  for (const [e, title, html] of documents) {
    await shell.open(`/about?e=${e}`);
    await expect(about.header).toHaveText(title);
    const heading = headingOf(html);
    expect(heading, `the fixtures' document of page ${e} has a heading`).toBeTruthy();
    await expect(about.document.getByRole('heading', { level: 3 })).toHaveText(heading!);
  }

  await shell.open('/about?e=6');
  await expect(about.header).toHaveText('暂未开放');
  await expect(about.notOpen).toBeVisible();
  await expect(about.document).toHaveCount(0);

  // An `e` naming none of the six is the version page.
  await shell.open('/about?e=9');
  await expect(about.appVersion).toBeVisible();
});

const SHOTS = [
  ['notices', '/notices', 'notice-row'],
  ['newGg', '/newGg', 'article-body'],
  ['alertdetail', '/alertdetail?id=12', 'article-disclaimer'],
  ['about-1', '/about?e=1', 'about-app-version'],
  ['about-2', '/about?e=2', 'about-document'],
  ['about-5', '/about?e=5', 'about-document'],
  ['about-6', '/about?e=6', 'about-not-open'],
] as const;

for (const theme of ['red', 'black'] as const) {
  test(`content page screenshots, ${theme} theme`, async ({ shell, page }, testInfo) => {
    await shell.open('/setting');
    if (theme === 'black') await shell.chooseTheme('black');
    for (const [name, path, ready] of SHOTS) {
      await page.evaluate((p) => {
        window.location.hash = p;
      }, path);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      // Nothing wider than the phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} overflows sideways`).toBeLessThanOrEqual(0);
      const file = `artifacts/screenshots/${testInfo.project.name}-${theme}-content-${name}.png`;
      await page.screenshot({ path: file });
      await testInfo.attach(`${theme}-${name}`, { path: file, contentType: 'image/png' });
    }
    expect(await shell.theme()).toBe(theme);
  });
}
