// /openaccount (screens §3.1, issue 22): the four steps of opening an account — register, verify,
// deposit, trade — with each step's real state and the ONE next thing to do. Pure: the page passes
// what it knows of the visitor or user. The server refuses a deposit before verification
// (api-contract §13.7 "notVerified"), so while verification is not passed the next thing is always
// about verification.
import { routes } from '@/config/routes';

import type { KycStatus } from './account-facts';

export type StepId = 'register' | 'verify' | 'deposit' | 'trade';
export type StepState = 'done' | 'review' | 'rejected' | 'todo';

/** The next thing to do: the button's label and target. */
export type NextAction =
  | 'register'
  | 'verify'
  | 'resubmit'
  | 'kycStatus'
  | 'deposit'
  | 'depositStatus'
  | 'trade'
  | 'allSet';

export interface OpenAccountFacts {
  isVisitor: boolean;
  kyc: KycStatus;
  /** Money in any account (stock, index, futures). */
  hasMoney: boolean;
  /** A deposit order waiting for review. */
  hasPendingDeposit: boolean;
  /** Any position (open or closed) or order ever. */
  hasTraded: boolean;
}

export interface OpenAccountView {
  steps: readonly { id: StepId; state: StepState }[];
  /** The step the next action belongs to; null once every step is done. */
  current: StepId | null;
  next: NextAction;
}

const VERIFY_STATE: Record<KycStatus, StepState> = {
  none: 'todo',
  review: 'review',
  rejected: 'rejected',
  verified: 'done',
};

const VERIFY_ACTION: Record<Exclude<KycStatus, 'verified'>, NextAction> = {
  none: 'verify',
  review: 'kycStatus',
  rejected: 'resubmit',
};

const VISITOR: OpenAccountView = {
  steps: [
    { id: 'register', state: 'todo' },
    { id: 'verify', state: 'todo' },
    { id: 'deposit', state: 'todo' },
    { id: 'trade', state: 'todo' },
  ],
  current: 'register',
  next: 'register',
};

export const openAccountView = (f: OpenAccountFacts): OpenAccountView => {
  if (f.isVisitor) return VISITOR;
  // Whoever traded had money once, even if the account is empty now.
  const isFunded = f.hasMoney || f.hasTraded;
  const steps = [
    { id: 'register', state: 'done' },
    { id: 'verify', state: VERIFY_STATE[f.kyc] },
    { id: 'deposit', state: isFunded ? 'done' : f.hasPendingDeposit ? 'review' : 'todo' },
    { id: 'trade', state: f.hasTraded ? 'done' : 'todo' },
  ] as const satisfies readonly { id: StepId; state: StepState }[];
  if (f.kyc !== 'verified') return { steps, current: 'verify', next: VERIFY_ACTION[f.kyc] };
  if (!isFunded) {
    return { steps, current: 'deposit', next: f.hasPendingDeposit ? 'depositStatus' : 'deposit' };
  }
  if (!f.hasTraded) return { steps, current: 'trade', next: 'trade' };
  return { steps, current: null, next: 'allSet' };
};

/** Where each next action leads. */
export const NEXT_ROUTE: Readonly<Record<NextAction, string>> = {
  register: routes.register.href(),
  verify: routes.smrz.href(),
  resubmit: routes.smrz.href(),
  kycStatus: routes.smrz.href(),
  deposit: routes.recharge.href(),
  depositStatus: routes.rechargelist.href(),
  trade: routes.tradingList.href(),
  allSet: routes.warehouse.href(),
};
