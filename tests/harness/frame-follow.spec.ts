// The harness follows the app (issue 23): a theme, language or route changed inside a frame's app
// shows in that frame's toolbar without reloading the frame; a change made in the toolbar still
// reloads it. And each frame has its own zoom.
import { expect, test } from './fixtures';

test("the app's own theme, language and route show in its frame's controls, without a reload", async ({
  harness,
  page,
}) => {
  await harness.open();
  await harness.addFrame();
  // Three loads of the app and a harness reload: more than the default time on a busy machine.
  test.slow();
  const first = harness.frame('f1');
  const second = harness.frame('f2');
  // At full size, so the app is tapped where it is drawn.
  await first.zoom.selectOption('1');
  await first.goTo('/setting');
  await expect(first.app.getByTestId('theme-black')).toBeVisible({ timeout: 15_000 });
  await expect(first.theme).toHaveValue('red');
  await expect(first.language).toHaveValue('zh-CN');
  await first.mark();

  // The trader switches inside the app, as on a phone.
  await first.app.getByTestId('theme-black').click();
  await first.app.getByTestId('language-en').click();
  await expect(first.theme).toHaveValue('black');
  await expect(first.language).toHaveValue('en');
  await expect(first.app.locator('html')).toHaveAttribute('lang', 'en');
  // The app moves on by itself (a link, a deep link): the route field follows.
  await first.app.locator('body').evaluate(() => {
    window.location.hash = '#/home';
  });
  await expect(first.route).toHaveValue('/home');
  expect(await first.isMarked()).toBe(true);

  // The other frame is left as it was.
  await expect(second.theme).toHaveValue('red');
  await expect(second.language).toHaveValue('zh-CN');
  await expect(second.route).toHaveValue('/home');

  // A change made in the harness still reloads the frame, with the app's latest state kept.
  const next = first.nextLoad();
  await first.setLanguage('tg');
  const url = await next;
  expect(url.searchParams.get('hf_lang')).toBe('tg');
  expect(url.searchParams.get('hf_theme')).toBe('black');
  await first.loaded();
  await expect.poll(() => first.isMarked()).toBe(false);

  // The layout keeps what the app chose: the harness comes back with it.
  await page.reload();
  await expect(first.theme).toHaveValue('black');
  await expect(first.language).toHaveValue('tg');
});

test('each frame has its own zoom; the bar above sets them all', async ({ harness, page }) => {
  await harness.open();
  await harness.addFrame();
  const first = harness.frame('f1');
  const second = harness.frame('f2');
  const width = async (frame: typeof first) => (await frame.device.boundingBox())?.width ?? 0;

  await first.zoom.selectOption('0.5');
  await second.zoom.selectOption('0.25');
  await expect.poll(async () => Math.round((await width(first)) / (await width(second)))).toBe(2);

  // Kept with the layout.
  await page.reload();
  await expect(first.zoom).toHaveValue('0.5');
  await expect(second.zoom).toHaveValue('0.25');

  await page.getByLabel('zoom all').selectOption('0.75');
  await expect(first.zoom).toHaveValue('0.75');
  await expect(second.zoom).toHaveValue('0.75');
  await expect.poll(async () => Math.abs((await width(first)) - (await width(second)))).toBe(0);
});
