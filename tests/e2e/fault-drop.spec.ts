// The harness's "commit, then drop the reply" fault (harness-notes item 4) must reach the app as a
// lost reply, and only once. A connection that died before any reply byte is one Chromium silently
// sends the request again on — a POST too, when the connection was kept alive — so the mock booked
// a second withdrawal behind the app's back (seen in issue 19's reload journey). The fault now
// sends the head first: the browser sees a cut-off reply and the request reaches the mock once.
// Runs against the worker's own mock, whose fault board no other spec shares.
import { expect, test } from './own-mock';

const PATH = '/api/user/checkPhone.do';

interface JournalEntry {
  path: string;
}

test('dropResponse: the browser sees the reply die and never sends the request again', async ({
  page,
  ownMock,
}) => {
  const { control, origin } = ownMock;
  const count = async () =>
    (await control.get<{ entries: JournalEntry[] }>(`/journal?path=${PATH}&limit=500`)).entries
      .length;
  await page.goto(`${origin}${PATH}?phoneNum=13800000007`);
  // A first POST leaves a kept-alive connection behind, the case where Chromium resends.
  await page.evaluate(
    (p) => fetch(p, { method: 'POST', body: new URLSearchParams({ phoneNum: '13800000007' }) }),
    PATH,
  );
  const before = await count();
  await control.send('POST', '/faults', { kind: 'dropResponse', scope: { path: PATH }, times: 1 });

  const seen = await page.evaluate(async (p) => {
    try {
      const res = await fetch(p, {
        method: 'POST',
        body: new URLSearchParams({ phoneNum: '13800000007' }),
      });
      return `reply ${res.status} ${await res.text()}`;
    } catch (e) {
      return `failed: ${String(e)}`;
    }
  }, PATH);

  expect(seen).toMatch(/^failed/);
  await expect.poll(count).toBe(before + 1);
  // Still one, a moment later: no silent resend arrived after the failure either.
  await page.waitForTimeout(500);
  expect(await count()).toBe(before + 1);
});
