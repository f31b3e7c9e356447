// `UserInfoVO` of `/user/getUserInfo.do` (api-contract §11.11), computed from the user row and
// their positions and funding applications: frozen margins and realised P/L as §11.11 says.
// Floating P/L of open positions needs the trading rules (issue 7) and is 0 until then.
// Passwords never leave.
import Decimal from 'decimal.js';

import type { UserRow } from '../../../fixtures/src/users';
import type { UserInfo } from '../../../src/api/contracts/models/user';
import type { MockStore } from '../store/store';

const sum = (values: readonly (number | null | undefined)[]): number =>
  values
    .reduce<Decimal>((acc, v) => acc.plus(v ?? 0), new Decimal(0))
    .toDecimalPlaces(2)
    .toNumber();

/** Frozen margins and realised P/L from the user's rows (§11.11). */
const accountFigures = (store: MockStore, userId: number) => {
  const positions = store.tables.userPositions.where('userId', userId);
  const open = positions.filter((p) => !p.sellOrderId);
  const closed = positions.filter((p) => p.sellOrderId);
  const funding = store.tables.fundsApplies
    .where('userId', userId)
    .filter((a) => a.status === 1 || a.status === 3);
  const openIndex = store.tables.userIndexPositions
    .where('userId', userId)
    .filter((p) => p.sellOrderPrice === null || p.sellOrderPrice === undefined);
  const margin = (p: (typeof open)[number]) =>
    new Decimal(p.orderTotalPrice ?? 0)
      .div(p.orderLever || 1)
      .toDecimalPlaces(2)
      .plus(p.marginAdd ?? 0)
      .toNumber();
  return {
    allFreezAmt: sum([...open.map(margin), ...funding.map((a) => a.margin)]),
    accountProfitAndLose: closed.length ? sum(closed.map((p) => p.allProfitAndLose)) : null,
    allIndexFreezAmt: sum(openIndex.map((p) => p.allDepositAmt)),
  };
};

export const toUserInfo = (user: UserRow, store: MockStore): UserInfo => {
  const floatingStockPnl = 0;
  const floatingIndexPnl = 0;
  const figures = accountFigures(store, user.id);
  return {
    id: user.id,
    agentId: user.agentId,
    agentName: user.agentName,
    phone: user.phone,
    nickName: user.nickName,
    realName: user.realName,
    idCard: user.idCard,
    accountType: user.accountType,
    recomPhone: user.recomPhone,
    isLock: user.isLock,
    isActive: user.isActive,
    authMsg: user.authMsg,
    regTime: user.regTime,
    regIp: user.regIp,
    regAddress: user.regAddress,
    img1Key: user.img1Key,
    img2Key: user.img2Key,
    img3Key: user.img3Key,
    enableAmt: user.enableAmt,
    userAmt: user.userAmt + floatingStockPnl,
    allProfitAndLose: floatingStockPnl,
    allFreezAmt: figures.allFreezAmt,
    // Σ P/L of closed positions; null when there are none (§11.11).
    accountProfitAndLose: figures.accountProfitAndLose,
    enableIndexAmt: user.enableIndexAmt,
    userIndexAmt: user.userIndexAmt + floatingIndexPnl,
    allIndexProfitAndLose: floatingIndexPnl,
    allIndexFreezAmt: figures.allIndexFreezAmt,
    enableFuturesAmt: user.enableFutAmt,
    userFuturesAmt: user.userFutAmt,
    // Futures P/L is forced to 0 in the reference.
    allFuturesProfitAndLose: 0,
    allFuturesFreezAmt: 0,
    tradingAmount: user.tradingAmount,
    djzj: user.djzj,
    // Declared but never filled by the reference (§17.3 #14).
    siteLever: null,
  };
};
