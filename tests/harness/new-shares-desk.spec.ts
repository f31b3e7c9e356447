// The back office's new-share desk (issue 20, ADR 0027): the `ipo` user's application awaiting
// the draw is listed with its owner; Allot makes it payable at once; "Move to listing" turns the
// paid allotment into a position the trader's frame shows on /warehouse; both on the timeline.
import { NAMED_USERS } from '../../fixtures/src/users';

import { expect, test } from './fixtures';
import { NewSharesDesk } from './pages/new-shares-desk.page';

const { ipo } = NAMED_USERS;
/** The desk's poll (device-frames/src/backoffice/use-polling.ts) plus a margin. */
const ONE_POLL = 2000 + 1500;

interface Desk {
  shares: { code: string; name: string; phase: string }[];
  applications: { id: number; code: string; phone: string; phase: string }[];
}

test('allot an application and list a share from the back office', async ({
  harness,
  ownMock,
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  // The reference Monday, in the morning session.
  await ownMock.control.send('PUT', '/clock', { at: '2026-11-02 10:00:00', frozen: true });
  const desk = () => ownMock.control.get<Desk>('/new-shares');
  const mine = (await desk()).applications.filter((a) => a.phone === ipo.phone);
  const waiting = mine.find((a) => a.phase === 'awaiting-draw');
  const paid = mine.find((a) => a.phase === 'paid');
  if (!waiting || !paid) throw new Error('the ipo user lacks a waiting or a paid application');
  const paidShare = (await desk()).shares.find((s) => s.code === paid.code);

  await harness.open();
  const office = new NewSharesDesk(page);
  const card = office.application(waiting.id);
  await expect(card).toBeVisible({ timeout: ONE_POLL });
  await expect(card).toContainText(ipo.phone);
  await expect(office.share(paid.code)).toContainText('awaiting listing');
  await office.region.screenshot({ path: testInfo.outputPath('new-shares-desk.png') });

  await office.allot(waiting.id);
  await expect(office.results).toContainText(`Allot application #${waiting.id}`);
  await expect(card).toBeHidden({ timeout: ONE_POLL });
  const phaseOf = async (id: number) => (await desk()).applications.find((a) => a.id === id)?.phase;
  expect(await phaseOf(waiting.id)).toBe('payment-due');

  await office.moveToListing(paid.code);
  await expect(office.results).toContainText(`Move to listing`);
  expect(await phaseOf(paid.id)).toBe('listed');
  await expect(harness.timelineRows('/__harness/new-shares/list')).toHaveCount(1);

  const frame = harness.frame('f1');
  await frame.logIn(ipo.phone);
  await frame.goTo('/warehouse');
  await expect(frame.app.getByText(paidShare?.name ?? '?').first()).toBeVisible();
  await office.region.screenshot({ path: testInfo.outputPath('new-shares-desk-done.png') });
});
