// The request timeline (issue 4): a fault applied to one endpoint shows on that endpoint's
// requests, named by the frame that sent them.
import { NAMED_USERS } from '../../fixtures/src/users';

import { expect, test } from './fixtures';

const USER_INFO = '/user/getUserInfo.do';

test('a fault on one endpoint appears in the timeline', async ({ harness }) => {
  await harness.open();
  const frame = harness.frame('f1');
  await frame.logIn(NAMED_USERS.verified.phone);
  await harness.addFault(USER_INFO, 'http500');
  await frame.goTo('/User');

  await harness.filterTimeline('fault');
  const rows = harness.timelineRows(USER_INFO);
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  const cells = rows.first().getByRole('cell');
  await expect(cells.nth(1)).toHaveText('f1');
  await expect(cells.nth(5)).toHaveText('500');
  await expect(cells.nth(7)).toHaveText('http500');
  // Only the faulted endpoint: no other path is listed under "fault".
  await expect(harness.timeline.getByRole('row').filter({ hasNotText: USER_INFO })).toHaveCount(1);
});
