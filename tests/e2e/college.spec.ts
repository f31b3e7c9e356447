// The trading academy (issue 22): the index lists the seven lessons in order; each rule lesson's
// worked example follows its inputs; the leverage lesson shows, for the same order, the very
// figures of the order ticket's preview; previous / next lead through the lessons; screenshots of
// the index and the four rule lessons at phone size in both themes. A mock of the worker's own:
// the ticket comparison freezes its clock so the quote holds still between ticket and lesson.
import { NAMED_STOCKS } from '../../fixtures/src/named-securities';
import { NAMED_USERS } from '../../fixtures/src/users';

import { expect, test } from './own-mock';
import { loginViaApi, useToken } from './pages/auth.page';
import { CollegePage, amountOf, type RuleLesson } from './pages/college.page';
import { ShellPage } from './pages/shell.page';
import { TicketPage } from './pages/trading.page';

/** A main-board stock whose orders here carry no spread fee (checked on the ticket). */
const STOCK = NAMED_STOCKS.pingAnBank;
/** A Wednesday morning in session. */
const SESSION = '2026-11-18 10:00:00';
const RULE_LESSONS: readonly RuleLesson[] = [
  'lots-t1',
  'price-limits',
  'leverage-margin',
  'risk-lines',
];

test.beforeEach(async ({ ownMock }) => {
  await ownMock.control.send('POST', '/state/reset');
  await ownMock.control.send('PUT', '/clock', { at: SESSION, frozen: true });
});

test('the index lists the seven lessons in reading order; an unknown lesson shows it', async ({
  page,
  ownMock,
}) => {
  await ownMock.use(page);
  const college = new CollegePage(page);
  await college.openIndex();
  await expect(college.cards).toHaveCount(7);
  await expect(college.cards.first()).toContainText('手数与 T+1');
  await expect(college.cards.nth(2)).toContainText('杠杆与保证金');
  await expect(college.cards.last()).toContainText('第 7 课');
  await college.cards.nth(1).click();
  await expect(college.lesson).toHaveAttribute('data-lesson', 'price-limits');
  await page.goto('/#/college?lesson=no-such-lesson');
  await expect(college.index).toBeVisible();
});

test('previous and next lead through the lessons, back returns to the index', async ({
  page,
  ownMock,
}) => {
  await ownMock.use(page);
  const college = new CollegePage(page);
  await college.open('lots-t1');
  await expect(page.getByTestId('lesson-previous')).toHaveCount(0);
  await page.getByTestId('lesson-next').click();
  await expect(college.lesson).toHaveAttribute('data-lesson', 'price-limits');
  await page.getByTestId('lesson-next').click();
  await expect(college.lesson).toHaveAttribute('data-lesson', 'leverage-margin');
  await page.getByTestId('lesson-previous').click();
  await expect(college.lesson).toHaveAttribute('data-lesson', 'price-limits');
  await page.getByTestId('lesson-back').click();
  await expect(college.index).toBeVisible();
});

test('the lots example follows its inputs', async ({ page, ownMock }) => {
  await ownMock.use(page);
  const college = new CollegePage(page);
  await college.open('lots-t1');
  await college.type('lots-input-lots', 3);
  await expect(college.figure('lots-shares')).toHaveText('300');
  await college.type('lots-input-price', '10.00');
  await expect(college.figure('lots-value')).toHaveText('¥3,000.00');
  await college.increase('lots-input-lots');
  await expect(college.figure('lots-shares')).toHaveText('400');
  await expect(college.figure('lots-value')).toHaveText('¥4,000.00');
  // Bought today: T+1 refuses the sale; bought before: it goes through.
  await college.choose('lots-bought', 'today');
  const refused = await college.text('lots-sale');
  await college.choose('lots-bought', 'before');
  await expect(college.figure('lots-sale')).not.toHaveText(refused);
  // More than 100 lots is not an order: the input stops at the cap.
  await college.type('lots-input-lots', 250);
  await expect(college.figure('lots-shares')).toHaveText('10000');
});

test('the price-limits example follows board, close and change', async ({ page, ownMock }) => {
  await ownMock.use(page);
  const college = new CollegePage(page);
  await college.open('price-limits');
  await college.type('limits-input-prev', '10.00');
  await college.type('limits-input-change', 1);
  await expect(college.figure('limits-up')).toHaveText('11.00');
  await expect(college.figure('limits-down')).toHaveText('9.00');
  const accepted = await college.text('limits-verdict');
  await college.choose('limits-board', 'chinext');
  await expect(college.figure('limits-up')).toHaveText('12.00');
  await college.choose('limits-board', 'bj');
  await expect(college.figure('limits-down')).toHaveText('7.00');
  await college.choose('limits-board', 'main');
  // At the limit-up a long is refused.
  await college.type('limits-input-change', 10);
  await expect(college.figure('limits-price')).toHaveText('11.00');
  await expect(college.figure('limits-verdict')).not.toHaveText(accepted);
  await college.choose('limits-board', 'st');
  await expect(college.figure('limits-pct')).toHaveText('±5%');
});

test('the risk-lines example follows price, lever and side', async ({ page, ownMock }) => {
  await ownMock.use(page);
  const college = new CollegePage(page);
  await college.open('risk-lines');
  await college.type('risk-input-price', '10.00');
  await college.type('risk-input-lots', 10);
  await college.choose('risk-lever', 10);
  await college.choose('risk-side', 'long');
  const warning = await college.amount('risk-warning-price');
  const forced = await college.amount('risk-forced-price');
  // A long's lines lie below the price, the forced one lower.
  expect(warning).toBeLessThan(10);
  expect(forced).toBeLessThan(warning);
  await expect(college.figure('risk-day-1')).toContainText('9.00');
  await college.choose('risk-lever', 20);
  await expect.poll(() => college.amount('risk-warning-price')).toBeGreaterThan(warning);
  await college.choose('risk-side', 'short');
  await expect.poll(() => college.amount('risk-warning-price')).toBeGreaterThan(10);
  await expect(college.figure('risk-day-1')).toContainText('11.00');
});

test('the leverage lesson shows the order ticket’s preview for the same order', async ({
  page,
  request,
  ownMock,
}) => {
  const { phone, password } = NAMED_USERS.verified;
  await ownMock.use(page);
  await useToken(page, await loginViaApi(request, ownMock.origin, phone, password));
  const ticket = new TicketPage(page);
  await ticket.openStock(STOCK.code, STOCK.name);
  await ticket.setLots(3);
  await ticket.chooseLever(20);
  const read = async (id: string) =>
    amountOf((await page.getByTestId(`preview-${id}`).textContent()) ?? '');
  await expect.poll(() => read('margin')).toBeGreaterThan(0);
  // This order carries no spread fee (the lesson's example has none).
  await expect.poll(() => read('spreadFee')).toBe(0);
  const price = amountOf((await page.getByTestId('ticket-price').textContent()) ?? '');
  const rows = ['value', 'margin', 'buyFee', 'stampDuty', 'breakEven', 'total'] as const;
  const onTicket = Object.fromEntries(
    await Promise.all(rows.map(async (id) => [id, await read(id)] as const)),
  );
  const maxLots = (await page.getByTestId('preview-max-lots').textContent()) ?? '';

  const college = new CollegePage(page);
  const example = await college.open('leverage-margin');
  const before = await college.text('leverage-total');
  await college.type('leverage-input-price', price.toFixed(2));
  await college.type('leverage-input-lots', 3);
  await college.choose('leverage-lever', 20);
  await college.choose('leverage-side', 'long');
  await expect(college.figure('leverage-total')).not.toHaveText(before);
  const inLesson = {
    value: 'leverage-value',
    margin: 'leverage-margin',
    buyFee: 'leverage-buy-fee',
    stampDuty: 'leverage-stamp-duty',
    breakEven: 'leverage-break-even',
    total: 'leverage-total',
  } as const;
  for (const id of rows) {
    await expect.poll(() => college.amount(inLesson[id]), { message: id }).toBe(onTicket[id]);
  }
  // The signed-in trader's own funds are the example's: the same most-lots figure.
  expect(amountOf(await college.text('leverage-max-lots'))).toBe(amountOf(maxLots));
  await expect(example).toBeVisible();
});

for (const theme of ['red', 'black'] as const) {
  test(`academy screenshots, ${theme} theme`, async ({ page, ownMock }, testInfo) => {
    await ownMock.use(page);
    const shell = new ShellPage(page);
    await shell.open('/setting');
    if (theme === 'black') await shell.chooseTheme('black');
    const college = new CollegePage(page);
    const shots: [string, () => Promise<unknown>][] = [
      ['index', () => college.openIndex()],
      ...RULE_LESSONS.map((id): [string, () => Promise<unknown>] => [id, () => college.open(id)]),
    ];
    for (const [name, open] of shots) {
      await open();
      // No horizontal overflow at phone width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );
      const file = `artifacts/screenshots/${testInfo.project.name}-${theme}-college-${name}.png`;
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${theme}-${name}`, { path: file, contentType: 'image/png' });
    }
    expect(await shell.theme()).toBe(theme);
  });
}

test('the index and the rule lessons fit a 320 px phone in every language', async ({
  page,
  ownMock,
}) => {
  test.setTimeout(120_000);
  await ownMock.use(page);
  await page.setViewportSize({ width: 320, height: 640 });
  const shell = new ShellPage(page);
  const college = new CollegePage(page);
  for (const lang of ['en', 'tww', 'tg', 'yn', 'zh-CN'] as const) {
    await shell.open('/setting');
    await shell.chooseLanguage(lang);
    await college.openIndex();
    for (const id of RULE_LESSONS) {
      const example = await college.open(id);
      const spill = await example.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(spill, `${lang} ${id}`).toBeLessThanOrEqual(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${lang} ${id}`).toBeLessThanOrEqual(320);
    }
  }
});
