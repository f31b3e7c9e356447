// Closing stock positions (api-contract §11.4): routing by the share count, the checks of
// `firstCloseFailure` with the entity checks the reference runs between them, money from
// `closeFigures`. A full close books the sale on the position; a partial close writes a new,
// closed row for the sold shares (fees pro-rated, so part + rest = the original to the cent) and
// the original keeps the rest. Balances: userAmt += net; enableAmt += net + released margin +
// the position's whole marginAdd — on every partial close too, as the reference does (§17.3 #11).
import Decimal from 'decimal.js';

import type { UserRow } from '../../../../fixtures/src/users';
import { limitPctOf } from '../../../../src/api/contracts/market-rules';
import type { UserPosition } from '../../../../src/api/contracts/models/trading';
import {
  closeFigures,
  directionOfText,
  positionBuyFees,
  stayDays,
  stayFee,
  type CloseFigures,
} from '../../../../src/api/contracts/trading-math';
import { firstCloseFailure, type CloseFacts } from '../../../../src/api/contracts/trading-rules';
import { moveMoney } from '../../store/ledger';

import {
  orderKey,
  orderSession,
  ruleChangePct,
  sessionMarketOf,
  siteProduct,
  siteSetting,
  writeCashLine,
} from './context';
import { ensureLots, moveOldestLots, sellableShares } from './lots';
import { CLOSE_MESSAGES, closeFailureMessage, lockedPositionMessage } from './messages';
import { instrumentOf, type BuyContext, type TradingDeps } from './buy-checks';

export type CloseOutcome =
  | { ok: true; isFull: boolean; position: UserPosition; closed: UserPosition }
  | { ok: false; message: string };

const refuse = (message: string): CloseOutcome => ({ ok: false, message });

/**
 * sell.do on a position the caller owns. `shares` routes: more than held → refused, equal → full,
 * fewer → partial (at least 100).
 */
export const closeStockPosition = (
  deps: TradingDeps,
  user: UserRow | undefined,
  position: UserPosition,
  shares: number,
  ctx: BuyContext,
): CloseOutcome => {
  const { store } = deps;
  const setting = siteSetting(store);
  const isHk = sessionMarketOf(position.stockGid) === 'hk';
  const direction = directionOfText(position.orderDirection);
  const base: CloseFacts = {
    shares,
    held: position.orderNum,
    session:
      setting && !ctx.isSessionIgnored
        ? orderSession(store, setting, ctx.now, sessionMarketOf(position.stockGid))
        : undefined,
    cantSellMinutes: setting?.cantSellTimes ?? undefined,
    minutesSinceBuy: (ctx.now - (position.buyOrderTime ?? 0)) / 60_000,
    direction,
  };
  // Routing, sessions and the minutes rule come before the entity checks.
  const early = firstCloseFailure(base);
  if (early) return refuse(closeFailureMessage(early, isHk));
  if (!user) return refuse(CLOSE_MESSAGES.userMissing);
  if (siteProduct(store)?.realNameDisplay && user.isLock === 1) {
    return refuse(CLOSE_MESSAGES.userLocked);
  }
  if (position.sellOrderId) return refuse(CLOSE_MESSAGES.alreadyClosed);
  if (position.isLock === 1) return refuse(lockedPositionMessage(position.lockMsg));
  const sellable = sellableShares(store, position, ctx.now);
  if (shares > sellable) return refuse(CLOSE_MESSAGES.notSellable);
  const instrument = instrumentOf(deps.market, position);
  if (!instrument) return refuse(CLOSE_MESSAGES.noQuote);
  const quote = deps.market.quote(instrument, ctx.now);
  const limitPct = limitPctOf(position.stockGid ?? '', position.stockName, position.stockPlate);
  const failure = firstCloseFailure({
    ...base,
    sellable,
    price: quote.price,
    changePct: ruleChangePct(quote, limitPct, 'down'),
    limitPct,
  });
  if (failure) return refuse(closeFailureMessage(failure, isHk));
  const figures = closeFigures(position, quote.price, shares, setting?.sellFee ?? 0);
  return figures.isFull
    ? closeFully(deps, user, position, quote.price, figures, ctx)
    : closePartly(deps, user, position, quote.price, figures, ctx);
};

/** The sale's fields on a closed row. */
const saleFields = (position: UserPosition, price: number, figures: CloseFigures, now: number) => {
  const days = stayDays(position.buyOrderTime ?? now, now);
  return {
    sellOrderId: orderKey(),
    sellOrderTime: now,
    sellOrderPrice: price,
    sellOrderFee: figures.sellFee.toNumber(),
    profitAndLose: figures.pnl.toNumber(),
    allProfitAndLose: figures.netPnl.toNumber(),
    orderStayDays: days,
    // Stored, not charged (§16 "Deferred fee").
    orderStayFee: stayFee({ ...position, orderNum: figures.shares }, days).toNumber(),
  };
};

/** userAmt += net; enableAmt += net + released margin + marginAdd, and the cash line. */
const settle = (
  deps: TradingDeps,
  user: UserRow,
  closed: UserPosition,
  marginAdd: number,
  figures: CloseFigures,
  ctx: BuyContext,
): void => {
  moveMoney(
    deps.store,
    user.id,
    {
      userAmt: figures.netPnl,
      enableAmt: figures.netPnl.plus(figures.releasedMargin).plus(marginAdd),
    },
    { reason: 'close', ref: `position:${closed.id}` },
  );
  writeCashLine(
    deps.store,
    user,
    {
      deType: '总盈亏',
      deAmt: figures.netPnl,
      positionId: closed.id,
      summary: `${closed.stockName}(${closed.stockCode}) 平仓 ${figures.shares}股`,
    },
    ctx.now,
    ctx.ip,
  );
};

const closeFully = (
  deps: TradingDeps,
  user: UserRow,
  position: UserPosition,
  price: number,
  figures: CloseFigures,
  ctx: BuyContext,
): CloseOutcome => {
  const closed =
    deps.store.tables.userPositions.update(
      position.id,
      saleFields(position, price, figures, ctx.now),
    ) ?? position;
  settle(deps, user, closed, closed.marginAdd ?? 0, figures, ctx);
  deps.store.changed();
  return { ok: true, isFull: true, position: closed, closed };
};

const minus = (a: number | null | undefined, b: Decimal): number =>
  new Decimal(a ?? 0).minus(b).toNumber();

const closePartly = (
  deps: TradingDeps,
  user: UserRow,
  position: UserPosition,
  price: number,
  figures: CloseFigures,
  ctx: BuyContext,
): CloseOutcome => {
  const { store } = deps;
  // Lots first: a position without rows implies one lot of its current share count.
  ensureLots(store, position);
  const { id: _id, ...rest } = position;
  const closed = store.tables.userPositions.insert({
    ...rest,
    positionSn: orderKey(),
    orderNum: figures.shares,
    orderTotalPrice: figures.costValue.toNumber(),
    orderFee: figures.buyFee.toNumber(),
    orderSpread: figures.stampDuty.toNumber(),
    spreadRatePrice: figures.spreadFee.toNumber(),
    ...saleFields(position, price, figures, ctx.now),
  });
  const remaining = {
    orderNum: position.orderNum - figures.shares,
    orderTotalPrice: minus(position.orderTotalPrice, figures.costValue),
    orderFee: minus(position.orderFee, figures.buyFee),
    orderSpread: minus(position.orderSpread, figures.stampDuty),
    spreadRatePrice: minus(position.spreadRatePrice, figures.spreadFee),
  };
  const kept =
    store.tables.userPositions.update(position.id, {
      ...remaining,
      allProfitAndLose: positionBuyFees({ ...position, ...remaining })
        .neg()
        .toNumber(),
    }) ?? position;
  moveOldestLots(store, kept, closed, figures.shares);
  settle(deps, user, closed, position.marginAdd ?? 0, figures, ctx);
  store.changed();
  return { ok: true, isFull: false, position: kept, closed };
};
