// Scenarios in the harness (issue 23): one click opens a scenario's world and frames together, and
// the world and frames of the moment saved as a new scenario come back after a reset. Scenario
// files are written to and saved in this worker's own scenario folder, never the repository's.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { NAMED_USERS } from '../../fixtures/src/users';

import { expect, test } from './fixtures';

const { trader, verified } = NAMED_USERS;
const USER_INFO = '/user/getUserInfo.do';
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** Two frames, two users, two languages, on a frozen Wednesday morning. */
const TWO_FRAMES = {
  description: 'QA: the trader in English beside the verified user in Vietnamese',
  user: trader.phone,
  clock: { at: '2026-11-18 10:00:00', frozen: true },
  frames: [
    { device: 'iphone-se', language: 'en', theme: 'black', route: '/User' },
    { device: 'pixel-7', language: 'yn', theme: 'red', user: verified.phone, route: '/User' },
  ],
};

interface Sessions {
  sessions: { token: string; phone: string }[];
}

const SAVED = 'qa-after-close';

test.beforeEach(({ ownMock }) => {
  writeFileSync(join(ownMock.scenarioDir, 'qa-two-frames.json'), JSON.stringify(TWO_FRAMES));
  // A retry saves it again as new.
  rmSync(join(ownMock.scenarioDir, `${SAVED}.json`), { force: true });
});

test('one click opens a scenario: its world and both its frames', async ({ harness }, testInfo) => {
  await harness.open();
  await harness.chooseScenario('qa-two-frames');
  await expect(harness.world.getByText(TWO_FRAMES.description)).toBeVisible();
  await expect(
    harness.world.getByRole('list', { name: 'scenario frames' }).getByRole('listitem'),
  ).toHaveText([
    `f1 · iPhone SE · en · black · ${trader.phone} · /User`,
    `f2 · Pixel 7 · yn · red · ${verified.phone} · /User`,
  ]);
  await testInfo.attach('world panel (English)', {
    body: await harness.world.screenshot({ path: testInfo.outputPath('world-panel-en.png') }),
    contentType: 'image/png',
  });

  await harness.openScenario('qa-two-frames');
  const [first, second] = [harness.frame('f1'), harness.frame('f2')];
  await expect(first.app.getByText(masked(trader.phone))).toBeVisible({ timeout: 15_000 });
  await expect(second.app.getByText(masked(verified.phone))).toBeVisible({ timeout: 15_000 });
  await expect(first.app.locator('html')).toHaveAttribute('lang', 'en');
  expect((await second.storage()).language).toBe('yn');
  expect(second.url()).toContain('#/User');
  await expect(harness.clock.getByTestId('mock-clock')).toContainText('2026-11-18 10:00:00');
  await testInfo.attach('harness with the scenario open', {
    body: await harness.page.screenshot({ path: testInfo.outputPath('scenario-open.png') }),
    contentType: 'image/png',
  });

  // The same panel in Chinese, for a support engineer.
  await harness.page.getByLabel('harness language').selectOption('zh-CN');
  const world = harness.page.getByRole('region', { name: '会话与模拟数据' });
  await expect(world.getByRole('button', { name: '打开场景' })).toBeVisible();
  await testInfo.attach('world panel (中文)', {
    body: await world.screenshot({ path: testInfo.outputPath('world-panel-zh.png') }),
    contentType: 'image/png',
  });
});

test('the world and frames saved as a scenario come back after a reset', async ({
  harness,
  ownMock,
}) => {
  await harness.open();
  await harness.openScenario('qa-two-frames');
  await expect(harness.frame('f2').app.getByText(masked(verified.phone))).toBeVisible({
    timeout: 15_000,
  });
  // What QA changed by hand: user info failing, the clock after the close.
  await harness.addFault(USER_INFO, 'http500');
  await harness.setClock('2026-11-18T16:00:00');
  await expect(harness.clock.getByTestId('mock-clock')).toContainText('2026-11-18 16:00');
  await harness.saveScenario(SAVED, 'QA: after the close, user info failing');
  const saved: unknown = JSON.parse(
    readFileSync(join(ownMock.scenarioDir, `${SAVED}.json`), 'utf8'),
  );
  expect(saved).toMatchObject({
    user: trader.phone,
    frames: [
      { device: 'iphone-se', language: 'en', theme: 'black', user: trader.phone },
      { device: 'pixel-7', language: 'yn', theme: 'red', user: verified.phone },
    ],
  });

  await harness.resetToFixtures();
  await expect
    .poll(async () => (await ownMock.control.get<{ rules: unknown[] }>('/faults')).rules)
    .toEqual([]);
  await expect(harness.clock.getByTestId('mock-clock')).not.toContainText('2026-11-18 16:00');

  await harness.openScenario(SAVED);
  await expect(harness.clock.getByTestId('mock-clock')).toContainText('2026-11-18 16:00');
  const { rules } = await ownMock.control.get<{ rules: { scope: { path?: string } }[] }>('/faults');
  expect(rules.map((r) => r.scope.path)).toEqual([USER_INFO]);
  // Both frames again, each in its language, on a new session of its own user.
  const [first, second] = [harness.frame('f1'), harness.frame('f2')];
  const sessionPhone = async (frame: typeof first) => {
    const { token } = await frame.storage();
    const { sessions } = await ownMock.control.get<Sessions>('/sessions');
    return sessions.find((s) => s.token === token)?.phone;
  };
  await expect.poll(() => sessionPhone(first), { timeout: 15_000 }).toBe(trader.phone);
  await expect.poll(() => sessionPhone(second), { timeout: 15_000 }).toBe(verified.phone);
  expect((await first.storage()).language).toBe('en');
  expect((await second.storage()).language).toBe('yn');
});
