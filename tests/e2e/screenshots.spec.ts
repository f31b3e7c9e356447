// Screenshots of the shell at phone size in both themes, kept under artifacts/screenshots.
import { expect, test } from './fixtures';

const pages = [
  ['home', '/home'],
  ['settings', '/setting'],
  ['warehouse', '/warehouse'],
] as const;

for (const theme of ['red', 'black'] as const) {
  test(`shell screenshots, ${theme} theme`, async ({ shell, page }, testInfo) => {
    await shell.open('/setting');
    if (theme === 'black') await shell.chooseTheme('black');
    for (const [name, path] of pages) {
      await page.evaluate((p) => {
        window.location.hash = p;
      }, path);
      await expect(page.locator('main')).toBeVisible();
      // Let the slide transition finish before the capture.
      await page
        .locator('main')
        .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const file = `artifacts/screenshots/${testInfo.project.name}-${theme}-${name}.png`;
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${theme}-${name}`, { path: file, contentType: 'image/png' });
    }
    expect(await shell.theme()).toBe(theme);
  });
}
