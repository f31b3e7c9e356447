// Issue 5's whole journey through the UI, in zh-CN and English: register → log in → verify
// identity (the mock approves through the control API) → bind a card → see it masked → log out.
// The field-by-field checks live in auth, kyc and bank-card specs; this proves the pieces join.
import { expect, freshPhone, test } from './fixtures';
import { SettingsPage, UserTabPage } from './pages/account.page';
import { LoginPage, RegisterPage, smsCodeOf, TEXT, useLanguage } from './pages/auth.page';
import { BankCardPage } from './pages/bank-card.page';
import { KycPage, photo } from './pages/kyc.page';

const CARD = { bankName: '招商银行', bankAddress: '深圳南山支行', bankNo: '6214830012345678' };
const MASKED = '6214 **** **** 5678';

for (const lang of ['zh-CN', 'en'] as const) {
  test(`a new trader gets verified and binds a card (${lang})`, async ({ page, control }) => {
    // Register → log in → verify → bind a card: six pages and two reviews, longer than one page.
    test.setTimeout(60_000);
    const text = TEXT[lang];
    await useLanguage(page, lang);
    const phone = freshPhone();
    const password = 'Trade.123';

    const register = new RegisterPage(page);
    await register.open();
    await register.fill({ phone, password, confirm: password });
    await register.sendCode.click();
    await register.fill({ code: await smsCodeOf(control, phone) });
    await register.agree.click();
    await register.submit.click();
    await expect(page).toHaveURL(/#\/login$/);

    const login = new LoginPage(page);
    await login.fill({ password });
    await login.submit.click();
    await expect(page).toHaveURL(/#\/home$/);

    const kyc = new KycPage(page, lang);
    await kyc.open('/smrz');
    await kyc.realName.fill('王小红');
    await kyc.idCard.fill('110101199003071234');
    await kyc.upload('front', photo('front.png'));
    await kyc.upload('back', photo('back.png'));
    // A tap on submit while a photo is still uploading only says "wait for the upload" (CI once
    // clicked that early and no submission ever came): tap once both photos show.
    await kyc.expectPhoto('front', lang === 'en' ? 'ID front' : '身份证正面');
    await kyc.expectPhoto('back', lang === 'en' ? 'ID back' : '身份证反面');
    // Approve only once the submission has reached the mock.
    await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/user/auth.do'),
      kyc.submitButton.click(),
    ]);
    await control.send('POST', `/kyc/${phone}/approve`);

    const user = new UserTabPage(page);
    await user.open();
    await expect(user.phone).toHaveText(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    await expect(user.verification).toHaveAttribute('data-status', 'verified');

    const bank = new BankCardPage(page, lang);
    await bank.open('/addCard');
    await bank.fill(CARD);
    await bank.submitButton.click();
    await expect(page).toHaveURL(/#\/card$/);
    await expect(bank.cardNumber).toHaveText(MASKED);
    await expect(page.locator('body')).not.toContainText(CARD.bankNo);

    const settings = new SettingsPage(page);
    await settings.open();
    await settings.logout.click();
    await page.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(page).toHaveURL(/#\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('USERTOKEN'))).toBeNull();
  });
}
