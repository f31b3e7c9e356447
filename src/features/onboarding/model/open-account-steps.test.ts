import { describe, expect, it } from 'vitest';

import { routes } from '@/config/routes';

import { hasMoneyOf, kycStatusOf } from './account-facts';
import {
  NEXT_ROUTE,
  openAccountView,
  type OpenAccountFacts,
  type StepState,
} from './open-account-steps';

const user: OpenAccountFacts = {
  isVisitor: false,
  kyc: 'none',
  hasMoney: false,
  hasPendingDeposit: false,
  hasTraded: false,
};

type States = [StepState, StepState, StepState, StepState];

// facts → [register, verify, deposit, trade] states, the current step, the next action
const CASES: [string, Partial<OpenAccountFacts>, States, string | null, string][] = [
  ['visitor', { isVisitor: true }, ['todo', 'todo', 'todo', 'todo'], 'register', 'register'],
  [
    'visitor, whatever else is passed',
    { isVisitor: true, kyc: 'verified', hasMoney: true, hasTraded: true },
    ['todo', 'todo', 'todo', 'todo'],
    'register',
    'register',
  ],
  ['registered, nothing submitted', {}, ['done', 'todo', 'todo', 'todo'], 'verify', 'verify'],
  [
    'verification under review',
    { kyc: 'review' },
    ['done', 'review', 'todo', 'todo'],
    'verify',
    'kycStatus',
  ],
  [
    'verification rejected',
    { kyc: 'rejected' },
    ['done', 'rejected', 'todo', 'todo'],
    'verify',
    'resubmit',
  ],
  [
    'money credited by the office before verification: verification still comes first',
    { kyc: 'review', hasMoney: true },
    ['done', 'review', 'done', 'todo'],
    'verify',
    'kycStatus',
  ],
  [
    'verified, no money',
    { kyc: 'verified' },
    ['done', 'done', 'todo', 'todo'],
    'deposit',
    'deposit',
  ],
  [
    'verified, a deposit waiting for review',
    { kyc: 'verified', hasPendingDeposit: true },
    ['done', 'done', 'review', 'todo'],
    'deposit',
    'depositStatus',
  ],
  [
    'verified with money, never traded',
    { kyc: 'verified', hasMoney: true },
    ['done', 'done', 'done', 'todo'],
    'trade',
    'trade',
  ],
  [
    'money and a pending deposit: money counts',
    { kyc: 'verified', hasMoney: true, hasPendingDeposit: true },
    ['done', 'done', 'done', 'todo'],
    'trade',
    'trade',
  ],
  [
    'traded',
    { kyc: 'verified', hasMoney: true, hasTraded: true },
    ['done', 'done', 'done', 'done'],
    null,
    'allSet',
  ],
  [
    'traded and spent everything: the deposit step stays done',
    { kyc: 'verified', hasTraded: true },
    ['done', 'done', 'done', 'done'],
    null,
    'allSet',
  ],
];

describe('openAccountView', () => {
  it.each(CASES)('%s', (_, facts, states, current, next) => {
    const view = openAccountView({ ...user, ...facts });
    expect(view.steps.map((s) => s.id)).toEqual(['register', 'verify', 'deposit', 'trade']);
    expect(view.steps.map((s) => s.state)).toEqual(states);
    expect(view.current).toBe(current);
    expect(view.next).toBe(next);
  });

  it('sends each next action to the page that does it', () => {
    expect(NEXT_ROUTE).toEqual({
      register: routes.register.href(),
      verify: routes.smrz.href(),
      resubmit: routes.smrz.href(),
      kycStatus: routes.smrz.href(),
      deposit: routes.recharge.href(),
      depositStatus: routes.rechargelist.href(),
      trade: routes.tradingList.href(),
      allSet: routes.warehouse.href(),
    });
  });
});

describe('kycStatusOf', () => {
  it.each([
    [0, 'none'],
    [1, 'review'],
    [2, 'verified'],
    [3, 'rejected'],
    [null, 'none'],
    [undefined, 'none'],
    [7, 'none'],
  ] as const)('isActive %s → %s', (isActive, status) => {
    expect(kycStatusOf(isActive)).toBe(status);
  });
});

describe('hasMoneyOf', () => {
  it.each([
    [{ userAmt: 0, userIndexAmt: 0, userFuturesAmt: 0 }, false],
    [{ userAmt: 0, userIndexAmt: null, userFuturesAmt: undefined }, false],
    [{ userAmt: 0.01, userIndexAmt: 0, userFuturesAmt: 0 }, true],
    [{ userAmt: 0, userIndexAmt: 50_000, userFuturesAmt: 0 }, true],
    [{ userAmt: 0, userIndexAmt: 0, userFuturesAmt: 20 }, true],
    [{ userAmt: -5, userIndexAmt: 0, userFuturesAmt: 0 }, false],
  ])('%o → %s', (balances, expected) => {
    expect(hasMoneyOf(balances)).toBe(expected);
  });
});
