// Accounts beyond login (api-contract §6.6, §6.7, §7.1, §11.12, §13.10, §13.11): SMS codes,
// forgotten and changed passwords, the funds password, in-site messages.
//
// SMS codes: no SMS leaves the machine. A "sent" code is kept in `store.smsCodes` (1-minute
// validity, product-spec §9) and read by people and tests through `GET /__harness/sms-codes`.
import { randomInt } from 'node:crypto';

import type { Request, Response } from 'express';

import { hashPassword, verifyPassword } from '../../../fixtures/src/password';
import type { UserRow } from '../../../fixtures/src/users';
import { changePassword, resetPassword } from '../../../src/api/contracts/endpoints/user';
import { sendForgetSms, sendRegSms } from '../../../src/api/contracts/endpoints/sms-captcha';
import {
  getMessagelist,
  getUnreadCount,
  updateMessageStatus,
} from '../../../src/api/contracts/endpoints/money';
import { WRONG_PASSWORD_LOCKED_TEXT } from '../../../src/api/contracts/limit-texts';
import type { SiteMessage } from '../../../src/api/contracts/models/site';
import { noteInJournal } from '../control/journal';
import { catchUpFunds } from '../domain/funds/lifecycle';
import { catchUpNewShares } from '../domain/new-shares/lifecycle';
import { fail, ok } from '../http/envelope';
import { pageOf } from '../http/paging';
import { refuseSmsCode } from '../limits/code-check';
import { limitAddress, tooFrequent } from '../limits/rate-limits';
import type { Mount } from '../http/mount';
import type { SmsPurpose } from '../store/sms-codes';
import type { MockStore } from '../store/store';
import { findUserByPhone } from '../store/users';
import { checkPassword } from '../limits/wrong-tries';

import { fundsPasswordRoutes } from './funds-password';

export const ACCOUNT_MESSAGES = {
  smsSent: '发送成功',
  smsBlankPhone: '发送失败，手机号不能为空',
  paramsBlank: '参数不能为空',
  resetWrongCode: '修改密码失败，验证码错误',
  resetUnknownUser: '用户不存在',
  resetOk: '修改密码成功！',
  changeWrongOld: '密码错误',
  changeOk: '修改成功',
  messagesRead: '查看成功',
} as const;

/** Message status: 1 unread, 2 read (screens §10.4). */
export const MESSAGE_UNREAD = 1;
export const MESSAGE_READ = 2;
/** `userId` 999 asks for every user's messages (the admin's view, api-contract §13.10). */
export const ALL_USERS = 999;

const isBlank = (text: string | undefined): boolean => !text || text.trim() === '';

/** A random 4-digit code, like the reference's gateway (§7.1). */
export const newSmsCode = (): string => String(randomInt(0, 10_000)).padStart(4, '0');

/** The current user, or the reference's NullPointerException when the row vanished. */
const current = (user: UserRow | undefined): UserRow => {
  if (!user) throw new TypeError('Cannot read properties of null (current user)');
  return user;
};

const newestFirst = (a: SiteMessage, b: SiteMessage): number =>
  (b.addTime ?? 0) - (a.addTime ?? 0) || b.id - a.id;

export const messagesOf = (store: MockStore, userId: number): SiteMessage[] =>
  [...store.tables.siteMessages.where('userId', userId)].sort(newestFirst);

export const unreadCountOf = (store: MockStore, userId: number): number =>
  store.tables.siteMessages.where('userId', userId).filter((m) => m.status === MESSAGE_UNREAD)
    .length;

export const accountRoutes = (mount: Mount): void => {
  const sendSms =
    (purpose: SmsPurpose) => (phone: string, store: MockStore, req: Request, res: Response) => {
      if (isBlank(phone)) return fail(ACCOUNT_MESSAGES.smsBlankPhone);
      // The reference does not check the phone's format or whether it is registered, nor how often
      // it sends; the mock limits that per phone and per address (issue 17).
      const wait = store.limits.sms(phone.trim(), limitAddress(req));
      if (wait > 0) return tooFrequent(res, wait);
      const sms = store.smsCodes.issue(phone.trim(), newSmsCode(), purpose);
      // No SMS leaves the machine: the harness timeline shows the code with the request.
      noteInJournal(res, `SMS code ${sms.code} (${purpose}) to ${sms.phone}`);
      return ok(undefined, ACCOUNT_MESSAGES.smsSent);
    };
  const sendRegister = sendSms('register');
  const sendForget = sendSms('forget');

  mount(sendRegSms, ({ params, store, req, res }) =>
    sendRegister(params.phoneNum ?? '', store, req, res),
  );
  mount(sendForgetSms, ({ params, store, req, res }) =>
    sendForget(params.phoneNum ?? '', store, req, res),
  );

  // Forgotten password: the SMS code of the phone (§6.6). Success text in `data`.
  mount(resetPassword, ({ params, req, res, store }) => {
    const phone = (params.phoneNum ?? '').trim();
    const code = (params.code ?? '').trim();
    const newPwd = params.newPwd ?? '';
    if (isBlank(phone) || isBlank(code) || isBlank(newPwd)) {
      return fail(ACCOUNT_MESSAGES.paramsBlank);
    }
    // Under the limits of issue 17: per phone, per address, a few wrong tries per code.
    const refusal = refuseSmsCode(store, req, res, phone, code, ACCOUNT_MESSAGES.resetWrongCode);
    if (refusal) return refusal;
    const user = findUserByPhone(store, phone);
    if (!user) return fail(ACCOUNT_MESSAGES.resetUnknownUser);
    store.tables.users.update(user.id, { userPwd: hashPassword(newPwd) });
    store.smsCodes.consume(phone);
    store.changed();
    return ok(ACCOUNT_MESSAGES.resetOk);
  });

  // Change the login password while logged in (§6.7).
  mount(changePassword, ({ params, store, user }) => {
    const me = current(user);
    const oldPwd = params.oldPwd ?? '';
    const newPwd = params.newPwd ?? '';
    if (isBlank(oldPwd) || isBlank(newPwd)) return fail(ACCOUNT_MESSAGES.paramsBlank);
    // Wrong old passwords are counted: a stolen session cannot guess the login password here.
    const verdict = checkPassword(store, 'login-change', me.id, () =>
      verifyPassword(oldPwd, me.userPwd),
    );
    if (verdict === 'locked') return fail(WRONG_PASSWORD_LOCKED_TEXT);
    if (verdict === 'wrong') return fail(ACCOUNT_MESSAGES.changeWrongOld);
    store.tables.users.update(me.id, { userPwd: hashPassword(newPwd) });
    store.changed();
    return ok(undefined, ACCOUNT_MESSAGES.changeOk);
  });

  // Funds password: hashed, never answered, the current one needed to replace it (issue 17).
  fundsPasswordRoutes(mount);

  // In-site messages, newest first (§13.10). The reference's paging is consumed by a user
  // lookup that runs first, so every message comes back whatever pageNum / pageSize say.
  mount(getMessagelist, ({ params, store, user, now }) => {
    const me = current(user);
    // The new-share lifecycle's messages due by now are in the list (ADR 0027).
    catchUpNewShares(store, now);
    catchUpFunds(store, now);
    const pageSize = params.pageSize ?? 10;
    const all =
      params.userId === ALL_USERS
        ? [...store.db.siteMessages].sort(newestFirst)
        : messagesOf(store, me.id);
    return ok({ ...pageOf(all, 1, Math.max(all.length, 1)), pageSize });
  });

  mount(updateMessageStatus, ({ store, user, now }) => {
    const me = current(user);
    for (const m of store.tables.siteMessages.where('userId', me.id)) {
      if (m.status === MESSAGE_UNREAD) {
        store.tables.siteMessages.update(m.id, { status: MESSAGE_READ, updateTime: now });
      }
    }
    store.changed();
    return ok(ACCOUNT_MESSAGES.messagesRead);
  });

  mount(getUnreadCount, ({ store, user, now }) => {
    if (user) {
      catchUpNewShares(store, now);
      catchUpFunds(store, now);
    }
    return ok(user ? unreadCountOf(store, user.id) : 0);
  });
};
