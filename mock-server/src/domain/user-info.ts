// `UserInfoVO` of `/user/getUserInfo.do` (api-contract §11.11), computed from the user row and
// their positions and funding applications: frozen margins and realised P/L as §11.11 says, and
// the floating net P/L of open stock and index positions at live prices (the same figures the
// position lists show). The user's pending orders are settled first (executor.ts), so balances
// include what the market has triggered. Futures P/L stays 0, as in the reference. Passwords
// never leave.
import Decimal from 'decimal.js';

import type { UserRow } from '../../../fixtures/src/users';
import type { UserInfo } from '../../../src/api/contracts/models/user';
import type { Market } from '../market/market';
import type { MockStore } from '../store/store';

import { catchUpFunds } from './funds/lifecycle';
import { catchUpNewShares } from './new-shares/lifecycle';
import { marketOf } from './trading/context';
import { runPendingOrders } from './trading/executor';
import { isIndexOpen } from './trading/index-orders';
import { openIndexPnl, openStockFigures } from './trading/views';

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

/** Σ live net P/L of the user's open stock and index positions (stored values without a quote). */
const floatingFigures = (store: MockStore, market: Market, userId: number, now: number) => {
  const stock = store.tables.userPositions
    .where('userId', userId)
    .filter((p) => !p.sellOrderId)
    .map((p) => openStockFigures(p, market, now)?.netPnl.toNumber() ?? p.allProfitAndLose);
  const index = store.tables.userIndexPositions
    .where('userId', userId)
    .filter(isIndexOpen)
    .map((p) => openIndexPnl(p, market, now)?.netPnl.toNumber() ?? p.allProfitAndLose);
  return { stock: sum(stock), index: sum(index) };
};

export const toUserInfo = (user: UserRow, store: MockStore): UserInfo => {
  const market = marketOf(store);
  const now = store.clock.now();
  catchUpNewShares(store, now);
  catchUpFunds(store, now, market);
  runPendingOrders({ store, market }, user.id, now);
  const floating = floatingFigures(store, market, user.id, now);
  const floatingStockPnl = floating.stock;
  const floatingIndexPnl = floating.index;
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
    userAmt: sum([user.userAmt, floatingStockPnl]),
    allProfitAndLose: floatingStockPnl,
    allFreezAmt: figures.allFreezAmt,
    // Σ P/L of closed positions; null when there are none (§11.11).
    accountProfitAndLose: figures.accountProfitAndLose,
    enableIndexAmt: user.enableIndexAmt,
    userIndexAmt: sum([user.userIndexAmt, floatingIndexPnl]),
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
