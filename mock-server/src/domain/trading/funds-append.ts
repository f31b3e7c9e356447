// Funding look-ups and append requests (api-contract §18.26–§18.28). What the row holds is
// fixtures/src/funds.ts `newFundsAppend` (the seeded rows are made the same way). appendApply.do's
// order: a missing `id` is the reference's null unboxing (global error); applyId null / 0 →
// 操作异常; an application that is not the caller's → 子账户不存在 (the reference reads any id; a
// foreign one answers as an unknown one, so existence does not leak); `id` ≠ 0 (the reference
// updates that append record as the admin review would): positive → our refusal, negative → 操作失败
// (the reference's update matches no row); bad type-specific values → 操作异常 (ours: the reference
// stores them unpriced or crashes); a second end request → 申请已提交. Nothing is frozen (§18.27).
import { newFundsAppend, type FundsAppendRequest } from '../../../../fixtures/src/funds';
import type { UserRow } from '../../../../fixtures/src/users';
import { FUNDS_APPEND_MESSAGES as TEXT } from '../../../../src/api/contracts/endpoints/user-lookups';
import type { FundsApply, FundsAppend } from '../../../../src/api/contracts/models/funds';
import { cents } from '../../../../src/api/contracts/trading-math';
import type { MockStore } from '../../store/store';

/** Per-day levers (FundsLever.cycleType 1): type 1's fee rate. */
const PER_DAY = 1;

const nullPointer = (what: string): never => {
  throw new TypeError(`Cannot read properties of null (${what})`);
};

/** The caller's application with this id; unknown and someone else's alike → undefined. */
export const ownApplication = (
  store: MockStore,
  userId: number,
  id: number | undefined,
): FundsApply | undefined => {
  const apply = id === undefined ? undefined : store.tables.fundsApplies.get(id);
  return apply?.userId === userId ? apply : undefined;
};

/** getLeverRateInfo.do: the first row with that cycle and lever, enabled or not. */
export const leverRate = (store: MockStore, cycleType?: number, lever?: number) =>
  store.db.fundsLevers
    .filter((l) => l.cycleType === cycleType && l.lever === lever)
    .sort((a, b) => a.id - b.id)[0];

export interface AppendParams {
  id?: number;
  applyId?: number;
  appendType?: number;
  appendMargin?: number;
  appendCycle?: number;
  appendServiceFee?: number;
}

const isMoney = (v: number | undefined, min: number): v is number =>
  v !== undefined && v >= min && cents(v).equals(v);

const isDays = (v: number | undefined, min: number): v is number =>
  v !== undefined && Number.isInteger(v) && v >= min;

/** The request a valid form describes, or undefined (→ 操作异常). */
const requestOf = (p: AppendParams): FundsAppendRequest | undefined => {
  const type = p.appendType;
  if (type === 1 || type === 2) {
    return isMoney(p.appendMargin, 0.01)
      ? { appendType: type, appendMargin: p.appendMargin }
      : undefined;
  }
  if (type === 3 || type === 4) {
    // Extending needs a day at least; ending early may add none.
    const ok = isDays(p.appendCycle, type === 3 ? 1 : 0) && isMoney(p.appendServiceFee, 0);
    return ok
      ? { appendType: type, appendCycle: p.appendCycle, appendServiceFee: p.appendServiceFee }
      : undefined;
  }
  return undefined;
};

export type AppendOutcome = { ok: true; row: FundsAppend } | { ok: false; message: string };

const refuse = (message: string): AppendOutcome => ({ ok: false, message });

export const requestFundsAppend = (
  store: MockStore,
  user: UserRow,
  params: AppendParams,
  now: number,
): AppendOutcome => {
  const id = params.id ?? nullPointer('FundsAppend.id');
  if (!params.applyId) return refuse(TEXT.badApply);
  const apply = ownApplication(store, user.id, params.applyId);
  if (!apply) return refuse(TEXT.applyMissing);
  if (id > 0) return refuse(TEXT.notNew);
  if (id < 0) return refuse(TEXT.failed);
  const request = requestOf(params);
  if (!request) return refuse(TEXT.badApply);
  const appends = store.tables.fundsAppends.where('applyId', apply.id);
  if (request.appendType === 4 && appends.some((a) => a.appendType === 4)) {
    return refuse(TEXT.alreadyEnding);
  }
  const rate =
    request.appendType === 1
      ? (leverRate(store, PER_DAY, apply.lever ?? undefined)?.manageRate ??
        nullPointer('FundsLever.manageRate'))
      : 0;
  const row = store.tables.fundsAppends.insert(newFundsAppend(user, apply, request, now, rate));
  return { ok: true, row };
};
