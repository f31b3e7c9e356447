// `/user/transAmt.do` (api-contract §11.10): whole yuan between the financing account and the
// index or futures account — total and available of both sides in one ledger step — and a
// `siteAmtTransLogs` row. Quirks kept: a missing user answers status 0 "請先登錄"; type 3 reports
// the index account's text (§17.3 #16). Ours (issue 19): a funds-ledger line 资金互转 too, signed
// from the stock (financing) account, so cash/list.do — the only list the app can read — shows it.
import type { BalanceField } from '../../../fixtures/src/balances';
import { transAmt } from '../../../src/api/contracts/endpoints/trading';
import { CASH_DETAIL_TYPE } from '../../../src/api/contracts/cash-detail-types';
import { ENVELOPE_MESSAGES } from '../../../src/api/contracts/envelope';
import { writeMoneyCashLine } from '../domain/money/cash-lines';
import { TRANSFER_MESSAGES } from '../domain/trading/messages';
import { fail, ok } from '../http/envelope';
import type { MountEndpoint } from '../http/mount';
import { clientIp } from '../http/request-ip';
import { moveMoney } from '../store/ledger';

type Account = 'financing' | 'index' | 'futures';

const ACCOUNTS: Record<Account, { total: BalanceField; enable: BalanceField; name: string }> = {
  financing: { total: 'userAmt', enable: 'enableAmt', name: '融资' },
  index: { total: 'userIndexAmt', enable: 'enableIndexAmt', name: '指数' },
  futures: { total: 'userFutAmt', enable: 'enableFutAmt', name: '期货' },
};

const TRANSFERS: Record<number, { from: Account; to: Account; lowText: string }> = {
  1: { from: 'financing', to: 'index', lowText: TRANSFER_MESSAGES.financingLow },
  2: { from: 'index', to: 'financing', lowText: TRANSFER_MESSAGES.indexLow },
  3: { from: 'financing', to: 'futures', lowText: TRANSFER_MESSAGES.indexLow },
  4: { from: 'futures', to: 'financing', lowText: TRANSFER_MESSAGES.futuresLow },
};

export const tradingTransferRoutes = (mount: MountEndpoint): void => {
  mount(transAmt, ({ params, store, user, now, req }) => {
    if (!user) return ok(undefined, ENVELOPE_MESSAGES.serviceNotLoggedIn);
    const amt = params.amt ?? 0;
    if (amt <= 0) return fail(TRANSFER_MESSAGES.badAmount);
    const transfer = TRANSFERS[params.type ?? 0];
    if (!transfer) return fail(TRANSFER_MESSAGES.badType);
    const from = ACCOUNTS[transfer.from];
    const to = ACCOUNTS[transfer.to];
    if (user[from.enable] < amt) return fail(transfer.lowText);
    const id = store.tables.siteAmtTransLogs.nextId();
    const moved = moveMoney(
      store,
      user.id,
      { [from.total]: -amt, [from.enable]: -amt, [to.total]: amt, [to.enable]: amt },
      { reason: 'transfer', ref: `transfer:${id}`, nonNegative: [from.enable] },
    );
    if (!moved.ok) return fail(transfer.lowText);
    store.tables.siteAmtTransLogs.insert({
      id,
      userId: user.id,
      realName: user.realName,
      agentId: user.agentId,
      amtFrom: from.name,
      amtTo: to.name,
      transAmt: amt,
      addTime: now,
      tDesc: `${from.name}账户转入${to.name}账户 ${amt} 元`,
    });
    writeMoneyCashLine(
      store,
      user,
      {
        deType: CASH_DETAIL_TYPE.transfer,
        deAmt: transfer.from === 'financing' ? -amt : amt,
        summary: `转账单号${id}，${from.name}账户转入${to.name}账户${amt}元`,
      },
      { now, ip: clientIp(req) },
    );
    store.changed();
    return ok(undefined, TRANSFER_MESSAGES.done);
  });
};
