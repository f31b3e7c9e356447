// Global controls (issue 4): the clock, sessions and config documents change the mock through its
// control API, and the app in a frame shows what a trader would see.
import { NAMED_USERS } from '../../fixtures/src/users';
import { NAMED_STOCKS } from '../../fixtures/src/named-securities';

import { expect, test } from './fixtures';

const { verified } = NAMED_USERS;

test.beforeEach(async ({ harness }) => {
  await harness.open();
});

test('a closed market: the order ticket refuses the order', async ({ harness }) => {
  // A Wednesday after the close.
  await harness.setClock('2026-11-18T16:00:00');
  await expect(harness.clock.getByTestId('phase-a')).toHaveText('A-shares closed');
  const frame = harness.frame('f1');
  await frame.logIn(verified.phone);
  await frame.goTo(`/buyStocks?code=${NAMED_STOCKS.moutai.code}`);
  await expect(frame.app.getByTestId('ticket-reason')).toContainText('下单失败，不在交易时段内');
  await expect(frame.app.getByTestId('ticket-submit')).toBeDisabled();
});

test('expired tokens send the app back to the login page', async ({ harness }) => {
  const frame = harness.frame('f1');
  await frame.logIn(verified.phone);
  await frame.goTo('/User');
  const masked = `${verified.phone.slice(0, 3)}****${verified.phone.slice(-4)}`;
  await expect(frame.app.getByText(masked)).toBeVisible();

  await harness.expireAllTokens();
  await expect.poll(() => frame.url(), { timeout: 15_000 }).toMatch(/#\/login$/);
  await expect.poll(async () => (await frame.storage()).token).toBeNull();
});

test('both config addresses failing show the full-page message', async ({ harness }) => {
  const frame = harness.frame('f1');
  await expect(frame.app.getByTestId('test-station-notice')).toBeVisible();
  await harness.configDocuments('both fail');
  await expect(frame.app.getByRole('alert')).toContainText(
    '已无法连接到服务器，请检查您的网络并重试',
  );
});
