// /days (issue 21) as the fixture user `funds` on a mock of the worker's own: an application with
// enough balance books exactly the funds to prepare the page showed (available down to the cent,
// read through the control API), short funds are refused before anything is sent with the way to
// a deposit, ten taps send one request; screenshots in the red and black themes.
import type { Page } from '@playwright/test';

import { resetFrozenAt, useSessionOf } from './new-share-world';
import { expect, test } from './own-mock';
import { shootNow as shoot } from './page-shot';
import { availableOf } from './withdraw-world';

const AT = '2026-11-02 10:00:00';
const APPLY = '/user/funds/addFundsApply.do';

const cents = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

const countApplies = (page: Page) => {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (r.url().includes(APPLY)) seen.count += 1;
  });
  return seen;
};

test.beforeEach(async ({ ownMock, page, request }) => {
  await resetFrozenAt(ownMock, AT);
  await useSessionOf(ownMock, page, request, 'funds');
});

test('apply: ten taps, one request, available down by the funds to prepare to the cent', async ({
  page,
  ownMock,
}) => {
  const before = await availableOf(ownMock, 'funds');
  await page.goto('/#/days');
  await expect(page.getByTestId('test-station-notice')).toBeVisible();
  await page.getByTestId('days-margin-2000').click();
  await page.getByTestId('days-lever-5').click();
  await page.getByTestId('days-term-5').click();
  await expect(page.getByTestId('days-figure-funds')).toHaveText('10,000.00');
  const prepare = cents(await page.getByTestId('days-figure-prepare').textContent());
  expect(prepare).toBeGreaterThan(200_000);
  const sent = countApplies(page);
  // Ten taps in one go, before the first reply can come back.
  await page.getByTestId('days-submit').evaluate((button: HTMLElement) => {
    for (let i = 0; i < 10; i += 1) button.click();
  });
  await expect(page).toHaveURL(/#\/fundslist/);
  expect(sent.count).toBe(1);
  const after = await availableOf(ownMock, 'funds');
  expect(Math.round(before * 100) - Math.round(after * 100)).toBe(prepare);
});

test('short funds: refused before sending, with the way to a deposit', async ({
  page,
  ownMock,
}) => {
  const available = await availableOf(ownMock, 'funds');
  await page.goto('/#/days');
  await page.getByTestId('days-margin-custom').click();
  const tooMuch = String(Math.ceil(available) + 1000);
  await page.locator('#days-margin-custom').fill(tooMuch);
  const sent = countApplies(page);
  await page.getByTestId('days-submit').click();
  await expect(page.getByTestId('days-balance-problem')).toContainText('超过可用余额');
  await expect(page.getByTestId('days-deposit')).toHaveAttribute('href', /#\/recharge/);
  expect(sent.count).toBe(0);
  expect(await availableOf(ownMock, 'funds')).toBe(available);
});

test('screenshots in the red and black themes', async ({ page }, testInfo) => {
  await page.goto('/#/days');
  await expect(page.getByTestId('days-figure-funds')).not.toHaveText('--');
  await shoot(page, testInfo, 'days-red');
  await page.goto('/#/setting');
  await page.getByTestId('theme-black').click();
  await page.goto('/#/days');
  await expect(page.getByTestId('days-figure-funds')).not.toHaveText('--');
  await shoot(page, testInfo, 'days-black');
});
