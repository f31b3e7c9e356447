// /funds and /fundslist (issue 21) as the fixture user `funds` on a mock of the worker's own, its
// clock frozen on a trading Monday morning: the allocations with their statuses, the sub-account
// positions, a close that lands in the closed tab and credits exactly the net the closed row shows;
// screenshots of both pages in the red and black themes.
import { resetFrozenAt, useSessionOf } from './new-share-world';
import { expect, test } from './own-mock';
import { shootNow as shoot } from './page-shot';
import { availableOf } from './withdraw-world';

const AT = '2026-11-02 10:00:00';
const SELL = '/user/funds/sellFunds.do';

test.beforeEach(async ({ ownMock, page, request }) => {
  await resetFrozenAt(ownMock, AT);
  await useSessionOf(ownMock, page, request, 'funds');
});

test('/funds shows my allocations with their statuses', async ({ page }) => {
  await page.goto('/#/funds');
  const cards = page.getByTestId('allocation-card');
  await expect(cards).toHaveCount(5);
  const statuses = page.getByTestId('allocation-status');
  for (const label of ['待审核', '操盘中', '未通过', '已到期', '已结束'])
    await expect(statuses.filter({ hasText: label })).toHaveCount(1);
  await expect(page.getByTestId('allocation-reason')).toContainText('保证金来源待核实');
  await expect(page.getByTestId('allocation-risk')).toBeVisible();
  await expect(page.getByTestId('test-station-notice')).toBeVisible();
});

test('close a sub-account position: closed tab, balance up by its net', async ({
  page,
  ownMock,
}) => {
  await page.goto('/#/fundslist?index=1');
  const open = page.getByTestId('funds-open').getByTestId('funds-position');
  await expect(open.first()).toBeVisible();
  const before = await availableOf(ownMock, 'funds');
  const sn = await open.first().getAttribute('data-sn');
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes(SELL)) sent++;
  });
  await open.first().getByTestId('close-position').click();
  // Ten taps in one go, while the first request is in flight.
  await page.getByTestId('confirm-close').evaluate((el) => {
    for (let i = 0; i < 10; i++) (el as HTMLElement).click();
  });
  await expect(page.getByTestId('close-notice')).toHaveText('平仓成功！');
  await expect(page.getByTestId('funds-tab-closed')).toHaveAttribute('aria-selected', 'true');
  expect(sent).toBe(1);
  const closed = page.locator(`[data-testid="funds-position"][data-sn="${sn}"]`);
  await expect(closed).toBeVisible();
  const after = await availableOf(ownMock, 'funds');
  const net = (await closed.getByTestId('position-total-pnl').textContent()) ?? '';
  const shown = Number(net.replace(/[,+]/g, '').replace('−', '-'));
  expect(Math.round((after - before) * 100)).toBe(Math.round(shown * 100));
});

for (const theme of ['red', 'black'] as const) {
  test(`screenshots (${theme})`, async ({ page }, testInfo) => {
    await page.goto('/#/setting');
    if (theme === 'black') {
      await page.getByTestId('theme-black').click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'black');
    }
    await page.goto('/#/funds');
    await expect(page.getByTestId('allocation-card').first()).toBeVisible();
    await expect(page.getByTestId('allocation-risk')).toBeVisible();
    await shoot(page, testInfo, `${theme}-funds`);
    await page.goto('/#/fundslist?index=1');
    await expect(page.getByTestId('funds-position').first()).toBeVisible();
    await shoot(page, testInfo, `${theme}-fundslist-open`);
    await page.goto('/#/fundslist?index=2');
    await expect(page.getByTestId('funds-closed')).toBeVisible();
    await shoot(page, testInfo, `${theme}-fundslist-closed`);
  });
}
