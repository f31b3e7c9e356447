// State capsules (issue 4): a user's situation goes to a file and comes back after the world is
// reset, and the frame opens on that user with the same positions.
import type { APIRequestContext } from '@playwright/test';

import { NAMED_STOCKS } from '../../fixtures/src/named-securities';
import { NAMED_USERS } from '../../fixtures/src/users';

import type { MockControl } from '../e2e/control';

import { expect, test } from './fixtures';

const { verified } = NAMED_USERS;
const { moutai } = NAMED_STOCKS;

/** One lot of a stock bought through the mock's API, so the user differs from the fixtures. */
const buyOneLot = async (api: APIRequestContext, origin: string, stockId: number) => {
  const login = await api.post(`${origin}/api/user/login.do`, {
    form: { phone: verified.phone, userPwd: verified.password },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const buy = await api.post(`${origin}/user/buy.do`, {
    headers: { USERTOKEN: token },
    form: { stockId, buyNum: 100, buyType: 0, lever: 10 },
  });
  expect(await buy.json()).toMatchObject({ status: 0 });
};

interface StateExport {
  db: {
    users: { id: number; phone: string }[];
    userPositions: { userId: number; stockCode: string; sellOrderId: string | null }[];
  };
}

/** Open positions of the verified user in one stock, as the mock holds them. */
const positionsOf = async (control: MockControl, code: string): Promise<number> => {
  const { db } = await control.get<StateExport>('/state/export');
  const id = db.users.find((u) => u.phone === verified.phone)?.id;
  return db.userPositions.filter(
    (p) => p.userId === id && p.stockCode === code && p.sellOrderId === null,
  ).length;
};

test('export a capsule, reset, import it: the same positions come back', async ({
  harness,
  ownMock,
  request,
}, testInfo) => {
  // A Wednesday morning in session, so the buy is accepted.
  await ownMock.control.send('PUT', '/clock', { at: '2026-11-18 10:00:00', frozen: true });
  await buyOneLot(request, ownMock.origin, moutai.id);

  await harness.open();
  const frame = harness.frame('f1');
  await frame.logIn(verified.phone);
  await frame.goTo('/warehouse');
  const positions = frame.app.getByTestId('open-position');
  const bought = positions.filter({ hasText: moutai.code });
  await expect(bought).toHaveCount(1);
  const before = await positions.allInnerTexts();

  const file = testInfo.outputPath('capsule.json');
  await harness.exportCapsule(file);

  await harness.resetToFixtures();
  // The fixture world has no such position (asked of the mock: the frame is reloading).
  await expect.poll(() => positionsOf(ownMock.control, moutai.code)).toBe(0);

  await harness.importCapsule(file);
  await expect(bought).toHaveCount(1, { timeout: 15_000 });
  await expect(positions).toHaveCount(before.length);
  expect(await positionsOf(ownMock.control, moutai.code)).toBe(1);
});
