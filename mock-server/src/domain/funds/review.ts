// The back office's review and end of a funding application (api-contract §14.4 "Admin approval",
// §16 "Funding", ADR 0029). Money as fixtures/src/balances.ts `fundsApplication` replays it, so a
// seeded row and a reviewed one book the same, through the ledger:
//  - approve (0 → 1): begins tomorrow 00:00, ends today 23:59:59 + (tradersCycle + 1) days
//    (Beijing); enabledTradingAmount = total; the lines from the shared maths; manageFee out of
//    userAmt (it already left enableAmt at the application); total granted to tradingAmount; the
//    next sub-account number (80000001 on) assigned;
//  - reject (0 → 2): payAmount back to enableAmt, the reason as auditOpinion;
//  - end (1 or 3 → 4): open positions closed at the market price, the margin back to enableAmt, the
//    grant withdrawn from tradingAmount; the fee stays paid.
import Decimal from 'decimal.js';

import { FundsApplyStatus } from '../../../../src/api/contracts/codes';
import { allocationFigures } from '../../../../src/api/contracts/funds-math';
import type { FundsApply } from '../../../../src/api/contracts/models/funds';
import { beijingMidnight } from '../../../../src/api/contracts/new-share-timeline';
import type { Market } from '../../market/market';
import { moveMoney, type BalanceChanges } from '../../store/ledger';
import type { MockStore } from '../../store/store';

import { applicationRef, fundsSettingOf } from './apply';
import { closeSubaccount } from './close-positions';
import { emitFunds, type FundsStep } from './events';

const DAY = 86_400_000;
/** Sub-account numbers start here (§15.9). */
export const FIRST_SUBACCOUNT = 80_000_001;

export const APPROVED_OPINION = '审核通过';

const nextSubaccount = (store: MockStore): number =>
  store.tables.fundsApplies.rows.reduce(
    (max, a) => Math.max(max, (a.subaccountNumber ?? 0) + 1),
    FIRST_SUBACCOUNT,
  );

/**
 * What a decision books: the owner's balances moved through the ledger (an application without an
 * owner moves nothing), the store saved, the step on the harness timeline.
 */
const settle = (
  store: MockStore,
  app: FundsApply,
  changes: BalanceChanges,
  reason: string,
  step: FundsStep,
  note: string,
): void => {
  if (app.userId != null) {
    moveMoney(store, app.userId, changes, { reason, ref: applicationRef(app.id) });
  }
  store.changed();
  emitFunds(store, { step, userId: app.userId, note });
};

export const approveApplication = (store: MockStore, app: FundsApply, now: number): FundsApply => {
  const setting = fundsSettingOf(store);
  const lever = store.tables.fundsLevers.rows.find(
    (l) => l.cycleType === app.fundsType && l.lever === app.lever,
  );
  const figures = allocationFigures({
    margin: app.margin ?? 0,
    lever: app.lever ?? 0,
    manageRate: lever?.manageRate ?? 0,
    days: app.tradersCycle ?? 0,
    daysWarning: setting?.daysWarning ?? 0,
    daysUnwind: setting?.daysUnwind ?? 0,
  });
  const midnight = beijingMidnight(now);
  const total = new Decimal(app.totalTradingAmount ?? 0);
  const approved =
    store.tables.fundsApplies.update(app.id, {
      status: FundsApplyStatus.TRADING,
      auditTime: now,
      updateTime: now,
      auditOpinion: APPROVED_OPINION,
      beginTime: midnight + DAY,
      endTime: midnight + ((app.tradersCycle ?? 0) + 2) * DAY - 1000,
      enabledTradingAmount: total.toNumber(),
      lineWarning: figures.lineWarning.toNumber(),
      lineUnwind: figures.lineUnwind.toNumber(),
      subaccountNumber: nextSubaccount(store),
    }) ?? app;
  settle(
    store,
    app,
    { userAmt: new Decimal(app.manageFee ?? 0).negated(), tradingAmount: total },
    '配资审核通过',
    'approve',
    `funding ${app.id} approved: sub-account ${approved.subaccountNumber}, fee ${app.manageFee} out of userAmt, ${total.toFixed(2)} granted, lines ${approved.lineWarning} / ${approved.lineUnwind}`,
  );
  return approved;
};

export const rejectApplication = (
  store: MockStore,
  app: FundsApply,
  reason: string,
  now: number,
): FundsApply => {
  const rejected =
    store.tables.fundsApplies.update(app.id, {
      status: FundsApplyStatus.REJECTED,
      auditTime: now,
      updateTime: now,
      auditOpinion: reason,
    }) ?? app;
  settle(
    store,
    app,
    { enableAmt: app.payAmount ?? 0 },
    '配资驳回退款',
    'reject',
    `funding ${app.id} rejected (${reason}): ${app.payAmount} back to enableAmt`,
  );
  return rejected;
};

export const endApplication = (
  store: MockStore,
  market: Market,
  app: FundsApply,
  now: number,
): FundsApply => {
  const closed = closeSubaccount(store, market, app, now);
  const ended =
    store.tables.fundsApplies.update(app.id, {
      status: FundsApplyStatus.ENDED,
      updateTime: now,
    }) ?? app;
  settle(
    store,
    app,
    {
      enableAmt: app.margin ?? 0,
      tradingAmount: new Decimal(app.totalTradingAmount ?? 0).negated(),
    },
    '配资结束',
    'end',
    `funding ${app.id} ended: ${closed.length} position(s) closed, margin ${app.margin} back to enableAmt`,
  );
  return ended;
};
