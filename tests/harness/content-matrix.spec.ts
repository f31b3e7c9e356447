// Issue 22: the content and onboarding pages in the matrix — every language × theme (10 cells)
// answers the overflow check with "fits", and the matrix is kept as a picture per page.
import { expect, test } from './fixtures';

interface NewsPage {
  data: { list: { id: number }[] };
}

const PAGES = [
  '/news',
  '/newPage',
  '/notices',
  '/alertdetail',
  '/about?e=1',
  '/about?e=2',
  '/about?e=6',
  '/college',
  '/college?lesson=leverage-margin',
  '/college?lesson=fees-break-even',
  '/jijin',
  '/openaccount',
] as const;

test('content and onboarding pages fit in every language and theme', async ({
  harness,
  page,
  ownMock,
}, testInfo) => {
  test.setTimeout(PAGES.length * 60_000);
  const news = (await (
    await page.request.get(`${ownMock.origin}/api/news/getNewsList.do?type=2&pageSize=1`)
  ).json()) as NewsPage;
  const articles = (await (
    await page.request.post(`${ownMock.origin}/api/art/list.do`, { form: { pageSize: 1 } })
  ).json()) as NewsPage;
  const withIds: Record<string, string> = {
    '/newPage': `/newPage?listid=${news.data.list[0]!.id}`,
    '/alertdetail': `/alertdetail?id=${articles.data.list[0]!.id}`,
  };
  await harness.open();
  const cells = await harness.showMatrix();
  await expect(cells).toHaveCount(10);
  const bar = page
    .locator('form')
    .filter({ has: page.getByLabel('route') })
    .first();
  for (const name of PAGES) {
    const route = withIds[name] ?? name;
    await bar.getByLabel('route').fill(route);
    await bar.getByRole('button', { name: 'go', exact: true }).click();
    for (const cell of await cells.all()) {
      const src = await cell.locator('iframe').getAttribute('src');
      await expect(cell.locator('iframe'), route).toHaveAttribute(
        'src',
        new RegExp(`#${route.replace(/[?]/g, '\\?')}$`),
      );
      expect(src).toBeTruthy();
      await expect(cell.getByRole('button'), route).toHaveText(/fits|overflow/, {
        timeout: 45_000,
      });
    }
    const badges = await cells.getByRole('button').allTextContents();
    const flagged = await Promise.all(
      (await cells.all()).map(async (c) =>
        (await c.getByRole('button').textContent())?.includes('overflow')
          ? `${await c.locator('figcaption span').textContent()}: ${await c.getByRole('button').getAttribute('title')}`
          : null,
      ),
    );
    expect(flagged.filter(Boolean), `${route}: ${badges.join(', ')}`).toEqual([]);
    await page.locator('[data-shot="matrix"]').screenshot({
      path: testInfo.outputPath(`matrix-${route.replace(/[^a-z0-9]+/gi, '-')}.png`),
    });
  }
});
