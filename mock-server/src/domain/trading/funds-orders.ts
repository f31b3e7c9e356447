// Trading inside a funding (配资) sub-account (api-contract §14.5, §14.8), on the stock rules:
// buyFunds.do runs buy.do's checks (checkStockBuy) without the frequency ones, on the A-share
// windows with the holiday switch; sellFunds.do runs §14.8's checks in its order. Decisions on the
// reference's defects (§17.3):
//
// - #7, balances: copied. buyFunds.do moves no money (the reference computes the change and never
//   saves it); the fixtures' sub-account positions were booked that way, and getUserInfo's frozen
//   total counts the application's margin, not these positions.
// - #7, sub-account: not copied. The reference books into any number it is sent; the mock refuses
//   one that is not the caller's application in trading (status 1), after every reference check,
//   so each reference refusal still comes first (like sell.do's owner check).
// - #18: not copied. `orderTotalPrice` is stored divided by the lever as in the reference, but the
//   close's P/L is on the full value (buy price × shares), as fundsList shows it and the fixture's
//   closed position was booked: comparing the sell value with the divided value would book
//   value × (1 − 1/lever) of profit on a flat close. Nothing was frozen at the buy (#7), so nothing
//   is released: userAmt += net and enableAmt += net (releasing orderTotalPrice ÷ lever, or even
//   orderTotalPrice, would hand out money that never left).
// - #12: one stay-fee formula, trading-math's `stayFee` (margin × days × 0.025 %, buy day = 1) —
//   what the lists show; no daily 0.25 % job. Funding charges it at the close (§14.8) and
//   fundsList subtracts it (§14.7); stock closes store it uncharged (stock-close.ts).
//
// Ours besides: T+1 (a sub-account position is one lot; bought today → 当前可卖股数不足, as
// sell.do), a negative futures total refused with the index-contract wording.
import Decimal from 'decimal.js';

import type { UserRow } from '../../../../fixtures/src/users';
import { limitPctOf } from '../../../../src/api/contracts/market-rules';
import type { FundsApply, UserFundsPosition } from '../../../../src/api/contracts/models/funds';
import type { Stock } from '../../../../src/api/contracts/models/market';
import {
  cents,
  closeFigures,
  directionOfText,
  stayDays,
  stayFee,
  type Direction,
} from '../../../../src/api/contracts/trading-math';
import {
  firstCloseFailure,
  type CloseFacts,
  type CloseRuleFailure,
} from '../../../../src/api/contracts/trading-rules';
import { moveMoney } from '../../store/ledger';
import type { MockStore } from '../../store/store';

import { checkStockBuy, instrumentOf, type BuyContext, type TradingDeps } from './buy-checks';
import {
  openedStockFields,
  orderKey,
  orderSession,
  ruleChangePct,
  siteProduct,
  siteSetting,
  writeCashLine,
} from './context';
import { isBoughtBeforeToday } from './lots';
import {
  buyFailureMessage,
  CLOSE_MESSAGES,
  closeFailureMessage,
  FUNDS_MESSAGES,
  fundsTooSoon,
  INDEX_MESSAGES,
  lockedPositionMessage,
} from './messages';

/** `FundsApply.status` of a sub-account in trading. */
export const FUNDS_TRADING = 1;

/** The caller's applications in trading (getUserSubaccount.do), oldest first. */
export const tradingSubaccounts = (store: MockStore, userId: number): FundsApply[] =>
  store.tables.fundsApplies
    .where('userId', userId)
    .filter((a) => a.status === FUNDS_TRADING)
    .sort((a, b) => a.id - b.id);

export interface FundsOrder {
  stock: Stock;
  shares: number;
  direction: Direction;
  lever: number;
  subaccountNumber: number;
}

export type FundsOutcome =
  | { ok: true; position: UserFundsPosition }
  | { ok: false; kind: 'refused'; message: string }
  /** What the reference swallows into an empty body (unknown stock, lever ≤ 0). */
  | { ok: false; kind: 'empty' };

const refused = (message: string): FundsOutcome => ({ ok: false, kind: 'refused', message });

/** buyFunds.do: checks, then a `user_funds_position` row; no balance changes (#7). */
export const buyFundsPosition = (
  deps: TradingDeps,
  user: UserRow,
  order: FundsOrder,
  ctx: BuyContext,
): FundsOutcome => {
  const checked = checkStockBuy(deps, user, order.stock, order, {
    ...ctx,
    isFrequencyIgnored: true,
    sessionMarket: 'a',
  });
  if (!checked.ok) {
    if (checked.kind === 'empty') return checked;
    // The windows checked were the A-share ones, whatever the stock's market.
    return refused(
      checked.failure.rule === 'outside-hours'
        ? buyFailureMessage({ rule: 'outside-hours', market: 'a' })
        : checked.message,
    );
  }
  if (new Decimal(user.userFutAmt).isNegative()) return refused(INDEX_MESSAGES.futuresNegative);
  const isOwn = tradingSubaccounts(deps.store, user.id).some(
    (a) => a.subaccountNumber === order.subaccountNumber,
  );
  if (!isOwn) return refused(FUNDS_MESSAGES.subaccountMissing);
  const { quote, cost } = checked;
  const { stock } = order;
  const position = deps.store.tables.userFundsPositions.insert({
    ...openedStockFields(user, stock, {
      price: quote.price,
      at: ctx.now,
      direction: order.direction,
    }),
    subaccountNumber: order.subaccountNumber,
    stockId: stock.id,
    orderNum: order.shares,
    orderLever: order.lever,
    // price × shares ÷ lever, as the reference stores it (§14.5).
    orderTotalPrice: cost.margin.toNumber(),
    orderFee: cost.buyFee.toNumber(),
    orderSpread: cost.stampDuty.toNumber(),
    orderStayFee: 0,
    orderStayDays: 0,
    profitAndLose: 0,
    allProfitAndLose: cost.fees.neg().toNumber(),
    isLock: 0,
    lockMsg: null,
    stockPlate: stock.stockPlate ?? null,
    spreadRatePrice: cost.spreadFee.toNumber(),
  });
  deps.store.changed();
  return { ok: true, position };
};

/** The position's money on its full value (#18 not copied): what trading-math reads. */
export const fundsPositionMoney = (p: UserFundsPosition) => ({
  ...p,
  orderTotalPrice: cents(new Decimal(p.buyOrderPrice).times(p.orderNum)),
});

export type FundsCloseOutcome =
  { ok: true; position: UserFundsPosition } | { ok: false; message: string };

const refuse = (message: string): FundsCloseOutcome => ({ ok: false, message });

const closeMessage = (f: CloseRuleFailure): string =>
  f.rule === 'too-soon' ? fundsTooSoon(f.minutes) : closeFailureMessage(f, false);

/** sellFunds.do on the caller's position number, §14.8's checks in order. */
export const sellFundsPosition = (
  deps: TradingDeps,
  user: UserRow,
  positionSn: string,
  ctx: BuyContext,
): FundsCloseOutcome => {
  const { store } = deps;
  const setting = siteSetting(store);
  const windows =
    setting && orderSession(store, setting, ctx.now, 'a', { isHolidayChecked: false });
  if (windows && !windows.isOpen) return refuse(CLOSE_MESSAGES.outsideHours);
  const position = store.tables.userFundsPositions.first('positionSn', positionSn);
  // The reference reads any position by number; the mock answers only the owner's.
  if (!position || position.userId !== user.id) return refuse(CLOSE_MESSAGES.missing);
  if (siteProduct(store)?.realNameDisplay && user.isLock === 1) {
    return refuse(CLOSE_MESSAGES.userLocked);
  }
  const session = setting && orderSession(store, setting, ctx.now, 'a');
  if (session && !session.isOpen) return refuse(CLOSE_MESSAGES.holiday);
  if (position.sellOrderId) return refuse(CLOSE_MESSAGES.alreadyClosed);
  if (position.isLock === 1) return refuse(lockedPositionMessage(position.lockMsg));
  const shares = position.orderNum;
  const boughtAt = position.buyOrderTime ?? 0;
  const base: CloseFacts = {
    shares,
    held: shares,
    cantSellMinutes: setting?.cantSellTimes ?? undefined,
    minutesSinceBuy: (ctx.now - boughtAt) / 60_000,
    sellable: isBoughtBeforeToday(boughtAt, ctx.now) ? shares : 0,
    direction: directionOfText(position.orderDirection),
  };
  const early = firstCloseFailure(base);
  if (early) return refuse(closeMessage(early));
  const instrument = instrumentOf(deps.market, position);
  if (!instrument) return refuse(CLOSE_MESSAGES.noQuote);
  const quote = deps.market.quote(instrument, ctx.now);
  const limitPct = limitPctOf(position.stockGid ?? '', position.stockName, position.stockPlate);
  const failure = firstCloseFailure({
    ...base,
    price: quote.price,
    changePct: ruleChangePct(quote, limitPct, 'down'),
    limitPct,
  });
  if (failure) return refuse(closeMessage(failure));
  return { ok: true, position: settleFundsClose(deps, user, position, quote.price, ctx) };
};

/** Books the sale: fees incl. the stay fee out of the gross; net to both balances. */
export const settleFundsClose = (
  deps: TradingDeps,
  user: UserRow,
  position: UserFundsPosition,
  price: number,
  ctx: BuyContext,
): UserFundsPosition => {
  const { store } = deps;
  const sellFee = siteSetting(store)?.sellFee ?? 0;
  const figures = closeFigures(fundsPositionMoney(position), price, position.orderNum, sellFee);
  const days = stayDays(position.buyOrderTime ?? ctx.now, ctx.now);
  const stay = stayFee(position, days);
  const net = figures.netPnl.minus(stay);
  const closed =
    store.tables.userFundsPositions.update(position.id, {
      sellOrderId: orderKey(),
      sellOrderTime: ctx.now,
      sellOrderPrice: price,
      profitAndLose: figures.pnl.toNumber(),
      allProfitAndLose: net.toNumber(),
      orderStayDays: days,
      orderStayFee: stay.toNumber(),
    }) ?? position;
  moveMoney(
    store,
    user.id,
    { userAmt: net, enableAmt: net },
    { reason: 'funds close', ref: `funds-position:${position.id}` },
  );
  writeCashLine(
    store,
    user,
    {
      deType: '总盈亏',
      deAmt: net,
      positionId: position.id,
      summary: `${position.stockName}(${position.stockCode}) 配资平仓 ${position.orderNum}股`,
    },
    ctx.now,
    ctx.ip,
  );
  store.changed();
  return closed;
};
