// The back office (issue 19): orders a trader sends show in the harness panel within one poll;
// approving a deposit credits the trader to the cent (the frame shows it when the account is read
// again); rejecting a withdrawal needs a reason and a confirmation, returns the money, takes the
// order off the list and shows on the request timeline.
import Decimal from 'decimal.js';

import { NAMED_USERS } from '../../fixtures/src/users';

import { expect, test } from './fixtures';
import { newestPending, TraderApi } from './money-orders';
import { BackOfficePanel } from './pages/back-office.page';

const { verified, pendingWithdrawal } = NAMED_USERS;
const FUNDS_PASSWORD = '123456';
const DEPOSIT = '1234.56';
const WITHDRAWAL = '3000';
/** The panel's poll (device-frames/src/backoffice/use-polling.ts) plus a margin. */
const ONE_POLL = 2000 + 1500;

/** How the app's /User page writes an amount in zh-CN. */
const shown = (amount: Decimal): string =>
  new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount.toFixed(2) as unknown as number,
  );

test('review deposits and withdrawals from the back office', async ({
  harness,
  ownMock,
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // A Wednesday morning, inside the fixtures' withdrawal hours (9–18 Beijing).
  await ownMock.control.send('PUT', '/clock', { at: '2026-11-25 10:00:00', frozen: true });
  const trader = await TraderApi.logIn(request, ownMock.origin, verified);
  const before = await trader.balances();

  await harness.open();
  const office = new BackOfficePanel(page);
  const frame = harness.frame('f1');
  await frame.logIn(verified.phone);
  // The fixture world's own pending orders are listed before anything is sent.
  await expect(office.deposits.getByRole('listitem').first()).toBeVisible();

  await trader.deposit(DEPOSIT, '张伟');
  await trader.withdraw(WITHDRAWAL, FUNDS_PASSWORD);
  const depositId = await newestPending(ownMock.control, 'deposits', verified.phone);
  const withdrawalId = await newestPending(ownMock.control, 'withdrawals', verified.phone);

  // Both appear within one poll, with who, how much, fee, channel, time and the proof.
  const deposit = office.deposit(depositId);
  await expect(deposit).toBeVisible({ timeout: ONE_POLL });
  await expect(deposit).toContainText('¥1,234.56');
  await expect(deposit).toContainText(verified.phone);
  await expect(deposit).toContainText('2026-11-25 10:00:00');
  const proof = deposit.getByRole('link', { name: 'proof image' });
  await expect(proof).toHaveAttribute('href', new RegExp(`^${ownMock.origin}/upload/`));
  // The link opens the very image the trader uploaded.
  const image = await request.get((await proof.getAttribute('href')) ?? '');
  expect(image.headers()['content-type']).toBe('image/png');
  const withdrawal = office.withdrawal(withdrawalId);
  await expect(withdrawal).toBeVisible({ timeout: ONE_POLL });
  await expect(withdrawal).toContainText('¥3,000.00');
  // The fee as the mock booked it: 3000 × 0.001 + 2.
  await expect(withdrawal).toContainText('¥5.00');
  await office.region.screenshot({ path: testInfo.outputPath('back-office-pending.png') });

  // The frame shows the withdrawal already taken from the available balance.
  const afterWithdrawal = new Decimal(before.enableAmt).minus(WITHDRAWAL);
  await frame.goTo('/User');
  await expect(frame.app.getByTestId('account-stock')).toContainText(shown(afterWithdrawal));

  // Approve the deposit: credited once, to the cent, through the ledger.
  await office.approve(deposit);
  await expect(office.results).toContainText(`deposit #${depositId} of ¥1,234.56`);
  await expect(office.results).toContainText('approved (credited)');
  await expect(deposit).toBeHidden({ timeout: ONE_POLL });
  const credited = afterWithdrawal.plus(DEPOSIT);
  expect((await trader.balances()).enableAmt).toBe(credited.toNumber());
  // The frame reads the account again when the page opens.
  await frame.goTo('/account');
  await frame.goTo('/User');
  await expect(frame.app.getByTestId('account-stock')).toContainText(shown(credited));

  // Reject the withdrawal: a reason is required, then a confirmation.
  await office.askToReject(withdrawal, '');
  await expect(withdrawal.getByRole('alert')).toHaveText(
    'Enter a reason: the user sees it with the rejection.',
  );
  await expect(office.confirmation(withdrawal)).toBeHidden();
  const reason = '银行卡户名与实名不符';
  await office.askToReject(withdrawal, reason);
  await expect(office.confirmation(withdrawal)).toContainText(
    `Reject the withdrawal of ¥3,000.00 for ${verified.phone}`,
  );
  await office.region.screenshot({ path: testInfo.outputPath('back-office-confirm.png') });
  await office.confirmReject(withdrawal);
  await expect(office.results).toContainText(`withdrawal #${withdrawalId} of ¥3,000.00`);
  await expect(office.results).toContainText('rejected (money returned)');
  await expect(withdrawal).toBeHidden({ timeout: ONE_POLL });
  expect((await trader.balances()).enableAmt).toBe(credited.plus(WITHDRAWAL).toNumber());

  // The timeline shows both decisions beside the app's calls, with what happened.
  const rejectPath = `/__harness/money/withdrawals/${withdrawalId}/reject`;
  await expect(harness.timelineRows(rejectPath)).toHaveCount(1);
  await expect(harness.timelineRows(`/__harness/money/deposits/${depositId}/approve`)).toHaveCount(
    1,
  );
  await harness.timelineRows(rejectPath).getByRole('button', { name: rejectPath }).click();
  await expect(harness.timeline.getByLabel('request details')).toContainText(reason);
  await office.region.screenshot({ path: testInfo.outputPath('back-office-done.png') });
});

test('a stale screen, an unreadable mock and an empty queue', async ({
  harness,
  ownMock,
  page,
}) => {
  await harness.open();
  const office = new BackOfficePanel(page);
  const id = await newestPending(ownMock.control, 'withdrawals', pendingWithdrawal.phone);
  const card = office.withdrawal(id);
  await expect(card).toContainText('¥20,000.00');

  // The lists can no longer be read: the panel says so and keeps what it showed.
  await page.route('**/__harness/money/*?status=0', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"mock down"}' }),
  );
  await expect(office.region.getByRole('alert').first()).toContainText(
    'Could not load the pending deposits: mock down',
    { timeout: ONE_POLL },
  );
  await expect(office.region).toContainText('may be out of date');
  // Meanwhile another operator rejects the request: this screen's "mark paid" comes too late.
  await ownMock.control.send('POST', `/money/withdrawals/${id}/reject`, { reason: 'other desk' });
  await office.markPaid(card);
  await expect(office.results).toContainText(`withdrawal #${id}: already reviewed`);

  // The mock answers again: the list catches up within one poll.
  await page.unroute('**/__harness/money/*?status=0');
  await expect(card).toBeHidden({ timeout: ONE_POLL });
  await expect(office.region.getByRole('alert')).toHaveCount(0);

  // Nothing left waiting: each list says so.
  for (const list of ['deposits', 'withdrawals'] as const) {
    const { rows } = await ownMock.control.get<{ rows: { id: number }[] }>(
      `/money/${list}?status=0`,
    );
    for (const row of rows) {
      await ownMock.control.send('POST', `/money/${list}/${row.id}/reject`, { reason: 'test' });
    }
  }
  await expect(office.region).toContainText('No deposit is waiting for review.', {
    timeout: ONE_POLL,
  });
  await expect(office.region).toContainText('No withdrawal is waiting for review.');
});
