// The latest notice on /home opens the operator's HTML (issue 17, finding 6; since issue 22 on the
// announcement's own page): through the sanitizer, the fixtures' announcement still renders as
// written, heading and paragraphs, at phone size, in both themes (screenshots under
// artifacts/screenshots).
import { buildSiteArticles } from '../../fixtures/src/content';

import { expect, test } from './fixtures';
import { NoticePage } from './pages/notice.page';

const ARTICLES = buildSiteArticles();

for (const theme of ['red', 'black'] as const) {
  test(`the notice bar opens the announcement as written, ${theme} theme`, async ({
    shell,
    page,
  }, testInfo) => {
    await shell.open('/setting');
    if (theme === 'black') await shell.chooseTheme('black');
    await page.evaluate(() => {
      window.location.hash = '/home';
    });
    const notice = new NoticePage(page);
    await notice.open();

    const heading = notice.body.getByRole('heading', { level: 3 });
    const title = await heading.textContent();
    const article = ARTICLES.find((a) => a.artTitle === title);
    expect(article, `an announcement of the fixtures is titled ${title}`).toBeDefined();
    await expect(notice.title).toHaveText(article?.artTitle ?? '');
    // The operator's markup is on the page exactly as the fixture wrote it.
    expect(await notice.body.innerHTML()).toBe(article?.artCnt);
    const paragraphs = article?.artCnt?.match(/<p[ >]/g)?.length ?? 0;
    expect(paragraphs).toBeGreaterThan(1);
    await expect(notice.body.locator('p')).toHaveCount(paragraphs);
    // Never wider than the phone.
    const box = await notice.body.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);

    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    const file = `artifacts/screenshots/${testInfo.project.name}-${theme}-notice.png`;
    await page.screenshot({ path: file });
    await testInfo.attach(`${theme}-notice`, { path: file, contentType: 'image/png' });
  });
}
