// Listing day (ADR 0027): a paid allotment (status 4) becomes an open stock position — lever 1,
// long, the allotted shares at the issue price, `positionType` = the owner's account type, a lot
// row, a funds-ledger line — and its money moves from `djzj` (frozen new-share funds) into the
// position's margin, which the user-info view counts in `allFreezAmt`; `enableAmt` and `userAmt`
// do not move (the pay-in already took the money out of available funds). The application turns
// status 5 with `fixTime`. A share whose code is no security yet becomes one here, so the market
// engine prices it and /warehouse shows its market value.
import Decimal from 'decimal.js';

import type { StockSubscribeRow } from '../../../../fixtures/src/ipo';
import { SubscriptionStatus } from '../../../../src/api/contracts/codes';
import type { UserStockSubscribe } from '../../../../src/api/contracts/models/ipo';
import type { Stock } from '../../../../src/api/contracts/models/market';
import { CASH_DETAIL_TYPE } from '../../../../src/api/contracts/cash-detail-types';
import { moveMoney } from '../../store/ledger';
import type { MockStore } from '../../store/store';
import { formatBeijing } from '../beijing-time';
import { openedStockFields, writeCashLine } from '../trading/context';
import { addLot } from '../trading/lots';

import { applicationRef } from './application-row';
import { emitLifecycle } from './lifecycle-events';

type Board = { type: 'sh' | 'sz' | 'bj'; plate: '科创' | '创业' | null };

/** The exchange and board of a share, from its market text (沪/深/北/科/创) or else its code. */
export const boardOf = (share: Pick<StockSubscribeRow, 'stockType' | 'code'>): Board => {
  switch (share.stockType?.trim().toLowerCase()) {
    case '沪':
    case 'sh':
      return { type: 'sh', plate: null };
    case '科':
      return { type: 'sh', plate: '科创' };
    case '深':
    case 'sz':
      return { type: 'sz', plate: null };
    case '创':
      return { type: 'sz', plate: '创业' };
    case '北':
    case 'bj':
      return { type: 'bj', plate: null };
  }
  const { code } = share;
  if (/^(688|787)/.test(code)) return { type: 'sh', plate: '科创' };
  if (/^30/.test(code)) return { type: 'sz', plate: '创业' };
  if (/^[67]/.test(code)) return { type: 'sh', plate: null };
  if (/^[0-3]/.test(code)) return { type: 'sz', plate: null };
  return { type: 'bj', plate: null };
};

/** The share's row in the securities master, added when missing (the engine then prices it). */
export const ensureSecurity = (store: MockStore, share: StockSubscribeRow, at: number): Stock => {
  const { type, plate } = boardOf(share);
  const gid = `${type}${share.code}`;
  const existing = store.tables.stocks.first('stockGid', gid);
  if (existing) return existing;
  const stock = store.tables.stocks.insert({
    stockName: share.name,
    stockCode: share.code,
    stockSpell: null,
    stockType: type,
    stockGid: gid,
    stockPlate: plate,
    isLock: 0,
    isShow: 0,
    addTime: at,
    spreadRate: 0,
    dataBase: 0,
  });
  emitLifecycle(store, { step: 'listing', note: `new share ${share.code} added as ${gid}` });
  return stock;
};

/** Books one paid application as a position at `at`; false when it cannot (not paid, no owner). */
export const listApplication = (
  store: MockStore,
  app: UserStockSubscribe,
  share: StockSubscribeRow,
  at: number,
): boolean => {
  if (app.status !== SubscriptionStatus.PAID || app.userId == null) return false;
  const user = store.tables.users.get(app.userId);
  if (!user) return false;
  const shares = app.applyNumber ?? app.applyNums ?? 0;
  const price = new Decimal(app.buyPrice ?? share.price ?? 0);
  const value = price.times(shares).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const bond = new Decimal(app.bond ?? 0);
  const positionId = store.tables.userPositions.nextId();
  // What was paid leaves djzj; any difference to the booked value returns to available funds.
  const moved = moveMoney(
    store,
    user.id,
    { djzj: bond.neg(), enableAmt: bond.minus(value) },
    { reason: 'new share listed', ref: applicationRef(app.id), nonNegative: ['djzj'] },
  );
  if (!moved.ok) {
    emitLifecycle(store, {
      step: 'listing',
      userId: user.id,
      note: `new share ${app.newCode}: application ${app.id} not listed (${moved.reason})`,
    });
    return false;
  }
  const stock = ensureSecurity(store, share, at);
  const position = store.tables.userPositions.insert({
    id: positionId,
    ...openedStockFields(user, stock, { price: price.toNumber(), at, direction: 'long' }),
    profitTargetPrice: null,
    stopTargetPrice: null,
    orderNum: shares,
    orderLever: 1,
    orderTotalPrice: value.toNumber(),
    orderFee: 0,
    sellOrderFee: 0,
    orderSpread: 0,
    orderStayFee: 0,
    orderStayDays: 0,
    profitAndLose: 0,
    allProfitAndLose: 0,
    isLock: 0,
    lockMsg: null,
    stockPlate: stock.stockPlate ?? null,
    spreadRatePrice: 0,
    marginAdd: 0,
  });
  addLot(store, position, { orderNum: shares, buyOrderTime: at, buyOrderPrice: price.toNumber() });
  store.tables.users.update(user.id, {
    sumBuyAmt: new Decimal(user.sumBuyAmt).plus(value).toDecimalPlaces(2).toNumber(),
  });
  const summary = `${stock.stockName}(${stock.stockCode}) 新股上市转持仓 ${shares}股`;
  writeCashLine(
    store,
    user,
    { deType: CASH_DETAIL_TYPE.stockBought, deAmt: value, positionId, summary },
    at,
    null,
  );
  store.tables.userStockSubscribes.update(app.id, {
    status: SubscriptionStatus.MOVED_TO_POSITION,
    fixTime: formatBeijing(at),
  });
  emitLifecycle(store, {
    step: 'listing',
    userId: user.id,
    note: `new share ${app.newCode}: application ${app.id} listed as position ${positionId} (${shares} shares at ${price.toFixed(2)}, ${bond.toFixed(2)} out of djzj)`,
  });
  store.changed();
  return true;
};
