// One home per backend resource (issue 16): a write refreshes every screen showing its data at
// once, not at that screen's next poll. The app runs in a harness frame's origin with its polls
// held (`hf_poll=held`): nothing is asked again by a timer or on revisiting a page, so the new
// position can only show because the booking refreshed the positions' cache.
import { NAMED_USERS } from '../../fixtures/src/users';

import { expect, test } from './own-mock';
import { logInOnOwnMock } from './pages/auth.page';
import { PositionsPage, TicketPage } from './pages/trading.page';

const MOUTAI = { code: '600519', name: '贵州茅台' };
/** A Wednesday morning in session. */
const SESSION = '2026-11-18 10:00:00';
const POSITIONS_LIST = '/user/position/list.do';

test.beforeEach(async ({ ownMock }) => {
  await ownMock.control.send('POST', '/state/reset');
  await ownMock.control.send('PUT', '/clock', { at: SESSION, speed: 1, frozen: false });
});

test('a booking shows on the positions tab at once, with every poll held', async ({
  page,
  request,
  ownMock,
  baseURL,
}) => {
  await logInOnOwnMock(ownMock, page, request, NAMED_USERS.verified);
  const listRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(POSITIONS_LIST)) listRequests.push(r.url());
  });
  // A harness frame's origin holds the polls for this load (the parameter is read once).
  const frame = new URL(baseURL!);
  frame.hostname = 'f1.localhost';
  const positions = new PositionsPage(page);
  await page.goto(`${frame.origin}/?hf_poll=held#/warehouse?tab=open`);
  await expect(page.getByTestId('warehouse-page')).toBeVisible();
  await expect(positions.card(MOUTAI.code)).toHaveCount(0);
  await expect.poll(() => listRequests.length).toBeGreaterThan(0);
  const beforeBooking = listRequests.length;

  // Into the ticket inside the same app (no reload: the cached list stays), then book.
  const ticket = new TicketPage(page);
  await ticket.openStockInApp(MOUTAI.code, MOUTAI.name);
  await ticket.setLots(1);
  await ticket.placeOrder();

  // Back on the positions tab, which was cached empty and is never polled while held: only the
  // booking's refresh can bring the new position.
  await expect(page).toHaveURL(/warehouse/);
  await expect(positions.card(MOUTAI.code)).toHaveCount(1);
  expect(listRequests.length).toBeGreaterThan(beforeBooking);
});
