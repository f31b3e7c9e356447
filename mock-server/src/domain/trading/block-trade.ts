// Block trades (大宗交易, api-contract §8.10, §12.8, §12.9): offers priced at the live price × their
// discount, and orders that run buy.do's checks (buy-checks.ts) with §12.8's differences: no
// session windows (the reference computes them, but the check is disabled) while the holiday
// switch still counts; the offer's secret key right after the account gates; the offer's lock and
// minimum size (`stockNum`) in place of the stock's lock and `buyMinNum`; lever 1, so the whole
// amount leaves the available funds; always a new long position of type 3. The offer's
// `startTime` / `endTime` are shown, never checked (the reference reads neither).
import type { UserRow } from '../../../../fixtures/src/users';
import { BLOCK_VIP_TEXT, blockMinSharesText } from '../../../../src/api/contracts/block-vip-texts';
import { PositionType } from '../../../../src/api/contracts/codes';
import type { Stock, StockDz, StockDzVo } from '../../../../src/api/contracts/models/market';
import type { UserPosition } from '../../../../src/api/contracts/models/trading';
import type { BuyRule } from '../../../../src/api/contracts/trading-rules';
import type { Market } from '../../market/market';
import type { MockStore } from '../../store/store';

import {
  checkStockBuy,
  discountedPrice,
  instrumentOf,
  type BuyContext,
  type BuyOutcome,
  type StockOrder,
  type TradingDeps,
} from './buy-checks';
import { bookStockPosition } from './stock-buy';

/** An offer without a discount trades at the live price (ours; the reference would fail). */
const discountOf = (offer: StockDz): number => offer.discount ?? 1;

/** The offer's price now; 0 when the engine does not quote its stock. */
export const offerPrice = (market: Market, offer: StockDz, now: number): number => {
  const instrument = instrumentOf(market, offer);
  return instrument ? discountedPrice(market.quote(instrument, now).price, discountOf(offer)) : 0;
};

/** getDzList.do: the shown offers (`isShow` 1), priced now, without their key. */
export const blockTradeOffers = (store: MockStore, market: Market, now: number): StockDzVo[] =>
  store.db.stockDzs
    .filter((offer) => offer.isShow === 1)
    .map((offer) => ({
      id: offer.id,
      stockName: offer.stockName,
      stockCode: offer.stockCode,
      stockGid: offer.stockGid,
      stockType: offer.stockType,
      stockPlate: offer.stockPlate,
      price: offerPrice(market, offer, now),
      isLock: offer.isLock,
      stockNum: offer.stockNum,
      startTime: offer.startTime,
      endTime: offer.endTime,
    }));

/** buyStockDzList.do: the caller's block-trade positions as stored, newest buy first. */
export const blockTradePositions = (store: MockStore, userId: number): UserPosition[] =>
  store.tables.userPositions
    .where('userId', userId)
    .filter((p) => p.positionType === PositionType.BLOCK_TRADE)
    .sort((a, b) => (b.buyOrderTime ?? 0) - (a.buyOrderTime ?? 0) || b.id - a.id);

/** The account gates checked before the key (§12.8: "KYC/lock/holiday checks"). */
const BEFORE_KEY: readonly BuyRule[] = [
  'stock-unknown',
  'kyc-missing',
  'account-locked',
  'settings-missing',
  'holiday',
];

/** §12.8's own text for the offer's minimum size; buy.do's texts otherwise. */
const blockRefusal = (outcome: Extract<BuyOutcome, { kind: 'refused' }>): BuyOutcome =>
  outcome.failure.rule === 'below-min-shares'
    ? { ...outcome, message: blockMinSharesText(outcome.failure.shares) }
    : outcome;

/**
 * buyStockDz.do for an offer of `stock`. `wrong-key` is its own outcome (no rule of buy.do);
 * `empty`: the engine has no quote for the stock (the reference's null pointer).
 */
export const buyBlockTrade = (
  deps: TradingDeps,
  user: UserRow,
  offer: StockDz,
  stock: Stock,
  input: { password: string; shares: number },
  ctx: Pick<BuyContext, 'now' | 'ip'>,
): BuyOutcome | { ok: false; kind: 'wrong-key'; message: string } => {
  const order: StockOrder = {
    // The offer's lock stands where the stock's is checked ("当前股票不能交易").
    stock: { ...stock, isLock: offer.isLock },
    shares: input.shares,
    direction: 'long',
    lever: 1,
    positionType: PositionType.BLOCK_TRADE,
  };
  const blockCtx: BuyContext = {
    ...ctx,
    isHolidayOnly: true,
    discount: discountOf(offer),
    minShares: offer.stockNum ?? undefined,
  };
  const checked = checkStockBuy(deps, user, order.stock, order, blockCtx);
  if (!checked.ok && checked.kind === 'refused' && BEFORE_KEY.includes(checked.failure.rule)) {
    return checked;
  }
  if (input.password !== offer.password) {
    return { ok: false, kind: 'wrong-key', message: BLOCK_VIP_TEXT.wrongKey };
  }
  if (!checked.ok) return checked.kind === 'refused' ? blockRefusal(checked) : checked;
  const booked = bookStockPosition(deps, user, order, checked, blockCtx);
  return booked.ok || booked.kind !== 'refused' ? booked : blockRefusal(booked);
};
