// Per-frame identity (issue 4): two frames with different users and languages keep apart, because
// each is its own origin with its own storage. And a frame can be loaded with its polls held.
import { NAMED_USERS } from '../../fixtures/src/users';

import { expect, test } from './fixtures';

test('two frames with different users and languages keep separate storage', async ({
  harness,
  ownMock,
}) => {
  // Two apps booted, each set, logged in and opened on a page: 25 s in a CI run, near the default 30.
  test.setTimeout(60_000);
  const { verified, trader } = NAMED_USERS;
  await harness.open();
  await harness.addFrame();
  const first = harness.frame('f1');
  const second = harness.frame('f2');

  await first.setLanguage('en');
  await first.logIn(verified.phone);
  await second.setLanguage('yn');
  await second.logIn(trader.phone);

  const a = await first.storage();
  const b = await second.storage();
  expect(a.language).toBe('en');
  expect(b.language).toBe('yn');
  expect(a.token).not.toBe(b.token);
  // Each token is a session of that frame's user on the mock.
  const { sessions } = await ownMock.control.get<{ sessions: { token: string; phone: string }[] }>(
    '/sessions',
  );
  expect(sessions.find((s) => s.token === a.token)?.phone).toBe(verified.phone);
  expect(sessions.find((s) => s.token === b.token)?.phone).toBe(trader.phone);

  // And each app shows its own user, in its own language.
  await first.goTo('/User');
  await second.goTo('/User');
  const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  await expect(first.app.getByText(masked(verified.phone))).toBeVisible();
  await expect(second.app.getByText(masked(trader.phone))).toBeVisible();
  await expect(first.app.locator('html')).toHaveAttribute('lang', 'en');
});

test('"Hold polls" reloads the frame with hf_poll=held, and off again without it', async ({
  harness,
  page,
}) => {
  await harness.open();
  const frame = harness.frame('f1');
  await expect(frame.holdPolls).not.toBeChecked();
  await expect(frame.iframe).not.toHaveAttribute('src', /[?&]hf_poll=/);
  await frame.loaded();

  const held = frame.nextLoad();
  await frame.setHoldPolls(true);
  expect((await held).searchParams.get('hf_poll')).toBe('held');
  await expect(frame.iframe).toHaveAttribute('src', /[?&]hf_poll=held(&|#|$)/);

  // The setting is part of the saved layout: the harness comes back with it.
  await page.reload();
  await expect(frame.holdPolls).toBeChecked();
  await expect(frame.iframe).toHaveAttribute('src', /[?&]hf_poll=held(&|#|$)/);
  await frame.loaded();

  const running = frame.nextLoad();
  await frame.setHoldPolls(false);
  expect((await running).searchParams.has('hf_poll')).toBe(false);
  await expect(frame.iframe).not.toHaveAttribute('src', /[?&]hf_poll=/);
});
