// Adding to a position (补仓, issue 21; api-contract §11.3 "Add-on buys", §11.13 buy2.do) on a
// mock of the worker's own, frozen inside a session (Mon 2026-11-02 10:00 Beijing): the trader
// adds 1 lot of Moutai from /warehouse, and the card and the mock's booking show exactly the
// quantity, average price and margin the sheet previewed; ten taps send one request; the sheet in
// both themes.
import Decimal from 'decimal.js';
import type { Page, TestInfo } from '@playwright/test';

import { NAMED_USERS } from '../../fixtures/src/users';

import { resetFrozenAt, useSessionOf } from './new-share-world';
import { expect, test, type OwnMock } from './own-mock';
import { ShellPage } from './pages/shell.page';
import { PositionsPage } from './pages/trading.page';

const MOUTAI = '600519';
const SESSION = '2026-11-02 10:00:00';

interface PositionRow {
  positionSn: string;
  stockCode: string;
  sellOrderId: string | null;
  orderNum: number;
  buyOrderPrice: number;
  orderTotalPrice: number;
  orderLever: number;
  marginAdd: number | null;
}

/** The trader's open Moutai position as the mock holds it (control API capsule). */
const heldInMock = async (mock: OwnMock): Promise<PositionRow> => {
  const capsule = await mock.control.get<{ rows: { userPositions: PositionRow[] } }>(
    `/capsules/${NAMED_USERS.trader.phone}`,
  );
  const row = capsule.rows.userPositions.find((p) => p.stockCode === MOUTAI && !p.sellOrderId);
  if (!row) throw new Error('trader holds Moutai');
  return row;
};

/** "¥1,234.56" / "1,234.56" → "1234.56" (the figures the app shows, as numbers). */
const plain = (text: string) => text.replace(/[^\d.-]/g, '');

const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
  await page.waitForTimeout(400); // the sheet's slide-in
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
};

test.beforeEach(async ({ ownMock }) => resetFrozenAt(ownMock, SESSION));

test('add 1 lot: the card and the mock show what the sheet previewed; ten taps, one request', async ({
  page,
  request,
  ownMock,
}, testInfo) => {
  test.setTimeout(90_000);
  await useSessionOf(ownMock, page, request, 'trader');
  const before = await heldInMock(ownMock);
  const buy2: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/user/buy2.do')) buy2.push(r.postData() ?? '');
  });

  const positions = new PositionsPage(page);
  await positions.open('open');
  const card = positions.card(MOUTAI);
  await card.getByTestId('add-on-position').click();
  const sheet = page.getByTestId('add-on-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('textbox')).toHaveValue('1');
  const figure = (key: string) => sheet.getByTestId(`add-on-${key}`);
  await expect(figure('available')).not.toHaveText('--');
  const preview = {
    quantity: await figure('quantity').innerText(),
    avg: await figure('avg').innerText(),
    marginHeld: await figure('margin-held').innerText(),
  };
  expect(preview.quantity).toContain('300');
  await shoot(page, testInfo, 'add-on-sheet-red');

  // Ten taps in one go, faster than any reply can come back.
  await sheet.getByTestId('add-on-confirm').evaluate((button: HTMLElement) => {
    for (let i = 0; i < 10; i++) button.click();
  });
  await expect(sheet.getByTestId('add-on-done')).toBeVisible();
  expect(buy2).toHaveLength(1);
  expect(buy2[0]).toContain('buyNum=100');

  // The mock booked exactly the preview, to the cent.
  const after = await heldInMock(ownMock);
  expect(after.positionSn).toBe(before.positionSn);
  expect(after.orderNum).toBe(before.orderNum + 100);
  expect(after.buyOrderPrice.toFixed(2)).toBe(plain(preview.avg));
  const margin = new Decimal(after.orderTotalPrice)
    .div(after.orderLever)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .plus(after.marginAdd ?? 0)
    .toFixed(2);
  expect(margin).toBe(plain(preview.marginHeld));

  // The card shows the merged position at once.
  await sheet.getByTestId('add-on-close').click();
  await expect(sheet).toBeHidden();
  await expect(card).toContainText(preview.quantity);
  await expect(card).toContainText(preview.avg);
  await expect(card).toContainText(preview.marginHeld);
  await page.waitForTimeout(1500);
  expect(buy2).toHaveLength(1);
});

test('the add-on sheet in the black theme', async ({ page, request, ownMock }, testInfo) => {
  await useSessionOf(ownMock, page, request, 'trader');
  const shell = new ShellPage(page);
  await shell.open('/setting');
  await shell.chooseTheme('black');
  const positions = new PositionsPage(page);
  await positions.open('open');
  await positions.card(MOUTAI).getByTestId('add-on-position').click();
  const sheet = page.getByTestId('add-on-sheet');
  await expect(sheet.getByTestId('add-on-available')).not.toHaveText('--');
  await shoot(page, testInfo, 'add-on-sheet-black');
});
