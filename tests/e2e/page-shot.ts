// A screenshot of a settled page for the report: no skeleton or busy part left on screen, no animation
// running (a page still sliding in), scrolled to the top so the sticky header sits where a phone
// shows it; saved under the test's output folder as `<name>.png` and attached.
import { expect, type Page, type TestInfo } from '@playwright/test';

export const shootNow = async (page: Page, testInfo: TestInfo, name: string): Promise<void> => {
  // What the shot shows: kept tab pages hidden behind it wait for their data until shown again.
  await expect(page.locator('[aria-busy="true"]:visible, .adm-skeleton:visible')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
};
