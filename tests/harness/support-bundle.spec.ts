// Support bundles (issue 23): a trader's app records a bundle in one frame; after the world has
// moved on, the bundle imported in the harness opens a frame the mock answers from the bundle,
// and that frame shows the figures the trader saw, not the live world's.
import { readFileSync } from 'node:fs';

import type { APIRequestContext } from '@playwright/test';

import { NAMED_STOCKS } from '../../fixtures/src/named-securities';
import { NAMED_USERS } from '../../fixtures/src/users';

import { expect, test } from './fixtures';
import { AppScreens, BundlePanel } from './pages/support-bundle.page';

const { trader } = NAMED_USERS;
const { moutai } = NAMED_STOCKS;

/** One lot bought through the mock's API, so the trader's figures differ from the fixtures'. */
const buyOneLot = async (api: APIRequestContext, origin: string) => {
  const login = await api.post(`${origin}/api/user/login.do`, {
    form: { phone: trader.phone, userPwd: trader.password },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const buy = await api.post(`${origin}/user/buy.do`, {
    headers: { USERTOKEN: token },
    form: { stockId: moutai.id, buyNum: 100, buyType: 0, lever: 10 },
  });
  expect(await buy.json()).toMatchObject({ status: 0 });
};

test('a bundle recorded in one frame replays the same figures in another', async ({
  harness,
  ownMock,
  page,
  request,
}, testInfo) => {
  // Two frames' worth of pages, a reset and a replay.
  test.setTimeout(120_000);
  // A Wednesday morning in session, frozen: the buy is accepted and prices stand still.
  await ownMock.control.send('PUT', '/clock', { at: '2026-11-18 10:00:00', frozen: true });
  await buyOneLot(request, ownMock.origin);

  await harness.open();
  // Taps inside a frame land where Playwright computes them only when the frame is not scaled.
  await page.getByLabel('zoom all').selectOption('1');
  const f1 = harness.frame('f1');
  await f1.logIn(trader.phone);
  await f1.goTo('/User');
  const recordedIn = new AppScreens(f1.app);
  const recorded = await recordedIn.figures();
  const download = await recordedIn.saveBundle(page);
  expect(download.suggestedFilename()).toMatch(/^support-bundle-\d{8}-\d{6}\.json$/);
  const file = testInfo.outputPath('support-bundle.json');
  await download.saveAs(file);
  const bundle = JSON.parse(readFileSync(file, 'utf8')) as { route: string; replies: unknown[] };
  expect(bundle.replies.length).toBeGreaterThan(0);

  // The world moves on: back to the fixtures, where the lot was never bought.
  const { token } = await f1.storage();
  await harness.resetToFixtures();
  // The reset ends every session and the harness signs the frame in again: wait for that.
  const isSignedInAgain = async () => {
    const now = (await f1.storage()).token;
    return now !== null && now !== token;
  };
  await expect.poll(isSignedInAgain, { timeout: 15_000 }).toBe(true);
  await f1.goTo('/User');
  const live = await new AppScreens(f1.app).figures();
  // The reset undid the lot bought before recording, and the clock runs again: other figures.
  expect(live.available).not.toBe(recorded.available);
  expect(live.positionTotals).not.toBe(recorded.positionTotals);

  const panel = new BundlePanel(page);
  await panel.choose(file);
  await expect(panel.summary).toContainText(bundle.route);
  await panel.region.screenshot({ path: testInfo.outputPath('bundle-panel.png') });
  // Days held and the deferral fee count from the server's date: the mock's clock goes back to the
  // bundle's time, as support would set it to read such figures.
  await panel.openInNewFrame({ isClockSet: true });

  const f2 = harness.frame('f2');
  await expect(f2.section.getByTestId('replay-badge')).toBeVisible();
  await f2.loaded();
  expect(f2.url()).toContain(`#${bundle.route}`);
  const replayed = new AppScreens(f2.app);
  await replayed.tab('user');
  expect(await replayed.figures()).toEqual(recorded);
  await f2.iframe.screenshot({ path: testInfo.outputPath('replay-app.png') });
  await f2.section.getByTestId('replay-badge').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('replay-frame.png') });

  // The timeline tells the user's replies from the fixtures' stand-ins (home was never recorded).
  await replayed.tab('home');
  const replayFilter = harness.timeline.getByLabel('filter replay');
  const f2Rows = harness.timeline
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'f2', exact: true }) });
  await replayFilter.selectOption('bundle');
  await expect(f2Rows.first()).toContainText('bundle');
  await replayFilter.selectOption('fixtures');
  await expect(f2Rows.first()).toContainText('fixtures', { timeout: 15_000 });
  await page.screenshot({ path: testInfo.outputPath('replay-timeline.png') });
});
