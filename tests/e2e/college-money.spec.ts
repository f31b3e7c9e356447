// The trading academy's money lessons (issue 22): each worked example follows its inputs; the fees
// lesson shows, for the same order, the very figures of the order ticket's preview; screenshots of
// the three lessons at phone size in both themes. A mock of the worker's own: the ticket comparison
// freezes its clock so the quote holds still between the ticket and the lesson.
import { NAMED_STOCKS } from '../../fixtures/src/named-securities';
import { NAMED_USERS } from '../../fixtures/src/users';

import { CollegePage, amountOf, type MoneyLesson } from './pages/college.page';
import { expect, test } from './own-mock';
import { logInOnOwnMock } from './pages/auth.page';
import { ShellPage } from './pages/shell.page';
import { TicketPage } from './pages/trading.page';

/** A STAR-market stock: the 688 rule always charges it a spread. */
const STOCK = NAMED_STOCKS.smic;
/** A Wednesday morning in session. */
const SESSION = '2026-11-18 10:00:00';

test.beforeEach(async ({ ownMock }) => {
  await ownMock.control.send('POST', '/state/reset');
  await ownMock.control.send('PUT', '/clock', { at: SESSION, frozen: true });
});

test('the fees example follows its inputs', async ({ page, ownMock }) => {
  await ownMock.use(page);
  const lesson = new CollegePage(page);
  await lesson.open('fees-break-even');
  const value = await lesson.amount('fees-value');
  const total = await lesson.figure('fees-total').textContent();
  await lesson.type('fees-lots', 3);
  await expect(lesson.figure('fees-total')).not.toHaveText(total ?? '');
  // Three lots are worth three times one.
  expect(await lesson.amount('fees-value')).toBeCloseTo(3 * value, 2);
  const deferred = await lesson.figure('fees-deferred').textContent();
  await lesson.type('fees-days', 30);
  await expect(lesson.figure('fees-deferred')).not.toHaveText(deferred ?? '');
  const breakEven = await lesson.amount('fees-break-even');
  await lesson.choose('fees-side', 'short');
  // A short breaks even below the entry price, a long above it.
  await expect.poll(() => lesson.amount('fees-break-even')).toBeLessThan(breakEven);
});

test('the fees lesson shows the order ticket’s figures for the same order', async ({
  page,
  request,
  ownMock,
}) => {
  await logInOnOwnMock(ownMock, page, request, NAMED_USERS.verified);
  const ticket = new TicketPage(page);
  await ticket.openStock(STOCK.code, STOCK.name);
  await ticket.setLots(2);
  await ticket.chooseLever(20);
  const rows = ['value', 'margin', 'buyFee', 'stampDuty', 'spreadFee', 'breakEven', 'total'];
  const read = async (id: string) =>
    amountOf((await page.getByTestId(`preview-${id}`).textContent()) ?? '');
  await expect.poll(() => read('margin')).toBeGreaterThan(0);
  // The spread fee settles once the rate is asked for the new quantity.
  await expect.poll(() => read('spreadFee')).toBeGreaterThan(0);
  const price = amountOf((await page.getByTestId('ticket-price').textContent()) ?? '');
  const onTicket = Object.fromEntries(
    await Promise.all(rows.map(async (id) => [id, await read(id)])),
  );

  const lesson = new CollegePage(page);
  await lesson.open('fees-break-even');
  // The stock's own spread rule, as the ticket reads it.
  await lesson.typeText('fees-code', STOCK.code);
  await expect(lesson.figure('fees-stock')).toContainText(STOCK.name);
  await lesson.type('fees-price', price.toFixed(2));
  await lesson.type('fees-lots', 2);
  await lesson.choose('fees-lever', 20);
  await lesson.choose('fees-side', 'long');
  const inLesson = {
    value: 'fees-value',
    margin: 'fees-margin',
    buyFee: 'fees-buy-fee',
    stampDuty: 'fees-stamp-duty',
    spreadFee: 'fees-spread-fee',
    breakEven: 'fees-break-even',
    total: 'fees-total',
  } as const;
  for (const id of rows) {
    await expect
      .poll(() => lesson.amount(inLesson[id as keyof typeof inLesson]), { message: id })
      .toBe(onTicket[id]);
  }
});

test('the new-shares example moves its dates with the application day', async ({
  page,
  ownMock,
}) => {
  await ownMock.use(page);
  const lesson = new CollegePage(page);
  const example = await lesson.open('new-shares');
  const chips = example.getByTestId('new-shares-day').getByRole('radio');
  await expect(chips).toHaveCount(5);
  const deadline = await lesson.figure('new-shares-deadline').textContent();
  // Friday's application: published Monday, due Tuesday — over the weekend.
  await chips.nth(4).click();
  await expect(lesson.figure('new-shares-deadline')).not.toHaveText(deadline ?? '');
  await lesson.type('new-shares-shares', 2000);
  await lesson.type('new-shares-price', '10.00');
  await expect(lesson.figure('new-shares-amount')).toContainText('20,000.00');
  await lesson.type('new-shares-available', '15000.00');
  await expect(lesson.figure('new-shares-covered')).toContainText('5,000.00');
  await lesson.choose('new-shares-type', 2);
  await expect(lesson.figure('new-shares-deadline')).toHaveCount(0);
});

test('the money-hours example says when a withdrawal is accepted and what it costs', async ({
  page,
  ownMock,
}) => {
  await ownMock.use(page);
  const lesson = new CollegePage(page);
  await lesson.open('money-hours');
  const verdict = lesson.figure('money-verdict');
  const accepted = await verdict.textContent();
  const fee = await lesson.figure('money-fee').textContent();
  await lesson.type('money-amount', '5000.00');
  await expect(lesson.figure('money-fee')).not.toHaveText(fee ?? '');
  await lesson.type('money-hour', 20);
  await expect(verdict).not.toHaveText(accepted ?? '');
  await lesson.type('money-hour', 10);
  await expect(verdict).toHaveText(accepted ?? '');
  await lesson.choose('money-day', 'holiday');
  await expect(verdict).not.toHaveText(accepted ?? '');
  await lesson.choose('money-day', 'normal');
  await lesson.type('money-amount', '1.00');
  await expect(lesson.figure('money-amount-refusal')).toBeVisible();
  await expect(verdict).not.toHaveText(accepted ?? '');
});

const LESSONS: readonly MoneyLesson[] = ['fees-break-even', 'new-shares', 'money-hours'];

for (const theme of ['red', 'black'] as const) {
  test(`money lessons screenshots, ${theme} theme`, async ({ page, ownMock }, testInfo) => {
    await ownMock.use(page);
    const shell = new ShellPage(page);
    await shell.open('/setting');
    if (theme === 'black') await shell.chooseTheme('black');
    const lesson = new CollegePage(page);
    for (const id of LESSONS) {
      await lesson.open(id);
      if (id === 'fees-break-even') {
        await lesson.typeText('fees-code', STOCK.code);
        await expect(lesson.figure('fees-stock')).toContainText(STOCK.name);
      }
      // No horizontal overflow at phone width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );
      // From the top, so the sticky header is not painted mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      const file = `artifacts/screenshots/${testInfo.project.name}-${theme}-college-${id}.png`;
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${theme}-${id}`, { path: file, contentType: 'image/png' });
    }
    expect(await shell.theme()).toBe(theme);
  });
}

test('the money lessons fit a 320 px phone in every language', async ({
  page,
  ownMock,
}, testInfo) => {
  test.setTimeout(90_000);
  await ownMock.use(page);
  await page.setViewportSize({ width: 320, height: 640 });
  const shell = new ShellPage(page);
  const lesson = new CollegePage(page);
  for (const lang of ['en', 'tww', 'tg', 'yn', 'zh-CN'] as const) {
    await shell.open('/setting');
    await shell.chooseLanguage(lang);
    for (const id of LESSONS) {
      await lesson.open(id);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${lang} ${id}`).toBeLessThanOrEqual(320);
      if (lang === 'tg' || lang === 'en') {
        const file = `artifacts/screenshots/${testInfo.project.name}-320-${lang}-college-${id}.png`;
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`${lang}-${id}`, { path: file, contentType: 'image/png' });
      }
    }
  }
});
