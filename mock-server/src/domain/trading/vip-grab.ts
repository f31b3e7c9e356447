// VIP grab (VIP抢筹, api-contract §12.10): a stock buy with buy.do's checks (buy-checks.ts) and
// §12.10's differences: after the account gates, the available funds must reach `vipQcMaxAmt`;
// A-share windows for every stock (holiday too); no limit-up check; a change beyond the board's
// max-change setting is not a refusal but a status-0 "not tradable now" with nothing booked; its
// own wording for short funds. Booked as buy.do books a new position (positionType = accountType);
// never an add-on.
import Decimal from 'decimal.js';

import type { UserRow } from '../../../../fixtures/src/users';
import {
  BLOCK_VIP_TEXT,
  vipInsufficientText,
  vipThresholdText,
} from '../../../../src/api/contracts/block-vip-texts';
import type { BuyRule } from '../../../../src/api/contracts/trading-rules';

import {
  checkStockBuy,
  type BuyContext,
  type BuyOutcome,
  type StockOrder,
  type TradingDeps,
} from './buy-checks';
import { siteSetting } from './context';
import { bookStockPosition } from './stock-buy';

/** The gates the reference checks before the VIP threshold. */
const BEFORE_THRESHOLD: readonly BuyRule[] = ['stock-unknown', 'kyc-missing', 'account-locked'];

type Refused = Extract<BuyOutcome, { kind: 'refused' }>;

export type VipOutcome =
  | BuyOutcome
  | { ok: false; kind: 'not-tradable' }
  | { ok: false; kind: 'below-threshold'; message: string };

/** §12.10's texts where they differ from buy.do's. */
const vipRefusal = (outcome: Refused): VipOutcome => {
  const { failure } = outcome;
  switch (failure.rule) {
    case 'rise-too-high':
    case 'fall-too-deep':
      return { ok: false, kind: 'not-tradable' };
    case 'outside-hours':
      return { ...outcome, message: BLOCK_VIP_TEXT.vipOutsideHours };
    case 'insufficient-funds':
      return { ...outcome, message: vipInsufficientText(failure.available) };
    default:
      return outcome;
  }
};

/** buyVipQc.do: `empty` when the engine has no quote for the stock or the lever is ≤ 0. */
export const grabVip = (
  deps: TradingDeps,
  user: UserRow,
  order: StockOrder,
  ctx: Pick<BuyContext, 'now' | 'ip'>,
): VipOutcome => {
  const vipCtx: BuyContext = { ...ctx, sessionMarket: 'a', isLimitUpIgnored: true };
  const checked = checkStockBuy(deps, user, order.stock, order, vipCtx);
  if (!checked.ok && checked.kind === 'empty') return checked;
  if (!checked.ok && BEFORE_THRESHOLD.includes(checked.failure.rule)) return checked;
  const threshold = siteSetting(deps.store)?.vipQcMaxAmt;
  if (threshold != null && new Decimal(user.enableAmt).lt(threshold)) {
    const message = vipThresholdText(new Decimal(threshold).toString());
    return { ok: false, kind: 'below-threshold', message };
  }
  if (!checked.ok) return vipRefusal(checked);
  const booked = bookStockPosition(deps, user, order, checked, vipCtx);
  return booked.ok || booked.kind !== 'refused' ? booked : vipRefusal(booked);
};
