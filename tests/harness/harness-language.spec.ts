// The harness's own UI language (issue 23): support works in Chinese. Switched in the header, it
// turns the panels, the frames' toolbars and the timeline into 简体中文 and survives a reload; the
// side column still shows every text whole.
import { expect, test } from './fixtures';

test('switching the harness to 简体中文 turns its panels Chinese, and the choice stays', async ({
  harness,
  page,
}, testInfo) => {
  await harness.open();
  const header = page.getByRole('banner');
  await header.getByLabel('harness language').selectOption({ label: '简体中文' });

  await expect(page.getByRole('heading', { name: '设备测试台' })).toBeVisible();
  const clock = page.getByRole('region', { name: '市场时钟' });
  await expect(clock.getByRole('heading', { name: '市场时钟' })).toBeVisible();
  await expect(clock.getByTestId('phase-a')).toContainText('A 股');
  await expect(page.getByRole('region', { name: '故障' }).getByText('故障接口')).toBeVisible();
  await expect(page.getByRole('region', { name: '后台审核' })).toBeVisible();
  await expect(page.getByRole('region', { name: '请求时间线' })).toBeVisible();
  const frame = page.getByTestId('frame-f1');
  await expect(frame.getByLabel('语言')).toHaveValue('zh-CN');
  await expect(frame.getByRole('button', { name: '重新加载' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.reload();
  await expect(page.getByRole('heading', { name: '设备测试台' })).toBeVisible();
  await expect(page.getByRole('banner').getByLabel('测试台语言')).toHaveValue('zh-CN');

  // Chinese texts are shorter but the side column is narrow: nothing in it is cut off sideways.
  const side = page.getByRole('complementary');
  await expect(
    side.getByRole('region', { name: '市场时钟' }).getByTestId('mock-clock'),
  ).toBeVisible();
  const cut = await side.evaluate((aside) =>
    Array.from(aside.querySelectorAll<HTMLElement>('*'))
      .filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName} ${el.textContent?.trim().slice(0, 40)}`),
  );
  expect(cut).toEqual([]);
  await side.screenshot({ path: testInfo.outputPath('harness-side-zh-CN.png') });
  await page.screenshot({ path: testInfo.outputPath('harness-zh-CN.png') });

  // And back to English.
  await page.getByRole('banner').getByLabel('测试台语言').selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { name: 'Device harness' })).toBeVisible();
});
