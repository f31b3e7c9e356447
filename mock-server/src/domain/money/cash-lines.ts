// The funds-ledger lines (`user_cash_detail`, api-contract §13.4) of money moves that have no
// position: withdrawals, their refunds and transfers between accounts. The reference writes none
// for these (ours, issue 19: the fund-flow page must explain every yuan); `positionId` stays null
// so the `positionId` filter of cash/list.do still means one position. Not a balance change: the
// balance moves through `moveMoney` beside it.
import Decimal from 'decimal.js';

import type { UserRow } from '../../../../fixtures/src/users';
import type { CashDetailType } from '../../../../src/api/contracts/cash-detail-types';
import { ipLocation } from '../../http/request-ip';
import type { MockStore } from '../../store/store';

export interface MoneyCashLine {
  deType: CashDetailType;
  /** Signed: negative = money out of the stock (financing) account. */
  deAmt: Decimal.Value;
  summary: string;
}

export const writeMoneyCashLine = (
  store: MockStore,
  user: UserRow,
  line: MoneyCashLine,
  at: { now: number; ip: string | null },
): void => {
  store.tables.userCashDetails.insert({
    agentId: user.agentId,
    agentName: user.agentName,
    userId: user.id,
    userName: user.realName,
    positionId: null,
    deType: line.deType,
    deAmt: new Decimal(line.deAmt).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber(),
    deSummary: line.summary,
    addTime: at.now,
    addIp: at.ip,
    addAddress: at.ip === null ? null : ipLocation(at.ip),
    isRead: 0,
  });
};
