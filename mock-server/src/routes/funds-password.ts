// The funds password (api-contract §11.12), safer than the reference (issue 17): stored as a scrypt
// hash like the login password; findIdWithPwd.do answers only whether one is set, never the value;
// replacing one needs the current one (`oldWithPwd`, ours), wrong answers counted per user.
import { hashPassword, verifyPassword } from '../../../fixtures/src/password';
import type { UserRow } from '../../../fixtures/src/users';
import {
  findIdWithPwd,
  FUNDS_PASSWORD_TEXT,
  insertWithPwd,
} from '../../../src/api/contracts/endpoints/trading';
import { WRONG_PASSWORD_LOCKED_TEXT } from '../../../src/api/contracts/limit-texts';
import { fail, ok } from '../http/envelope';
import type { Mount } from '../http/mount';
import { checkPassword } from '../limits/wrong-tries';

export const FUNDS_PASSWORD_MESSAGES = {
  paramsBlank: '参数不能为空',
  saved: '修改成功！',
} as const;

const isBlank = (text: string | undefined | null): boolean => !text || text.trim() === '';

/** The current user, or the reference's NullPointerException when the row vanished. */
const current = (user: UserRow | undefined): UserRow => {
  if (!user) throw new TypeError('Cannot read properties of null (current user)');
  return user;
};

export const hasFundsPassword = (user: UserRow): boolean => !isBlank(user.withPwd);

export const fundsPasswordRoutes = (mount: Mount): void => {
  mount(insertWithPwd, ({ params, store, user }) => {
    const me = current(user);
    const withPwd = params.withPwd ?? '';
    if (isBlank(withPwd)) return fail(FUNDS_PASSWORD_MESSAGES.paramsBlank);
    if (hasFundsPassword(me)) {
      const old = params.oldWithPwd ?? '';
      if (isBlank(old)) return fail(FUNDS_PASSWORD_TEXT.oldMissing);
      const verdict = checkPassword(store, 'funds', me.id, () => verifyPassword(old, me.withPwd));
      if (verdict === 'locked') return fail(WRONG_PASSWORD_LOCKED_TEXT);
      if (verdict === 'wrong') return fail(FUNDS_PASSWORD_TEXT.oldWrong);
    }
    store.tables.users.update(me.id, { withPwd: hashPassword(withPwd) });
    store.changed();
    return ok(undefined, FUNDS_PASSWORD_MESSAGES.saved);
  });

  // The reference answers the stored password in `msg`; here only whether there is one.
  mount(findIdWithPwd, ({ user }) =>
    hasFundsPassword(current(user))
      ? ok(undefined, FUNDS_PASSWORD_TEXT.isSet)
      : fail(FUNDS_PASSWORD_TEXT.notSet),
  );
};
