// Withdrawals and the funds ledger the trader reads (api-contract §13.4, §13.6, §13.8, §13.9):
// outMoney.do (the reference's checks in its order, domain/money/withdraw-request.ts), cancel.do,
// withdraw/list.do and cash/list.do — each caller sees only their own rows, newest first.
// Not copied: cancel.do's missing owner check (§17.3 #9) — someone else's request is 订单不存在.
import {
  cashList,
  outMoney,
  withdrawCancel,
  withdrawList,
} from '../../../src/api/contracts/endpoints/money';
import { WITHDRAW_CANCEL_TEXT, WITHDRAW_TEXT } from '../../../src/api/contracts/money-texts';
import { noteInJournal } from '../control/journal';
import { requestWithdrawal } from '../domain/money/withdraw-request';
import { cancelWithdrawal, WITHDRAW_STATUS } from '../domain/money/withdrawals';
import { fail, ok } from '../http/envelope';
import type { Mount } from '../http/mount';
import { pageOf } from '../http/paging';
import { clientIp } from '../http/request-ip';

import { whole } from './trading-positions';

/** PageSize defaults of the reference (§13.4, §13.6). */
export const WITHDRAW_PAGE_SIZE = 8;
export const CASH_PAGE_SIZE = 10;

const me = <U>(user: U | undefined): U => {
  if (!user) throw new TypeError('Cannot read properties of null (current user)');
  return user;
};

const isBlank = (text: string | undefined): boolean => !text || text.trim() === '';

export const withdrawalRoutes = (mount: Mount): void => {
  mount(outMoney, ({ params, store, user, now, req, res }) => {
    const form = { amt: params.amt ?? '', withPwd: params.withPwd ?? '' };
    const reply = requestWithdrawal(store, me(user), form, { now, ip: clientIp(req) });
    if (!reply.ok) return fail(reply.msg);
    const { row } = reply;
    noteInJournal(
      res,
      `withdrawal ${row.id}: ${row.withAmt} out of userAmt and enableAmt, fee ${row.withFee}, under review`,
    );
    return ok(undefined, WITHDRAW_TEXT.done);
  });

  mount(withdrawCancel, ({ params, store, user, now, req, res }) => {
    const caller = me(user);
    if (params.withId === undefined) return fail(WITHDRAW_CANCEL_TEXT.idMissing);
    const row = store.tables.userWithdraws.get(params.withId);
    if (!row || row.userId !== caller.id) return fail(WITHDRAW_CANCEL_TEXT.missing);
    if (row.withStatus !== WITHDRAW_STATUS.review) return fail(WITHDRAW_CANCEL_TEXT.notCancellable);
    const done = cancelWithdrawal(store, row.id, { now, ip: clientIp(req) });
    if (!done.ok) return fail(WITHDRAW_CANCEL_TEXT.failed);
    noteInJournal(
      res,
      `withdrawal ${row.id} cancelled: ${row.withAmt} back to userAmt and enableAmt`,
    );
    return ok(undefined, WITHDRAW_CANCEL_TEXT.done);
  });

  mount(withdrawList, ({ params, store, user }) => {
    const caller = me(user);
    const status = isBlank(params.withStatus) ? undefined : params.withStatus?.trim();
    const rows = store.tables.userWithdraws
      .where('userId', caller.id)
      .filter((w) => status === undefined || String(w.withStatus) === status)
      .sort((a, b) => (b.applyTime ?? '').localeCompare(a.applyTime ?? '') || b.id - a.id);
    return ok(pageOf(rows, whole(params.pageNum, 1), whole(params.pageSize, WITHDRAW_PAGE_SIZE)));
  });

  mount(cashList, ({ params, store, user }) => {
    const caller = me(user);
    const rows = store.tables.userCashDetails
      .where('userId', caller.id)
      .filter((c) => params.positionId === undefined || c.positionId === params.positionId)
      .sort((a, b) => (b.addTime ?? 0) - (a.addTime ?? 0) || b.id - a.id);
    return ok(pageOf(rows, whole(params.pageNum, 1), whole(params.pageSize, CASH_PAGE_SIZE)));
  });
};
