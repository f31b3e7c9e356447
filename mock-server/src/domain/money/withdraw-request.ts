// `/user/withdraw/outMoney.do` as a whole (api-contract §13.8): the controller's funds-password
// comparison first, then the service's checks (withdraw-checks.ts), then the booking
// (withdrawals.ts). Ours on the password (issue 17): it is stored hashed, wrong answers count
// toward the lock every current-password check shares (limits/wrong-tries.ts), and a user without
// one is told to set one (the reference throws on the null and answers its global error).
import { verifyPassword } from '../../../../fixtures/src/password';
import type { UserRow } from '../../../../fixtures/src/users';
import type { UserWithdraw } from '../../../../src/api/contracts/models/money';
import { FUNDS_PASSWORD_TEXT } from '../../../../src/api/contracts/endpoints/trading';
import { WRONG_PASSWORD_LOCKED_TEXT } from '../../../../src/api/contracts/limit-texts';
import { WITHDRAW_TEXT } from '../../../../src/api/contracts/money-texts';
import { checkPassword } from '../../limits/wrong-tries';
import type { MockStore } from '../../store/store';

import { firstWithdrawRefusal } from './withdraw-checks';
import { bookWithdrawal, type MoneyAt } from './withdrawals';

export type WithdrawReply = { ok: true; row: UserWithdraw } | { ok: false; msg: string };

const isBlank = (text: string | null | undefined): boolean => !text || text.trim() === '';

export const requestWithdrawal = (
  store: MockStore,
  user: UserRow,
  params: { amt: string; withPwd: string },
  at: MoneyAt,
): WithdrawReply => {
  if (isBlank(user.withPwd)) return { ok: false, msg: FUNDS_PASSWORD_TEXT.notSet };
  const verdict = checkPassword(store, 'funds', user.id, () =>
    verifyPassword(params.withPwd, user.withPwd),
  );
  if (verdict === 'locked') return { ok: false, msg: WRONG_PASSWORD_LOCKED_TEXT };
  if (verdict === 'wrong') return { ok: false, msg: WITHDRAW_TEXT.wrongFundsPassword };

  const setting = store.db.siteSettings[0];
  // The reference reads the setting row unguarded; its catch-all answers the null.
  if (!setting) return { ok: false, msg: WITHDRAW_TEXT.failed };
  const check = firstWithdrawRefusal({
    amt: params.amt,
    user,
    hasBankCard: store.tables.userBanks.first('userId', user.id) !== undefined,
    setting,
    product: store.db.siteProducts[0],
    now: at.now,
  });
  if (!check.ok) return check;
  const row = bookWithdrawal(store, user, check.amount.toFixed(2), setting, at);
  return row ? { ok: true, row } : { ok: false, msg: WITHDRAW_TEXT.lowBalance };
};
