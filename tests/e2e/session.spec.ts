// product-spec §8: when the mock ends a session (control API), the next call gets the reference's
// not-logged-in reply and the app shows one localized toast, forgets the token and goes to /login.
import { expect, freshPhone, MOCK_ORIGIN, test } from './fixtures';
import { loginViaApi, registerViaApi, useToken } from './pages/auth.page';

test('an expired session shows one toast and returns to the login page', async ({
  page,
  request,
  control,
}) => {
  const phone = freshPhone();
  await registerViaApi(request, control, MOCK_ORIGIN, phone, 'sess1234');
  await useToken(page, await loginViaApi(request, MOCK_ORIGIN, phone, 'sess1234'));
  await page.goto('/#/User');
  await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();

  const { expired } = await control.send<{ expired: number }>('POST', '/sessions/expire', {
    phone,
  });
  expect(expired).toBe(1);
  await page.goto('/#/notify');

  await expect(page.getByText('您还未登录，请先登录')).toHaveCount(1);
  await expect(page).toHaveURL(/#\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('USERTOKEN'))).toBeNull();
});
