// Account entry calls (api-contract §6, §7.1). Every write carries an intent key, so a double tap
// sends one request; business refusals are left to the page (shown next to the field).
import { sendForgetSms, sendRegSms } from '@/api/contracts/endpoints/sms-captcha';
import { checkPhone, login, register, resetPassword } from '@/api/contracts/endpoints/user';
import { isApiError } from '@/lib/api/api-error';
import { request } from '@/lib/api-client';

export const INTENT = {
  login: 'auth.login',
  register: 'auth.register',
  reset: 'auth.reset',
  sendRegSms: 'auth.sms.register',
  sendForgetSms: 'auth.sms.forget',
  checkPhone: 'auth.checkPhone',
} as const;

export const loginWithPassword = async (phone: string, userPwd: string): Promise<string> =>
  (await request(login, { phone, userPwd }, { intentKey: INTENT.login })).data.token;

/** checkPhone answers status 0 when the phone IS registered (api-contract §6.4). */
export const isPhoneRegistered = async (phoneNum: string): Promise<boolean> => {
  try {
    await request(checkPhone, { phoneNum }, { intentKey: INTENT.checkPhone });
    return true;
  } catch (e) {
    if (isApiError(e) && e.kind === 'business') return false;
    throw e;
  }
};

export const sendRegisterCode = (phoneNum: string) =>
  request(sendRegSms, { phoneNum }, { intentKey: INTENT.sendRegSms, alert: 'all' });

export const sendForgetCode = (phoneNum: string) =>
  request(sendForgetSms, { phoneNum }, { intentKey: INTENT.sendForgetSms, alert: 'all' });

export interface RegisterForm {
  phone: string;
  userPwd: string;
  yzmCode: string;
  uid: string;
  agentCode: string;
}

export const registerAccount = (form: RegisterForm) =>
  request(register, form, { intentKey: INTENT.register });

export const resetLoginPassword = (phoneNum: string, code: string, newPwd: string) =>
  request(resetPassword, { phoneNum, code, newPwd }, { intentKey: INTENT.reset });
