// Opening and adding to leveraged stock positions (api-contract §11.3, §11.13 buy2, §16): the 24
// checks of `firstBuyFailure` in the reference's order, money from `stockOrderCost`, the margin
// out of `enableAmt` through the ledger, a cash line and a lot row per buy. Used by buy.do,
// buy2.do, the pending-order executor, and (`bookStockPosition`) block trades and VIP grabs.
import Decimal from 'decimal.js';

import type { UserRow } from '../../../../fixtures/src/users';
import type { UserPosition } from '../../../../src/api/contracts/models/trading';
import {
  DIRECTION_TEXT,
  directionOfText,
  mergeAddOn,
  type StockOrderCost,
} from '../../../../src/api/contracts/trading-math';
import type { BuyRuleFailure } from '../../../../src/api/contracts/trading-rules';
import type { Stock } from '../../../../src/api/contracts/models/market';
import { moveMoney } from '../../store/ledger';
import type { MockStore } from '../../store/store';

import {
  checkStockBuy,
  type BuyContext,
  type StockOrder,
  type BuyOutcome,
  type Checked,
  type TradingDeps,
} from './buy-checks';
import { openedStockFields, writeCashLine } from './context';
import { addLot, ensureLots } from './lots';
import { buyFailureMessage } from './messages';

/** The earliest open position of the user in a stock (what add-ons and findUserPositionByCode use). */
export const earliestOpenPosition = (
  store: MockStore,
  userId: number,
  stockCode: string,
): UserPosition | undefined =>
  store.tables.userPositions
    .where('userId', userId)
    .filter((p) => !p.sellOrderId && p.stockCode === stockCode)
    .sort((a, b) => (a.buyOrderTime ?? 0) - (b.buyOrderTime ?? 0) || a.id - b.id)[0];

const positiveOrNull = (value: number | undefined): number | null =>
  value !== undefined && value > 0 ? value : null;

const describe = (
  p: Pick<UserPosition, 'stockName' | 'stockCode' | 'orderDirection'>,
  shares: number,
) => `${p.stockName}(${p.stockCode}) ${p.orderDirection} ${shares}股`;

/** Takes the margin and writes the cash line; false when the ledger refuses. */
const payMargin = (
  deps: TradingDeps,
  user: UserRow,
  positionId: number,
  cost: StockOrderCost,
  summary: string,
  ctx: BuyContext,
): boolean => {
  const moved = moveMoney(
    deps.store,
    user.id,
    { enableAmt: cost.margin.neg() },
    { reason: 'buy margin', ref: `position:${positionId}`, nonNegative: ['enableAmt'] },
  );
  if (!moved.ok) return false;
  deps.store.tables.users.update(user.id, {
    sumBuyAmt: new Decimal(user.sumBuyAmt).plus(cost.value).toDecimalPlaces(2).toNumber(),
  });
  writeCashLine(
    deps.store,
    user,
    { deType: '买入股票', deAmt: cost.margin, positionId, summary },
    ctx.now,
    ctx.ip,
  );
  return true;
};

const insufficient = (user: UserRow): BuyOutcome => {
  const failure: BuyRuleFailure = {
    rule: 'insufficient-funds',
    available: new Decimal(user.enableAmt).toString(),
  };
  return { ok: false, kind: 'refused', failure, message: buyFailureMessage(failure) };
};

/** A new position (buy.do without an open position in the stock). */
export const openStockPosition = (
  deps: TradingDeps,
  user: UserRow,
  order: StockOrder,
  ctx: BuyContext,
): BuyOutcome => {
  const checked = checkStockBuy(deps, user, order.stock, order, ctx);
  return checked.ok ? bookStockPosition(deps, user, order, checked, ctx) : checked;
};

/**
 * Books a new position from a buy that passed its checks (`checkStockBuy` with the same order and
 * context): the margin through the ledger, the position, its lot row.
 */
export const bookStockPosition = (
  deps: TradingDeps,
  user: UserRow,
  order: StockOrder,
  { quote, cost }: Extract<Checked, { ok: true }>,
  ctx: BuyContext,
): BuyOutcome => {
  const { store } = deps;
  const id = store.tables.userPositions.nextId();
  const { stock } = order;
  const summary = describe(
    {
      stockName: stock.stockName,
      stockCode: stock.stockCode,
      orderDirection: DIRECTION_TEXT[order.direction],
    },
    order.shares,
  );
  if (!payMargin(deps, user, id, cost, summary, ctx)) return insufficient(user);
  const position = store.tables.userPositions.insert({
    id,
    ...openedStockFields(user, stock, {
      price: quote.price,
      at: ctx.now,
      direction: order.direction,
    }),
    positionType: order.positionType ?? user.accountType,
    profitTargetPrice: positiveOrNull(order.profitTarget),
    stopTargetPrice: positiveOrNull(order.stopTarget),
    orderNum: order.shares,
    orderLever: order.lever,
    orderTotalPrice: cost.value.toNumber(),
    orderFee: cost.buyFee.toNumber(),
    sellOrderFee: 0,
    orderSpread: cost.stampDuty.toNumber(),
    orderStayFee: 0,
    orderStayDays: 0,
    profitAndLose: 0,
    allProfitAndLose: cost.fees.neg().toNumber(),
    isLock: 0,
    lockMsg: null,
    stockPlate: stock.stockPlate ?? null,
    spreadRatePrice: cost.spreadFee.toNumber(),
    marginAdd: 0,
  });
  addLot(store, position, {
    orderNum: order.shares,
    buyOrderTime: ctx.now,
    buyOrderPrice: quote.price,
  });
  store.changed();
  return { ok: true, kind: 'opened', position };
};

/**
 * buy2: more shares into an open position, at its direction and lever. The merge (new average
 * price, summed fees) is the shared `mergeAddOn` the app's add-on sheet previews with; a new lot row.
 */
export const addToStockPosition = (
  deps: TradingDeps,
  user: UserRow,
  position: UserPosition,
  stock: Stock,
  shares: number,
  ctx: BuyContext,
): BuyOutcome => {
  const order = {
    shares,
    lever: position.orderLever ?? 0,
    direction: directionOfText(position.orderDirection),
  };
  const checked = checkStockBuy(deps, user, stock, order, ctx);
  if (!checked.ok) return checked;
  const { quote, cost } = checked;
  const { store } = deps;
  if (!payMargin(deps, user, position.id, cost, describe(position, shares), ctx)) {
    return insufficient(user);
  }
  ensureLots(store, position);
  const merged = mergeAddOn(position, shares, cost);
  const updated = store.tables.userPositions.update(position.id, {
    orderNum: merged.orderNum,
    orderTotalPrice: merged.orderTotalPrice.toNumber(),
    buyOrderPrice: merged.buyOrderPrice.toNumber(),
    orderFee: merged.orderFee.toNumber(),
    orderSpread: merged.orderSpread.toNumber(),
    spreadRatePrice: merged.spreadRatePrice.toNumber(),
    allProfitAndLose: merged.allProfitAndLose.toNumber(),
  });
  addLot(store, position, { orderNum: shares, buyOrderTime: ctx.now, buyOrderPrice: quote.price });
  store.changed();
  return { ok: true, kind: 'added', position: updated ?? position };
};

/** buy.do: an add-on when the user holds the stock open, else a new position. */
export const buyStock = (
  deps: TradingDeps,
  user: UserRow,
  order: StockOrder,
  ctx: BuyContext,
): BuyOutcome => {
  const held = earliestOpenPosition(deps.store, user.id, order.stock.stockCode);
  return held
    ? addToStockPosition(deps, user, held, order.stock, order.shares, ctx)
    : openStockPosition(deps, user, order, ctx);
};
