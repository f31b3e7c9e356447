// addFundsApply.do (api-contract §14.4): the reference freezes payAmount = margin + manageFee from
// enableAmt ("申请失败，可用金额小于{x}元" when short) and stores the form as sent. We do not copy
// its defects (§17.3 #8, README "Backend defects the mock does not copy"): the applicant comes
// from the session; the margin, lever, days and type are re-checked against the settings and the
// enabled per-day levers; fundsAmount, total and manageFee are recomputed with the shared maths
// (src/api/contracts/funds-math.ts) and a form that disagrees is refused. A refusal changes nothing.
import Decimal from 'decimal.js';

import type { UserRow } from '../../../../fixtures/src/users';
import { CycleType, FundsApplyStatus } from '../../../../src/api/contracts/codes';
import {
  allocationFigures,
  daysOptions,
  marginProblem,
  type AllocationFigures,
} from '../../../../src/api/contracts/funds-math';
import {
  FUNDS_TEXT,
  lowBalanceText,
  marginRangeText,
} from '../../../../src/api/contracts/funds-texts';
import type {
  FundsApply,
  FundsLever,
  FundsSetting,
} from '../../../../src/api/contracts/models/funds';
import { moveMoney } from '../../store/ledger';
import type { MockStore } from '../../store/store';
import { formatBeijing } from '../beijing-time';

export interface ApplyFundsForm {
  fundsType?: number;
  margin?: number;
  lever?: number;
  fundsAmount?: number;
  totalTradingAmount?: number;
  tradersCycle?: number;
  manageFee?: number;
}

/**
 * `status0`: the reference's failures that come back with status 0 (§14.4, 操作异常 here); the
 * low-balance refusal and ours come back with status 1.
 */
export type ApplyFundsOutcome =
  { ok: true; row: FundsApply } | { ok: false; msg: string; status0: boolean };

/** Ledger reason of the freeze (the reference's "配资冻结"). */
export const APPLY_REASON = '配资冻结';

export const applicationRef = (id: number): string => `funds-apply:${id}`;

const refused = (msg: string): ApplyFundsOutcome => ({ ok: false, msg, status0: false });
const failedWith0 = (msg: string): ApplyFundsOutcome => ({ ok: false, msg, status0: true });

export const fundsSettingOf = (store: MockStore): FundsSetting | undefined =>
  store.tables.fundsSettings.rows[0];

/** Enabled levers of a cycle, lever ascending (getFundsTypeList.do, §14.3). */
export const enabledLevers = (store: MockStore, cycleType: number): FundsLever[] =>
  store.tables.fundsLevers.rows
    .filter((l) => l.cycleType === cycleType && l.status === 1)
    .sort((a, b) => a.lever - b.lever || a.id - b.id);

/** The figures a form describes, checked against ours to the cent. */
const sameFigures = (form: ApplyFundsForm, figures: AllocationFigures): boolean =>
  [
    [form.fundsAmount, figures.fundsAmount],
    [form.totalTradingAmount, figures.totalTradingAmount],
    [form.manageFee, figures.manageFee],
  ].every(
    ([sent, mine]) => sent !== undefined && new Decimal(sent as number).equals(mine as Decimal),
  );

/** 'PZ' + the Beijing date and time to the second + the row id, 4 digits (16 digits in all). */
const orderNumberOf = (now: number, id: number): string =>
  `PZ${formatBeijing(now).replace(/\D/g, '').slice(2)}${String(id % 10_000).padStart(4, '0')}`;

export const applyForFunds = (
  store: MockStore,
  user: UserRow,
  form: ApplyFundsForm,
  now: number,
): ApplyFundsOutcome => {
  const setting = fundsSettingOf(store);
  // The reference reads these unchecked: a missing one (or no settings row) throws → 操作异常.
  if (!setting || form.margin === undefined || form.lever === undefined) {
    return failedWith0(FUNDS_TEXT.operationError);
  }
  if (form.fundsType !== CycleType.DAY) return refused(FUNDS_TEXT.badType);
  const problem = marginProblem(form.margin, {
    marginMin: setting.marginMin,
    marginMax: setting.marginMax,
  });
  if (problem === 'invalid') return refused(FUNDS_TEXT.badMargin);
  if (problem) return refused(marginRangeText(setting.marginMin ?? 0, setting.marginMax ?? 0));
  const lever = enabledLevers(store, CycleType.DAY).find((l) => l.lever === form.lever);
  if (!lever) return refused(FUNDS_TEXT.leverUnknown);
  const days = form.tradersCycle;
  if (days === undefined || !daysOptions(setting.daysUsePeriod).includes(days)) {
    return refused(FUNDS_TEXT.daysUnknown);
  }
  const figures = allocationFigures({
    margin: form.margin,
    lever: lever.lever,
    manageRate: lever.manageRate ?? 0,
    days,
    daysWarning: setting.daysWarning ?? 0,
    daysUnwind: setting.daysUnwind ?? 0,
  });
  if (!sameFigures(form, figures)) return refused(FUNDS_TEXT.figuresMismatch);
  const payAmount = figures.prepare.toDecimalPlaces(2);
  if (payAmount.gt(user.enableAmt)) return refused(lowBalanceText(payAmount.toFixed(2)));

  const id = store.tables.fundsApplies.nextId();
  const moved = moveMoney(
    store,
    user.id,
    { enableAmt: payAmount.negated() },
    { reason: APPLY_REASON, ref: applicationRef(id), nonNegative: ['enableAmt'] },
  );
  if (!moved.ok) return refused(lowBalanceText(payAmount.toFixed(2)));
  const row = store.tables.fundsApplies.insert({
    id,
    orderNumber: orderNumberOf(now, id),
    userId: user.id,
    userName: user.realName,
    userPhone: user.phone,
    fundsType: CycleType.DAY,
    margin: form.margin,
    fundsAmount: figures.fundsAmount.toNumber(),
    lever: lever.lever,
    totalTradingAmount: figures.totalTradingAmount.toNumber(),
    enabledTradingAmount: null,
    payAmount: payAmount.toNumber(),
    tradersCycle: days,
    subaccountNumber: null,
    manageFee: figures.manageFee.toNumber(),
    status: FundsApplyStatus.PENDING,
    addTime: now,
    updateTime: now,
    auditTime: null,
    beginTime: null,
    endTime: null,
    auditOpinion: null,
    lineWarning: null,
    lineUnwind: null,
    ratioWarning: setting.daysWarning,
    ratioUnwind: setting.daysUnwind,
  });
  return { ok: true, row };
};
