// `UserInfoVO` of `/user/getUserInfo.do` (api-contract §11.11), computed from the user row. There
// are no positions, funding applications or subscriptions yet, so floating P/L, frozen margin and
// realised P/L are 0 / null; later issues fill them from those tables. Passwords never leave.
import type { UserRow } from '../../../fixtures/src/users';
import type { UserInfo } from '../../../src/api/contracts/models/user';

export const toUserInfo = (user: UserRow): UserInfo => {
  const floatingStockPnl = 0;
  const floatingIndexPnl = 0;
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
    allFreezAmt: 0,
    // Σ P/L of closed positions; null when there are none (§11.11).
    accountProfitAndLose: null,
    enableIndexAmt: user.enableIndexAmt,
    userIndexAmt: user.userIndexAmt + floatingIndexPnl,
    allIndexProfitAndLose: floatingIndexPnl,
    allIndexFreezAmt: 0,
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
