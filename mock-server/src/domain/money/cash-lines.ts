// The funds-ledger lines (`user_cash_detail`, api-contract §13.4): the one writer every rule uses
// (the trading ones through `writeCashLine`), and the lines of money moves that have no position:
// withdrawals, their refunds and transfers between accounts. The reference writes none for these
// (ours, issue 19: the fund-flow page must explain every yuan); `positionId` stays null so the
// `positionId` filter of cash/list.do still means one position. Not a balance change: the balance
// moves through `moveMoney` beside it.
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

/** A `user_cash_detail` row as the trading and money rules write it (api-contract §13.4). */
export interface CashDetailLine {
  deType: string;
  /** Signed: negative = money out of the account. */
  deAmt: Decimal.Value;
  /** The position it belongs to; null for money moves without one. */
  positionId: number | null;
  summary: string;
}

/** The one writer of a funds-ledger line (amount half-up to the cent); not a balance change. */
export const writeCashDetail = (
  store: MockStore,
  user: UserRow,
  line: CashDetailLine,
  at: { now: number; ip: string | null },
): void => {
  store.tables.userCashDetails.insert({
    agentId: user.agentId,
    agentName: user.agentName,
    userId: user.id,
    userName: user.realName,
    positionId: line.positionId,
    deType: line.deType,
    deAmt: new Decimal(line.deAmt).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber(),
    deSummary: line.summary,
    addTime: at.now,
    addIp: at.ip,
    addAddress: at.ip === null ? null : ipLocation(at.ip),
    isRead: 0,
  });
};

export const writeMoneyCashLine = (
  store: MockStore,
  user: UserRow,
  line: MoneyCashLine,
  at: { now: number; ip: string | null },
): void => writeCashDetail(store, user, { ...line, positionId: null }, at);
