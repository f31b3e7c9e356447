// News (issue 22): each home tab on /news scrolls through three pages of 15, opens a detail whose
// previous / next stay in the tab (and say "first" / "last" at its ends), Back returns to the
// list where it was; pulling the list down asks for it again; the home preview opens a detail and
// its "more" the right tab; thumbnails sit in boxes of fixed size (no layout shift); a missing or
// disabled item says so. Read-only: the shared mock serves; expected rows come from the mock's own
// list API and the fixtures.
import { readFileSync } from 'node:fs';

import type { APIRequestContext, Page } from '@playwright/test';

import type { SiteNews } from '../../src/api/contracts/models/site';

import { expect, MOCK_ORIGIN, test } from './fixtures';
import { HomeNewsPreview, NewsDetailPage, NewsListPage, type NewsTab } from './pages/news.page';

const TABS: readonly NewsTab[] = [2, 5, 6, 7];

/** Every enabled item of a type in the list's order (newest first), as the mock serves it. */
const newsOf = async (api: APIRequestContext, type: number): Promise<SiteNews[]> => {
  const res = await api.get(`${MOCK_ORIGIN}/api/news/getNewsList.do`, {
    params: { type, pageNum: 1, pageSize: 500, sort: 'time1' },
  });
  return ((await res.json()) as { data: { list: SiteNews[] } }).data.list;
};

/** The list pages the app asked for, as "type:pageNum". */
const recordPages = (page: Page): Set<string> => {
  const asked = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('/api/news/getNewsList.do')) return;
    asked.add(`${url.searchParams.get('type')}:${url.searchParams.get('pageNum')}`);
  });
  return asked;
};

const expectAt = async (page: Page, path: string) =>
  expect(page).toHaveURL((url) => url.hash === `#${path}`);

test('each tab scrolls through three pages of 15 and opens a detail that steps within it', async ({
  shell,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const asked = recordPages(page);
  const list = new NewsListPage(page);
  const detail = new NewsDetailPage(page);
  await shell.open('/news?type=2');
  for (const type of TABS) {
    const expected = await newsOf(request, type);
    expect(expected.length).toBeGreaterThan(45);
    if (type !== 2) {
      await list.tab(type).click();
      await expectAt(page, `/news?type=${type}`);
    }
    await expect(list.tab(type)).toHaveAttribute('aria-selected', 'true');
    await expect(list.row(expected[0]!.id)).toBeVisible();
    // The footer nearing the screen loads the next 15: pages 2 and 3.
    for (const want of [30, 31]) {
      await expect
        .poll(async () => {
          await list.scrollToEnd();
          return list.loaded();
        })
        .toBeGreaterThanOrEqual(want);
    }
    expect([...asked]).toContain(`${type}:3`);
    // A row of the third page: the detail, then its neighbours in the tab's order.
    const at = 32;
    const chosen = expected[at]!;
    await list.scrollToRow(at);
    await list.row(chosen.id).click();
    await expectAt(page, `/newPage?listid=${chosen.id}`);
    await expect(detail.title).toHaveText(chosen.title!);
    // The body, through the sanitizer: its first paragraph repeats the headline.
    await expect(detail.body).toContainText(chosen.title!);
    await expect(detail.next).toHaveAttribute('data-id', String(expected[at + 1]!.id));
    await expect(detail.previous).toHaveAttribute('data-id', String(expected[at - 1]!.id));
    await detail.next.click();
    await expect(detail.title).toHaveText(expected[at + 1]!.title!);
    await detail.previous.click();
    await detail.previous.click();
    await expect(detail.title).toHaveText(expected[at - 1]!.title!);
    // Steps replaced the detail in history: Back is the list, at the row left.
    await page.goBack();
    await expectAt(page, `/news?type=${type}`);
    await expect(list.row(chosen.id)).toBeInViewport();
  }
});

test('a detail opened directly finds its neighbours; the ends say first and last', async ({
  page,
  shell,
  request,
}) => {
  const expected = await newsOf(request, 7);
  const detail = new NewsDetailPage(page);
  // On the second page: pages are fetched until it is found.
  const middle = expected[20]!;
  await shell.open(`/newPage?listid=${middle.id}`);
  await expect(detail.title).toHaveText(middle.title!);
  await expect(detail.previous).toHaveAttribute('data-id', String(expected[19]!.id));
  await expect(detail.next).toHaveAttribute('data-id', String(expected[21]!.id));

  await shell.open(`/newPage?listid=${expected[0]!.id}`);
  await expect(detail.previous).toHaveAttribute('data-end', 'true');
  await expect(detail.previous).toContainText('已是第一篇');
  await expect(detail.next).toHaveAttribute('data-id', String(expected[1]!.id));

  const last = expected.at(-1)!;
  await shell.open(`/newPage?listid=${last.id}`);
  await expect(detail.title).toHaveText(last.title!);
  await expect(detail.next).toHaveAttribute('data-end', 'true');
  await expect(detail.next).toContainText('已是最后一篇');
});

test('the home preview opens its item, and "more" the list on the same tab', async ({
  shell,
  page,
  request,
}) => {
  const expected = await newsOf(request, 6);
  const home = new HomeNewsPreview(page);
  const detail = new NewsDetailPage(page);
  await shell.open('/home');
  await home.tab(6).scrollIntoViewIfNeeded();
  await home.tab(6).click();
  await expect(home.items.first()).toHaveAttribute('href', `#/newPage?listid=${expected[0]!.id}`);
  await home.items.first().click();
  await expect(detail.title).toHaveText(expected[0]!.title!);
  await page.goBack();
  await home.tab(6).click();
  await home.more.click();
  await expectAt(page, '/news?type=6');
  const list = new NewsListPage(page);
  await expect(list.tab(6)).toHaveAttribute('aria-selected', 'true');
  await expect(list.row(expected[0]!.id)).toBeVisible();
});

test('pulling the list down asks for it again', async ({ shell, page }) => {
  const list = new NewsListPage(page);
  await shell.open('/news?type=7');
  await expect(list.rows.first()).toBeVisible();
  const again = page.waitForRequest((r) => {
    const url = new URL(r.url());
    return url.pathname.endsWith('/getNewsList.do') && url.searchParams.get('type') === '7';
  });
  await list.pullToRefresh();
  await again;
  await expect(list.rows.first()).toBeVisible();
});

test('thumbnails keep their reserved box: nothing shifts as they load', async ({ shell, page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Reflect.set(window, '__shifts', shifts);
    new PerformanceObserver((entries) => {
      for (const e of entries.getEntries()) shifts.push((e as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const list = new NewsListPage(page);
  await shell.open('/news?type=5');
  const thumb = page.getByTestId('news-thumb').first();
  await expect(thumb).toBeVisible();
  // The box is laid out at its size whatever the image's state (loading, loaded or failed).
  const before = await thumb.boundingBox();
  expect(before).toMatchObject({ width: 96, height: 64 });
  const row = list.rows.first();
  const rowBefore = await row.boundingBox();
  await expect(thumb).toHaveAttribute('data-state', 'loaded');
  expect(await thumb.boundingBox()).toEqual(before);
  expect(await row.boundingBox()).toEqual(rowBefore);
  // Nothing moved while the page loaded its rows and their pictures.
  const shifts = await page.evaluate(() => Reflect.get(window, '__shifts') as number[]);
  expect(shifts.reduce((a, b) => a + b, 0)).toBe(0);
});

test('a missing or disabled item says so and leads back to the list', async ({ shell, page }) => {
  const db = JSON.parse(readFileSync('fixtures/generated/db.json', 'utf8')) as {
    siteNews: SiteNews[];
  };
  const disabled = db.siteNews.find((n) => n.status === 0)!;
  const detail = new NewsDetailPage(page);
  for (const id of [disabled.id, 987_654]) {
    await shell.open(`/newPage?listid=${id}`);
    await expect(detail.notFound).toBeVisible();
    await expect(detail.article).toHaveCount(0);
  }
  await detail.backToList.click();
  await expectAt(page, '/news');
  await expect(new NewsListPage(page).rows.first()).toBeVisible();
});

for (const theme of ['red', 'black'] as const) {
  test(`news screenshots, ${theme} theme`, async ({ shell, page, request }, testInfo) => {
    const withPictures = (await newsOf(request, 2)).find(
      (n) => n.imgurl && (n.content ?? '').includes('<img'),
    )!;
    await shell.open('/setting');
    if (theme === 'black') await shell.chooseTheme('black');
    const shots = [
      ['news', '/news?type=2', page.getByTestId('news-row').first()],
      [
        'news-detail',
        `/newPage?listid=${withPictures.id}`,
        page.getByTestId('news-body').locator('img'),
      ],
    ] as const;
    for (const [name, path, ready] of shots) {
      await page.evaluate((p) => {
        window.location.hash = p;
      }, path);
      await expect(ready).toBeVisible();
      if (name === 'news-detail') await expect(page.getByTestId('news-next')).toBeVisible();
      await page
        .getByRole('main')
        .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const file = `artifacts/screenshots/${testInfo.project.name}-${theme}-${name}.png`;
      await page.screenshot({ path: file, fullPage: name === 'news-detail' });
      await testInfo.attach(`${theme}-${name}`, { path: file, contentType: 'image/png' });
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
    }
  });
}
