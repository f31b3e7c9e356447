// User and authentication (api-contract §6, §11.11).
import { hashPassword, verifyPassword } from '../../../fixtures/src/password';
import { NO_AGENT, ZERO_BALANCES } from '../../../fixtures/src/users';
import { TOKEN_HEADER } from '../../../src/api/contracts/constants';
import {
  checkPhone,
  getUserInfo,
  login,
  logout,
  register,
} from '../../../src/api/contracts/endpoints/user';
import { toUserInfo } from '../domain/user-info';
import { fail, ok } from '../http/envelope';
import type { Mount } from '../http/mount';
import { clientIp, ipLocation } from '../http/request-ip';
import { refuseSmsCode } from '../limits/code-check';
import { limitAddress, loginBackoff, tooFrequent } from '../limits/rate-limits';
import { findUserByPhone, insertUser } from '../store/users';

export const USER_MESSAGES = {
  loginBlank: '手机号和密码不能为空',
  loginLocked: '登陆失败, 账户被锁定',
  loginWrong: '登陆失败，用户名密码错误',
  loginOk: '登陆成功',
  regBlank: '注册失败, 参数不能为空',
  regWrongCode: '验证码错误,请重新输入',
  regPhoneTaken: '注册失败, 手机号已注册',
  regInsertFailed: '注册出错, 请重试',
  regOk: '注册成功.请登录',
  regUnknownAgent: '注册失败, 邀请码不存在',
  regLockedAgent: '注册失败, 邀请码已停用',
  phoneExists: '用户已存在',
  phoneUnknown: '用户不存在',
} as const;

/** The login cookie: set like the reference's, never read (only the header counts). */
const TOKEN_COOKIE = { path: '/', httpOnly: true, maxAge: 99_999_999 * 1000 } as const;

/** Java `StringUtils.isBlank`. */
export const isBlank = (text: string | undefined): boolean => !text || text.trim() === '';

export const userRoutes = (mount: Mount): void => {
  mount(login, ({ params, req, res, store, now }) => {
    const phone = params.phone ?? '';
    const password = params.userPwd ?? '';
    if (isBlank(phone) || isBlank(password)) return fail(USER_MESSAGES.loginBlank);
    // Ours (issue 17): limits per address, then the phone's backoff, before the password is
    // looked at, so a refused guess tells nothing.
    const address = limitAddress(req);
    const key = phone.trim();
    const allowed = store.limits.login(key, address);
    if (allowed.reason === 'address') return tooFrequent(res, allowed.wait);
    if (allowed.reason === 'backoff') return loginBackoff(res, allowed.wait);
    // The reference selects by phone and encrypted password, then checks the login lock.
    const user = findUserByPhone(store, phone);
    if (!user || !verifyPassword(password, user.userPwd)) {
      const wait = store.limits.loginFailed(key, address);
      // The wrong try that starts a wait says so (the reference's wording until then).
      return wait > 0 ? loginBackoff(res, wait) : fail(USER_MESSAGES.loginWrong);
    }
    store.limits.loginSucceeded(key);
    if (user.isLogin === 1) return fail(USER_MESSAGES.loginLocked);

    const token = store.sessions.create(user.id);
    res.cookie(TOKEN_HEADER, token, TOKEN_COOKIE);
    const ip = clientIp(req);
    store.tables.siteLoginLogs.insert({
      userId: user.id,
      userName: user.realName,
      loginIp: ip,
      loginAddress: ipLocation(ip),
      addTime: now,
    });
    return ok({ key: TOKEN_HEADER, token }, USER_MESSAGES.loginOk);
  });

  mount(register, ({ params, req, res, store, now }) => {
    const phone = params.phone ?? '';
    const password = params.userPwd ?? '';
    const code = params.yzmCode ?? '';
    if (isBlank(phone) || isBlank(password) || isBlank(code)) return fail(USER_MESSAGES.regBlank);
    // Either the image captcha `code_<uid>` (300 s, case-insensitive; the reference app's flow) or
    // the SMS code sent to this phone (our app, ADR 0006), checked under the limits (issue 17).
    const captcha = store.captchas.get(params.uid ?? '');
    const isCaptcha = captcha !== undefined && captcha.toLowerCase() === code.toLowerCase();
    const isSmsCode = !isCaptcha;
    if (isSmsCode) {
      const refusal = refuseSmsCode(
        store,
        req,
        res,
        phone.trim(),
        code.trim(),
        USER_MESSAGES.regWrongCode,
      );
      if (refusal) return refusal;
    }
    if (findUserByPhone(store, phone)) return fail(USER_MESSAGES.regPhoneTaken);
    // Invitation code: empty → no agent; otherwise an existing, unlocked agent's code.
    const agentCode = (params.agentCode ?? '').trim();
    let agent: { agentId: number; agentName: string } = NO_AGENT;
    if (agentCode !== '') {
      const row = store.tables.agents.first('agentCode', agentCode);
      if (!row) return fail(USER_MESSAGES.regUnknownAgent);
      if (row.isLock === 1) return fail(USER_MESSAGES.regLockedAgent);
      agent = { agentId: row.id, agentName: row.agentName };
    }

    const ip = clientIp(req);
    const user = insertUser(store, {
      ...agent,
      ...ZERO_BALANCES,
      phone,
      userPwd: hashPassword(password),
      withPwd: null,
      withdrawalPwd: null,
      nickName: null,
      realName: null,
      idCard: null,
      isOnline: false,
      accountType: 0,
      recomPhone: null,
      isLock: 1,
      isLogin: 0,
      regTime: now,
      regIp: ip,
      regAddress: ipLocation(ip),
      img1Key: null,
      img2Key: null,
      img3Key: null,
      isActive: 0,
      authMsg: null,
    });
    // Reference bug kept: a failed insert is reported with status 0 (§2.2).
    if (!user) return ok(undefined, USER_MESSAGES.regInsertFailed);
    if (isSmsCode) store.smsCodes.consume(phone.trim());
    store.changed();
    return ok(undefined, USER_MESSAGES.regOk);
  });

  mount(logout, ({ res, store, token }) => {
    store.sessions.delete(token);
    res.cookie(TOKEN_HEADER, '', { ...TOKEN_COOKIE, maxAge: 0 });
    return ok();
  });

  mount(checkPhone, ({ params, store }) => {
    const phone = params.phoneNum;
    return phone !== undefined && findUserByPhone(store, phone)
      ? ok(undefined, USER_MESSAGES.phoneExists)
      : fail(USER_MESSAGES.phoneUnknown);
  });

  mount(getUserInfo, ({ user, store }) => {
    // The interceptor guarantees a user; if the row vanished mid-request this throws, which the
    // global handler answers like the reference's NullPointerException.
    if (!user) throw new TypeError('Cannot read properties of null (current user)');
    return ok(toUserInfo(user, store));
  });
};
