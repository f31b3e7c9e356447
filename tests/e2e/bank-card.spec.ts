// Bank card journeys against the mock: wrong inputs per field (messages next to the field, other
// values kept), the server's own number rule, one request per double tap, the masked number,
// changing through customer service, and screenshots of the four routes in both themes.
import type { Page, TestInfo } from '@playwright/test';

import { expect, freshPhone, MOCK_ORIGIN, test } from './fixtures';
import { BankCardPage } from './pages/bank-card.page';
import { cloneUser, signIn } from './pages/kyc.page';

const CARD = { bankName: '招商银行', bankAddress: '深圳南山支行', bankNo: '6214830012345678' };
const MASKED = '6214 **** **** 5678';

const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
  await testInfo.attach(`${testInfo.project.name}-${name}`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
};

test('zh-CN: bind a card after wrong inputs, see it masked everywhere', async ({
  page,
  control,
}, testInfo) => {
  const user = await cloneUser(control, 'verifiedNoCard', freshPhone());
  await signIn(page, page.request, MOCK_ORIGIN, user);
  const bank = new BankCardPage(page);

  await bank.open('/card');
  await expect(page.getByRole('heading', { name: '暂未绑定银行卡' })).toBeVisible();
  await shoot(page, testInfo, 'card-empty-red');
  await bank.addButton.click();
  await expect(page).toHaveURL(/#\/addCard$/);
  await expect(bank.bankName).toBeVisible();
  await shoot(page, testInfo, 'addCard-form-red');

  // Nothing filled.
  await bank.submitButton.click();
  await expect(bank.bankName).toHaveAccessibleDescription('请输入银行名称');
  await expect(bank.bankAddress).toHaveAccessibleDescription('请输入开户支行');
  await expect(bank.bankNo).toHaveAccessibleDescription('请输入银行卡号');

  // Each field wrong in its own way; the others keep their values.
  await bank.fill({ bankName: 'CMB', bankAddress: CARD.bankAddress, bankNo: '0214830012345678' });
  await bank.submitButton.click();
  await expect(bank.bankName).toHaveAccessibleDescription(/银行名称只能包含汉字/);
  await expect(bank.bankNo).toHaveAccessibleDescription('银行卡号应为15~19位数字，且不能以0开头');
  await expect(bank.bankAddress).not.toHaveAccessibleDescription(/./);
  await expect(bank.bankAddress).toHaveValue(CARD.bankAddress);
  await bank.fill({ bankName: CARD.bankName, bankAddress: 'Nanshan 1' });
  await bank.submitButton.click();
  await expect(bank.bankAddress).toHaveAccessibleDescription('开户支行只能包含汉字');
  await expect(bank.bankName).toHaveValue(CARD.bankName);

  // 15 digits pass the app's rule, the backend wants at least 16: its text shows at the number.
  await bank.fill({ bankAddress: CARD.bankAddress, bankNo: '621483001234567' });
  await bank.submitButton.click();
  await expect(bank.bankNo).toHaveAccessibleDescription('银行卡号大于16位');
  await expect(bank.bankName).toHaveValue(CARD.bankName);

  // The number is readable while typing and masked once the field is left.
  await bank.fill({ bankNo: CARD.bankNo });
  await expect(bank.bankNo).toHaveValue(MASKED);
  await bank.bankNo.focus();
  await expect(bank.bankNo).toHaveValue('6214 8300 1234 5678');
  await bank.bankNo.blur();

  // A double tap sends one request.
  let adds = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/user/bank/add.do') adds++;
  });
  await bank.submitButton.dblclick();
  await expect(page).toHaveURL(/#\/card$/);
  await expect(bank.cardNumber).toHaveText(MASKED);
  expect(adds).toBe(1);
  await expect(page.locator('body')).not.toContainText(CARD.bankNo);
  await shoot(page, testInfo, 'card-bound-red');

  for (const path of ['/bankCard', '/addCard', '/bankUpDate'] as const) {
    await bank.open(path);
    await expect(bank.cardNumber).toHaveText(MASKED);
    await expect(page.locator('body')).not.toContainText(CARD.bankNo);
    await shoot(page, testInfo, `${path.slice(1)}-bound-red`);
  }
  // Changing goes through customer service.
  await expect(bank.contactButton).toBeVisible();
  await bank.contactButton.click();
  await expect(page).toHaveURL(/#\/service$/);

  await page.goto('/#/setting');
  await page.getByTestId('theme-black').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'black');
  for (const path of ['/card', '/bankCard', '/addCard', '/bankUpDate'] as const) {
    await bank.open(path);
    await expect(bank.cardNumber).toHaveText(MASKED);
    await shoot(page, testInfo, `${path.slice(1)}-bound-black`);
  }
});

test('en: the form on /bankCard with English messages, then the card', async ({
  page,
  control,
}, testInfo) => {
  const user = await cloneUser(control, 'verifiedNoCard', freshPhone());
  await signIn(page, page.request, MOCK_ORIGIN, user, 'en');
  const bank = new BankCardPage(page, 'en');
  await page.goto('/#/setting');
  await page.getByTestId('theme-black').click();
  await bank.open('/bankCard');
  await shoot(page, testInfo, 'bankCard-form-black');
  await bank.open('/card');
  await shoot(page, testInfo, 'card-empty-black');
  await bank.open('/bankUpDate');
  await shoot(page, testInfo, 'bankUpDate-empty-black');
  await bank.open('/bankCard');

  await bank.fill({ bankName: '招商银行', bankAddress: '', bankNo: '12345' });
  await bank.submitButton.click();
  await expect(bank.bankAddress).toHaveAccessibleDescription('Please enter the branch');
  await expect(bank.bankNo).toHaveAccessibleDescription(
    'The bank card number must have 15–19 digits and must not start with 0',
  );
  await expect(bank.bankName).not.toHaveAccessibleDescription(/./);
  await bank.fill({ bankAddress: CARD.bankAddress, bankNo: '6222 0212 3456 7890 123' });
  await bank.submitButton.click();
  await expect(page).toHaveURL(/#\/card$/);
  await expect(bank.cardNumber).toHaveText('6222 **** **** 0123');
  await expect(bank.changeButton).toBeVisible();
});
